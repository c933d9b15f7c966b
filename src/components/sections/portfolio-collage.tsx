import type { ImageAsset } from '@/content/types';
import { Img, notFetchedWhere } from '@/components/ui/img';
import { PHONES } from './page-hero';

/** The shot behind (68 % of the collage) and the two in front (51 %): 520 px wide from lg, 544 on a tablet. */
const SIZES = ['(min-width: 992px) 360px, 370px', '(min-width: 992px) 266px, 278px'] as const;

interface Props {
  /** Three pictures of the work (projects, products, report views): the first sits behind, the other two in front of it. */
  images: readonly ImageAsset[];
}

/**
 * A few pictures of the work laid over one another, for the hero of a page that lists it (the
 * portfolio, the products, the case studies), in its second column from 992 px and under its
 * text on a tablet. Like a hero's art, phones neither show nor fetch it.
 */
export function PortfolioCollage({ images }: Props) {
  return (
    <div className="portfolio-collage">
      {images.slice(0, 3).map((image, index) => (
        <Img
          key={image.src}
          image={{ ...image, alt: '' }}
          priority
          className="portfolio-collage__img"
          sizes={SIZES[index === 0 ? 0 : 1]}
          picture={{ className: `portfolio-collage__shot portfolio-collage__shot--${index + 1}`, before: notFetchedWhere(PHONES) }}
        />
      ))}
    </div>
  );
}
