import type { ReactNode } from 'react';
import type { ImageAsset } from '@/content/types';
import { Img } from '@/components/ui/img';

/**
 * Text beside an illustration: stacked on phones, side by side from the lg breakpoint. The text
 * starts at the top, right under its section heading, however tall the image.
 */
export function MediaSplit({ image, children, reverse = false }: { image: ImageAsset; children: ReactNode; reverse?: boolean }) {
  return (
    <div className={`row g-4 g-lg-5 align-items-start media-split${reverse ? ' flex-lg-row-reverse' : ''}`}>
      <div className="col-lg-7 media-split__text">{children}</div>
      <div className="col-lg-5">
        <Img image={image} sizes="(min-width: 992px) 40vw, (min-width: 576px) 80vw, 100vw" className="media-split__img" />
      </div>
    </div>
  );
}
