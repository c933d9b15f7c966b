import { Link } from 'react-router-dom';
import type { ImageAsset } from '@/content/types';
import { Img } from '@/components/ui/img';

interface Props {
  title: string;
  /** Already cut to the index length. */
  text: string;
  image: ImageAsset;
  to: string;
  /** Cards alternate their style by position. */
  variant: 'even' | 'odd';
  exploreLabel?: string;
}

/**
 * A case-study index card: the image and the title both link to the study. Hovering the image,
 * or focusing its link from the keyboard, reveals an Explore button.
 */
export function CaseStudyCard({ title, text, image, to, variant, exploreLabel = 'Explore' }: Props) {
  return (
    <article className={`case-study-card case-study-card--${variant} h-100`}>
      <Link to={to} className="case-study-card__media">
        <Img image={{ ...image, alt: '' }} sizes="(min-width: 768px) 50vw, 100vw" />
        <span className="case-study-card__explore btn btn-primary">
          {exploreLabel}
          <span className="visually-hidden">: {title}</span>
        </span>
      </Link>
      <div className="case-study-card__body">
        <h2 className="case-study-card__title h4">
          <Link to={to}>{title}</Link>
        </h2>
        <p className="case-study-card__text mb-0">{text}</p>
      </div>
    </article>
  );
}
