import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { ImageAsset } from '@/content/types';
import { avifOf, Img, variant } from './img';

const shot: ImageAsset = { src: '/images/portfolio/shop.webp', alt: 'A shop', width: 960, height: 720, widths: [480] };
const SIZES = '(min-width: 992px) 25vw, 100vw';
// What the browser is given: the same widths in em, so larger browser text picks larger files.
const SIZES_EM = '(min-width: 62em) 25vw, 100vw';

function parts(container: HTMLElement) {
  const picture = container.querySelector('picture');
  const sources = [...container.querySelectorAll('source')];
  const img = container.querySelector('img');
  if (!img) throw new Error('no img rendered');
  return { picture, sources, img };
}

describe('Img', () => {
  it('offers the AVIF variants first in a picture and keeps the WebP img as the fallback', () => {
    const { container } = render(<Img image={shot} sizes={SIZES} className="card__img" data-frame="browser" />);
    const { picture, sources, img } = parts(container);
    expect(picture).not.toBeNull();
    expect(picture?.getAttribute('class')).toBeNull();
    expect(sources).toHaveLength(1);
    const [avif] = sources;
    expect(avif?.parentElement).toBe(picture);
    expect(avif).toHaveAttribute('type', 'image/avif');
    expect(avif).toHaveAttribute('srcset', '/images/portfolio/shop-480.avif 480w, /images/portfolio/shop.avif 960w');
    expect(avif).toHaveAttribute('sizes', SIZES_EM);
    // The fallback is the img it always was, last in the picture.
    expect(picture?.lastElementChild).toBe(img);
    expect(img).toHaveAttribute('src', '/images/portfolio/shop.webp');
    // The full size is in the set too: with width descriptors the browser never falls back to src.
    expect(img).toHaveAttribute('srcset', '/images/portfolio/shop-480.webp 480w, /images/portfolio/shop.webp 960w');
    expect(img).toHaveAttribute('sizes', SIZES_EM);
    expect(img).toHaveAttribute('alt', 'A shop');
    expect(img).toHaveAttribute('width', '960');
    expect(img).toHaveAttribute('height', '720');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).not.toHaveAttribute('fetchpriority');
    expect(img).toHaveClass('card__img');
    expect(img).toHaveAttribute('data-frame', 'browser');
    // Nothing the img already says is repeated on the source or the picture.
    expect([...(avif?.attributes ?? [])].map((a) => a.name).sort()).toEqual(['sizes', 'srcset', 'type']);
    expect(document.head.querySelector('link[rel="preload"]')).toBeNull();
  });

  it('lists every width of the asset in both sets, in the same order', () => {
    const { container } = render(<Img image={{ ...shot, widths: [320, 640] }} />);
    const { sources, img } = parts(container);
    expect(sources[0]).toHaveAttribute('srcset', '/images/portfolio/shop-320.avif 320w, /images/portfolio/shop-640.avif 640w, /images/portfolio/shop.avif 960w');
    expect(img).toHaveAttribute('srcset', '/images/portfolio/shop-320.webp 320w, /images/portfolio/shop-640.webp 640w, /images/portfolio/shop.webp 960w');
    expect(sources[0]).toHaveAttribute('sizes', '100vw');
    expect(img).toHaveAttribute('sizes', '100vw');
  });

  it('gives an asset without widths a one-file AVIF source and no sizes', () => {
    const { container } = render(<Img image={{ ...shot, widths: undefined }} />);
    const { sources, img } = parts(container);
    expect(sources[0]).toHaveAttribute('srcset', '/images/portfolio/shop.avif');
    expect(sources[0]).not.toHaveAttribute('sizes');
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
  });

  it('renders a bare img for a vector asset and for an asset whose AVIF was not kept', () => {
    for (const image of [
      { src: '/images/clients/acme.svg', alt: 'Acme', width: 240, height: 120 },
      { ...shot, avif: false as const },
    ]) {
      const { container, unmount } = render(<Img image={image} />);
      expect(container.querySelector('picture')).toBeNull();
      expect(container.querySelector('source')).toBeNull();
      expect(container.querySelector('img')).toHaveAttribute('src', image.src);
      unmount();
    }
  });

  it('loads a priority image eagerly at high priority and preloads the AVIF the browser will pick', () => {
    const { container } = render(<Img image={shot} priority sizes={SIZES} />);
    const { img, sources } = parts(container);
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('decoding', 'auto');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(sources[0]).not.toHaveAttribute('fetchpriority');
    // React puts the link into the head, out of the picture.
    expect(container.querySelector('link')).toBeNull();
    const preload = document.head.querySelector('link[rel="preload"][as="image"]');
    expect(preload).toHaveAttribute('type', 'image/avif');
    expect(preload).toHaveAttribute('imagesrcset', sources[0]?.getAttribute('srcset'));
    expect(preload).toHaveAttribute('imagesizes', SIZES_EM);
    expect(preload).toHaveAttribute('fetchpriority', 'high');
  });

  it('puts the AVIF preload in the server-rendered markup, not a preload of the WebP', () => {
    const html = renderToString(<Img image={shot} priority sizes={SIZES} />);
    const links = html.match(/<link [^>]*>/g) ?? [];
    expect(links).toHaveLength(1);
    const [link] = links;
    expect(link).toMatch(/rel="preload"/);
    expect(link).toMatch(/as="image"/);
    expect(link).toMatch(/type="image\/avif"/);
    expect(link).toMatch(/imageSrcSet="\/images\/portfolio\/shop-480\.avif 480w, \/images\/portfolio\/shop\.avif 960w"/i);
    expect(link).toMatch(/imageSizes="\(min-width: 62em\) 25vw, 100vw"/i);
    expect(link).toMatch(/fetchPriority="high"/i);
    expect(html).not.toMatch(/<link [^>]*\.webp/);
  });

  it('is the LCP image only where its media query holds: preloaded there, elsewhere loaded at once at low priority', () => {
    const html = renderToString(<Img image={shot} priority="(min-width: 992px)" sizes={SIZES} />);
    const [link, ...more] = html.match(/<link [^>]*>/g) ?? [];
    expect(more).toHaveLength(0);
    expect(link).toMatch(/media="\(min-width: 992px\)"/);
    expect(link).toMatch(/fetchPriority="high"/i);
    const img = html.match(/<img [^>]*>/)?.[0] ?? '';
    expect(img).toMatch(/loading="eager"/);
    expect(img).toMatch(/fetchPriority="low"/i);
  });

  it('goes into a picture of the caller with its sources first, and then preloads nothing', () => {
    const blank = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
    const element = (
      <Img image={shot} priority sizes={SIZES} picture={{ className: 'hero__art', before: <source media="(max-width: 991.98px)" srcSet={blank} /> }} />
    );
    const { container } = render(element);
    const { picture, sources, img } = parts(container);
    expect(container.querySelectorAll('picture')).toHaveLength(1);
    expect(picture).toHaveClass('hero__art');
    expect(sources.map((s) => s.getAttribute('media') ?? s.getAttribute('type'))).toEqual(['(max-width: 991.98px)', 'image/avif']);
    expect(img).toHaveAttribute('fetchpriority', 'high');
    // A preload would fetch the art on phones, where the media source hides it.
    expect(document.head.querySelector('link[rel="preload"]')).toBeNull();
    expect(renderToString(element)).not.toMatch(/<link /);
  });
});

