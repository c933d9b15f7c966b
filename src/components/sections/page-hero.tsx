import type { ReactNode } from 'react';
import Container from 'react-bootstrap/Container';
import type { ImageAsset } from '@/content/types';
import { Img } from '@/components/ui/img';

interface Props {
  title: string;
  eyebrow?: string;
  lead?: ReactNode;
  /** Background art; the hero image is the page's LCP candidate, so it loads eagerly. */
  image?: ImageAsset;
  children?: ReactNode;
}

/** The top band of an inner page: the page's single h1, a lead and optional actions. */
export function PageHero({ title, eyebrow, lead, image, children }: Props) {
  return (
    <section className={`page-hero${image ? ' page-hero--image' : ''}`}>
      {image ? <Img image={{ ...image, alt: "" }} priority className="page-hero__bg" sizes="100vw" /> : null}
      <Container fluid="xl" className="page-hero__inner">
        {eyebrow ? <p className="page-hero__eyebrow">{eyebrow}</p> : null}
        <h1 className="page-hero__title">{title}</h1>
        {lead ? <div className="page-hero__lead">{lead}</div> : null}
        {children ? <div className="page-hero__actions">{children}</div> : null}
      </Container>
    </section>
  );
}
