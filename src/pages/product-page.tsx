import { CardGrid } from '@/components/sections/card-grid';
import { PointList, StepList } from '@/components/sections/step-list';
import { FaqWithAside } from '@/components/sections/faq-with-aside';
import { MediaSplit } from '@/components/sections/media-split';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { StatList } from '@/components/sections/stat-list';
import { ExternalLink } from '@/components/ui/external-link';
import { paths } from '@/config/paths';
import { getProduct } from '@/content/products/records';
import { productCopy } from '@/content/products/art';
import type { ProductId } from '@/content/products/types';
import type { TitledText } from '@/content/types';
import type { PageMeta } from '@/lib/seo';
import { faqPageJsonLd, productJsonLd } from '@/lib/structured-data';

export interface ProductPageProps {
  productId: ProductId;
}

/** One product page, rendered from its record in content/products. */
export default function ProductPage({ productId }: ProductPageProps) {
  const product = getProduct(productId);
  const { howItWorks } = product;
  return (
    <div className="product-page">
      <PageHero eyebrow={product.kind} title={product.name} lead={<p>{product.tagline}</p>} image={product.hero}>
        <ExternalLink href={product.url} className="btn btn-primary btn-lg">
          {productCopy.visitLabel} {product.name}
        </ExternalLink>
      </PageHero>
      {product.facts ? <StatList stats={product.facts} label={`${product.name} at a glance`} /> : null}
      <Section heading={product.about.heading}>
        <MediaSplit image={product.about.image} echoesHeroArt>
          {product.about.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </MediaSplit>
      </Section>
      <Section heading={product.problems.heading} tone="muted">
        <TitledItems items={product.problems.items} />
      </Section>
      <Section heading={product.categories.heading}>
        <ul className="product-tags">
          {product.categories.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Section>
      <Section heading={product.offers.heading} tone="muted">
        {product.offers.audiences.map((audience) => (
          <div key={audience.heading} className="product-audience">
            <h3 className="product-audience__heading">{audience.heading}</h3>
            <TitledItems items={audience.items} headingLevel={4} />
          </div>
        ))}
      </Section>
      <Section heading={howItWorks.heading}>
        {howItWorks.tracks.map((track) => (
          <div key={track.heading} className="product-audience">
            <h3 className="product-audience__heading">{track.heading}</h3>
            <StepList steps={track.steps} />
          </div>
        ))}
        {howItWorks.checklist ? (
          <div className="product-checklist">
            <h3 className="product-checklist__heading">{howItWorks.checklist.heading}</h3>
            <ul className="product-checklist__list">
              {howItWorks.checklist.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <p className="mb-0">{howItWorks.checklist.note}</p>
          </div>
        ) : null}
      </Section>
      {product.faqs ? (
        <Section heading={productCopy.faqHeading} tone="muted">
          {/* The page ends on the product itself: its site, beside the last answers. */}
          <FaqWithAside faqs={product.faqs} asideHeading={`${productCopy.tryHeading} ${product.name}`}>
            <p>{productCopy.tryText}</p>
            <ExternalLink href={product.url} className="btn btn-primary">
              {productCopy.visitLabel} {product.name}
            </ExternalLink>
          </FaqWithAside>
        </Section>
      ) : null}
    </div>
  );
}

/**
 * Cards only where they fill their rows (two, three, four, six, nine); other counts become an open
 * two-column list, so no row ends in a hole. Numbers are kept for real sequences (StepList).
 */
function TitledItems({ items, headingLevel = 3 }: { items: readonly TitledText[]; headingLevel?: 3 | 4 }) {
  const count = items.length;
  if (count === 2 || count === 4) return <CardGrid items={items} columns={count === 2 ? 2 : 4} headingLevel={headingLevel} />;
  if (count % 3 === 0) return <CardGrid items={items} columns={3} headingLevel={headingLevel} />;
  return <PointList items={items} headingLevel={headingLevel} />;
}

/** Title, description, breadcrumbs, the product node and FAQPage when the product has FAQs. */
export function getMeta({ props }: { props: ProductPageProps }): PageMeta {
  const product = getProduct(props.productId);
  const faqs = product.faqs?.length ? [faqPageJsonLd(product.faqs)] : [];
  return {
    title: product.title,
    description: product.description,
    keywords: product.keywords,
    breadcrumbs: [
      { name: 'Products', path: paths.products },
      { name: product.name, path: product.path },
    ],
    jsonLd: [
      productJsonLd({
        name: product.name,
        description: product.description,
        url: product.url,
        image: product.about.image.src,
        serviceType: product.schema.serviceType,
        offer: product.schema.offer,
      }),
      ...faqs,
    ],
    card: { kind: 'Product', image: product.about.image.src },
  };
}
