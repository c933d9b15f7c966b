import { PortfolioCard } from '@/components/sections/portfolio-card';
import { paths } from '@/config/paths';
import { portfolioFrame, type PortfolioEntry } from '@/content/portfolio';
import { portfolioListExcerpt } from '@/lib/excerpt-rules';

/**
 * `sizes` of a card in a row of three: a third of the container from lg (410 px in the widest),
 * the picture beside the text between 576 and 991 px (42 % of the card), the phone's column under
 * that.
 */
const ROW_OF_THREE_SIZES = '(min-width: 1400px) 410px, (min-width: 1200px) 360px, (min-width: 992px) 31vw, (min-width: 576px) 40vw, calc(100vw - 40px)';

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
      image={entry.cardImage}
      to={paths.portfolioDetail(entry.slug)}
      categoriesLast
      frame={portfolioFrame(entry.categories)}
    />
  );
}

/**
 * A short row of projects in the list's cards (a project page's More work like this, a service's
 * projects): three a row from lg, each picture beside its text on tablets (styles/pages/_project-cards.scss).
 */
export function ProjectRow({ entries }: { entries: readonly PortfolioEntry[] }) {
  return (
    <ul className="portfolio-related__grid portfolio-cards">
      {entries.map((entry) => (
        <li key={entry.slug}>
          <PortfolioEntryCard entry={entry} sizes={ROW_OF_THREE_SIZES} />
        </li>
      ))}
    </ul>
  );
}
