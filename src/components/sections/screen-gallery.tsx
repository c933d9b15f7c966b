import type { ImageAsset } from '@/content/types';
import { Img } from '@/components/ui/img';
import { Section } from './section';

interface Props {
  heading: string;
  items: readonly { image: ImageAsset; caption: string }[];
}

/**
 * Screens of a product, each with its caption: one under another on phones; from md each screen
 * beside its caption in a row of its own, the sides alternating.
 */
export function ScreenGallery({ heading, items }: Props) {
  return (
    <Section heading={heading} className="screen-gallery-section">
      <ul className={`screen-gallery screen-gallery--${items.length}`}>
        {items.map(({ image, caption }) => (
          <li key={image.src} className="screen-gallery__item">
            <figure className="screen-gallery__figure">
              <Img image={image} className="screen-gallery__img" sizes="(min-width: 1200px) 640px, (min-width: 768px) 56vw, 100vw" />
              <figcaption className="screen-gallery__caption">{caption}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
