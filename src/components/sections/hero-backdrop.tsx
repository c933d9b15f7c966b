import type { ImageAsset } from '@/content/types';
import { Img } from '@/components/ui/img';

/**
 * A picture behind a page hero, given as its `aside`: positioned against the band rather than in
 * the grid, it covers the band's right side from lg (the second column) and the whole band on
 * phones, fading itself out behind the text. Decorative, and the page's first picture, so it is
 * fetched first.
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
