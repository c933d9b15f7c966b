import { useMemo } from 'react';
import { PortfolioCarousel, type CarouselCard, type CarouselMore } from '@/components/sections/portfolio-carousel';
import { paths } from '@/config/paths';
import { portfolio } from '@/content/portfolio';
import { portfolioFilterCategories } from '@/content/portfolio-categories';
import { carouselExcerpt } from '@/lib/excerpt-rules';

/**
 * The home page's portfolio carousel with its cards. A module of its own so that the carousel's
 * code and the portfolio entries load only when the visitor scrolls near it (see home-page.tsx).
 */
const cards: CarouselCard[] = portfolio.map((entry) => ({
  id: entry.slug,
  title: entry.title,
  text: carouselExcerpt(entry.description),
  categories: entry.categories,
  image: entry.cardImage,
  to: paths.portfolioDetail(entry.slug),
}));

/** Where four a slide leave the last one short, the rest of it leads to the whole portfolio. */
function moreOf(copy: { label: string; text: string }): CarouselMore {
  return { label: copy.label.replace('{count}', String(cards.length)), text: copy.text, tags: portfolioFilterCategories, to: paths.portfolio };
}

export function HomePortfolioCarousel({ label, more }: { label: string; more: { label: string; text: string } }) {
  // Made once: the last slide's cards are memoised, and a new panel each render would draw them again.
  const panel = useMemo(() => moreOf(more), [more]);
  return <PortfolioCarousel cards={cards} label={label} more={panel} />;
}
