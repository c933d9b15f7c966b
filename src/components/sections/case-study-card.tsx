import { Link } from 'react-router-dom';
import type { Fact, ImageAsset } from '@/content/types';
import { Img } from '@/components/ui/img';
import { HeadingText } from '@/components/ui/heading-text';

interface Props {
  title: string;
  /** Already cut to the index length. */
  text: string;
  image: ImageAsset;
  to: string;
  /** Who the study was for, e.g. 'Camelback Spine Care · Spine-care clinic, Arizona'. */
  client: string;
  /** The study's headline result, e.g. { value: '+245%', label: 'organic traffic in 4 months' }. */
  result: Fact;
  /** Cards alternate their style by position. */
  variant: 'even' | 'odd';
  exploreLabel?: string;
}

/**
 * A case-study index card: the image and the title both link to the study. Hovering the image,
 * or focusing its link from the keyboard, reveals an Explore button. The client and the headline
 * result come with the title, so a visitor sees what the study achieved before opening it.
 */
export function CaseStudyCard({ title, text, image, to, client, result, variant, exploreLabel = 'Explore' }: Props) {
  return (
    <article className={`case-study-card case-study-card--${variant} h-100`}>
      <Link to={to} className="case-study-card__media">
        <Img image={{ ...image, alt: '' }} sizes="(min-width: 1200px) 546px, (min-width: 768px) 50vw, 100vw" />
        <span className="case-study-card__explore btn btn-primary">
          {exploreLabel}
          <span className="visually-hidden">: {title}</span>
        </span>
      </Link>
      <div className="case-study-card__body">
        <p className="case-study-card__client">{client}</p>
        <h2 className="case-study-card__title h4">
          <Link to={to}>
            <HeadingText text={title} />
          </Link>
        </h2>
        <p className="case-study-card__result">
          <strong>{result.value}</strong> {result.label}
        </p>
        <p className="case-study-card__text mb-0">{text}</p>
      </div>
    </article>
  );
}
