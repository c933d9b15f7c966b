import { FaqWithAside } from '@/components/sections/faq-with-aside';
import { FeatureList } from '@/components/sections/feature-list';
import { MediaSplit } from '@/components/sections/media-split';
import { OfferGrid } from '@/components/sections/offer-grid';
import { PageHero } from '@/components/sections/page-hero';
import { ScreenGallery } from '@/components/sections/screen-gallery';
import { Section } from '@/components/sections/section';
import { StatList } from '@/components/sections/stat-list';
import { StepList } from '@/components/sections/step-list';
import { ExternalLink } from '@/components/ui/external-link';
import { TextItems } from '@/components/ui/text-blocks';
import { paths } from '@/config/paths';
import { getProduct } from '@/content/products/records';
import { productCopy } from '@/content/products/art';
import type { ProductId } from '@/content/products/types';
import type { PageMeta } from '@/lib/seo';
import { faqPageJsonLd, productJsonLd } from '@/lib/structured-data';
import '@/styles/pages/_products.scss';

interface ProductPageProps {
  productId: ProductId;
}

/**
 * One product page, rendered from its record in content/products, in the order of the brief: the
 * product's screen beside its name, About, its screens one by one, the problems it solves, its
 * categories, what it offers to each of its two audiences as numbered cards, how it works, and the
 * FAQ. Each band has a layout of its own: a list beside its heading, chips on navy, two columns of
 * cards, steps. Each picture shows once: the hero's art from lg, then the screens.
 */
export default function ProductPage({ productId }: ProductPageProps) {
  const product = getProduct(productId);
  const { howItWorks } = product;
  const aboutText = <TextItems items={product.about.paragraphs} as="p" />;
  return (
    <div className="product-page">
      <PageHero eyebrow={product.kind} title={product.name} lead={<p>{product.tagline}</p>} image={product.hero}>
        <ExternalLink href={product.url} className="btn btn-primary btn-lg">
          {productCopy.visitLabel} {product.name}
        </ExternalLink>
      </PageHero>
      {product.facts ? <StatList stats={product.facts} label={`${product.name} at a glance`} /> : null}
      <Section heading={product.about.heading}>
        {/* With a gallery right after it, About is text alone: its picture was the hero's art again,
            made of the same screens the gallery then shows one by one. */}
        {product.screens ? (
          <div className="product-about">{aboutText}</div>
        ) : (
          <MediaSplit image={product.about.image} echoesHeroArt>
            {aboutText}
          </MediaSplit>
        )}
      </Section>
      {product.screens ? <ScreenGallery heading={product.screens.heading} items={product.screens.items} /> : null}
      <Section heading={product.problems.heading} tone="muted" className="section--split" intro={<p>{productCopy.problemsIntro}</p>}>
        <FeatureList items={product.problems.items} />
      </Section>
      <Section heading={product.categories.heading} tone="dark" className="section--centred product-categories">
        <ul className="product-tags">
          <TextItems items={product.categories.items} />
        </ul>
      </Section>
      <Section heading={product.offers.heading}>
        <div className="product-audiences">
          {product.offers.audiences.map((audience) => (
            <div key={audience.heading} className="product-audience">
              <h3 className="product-audience__heading">{audience.heading}</h3>
              <OfferGrid items={audience.items} numbered stacked headingLevel={4} />
            </div>
          ))}
        </div>
      </Section>
      <Section heading={howItWorks.heading} tone="muted">
        <div className={howItWorks.tracks.length > 1 ? 'product-tracks' : undefined}>
          {howItWorks.tracks.map((track) => (
            <div key={track.heading} className="product-track">
              <h3 className="product-track__heading">{track.heading}</h3>
              <StepList steps={track.steps} vertical={howItWorks.tracks.length > 1} />
            </div>
          ))}
        </div>
        {howItWorks.checklist ? (
          <div className="product-checklist">
            <h3 className="product-checklist__heading">{howItWorks.checklist.heading}</h3>
            <ul className="product-checklist__list">
              <TextItems items={howItWorks.checklist.items} />
            </ul>
            <p className="mb-0">{howItWorks.checklist.note}</p>
          </div>
        ) : null}
      </Section>
      {product.faqs ? (
        <Section heading={productCopy.faqHeading}>
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
