import { PortfolioCarousel, type CarouselCard } from '@/components/sections/portfolio-carousel';
import { paths } from '@/config/paths';
import { portfolio } from '@/content/portfolio';
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
  image: entry.image,
  to: paths.portfolioDetail(entry.slug),
}));

export function HomePortfolioCarousel({ label }: { label: string }) {
  return <PortfolioCarousel cards={cards} label={label} />;
}
