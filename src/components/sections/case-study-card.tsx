import { Link } from 'react-router-dom';
import type { Fact, ImageAsset } from '@/content/types';
import { Img } from '@/components/ui/img';
import { HeadingText } from '@/components/ui/heading-text';
import { TextItems } from '@/components/ui/text-blocks';

interface Props {
  title: string;
  /** Already cut to the index length. */
  text: string;
  image: ImageAsset;
  to: string;
  /** Who the study was for, e.g. 'Camelback Spine Care · Spine-care clinic, Arizona'. */
  client: string;
  /** The study's headline result, e.g. { value: '+245%', label: 'organic traffic in 4 months' }. */
  result?: Fact;
  /** In its place for a study without figures: a small label and the names of its steps. */
  approach?: { label: string; steps: readonly string[] };
  /** Cards alternate their style by position. */
  variant: 'even' | 'odd';
  exploreLabel?: string;
}

/**
 * A case-study index card: the image and the title both link to the study. Hovering the image,
 * or focusing its link from the keyboard, reveals an Explore button. The client and the headline
 * result come with the title, so a visitor sees what the study achieved before opening it; a study
 * without figures shows a small label and its steps there instead of a number.
 */
export function CaseStudyCard({ title, text, image, to, client, result, approach, variant, exploreLabel = 'Explore' }: Props) {
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
        {result ? (
          <p className="case-study-card__result">
            <strong>{result.value}</strong> {result.label}
          </p>
        ) : approach ? (
          <div className="case-study-card__approach">
            <span className="case-study-card__tag">{approach.label}</span>
            <ul className="case-study-card__steps list-unstyled mb-0" aria-label={approach.label}>
              <TextItems items={approach.steps} />
            </ul>
          </div>
        ) : null}
        <p className="case-study-card__text mb-0">{text}</p>
      </div>
    </article>
  );
}
