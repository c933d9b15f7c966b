import type { ImageAsset } from '@/content/types';
import { Img } from '@/components/ui/img';

/**
 * A picture behind a page hero (PageHero's `backdrop`): the whole band on phones, its right side
 * from lg. Decorative, and the page's first picture, so it is fetched first.
 */
export function HeroBackdrop({ image }: { image: ImageAsset }) {
  return (
    <Img
      image={{ ...image, alt: '' }}
      priority
      className="page-hero__backdrop-img"
      sizes="(min-width: 992px) 58vw, 100vw"
      picture={{ className: 'page-hero__backdrop' }}
    />
  );
}
