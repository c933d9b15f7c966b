import { useState } from 'react';
import Container from 'react-bootstrap/Container';
import { Link } from 'react-router-dom';
import { PageHero } from '@/components/sections/page-hero';
import { PortfolioCard } from '@/components/sections/portfolio-card';
import { PortfolioCollage } from '@/components/sections/portfolio-collage';
import { paths } from '@/config/paths';
import { portfolio, portfolioFrame, portfolioPage } from '@/content/portfolio';
import { ALL_CATEGORIES, portfolioFilterCategories, type PortfolioFilter } from '@/content/portfolio-categories';
import { filterByCategory, findBySlug } from '@/lib/portfolio-filter';
import { portfolioListExcerpt } from '@/lib/excerpt-rules';
import { prefersReducedMotion } from '@/lib/motion';
import '@/styles/pages/_portfolio.scss';

const filters: readonly PortfolioFilter[] = [ALL_CATEGORIES, ...portfolioFilterCategories];

const collage = portfolioPage.collage.flatMap((slug) => findBySlug(portfolio, slug)?.image ?? []);

/**
 * On phones the filter is one row that scrolls sideways: a chosen button that sits partly out of
 * sight (or under the fade at the row's end) is scrolled fully into view. Where every button is
 * in sight (a panel from 576 px) nothing moves.
 */
function bringIntoView(button: HTMLElement) {
  const strip = button.parentElement;
  if (!strip || strip.scrollWidth <= strip.clientWidth) return;
  button.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
}

function countText(filter: PortfolioFilter, count: number): string {
  if (filter === ALL_CATEGORIES) return `Showing all ${count} projects`;
  return `Showing ${count} ${count === 1 ? 'project' : 'projects'} in ${filter}`;
}

export default function PortfolioPage() {
  const [filter, setFilter] = useState<PortfolioFilter>(ALL_CATEGORIES);
  const entries = filterByCategory(portfolio, filter);
  return (
    <>
      <PageHero
        title={portfolioPage.title}
        eyebrow={portfolioPage.eyebrow}
        lead={<p>{portfolioPage.lead}</p>}
        aside={<PortfolioCollage images={collage} />}
      />
      <section className="portfolio-list" aria-label={portfolioPage.title}>
        <Container fluid="xl">
          <div className="portfolio-filters" role="group" aria-label={portfolioPage.filterLabel}>
            {filters.map((value) => (
              <button
                key={value}
                type="button"
                className="portfolio-filters__button"
                aria-pressed={value === filter}
                onClick={(event) => {
                  setFilter(value);
                  bringIntoView(event.currentTarget);
                }}
              >
                {value}
              </button>
            ))}
          </div>
          <p className="portfolio-list__count" role="status">
            {countText(filter, entries.length)}
          </p>
          <ul className="portfolio-list__grid">
            {entries.map((entry) => (
              <li key={entry.slug}>
                <PortfolioCard
                  title={entry.title}
                  text={portfolioListExcerpt(entry.description)}
                  categories={entry.categories}
                  image={entry.image}
                  to={paths.portfolioDetail(entry.slug)}
                  headingLevel={2}
                  frame={portfolioFrame(entry.categories)}
                  sizes="(min-width: 1200px) 270px, (min-width: 992px) 33vw, (min-width: 576px) 50vw, 100vw"
                />
              </li>
            ))}
            <li className="portfolio-next">
              <h2 className="portfolio-next__heading">{portfolioPage.next.heading}</h2>
              <p className="portfolio-next__text">{portfolioPage.next.text}</p>
              <Link to={paths.caseStudies} className="btn btn-primary">
                {portfolioPage.next.cta}
              </Link>
            </li>
          </ul>
        </Container>
      </section>
    </>
  );
}
