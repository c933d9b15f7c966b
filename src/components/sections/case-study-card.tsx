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
  /** `wide`: the cover beside the text from md, for one card on its own (a study page's next study). */
  layout?: 'grid' | 'wide';
  /** The title's level: 2 in the index, 3 under a heading of its own. */
  headingLevel?: 2 | 3;
  exploreLabel?: string;
}

/**
 * A case-study index card: the image and the title both link to the study. Hovering the image,
 * or focusing its link from the keyboard, reveals an Explore button. The client and the headline
 * result come with the title, so a visitor sees what the study achieved before opening it; a study
 * without figures shows a small label and its steps there instead of a number.
 */
export function CaseStudyCard({ title, text, image, to, client, result, approach, variant, layout = 'grid', headingLevel = 2, exploreLabel = 'Explore' }: Props) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <article className={`case-study-card case-study-card--${variant} case-study-card--${layout} h-100`}>
      <Link to={to} className="case-study-card__media">
        <Img image={{ ...image, alt: '' }} sizes={layout === 'wide' ? '(min-width: 1200px) 560px, (min-width: 992px) 48vw, 100vw' : '(min-width: 1200px) 546px, (min-width: 768px) 50vw, 100vw'} />
        <span className="case-study-card__explore btn btn-primary">
          {exploreLabel}
          <span className="visually-hidden">: {title}</span>
        </span>
      </Link>
      <div className="case-study-card__body">
        <p className="case-study-card__client">{client}</p>
        <Heading className="case-study-card__title h4">
          <Link to={to}>
            <HeadingText text={title} />
          </Link>
        </Heading>
        {result ? (
          <p className="case-study-card__result">
            <strong>{result.value}</strong> <span>{result.label}</span>
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
