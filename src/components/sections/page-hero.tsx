import type { ReactNode } from 'react';
import Container from 'react-bootstrap/Container';
import type { ImageAsset } from '@/content/types';
import { Img, notFetchedWhere } from '@/components/ui/img';
import { KeepHyphenated } from '@/components/ui/keep-hyphenated';

interface Props {
  title: string;
  eyebrow?: string;
  lead?: ReactNode;
  /** Decorative art shown in a column of its own beside the text on wide screens. */
  image?: ImageAsset;
  /** Content of that column instead of an image (e.g. a collage); shown from 992 px too. */
  aside?: ReactNode;
  children?: ReactNode;
}

/**
 * The top band of a page: the page's single h1, a lead and optional actions. Art never sits under
 * the text: from 992 px it takes a grid column of its own; below that it is not shown (nor fetched).
 */
export function PageHero({ title, eyebrow, lead, image, aside, children }: Props) {
  return (
    <section className={`page-hero ${image || aside ? 'page-hero--art' : 'page-hero--plain'}`}>
      <Container fluid="xl" className="page-hero__inner">
        <div className="page-hero__text">
          {eyebrow ? <p className="page-hero__eyebrow">{eyebrow}</p> : null}
          <h1 className="page-hero__title">
            <KeepHyphenated text={title} />
          </h1>
          {lead ? <div className="page-hero__lead">{lead}</div> : null}
          {children ? <div className="page-hero__actions">{children}</div> : null}
        </div>
        {image ? (
          <Img
            image={{ ...image, alt: '' }}
            priority
            className="page-hero__img"
            sizes="(min-width: 1200px) 520px, 44vw"
            picture={{ className: 'page-hero__art', before: notFetchedWhere('(max-width: 991.98px)') }}
          />
        ) : null}
        {aside && !image ? <div className="page-hero__art">{aside}</div> : null}
      </Container>
    </section>
  );
}
