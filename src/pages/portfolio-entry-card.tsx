import { PortfolioCard } from '@/components/sections/portfolio-card';
import { paths } from '@/config/paths';
import { portfolioFrame, type PortfolioEntry } from '@/content/portfolio';
import { portfolioListExcerpt } from '@/lib/excerpt-rules';

type Props = { entry: PortfolioEntry } & Pick<Parameters<typeof PortfolioCard>[0], 'sizes' | 'headingLevel' | 'priority'>;

/**
 * A project as the portfolio list shows it (its excerpt, its frame, the categories at the foot),
 * in the list and among a project page's related projects alike.
 */
export function PortfolioEntryCard({ entry, ...card }: Props) {
  return (
    <PortfolioCard
      {...card}
      title={entry.title}
      text={portfolioListExcerpt(entry.description)}
      categories={entry.categories}
      image={entry.image}
      to={paths.portfolioDetail(entry.slug)}
      categoriesLast
      frame={portfolioFrame(entry.categories)}
    />
  );
}
