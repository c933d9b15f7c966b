import type { ReactNode } from 'react';
import Container from 'react-bootstrap/Container';
import type { ImageAsset } from '@/content/types';
import { Img } from '@/components/ui/img';

interface Props {
  title: string;
  eyebrow?: string;
  /** Text under the title. */
  children?: ReactNode;
  /** Buttons after the text. */
  actions?: ReactNode;
  /** An image beside the text (e.g. a client logo); eager, as it sits in the first screen. */
  aside?: ImageAsset;
}

/** The top block of a detail page: the page's single h1 with text and actions, an image beside it. */
export function SplitHero({ title, eyebrow, children, actions, aside }: Props) {
  return (
    <section className="split-hero">
      <Container fluid="xl" className="split-hero__inner">
        <div className="split-hero__text">
          {eyebrow ? <p className="split-hero__eyebrow">{eyebrow}</p> : null}
          <h1 className="split-hero__title">{title}</h1>
          {children}
          {actions ? <div className="split-hero__actions">{actions}</div> : null}
        </div>
        {aside ? (
          <div className="split-hero__aside">
            <Img image={aside} priority className="split-hero__image" />
          </div>
        ) : null}
      </Container>
    </section>
  );
}
