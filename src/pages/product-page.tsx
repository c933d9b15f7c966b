import { Link } from 'react-router-dom';
import { FeatureList } from '@/components/sections/feature-list';
import { OfferGrid } from '@/components/sections/offer-grid';
import { PageHero } from '@/components/sections/page-hero';
import { Section, TitledBox } from '@/components/sections/section';
import { StatList } from '@/components/sections/stat-list';
import { StepList } from '@/components/sections/step-list';
import { ExternalLink } from '@/components/ui/external-link';
import { Img } from '@/components/ui/img';
import { BELOW_MD } from '@/lib/breakpoints';
import { TextItems } from '@/components/ui/text-blocks';
import { paths } from '@/config/paths';
import { getProduct } from '@/content/products/records';
import { productCopy } from '@/content/products/art';
import type { ProductId, ProductScreen } from '@/content/products/types';
import type { PageMeta } from '@/lib/seo';
import { productJsonLd } from '@/lib/structured-data';
import '@/styles/pages/_products.scss';

interface ProductPageProps {
  productId: ProductId;
}

/** A screen of the product with its caption, beside what it illustrates. */
function ScreenFigure({ screen }: { screen: ProductScreen }) {
  return (
    <figure className="product-screen">
      <Img image={screen.image} close={{ image: screen.closeImage, media: BELOW_MD }} className="product-screen__img" sizes="(min-width: 1200px) 560px, (min-width: 992px) 45vw, (min-width: 576px) min(640px, calc(100vw - 48px)), calc(100vw - 40px)" />
      <figcaption className="product-screen__caption">{screen.title}</figcaption>
    </figure>
  );
}

/**
 * One product page, rendered from its record in content/products, in the order of the brief: the
 * product's screen beside its name (and its figures, where it has them, in a strip under it),
 * About, the problems it solves, its categories, what it offers to each of its two audiences, and
 * how it works, ending on the product itself. Each selling point is said once: the problems say
 * what gets in the way, the numbered offers how the product answers it, each audience's beside the
 * screen it works in, and the steps how to start, beside the third screen. Each band has a layout
 * of its own: a list beside its heading, chips on navy, cards beside a screen, steps.
 */
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
      {/* About and the problems it solves share a band: the story in the left column (held in view
          beside the list, as the service pages' split bands are), the problems beside it on a tinted
          panel. Apart, About's two short paragraphs stood abreast as two equal columns and the
          problems' heading left its column half blank (review AA); together each fills the other's gap. */}
      <Section
        heading={product.about.heading}
        className="section--split"
        intro={
          <>
            <TextItems items={product.about.paragraphs} as="p" />
            {/* The agency's own product is its proof: an invitation to have one built, under the
                story (the column beside the problems' card had some 280 px to spare, review AE). */}
            <div className="product-ask">
              <p className="product-ask__heading">{product.about.ask.heading}</p>
              <p>{product.about.ask.text}</p>
              <Link to={paths.quote} className="btn btn-outline-primary">
                {product.about.ask.cta}
              </Link>
            </div>
          </>
        }
      >
        <TitledBox as="section" className="product-problems" heading={product.problems.heading} level={2} headingClassName="product-problems__heading">
          <p className="product-problems__intro">{productCopy.problemsIntro}</p>
          <FeatureList items={product.problems.items} />
        </TitledBox>
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
              <div className="product-audience__offers">
                <h3 className="product-audience__heading">{audience.heading}</h3>
                <OfferGrid items={audience.items} numbered stacked headingLevel={4} />
              </div>
              <ScreenFigure screen={audience.screen} />
            </div>
          ))}
        </div>
      </Section>
      <Section heading={howItWorks.heading} tone="muted">
        <div className="product-how">
          <div className={howItWorks.tracks.length > 1 ? 'product-tracks' : undefined}>
            {howItWorks.tracks.map((track) => (
              <div key={track.heading} className="product-track">
                <h3 className="product-track__heading">{track.heading}</h3>
                <StepList steps={track.steps} vertical />
              </div>
            ))}
          </div>
          <ScreenFigure screen={howItWorks.screen} />
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
        {/* The page ends on the product itself: its site, after the steps that start there. */}
        <div className="product-try">
          <div>
            <h3 className="product-try__heading">
              {productCopy.tryHeading} {product.name}
            </h3>
            <p className="mb-0">{productCopy.tryText}</p>
          </div>
          <ExternalLink href={product.url} className="btn btn-primary">
            {productCopy.visitLabel} {product.name}
          </ExternalLink>
        </div>
      </Section>
    </div>
  );
}

/** Title, description, breadcrumbs and the product node. */
export function getMeta({ props }: { props: ProductPageProps }): PageMeta {
  const product = getProduct(props.productId);
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
    ],
    card: { kind: 'Product', image: product.about.image.src },
  };
}