describe('avifOf and variant', () => {
  it('name the AVIF twin and the width variants beside the file', () => {
    expect(avifOf(shot)).toBe('/images/portfolio/shop.avif');
    expect(avifOf({ ...shot, avif: false })).toBeUndefined();
    expect(avifOf({ ...shot, src: '/logo.svg' })).toBeUndefined();
    expect(variant('/images/a.b/shop.avif', 480)).toBe('/images/a.b/shop-480.avif');
  });
  describe('with a close view for narrow screens', () => {
    const card: ImageAsset = { ...shot, src: '/images/portfolio/shop-card.webp' };
    const PHONE = '(max-width: 47.98em)';

    it('offers the close view first where its media query holds, AVIF before WebP, then the whole picture', () => {
      const { container } = render(<Img image={shot} sizes={SIZES} close={{ image: card, media: PHONE }} />);
      const { sources, img } = parts(container);
      expect(sources.map((s) => [s.getAttribute('media'), s.getAttribute('type'), s.getAttribute('srcset')])).toEqual([
        [PHONE, 'image/avif', '/images/portfolio/shop-card-480.avif 480w, /images/portfolio/shop-card.avif 960w'],
        [PHONE, null, '/images/portfolio/shop-card-480.webp 480w, /images/portfolio/shop-card.webp 960w'],
        [null, 'image/avif', '/images/portfolio/shop-480.avif 480w, /images/portfolio/shop.avif 960w'],
      ]);
      for (const source of sources) expect(source).toHaveAttribute('sizes', SIZES_EM);
      // The img is the whole picture's, with its alt, size and proportions.
      expect(img).toHaveAttribute('src', '/images/portfolio/shop.webp');
      expect(img).toHaveAttribute('width', '960');
      expect(img).toHaveAttribute('alt', 'A shop');
    });

    it('a close view of the same proportions leaves the size to the img; one of its own gives its sources its size and sizes', () => {
      const same = parts(render(<Img image={shot} sizes={SIZES} close={{ image: card, media: PHONE }} />).container);
      for (const source of same.sources) expect(source).not.toHaveAttribute('width');
      const upright: ImageAsset = { ...shot, src: '/images/home/phone.webp', width: 720, height: 1440, widths: [360] };
      const { sources, img } = parts(render(<Img image={shot} sizes={SIZES} close={{ image: upright, media: PHONE, sizes: '256px' }} />).container);
      const closeSources = sources.filter((source) => source.getAttribute('media') === PHONE);
      expect(closeSources).toHaveLength(2);
      for (const source of closeSources) {
        expect(source).toHaveAttribute('width', '720');
        expect(source).toHaveAttribute('height', '1440');
        expect(source).toHaveAttribute('sizes', '16em');
      }
      // The whole picture's own source and img keep its size and sizes.
      const wholeSource = sources.find((source) => source.getAttribute('media') === null);
      expect(wholeSource).not.toHaveAttribute('width');
      expect(wholeSource).toHaveAttribute('sizes', SIZES_EM);
      expect(img).toHaveAttribute('width', '960');
      expect(img).toHaveAttribute('sizes', SIZES_EM);
    });

    it('as the LCP image preloads each view only where it is the one shown', () => {
      const html = renderToString(<Img image={shot} priority sizes={SIZES} close={{ image: card, media: PHONE }} />);
      const links = html.match(/<link [^>]*>/g) ?? [];
      expect(links).toHaveLength(2);
      const whole = links.find((link) => /shop\.avif/.test(link)) ?? '';
      const close = links.find((link) => /shop-card\.avif/.test(link)) ?? '';
      expect(whole).toMatch(/media="not all and \(max-width: 47\.98em\)"/);
      expect(close).toMatch(/media="\(max-width: 47\.98em\)"/);
      expect(close).toMatch(/imageSrcSet="\/images\/portfolio\/shop-card-480\.avif 480w, \/images\/portfolio\/shop-card\.avif 960w"/i);
      expect(close).toMatch(/fetchPriority="high"/i);
    });

    it('with a priority of its own query preloads only the whole picture, there', () => {
      const html = renderToString(<Img image={shot} priority="(min-width: 62em)" sizes={SIZES} close={{ image: card, media: PHONE }} />);
      const links = html.match(/<link [^>]*>/g) ?? [];
      expect(links).toHaveLength(1);
      expect(links[0]).toMatch(/media="\(min-width: 62em\)"/);
      expect(links[0]).toMatch(/shop\.avif/);
    });
  });
});
