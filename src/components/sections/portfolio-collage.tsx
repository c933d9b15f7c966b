import type { ImageAsset } from '@/content/types';
import { Img, notFetchedWhere } from '@/components/ui/img';

interface Props {
  /** Three pictures of the work (projects, products, report views): the first sits behind, the other two in front of it. */
  images: readonly ImageAsset[];
}

/**
 * A few pictures of the work laid over one another, for the hero of a page that lists it (the
 * portfolio, the products, the case studies), in its second column. Like a hero's art it
 * shows from 992 px only, and narrower screens never fetch it.
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
          sizes="(min-width: 1200px) 300px, 25vw"
          picture={{ className: `portfolio-collage__shot portfolio-collage__shot--${index + 1}`, before: notFetchedWhere('(max-width: 991.98px)') }}
        />
      ))}
    </div>
  );
}
