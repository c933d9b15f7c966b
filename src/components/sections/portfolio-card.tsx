import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { ImageAsset } from '@/content/types';
import { CategoryLine } from '@/components/ui/category-line';
import { Img } from '@/components/ui/img';

interface Props {
  title: string;
  /** Already cut to the listing's length. */
  text: string;
  categories: readonly string[];
  image: ImageAsset;
  to: string;
  headingLevel?: 2 | 3;
  /** `sizes` of the image for its column width. */
  sizes?: string;
  /** The picture is the largest thing in the first screen (everywhere, or where the media query holds): see Img. */
  priority?: boolean | string;
  /** The device the picture is framed in ('phone', 'laptop', 'browser'), for styling and tests. */
  frame?: string;
  /**
   * Fetch the picture now though it is not on show yet, after the pictures that are (a carousel's
   * next slide); otherwise it waits, lazy, until it nears the viewport.
   */
  ahead?: boolean;
  /**
   * Decode the picture with the frame that first shows it (a carousel's slide moving in), not a
   * frame or more later with its frame's surface shown meanwhile.
   */
  decodeWithFrame?: boolean;
  /**
   * The categories at the card's foot, under the excerpt, instead of over the title: in a grid
   * whose cards size to their content, the titles of a row then start level (under pictures of one
   * height) with no room kept for the longest category line.
   */
  categoriesLast?: boolean;
}

/**
 * A project card: image, title, excerpt and its categories as tags (a CategoryLine, which keeps
 * SPEC's ' | ' between them in the text); the whole card links to the project. Memoised: a list's
 * filter or a carousel's move keeps most cards as they are, and on a slow phone re-rendering every
 * card (each link resolving its address) was most of the time a tap took to answer.
 */
export const PortfolioCard = memo(function PortfolioCard({ title, text, categories, image, to, headingLevel = 3, sizes, frame, ahead = false, decodeWithFrame = false, categoriesLast = false, priority = false }: Props) {
  const Heading = `h${headingLevel}` as const;
  const categoryLine = <CategoryLine className="portfolio-card__categories" categories={categories} />;
  return (
    <article className="portfolio-card h-100">
      <div className="portfolio-card__media">
        <Img
          image={{ ...image, alt: '' }}
          data-frame={frame}
          // On a phone a card spans the container: the viewport less its 20 px margins. Said as 100vw,
          // a 412 px phone at 1.75 device pixels asked for 721 px and fetched the 960 file, not the 720.
          sizes={sizes ?? '(min-width: 992px) 25vw, (min-width: 576px) 50vw, calc(100vw - 40px)'}
          priority={priority}
          {...(ahead ? { loading: 'eager', fetchPriority: 'low' } : {})}
          {...(decodeWithFrame ? { decoding: 'sync' } : {})}
        />
      </div>
      <div className="portfolio-card__body">
        {categoriesLast ? null : categoryLine}
        <Heading className="portfolio-card__title">
          <Link to={to} className="portfolio-card__link stretched-link">
            {title}
          </Link>
        </Heading>
        <p className="portfolio-card__text">{text}</p>
        {categoriesLast ? categoryLine : null}
      </div>
    </article>
  );
});
