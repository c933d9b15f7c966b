import { Link } from 'react-router-dom';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { ExternalLink } from '@/components/ui/external-link';
import { Img } from '@/components/ui/img';
import { productCopy } from '@/content/products/art';
import { productCards, productsPageCopy } from '@/content/products/catalogue';
import type { ProductCard } from '@/content/products/types';
import '@/styles/pages/_products.scss';

/** The Products list: one card per product, with its page link, enquiry link or external site. */
export default function ProductsPage() {
  return (
    <div className="products-page">
      <PageHero eyebrow={productsPageCopy.eyebrow} title={productsPageCopy.heading} lead={<p>{productsPageCopy.lead}</p>} />
      <Section>
        <ul className="product-cards">
          {productCards.map((card) => (
            <li key={card.key}>
              <ProductCardView card={card} />
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}

function ProductCardView({ card }: { card: ProductCard }) {
  return (
    <article className="product-card h-100">
      <Img image={card.image} sizes="(min-width: 1200px) 360px, (min-width: 768px) 45vw, 100vw" className="product-card__img" />
      <div className="product-card__body">
        <p className="product-card__kind">{card.kind}</p>
        <h2 className="product-card__title">{card.name}</h2>
        <p className="product-card__text">{card.text}</p>
        <div className="product-card__actions">
          {card.actions.map((action) => {
            const className = `btn ${action.primary ? 'btn-primary' : 'btn-outline-primary'}`;
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
