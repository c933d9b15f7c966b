import type { ImgHTMLAttributes } from 'react';
import type { ImageAsset } from '@/content/types';

/**
 * An image with its intrinsic size (no layout shift) and, when the asset lists widths,
 * a srcset of `${base}-${w}.${ext}` files. Lazy unless `priority` (the LCP image).
 */
export function Img({
  image,
  sizes,
  priority = false,
  className,
  ...rest
}: { image: ImageAsset; sizes?: string; priority?: boolean } & Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'>) {
  const srcSet = image.widths?.length ? image.widths.map((w) => `${variant(image.src, w)} ${w}w`).join(', ') : undefined;
  return (
    <img
      src={image.src}
      srcSet={srcSet}
      sizes={srcSet ? (sizes ?? '100vw') : undefined}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      className={className}
      {...rest}
    />
  );
}

export function variant(src: string, width: number): string {
  return src.replace(/(\.[a-z0-9]+)$/i, `-${width}$1`);
}
