import type { ImgHTMLAttributes, ReactNode } from 'react';
import type { ImageAsset } from '@/content/types';
import { sizesInEm } from '@/lib/breakpoints';

/**
 * A close view of the picture for narrow screens (art direction), drawn where `media` matches. On
 * a phone the whole device drew a screen's words at 5-7 px; the close view makes them large enough
 * to read. Usually a crop of the same proportions, so the box does not change; one of its own
 * proportions (the home hero's upright phone) gives its sources its size, so the browser keeps the
 * right box before the file arrives, and `sizes` for the width it is shown at.
 */
export interface CloseView {
  image: ImageAsset;
  /** Where the close view is shown, e.g. BELOW_MD. */
  media: string;
  /** Its width where shown, when it is not the whole picture's (`sizes`, in px at 16 px text). */
  sizes?: string;
}

interface PictureProps {
  /** Class of the `<picture>` element (its box; `picture` is `display: contents` unless a class says otherwise). */
  className?: string;
  /** `<source>` elements ahead of the AVIF one, e.g. one for a media query that must win over the format switch. */
  before?: ReactNode;
}

/**
 * An image with its intrinsic size (no layout shift) and, when the asset lists widths,
 * a srcset of `${base}-${w}.${ext}` files. Lazy unless `priority` (the LCP image). A picture that
 * is the LCP image only at some widths (beside the headline on a laptop, under the text on a phone)
 * gives the media query where it is: preloaded and fetched first there, and elsewhere still loaded
 * at once but at low priority, so on a phone it does not hold back the text and font that are the
 * first screen.
 *
 * A WebP asset is drawn from AVIF where the browser takes it: a `<picture>` whose AVIF `<source>`
 * lists the same files in `.avif`, and the WebP `<img>` as the fallback (the img keeps every
 * attribute, so styles and tests that target `img` still find it). A priority image outside a
 * picture of the caller's is preloaded as AVIF: React preloads a bare `<img>` by itself but never
 * one inside a `<picture>`, and a preload of the WebP would fetch a file the browser does not use.
 *
 * `sizes` is written in px at the usual 16 px text and rendered in em (sizesInEm), so a visitor
 * with larger browser text, who gets a narrower window's layout, also gets files big enough for it.
 */
export function Img({
  image,
  sizes,
  priority = false,
  className,
  picture,
  close,
  ...rest
}: { image: ImageAsset; sizes?: string; priority?: boolean | string; picture?: PictureProps; close?: CloseView } & Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'alt'
>) {
  const srcSet = srcSetOf(image, image.src);
  const shownSizes = srcSet ? sizesInEm(sizes ?? '100vw') : undefined;
  const img = (
    <img
      src={image.src}
      srcSet={srcSet}
      sizes={shownSizes}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      fetchPriority={priority === true ? 'high' : priority ? 'low' : undefined}
      className={className}
      {...rest}
    />
  );
  const avif = avifOf(image);
  if (!avif && !picture && !close) return img;
  const avifSet = avif ? (srcSetOf(image, avif) ?? avif) : undefined;
  // The whole picture is preloaded where it is the one shown: where `priority` says, or, when it is
  // true, everywhere the close view does not take its place. (A `priority` query is the caller's:
  // it must not overlap the close view's.)
  const wholeMedia = typeof priority === 'string' ? priority : close ? `not all and ${close.media}` : undefined;
  const closeAvif = close ? avifOf(close.image) : undefined;
  const closeSizes = close?.sizes ? sizesInEm(close.sizes) : shownSizes;
  // A close view of other proportions than the whole's says its own size on its sources.
  const closeBox =
    close && close.image.width * image.height !== close.image.height * image.width ? { width: close.image.width, height: close.image.height } : {};
  const closeAvifSet = close && closeAvif ? (srcSetOf(close.image, closeAvif) ?? closeAvif) : undefined;
  // React puts a <link> into the document head, on the server and in the browser.
  const preload =
    avif && priority && !picture?.before ? (
      <link
        rel="preload"
        as="image"
        href={avif}
        type={AVIF}
        fetchPriority="high"
        imageSrcSet={srcSet ? avifSet : undefined}
        imageSizes={shownSizes}
        media={wholeMedia}
      />
    ) : null;
  const closePreload =
    close && closeAvif && priority === true && !picture?.before ? (
      <link
        rel="preload"
        as="image"
        href={closeAvif}
        type={AVIF}
        fetchPriority="high"
        imageSrcSet={closeAvifSet !== closeAvif ? closeAvifSet : undefined}
        imageSizes={closeSizes}
        media={close.media}
      />
    ) : null;
  const closeSet = close ? srcSetOf(close.image, close.image.src) : undefined;
  return (
    <picture className={picture?.className}>
      {preload}
      {closePreload}
      {picture?.before}
      {close && closeAvifSet ? <source media={close.media} type={AVIF} srcSet={closeAvifSet} sizes={closeSizes} {...closeBox} /> : null}
      {close ? <source media={close.media} srcSet={closeSet ?? close.image.src} sizes={closeSet ? closeSizes : undefined} {...closeBox} /> : null}
      {avifSet ? <source type={AVIF} srcSet={avifSet} sizes={shownSizes} /> : null}
      {img}
    </picture>
  );
}

const AVIF = 'image/avif';

/**
 * A 1×1 transparent GIF for a `<source>` whose media query says the picture is not shown there
 * (the styles hide it): the browser picks it and never downloads the real file.
 */
const BLANK = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/** The `<source>` that keeps a picture hidden where `media` matches from being downloaded there. */
export function notFetchedWhere(media: string) {
  return <source media={media} srcSet={BLANK} />;
}

/** The AVIF twin of a WebP asset (`x.webp` → `x.avif`), unless the asset is not WebP or opts out. */
export function avifOf(image: ImageAsset): string | undefined {
  if (image.avif === false || !/\.webp$/i.test(image.src)) return undefined;
  return image.src.replace(/\.webp$/i, '.avif');
}

/**
 * The width variants and the full-size file itself: with width descriptors the browser ignores
 * `src`, so a srcset without the full size would draw a wide box from the small file.
 */
function srcSetOf(image: ImageAsset, src: string): string | undefined {
  if (!image.widths?.length) return undefined;
  const variants = image.widths.filter((w) => w < image.width).map((w) => `${variant(src, w)} ${w}w`);
  return [...variants, `${src} ${image.width}w`].join(', ');
}

export function variant(src: string, width: number): string {
  return src.replace(/(\.[a-z0-9]+)$/i, `-${width}$1`);
}
