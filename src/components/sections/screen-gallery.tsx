import { useId } from 'react';
import type { ImageAsset } from '@/content/types';
import { Img } from '@/components/ui/img';
import { FeatureList } from './feature-list';
import type { OfferItem } from './offer-grid';
import { Section } from './section';

interface Screen {
  image: ImageAsset;
  /** What the screen is for, as its heading. */
  title: string;
  caption: string;
  /** What a visitor does there, point by point. */
  points: readonly OfferItem[];
}

/**
 * Screens of a product, each with its heading, a sentence and a few points: one under another on
 * phones; from md each screen in a row of its own, the sides alternating: at md the screen beside
 * its heading and sentence with the points across the row under both, from lg the points beside
 * the screen too, so the text side holds about as much as the picture.
 */
export function ScreenGallery({ heading, items }: { heading: string; items: readonly Screen[] }) {
  return (
    <Section heading={heading} className="screen-gallery-section">
      <ul className={`screen-gallery screen-gallery--${items.length}`}>
        {items.map((item) => (
          <li key={item.image.src} className="screen-gallery__item">
            <ScreenRow {...item} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

function ScreenRow({ image, title, caption, points }: Screen) {
  const titleId = useId();
  // The figure is named by its heading; the caption holds the sentence and the points too, so the
  // whole text side belongs to its screen.
  return (
    <figure className="screen-gallery__figure" aria-labelledby={titleId}>
      <Img image={image} className="screen-gallery__img" sizes="(min-width: 1200px) 640px, (min-width: 992px) 52vw, (min-width: 768px) 336px, 100vw" />
      <figcaption className="screen-gallery__caption">
        <div className="screen-gallery__lead">
          <h3 id={titleId} className="screen-gallery__title">
            {title}
          </h3>
          <p className="screen-gallery__text">{caption}</p>
        </div>
        <FeatureList items={points} headingLevel="inline" compact />
      </figcaption>
    </figure>
  );
}
