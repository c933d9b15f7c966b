import { Check } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PageHero, PHONES } from '@/components/sections/page-hero';
import { PortfolioCollage } from '@/components/sections/portfolio-collage';
import { Section } from '@/components/sections/section';
import { ExternalLink } from '@/components/ui/external-link';
import { Img } from '@/components/ui/img';
import { productCopy, productScreen } from '@/content/products/art';
import { productCards, productsPageCopy } from '@/content/products/catalogue';
import type { ProductCard } from '@/content/products/types';
import '@/styles/pages/_products.scss';

const platforms = productCards.filter((card) => card.group === 'platform');
const deployable = productCards.filter((card) => card.group === 'deploy');

/** Beside the title from 992 px: the property portal's compared homes behind, two marketplaces in front (decorative: the cards below name them). */
const collage = productsPageCopy.collage.map((name) => productScreen(name, ''));

/**
 * The Products list as a line-up: the platforms we run side by side (four a row on wide screens,
 * their rows aligned: picture, name, text, facts, links), then the application a business can
 * deploy, as a dark feature of its own with the page's one filled button.
 */
export default function ProductsPage() {
  return (
    <div className="products-page">
      <PageHero eyebrow={productsPageCopy.eyebrow} title={productsPageCopy.heading} lead={<p>{productsPageCopy.lead}</p>} aside={<PortfolioCollage images={collage} />} />
      <Section heading={productsPageCopy.platformsHeading} intro={<p>{productsPageCopy.platformsIntro}</p>} className="section--centred">
        <ul className="product-lineup">
          {platforms.map((card, index) => (
            <li key={card.key}>
              <ProductCardView card={card} first={index === 0} />
            </li>
          ))}
        </ul>
        <h2 className="section__heading products-page__deploy">{productsPageCopy.deployHeading}</h2>
        {deployable.map((card) => (
          <ProductCardView key={card.key} card={card} feature />
        ))}
      </Section>
    </div>
  );
}

/**
 * Below lg the line-up is one or two cards a row under a short hero, so the first card's picture
 * is the largest thing in a phone's first screen: it is fetched first there (preloaded, high
 * priority), as a hero picture would be, instead of being found only once the page is laid out.
 */
const FIRST_CARD_LEADS = PHONES;

function ProductCardView({ card, feature = false, first = false }: { card: ProductCard; feature?: boolean; first?: boolean }) {
  return (
    <article className={`product-card product-card--${card.tone}${feature ? ' product-card--feature' : ''}`}>
      <div className="product-card__art">
        <Img
          image={card.image}
          sizes={feature ? '(min-width: 1200px) 480px, (min-width: 992px) 40vw, 100vw' : '(min-width: 1200px) 240px, 320px'}
          priority={first ? FIRST_CARD_LEADS : false}
          className="product-card__img"
        />
      </div>
      <div className="product-card__body">
        <p className="product-card__kind">{card.kind}</p>
        <h3 className="product-card__title">{card.name}</h3>
        <p className="product-card__text">{card.text}</p>
        <ul className="product-card__facts">
          {card.facts.map((fact) => (
            <li key={fact}>
              <Check aria-hidden="true" size={16} strokeWidth={2.5} className="product-card__check" />
              {fact}
            </li>
          ))}
        </ul>
        <div className="product-card__actions">
          {card.actions.map((action) => {
            const className = `btn ${action.primary ? 'btn-primary' : feature ? 'btn-outline-light' : 'btn-outline-primary'}`;
            return action.external ? (
              <ExternalLink key={action.label} href={action.to} className={className}>
                {action.label}
              </ExternalLink>
            ) : (
              <Link key={action.label} to={action.to} className={className}>
                {action.label}
                {action.label === productCopy.learnMore ? <span className="visually-hidden"> about {card.name}</span> : null}
              </Link>
            );
          })}
        </div>
      </div>
    </article>
  );
}
