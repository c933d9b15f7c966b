import Button from 'react-bootstrap/Button';
import { Section } from '@/components/sections/section';
import { Link, useParams } from 'react-router-dom';
import { ArrowLeft, ArrowRight, ArrowUpRight, Check, Lock } from 'lucide-react';
import { IconList } from '@/components/sections/icon-list';
import { PageHero } from '@/components/sections/page-hero';
import { ExternalLink } from '@/components/ui/external-link';
import { Img } from '@/components/ui/img';
import { BELOW_MD } from '@/lib/breakpoints';
import { HeadingText } from '@/components/ui/heading-text';
import { TextItems } from '@/components/ui/text-blocks';
import { paths } from '@/config/paths';
import { portfolio, portfolioFrame, portfolioPage, type PortfolioEntry } from '@/content/portfolio';
import type { PortfolioCategory } from '@/content/portfolio-categories';
import { portfolioCategoryMarks } from '@/content/portfolio-category-marks';
import { portfolioMetaDescription, portfolioStory, portfolioSummary } from '@/lib/excerpt-rules';
import { findBySlug, neighbours, relatedEntries } from '@/lib/portfolio-filter';
import type { PageMeta } from '@/lib/seo';
import { creativeWorkJsonLd } from '@/lib/structured-data';
import { slugToTitle } from '@/lib/text';
import { ProjectRow } from './portfolio-entry-card';
import { useMarkNotFound } from '@/lib/page-not-found';
import '@/styles/pages/_project-cards.scss';
import '@/styles/pages/_portfolio.scss';

const copy = portfolioPage.detail;

export function getMeta({ params }: { params: Record<string, string | undefined> }): PageMeta {
  const slug = params.slug ?? '';
  const entry = findBySlug(portfolio, slug);
  if (!entry) {
    const title = slugToTitle(slug);
    return { title, description: `Detailed portfolio for ${title}`, robots: 'noindex, nofollow' };
  }
  const description = portfolioMetaDescription(entry.description);
  const path = paths.portfolioDetail(entry.slug);
  return {
    title: entry.title,
    description,
    canonical: true,
    keywords: entry.categories,
    breadcrumbs: [
      { name: 'Portfolio', path: paths.portfolio },
      { name: entry.title, path },
    ],
    jsonLd: [
      creativeWorkJsonLd({
        name: entry.title,
        description,
        url: path,
        image: entry.image.src,
        keywords: entry.categories,
        sameAs: entry.url,
      }),
    ],
    card: { kind: 'Project', image: entry.image.src },
  };
}

function StepLink({ entry, label, rel }: { entry?: PortfolioEntry; label: string; rel: 'prev' | 'next' }) {
  const Arrow = rel === 'prev' ? ArrowLeft : ArrowRight;
  const direction = (
    <span className="portfolio-step__dir">
      <Arrow aria-hidden="true" size={16} strokeWidth={2.25} />
      {label}
      <span className="visually-hidden">:</span>
    </span>
  );
  // The first project has no Prev and the last no Next: the button is there, disabled, and says
  // why in the place a neighbour's title takes (an empty outline read as something missing).
  if (!entry) {
    return (
      <Button variant="outline-secondary" disabled className={`portfolio-step portfolio-step--${rel} portfolio-step--off`}>
        {direction} <span className="portfolio-step__title">{rel === 'prev' ? copy.noPrev : copy.noNext}</span>
      </Button>
    );
  }
  return (
    <Link to={paths.portfolioDetail(entry.slug)} rel={rel} className={`portfolio-step portfolio-step--${rel}`}>
      {direction} <span className="portfolio-step__title">{entry.title}</span>
    </Link>
  );
}

/**
 * An address that names no project: what happened and the way back in the hero, then the first
 * projects of the list, so a visitor who followed an old link still lands among the work.
 */
function NotFound({ slug }: { slug: string }) {
  useMarkNotFound();
  return (
    <>
      <PageHero tone="plain" title={copy.notFoundTitle} eyebrow={slugToTitle(slug)} lead={<p>{copy.notFoundText}</p>}>
        <Link to={paths.portfolio} className="btn btn-primary">
          {copy.backToList}
        </Link>
      </PageHero>
      <Section tone="muted" heading={copy.notFoundMoreHeading} className="portfolio-related">
        <ProjectRow entries={portfolio.slice(0, 3)} />
      </Section>
    </>
  );
}

/** The host name a link goes to ("csbykp.example.com"), for the facts card. */
function hostOf(url: string): string {
  return new URL(url).host.replace(/^www\./, '');
}

/** The categories that name a technology; the others say what kind of project it is. */
const TECHNOLOGIES: ReadonlySet<PortfolioCategory> = new Set<PortfolioCategory>(['CAKE PHP', 'CORE PHP', 'LARAVEL', 'REACT JS', 'WORDPRESS']);

const chipsOf = (categories: readonly PortfolioCategory[]) =>
  categories.map((category) => ({ name: portfolioCategoryMarks[category].title, mark: portfolioCategoryMarks[category] }));

/**
 * What the entry is, at a glance, beside its story: the kind of project and its technologies (its
 * categories, split), what we built in a few words a part, the live site or that it has none, and
 * an invitation to start a similar one. Every fact is the entry's own.
 */
function Facts({ entry }: { entry: PortfolioEntry }) {
  const types = entry.categories.filter((category) => !TECHNOLOGIES.has(category));
  const technologies = entry.categories.filter((category) => TECHNOLOGIES.has(category));
  return (
    <aside className="portfolio-detail__facts" aria-label={copy.factsLabel}>
      <dl className="portfolio-detail__facts-list">
        {[
          { label: copy.projectTypeLabel, categories: types },
          { label: copy.technologiesLabel, categories: technologies },
        ]
          .filter(({ categories }) => categories.length)
          .map(({ label, categories }) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>
                <IconList items={chipsOf(categories)} label={label} />
              </dd>
            </div>
          ))}
        {entry.built?.length ? (
          <div>
            <dt>{copy.builtHeading}</dt>
            <dd>
              <ul className="portfolio-detail__built" aria-label={copy.builtHeading}>
                {entry.built.map((part) => (
                  <li key={part}>
                    <Check aria-hidden="true" size={16} strokeWidth={2.5} />
                    <span>{part}</span>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        ) : null}
        {/* An internal system has no row here: the hero already says it has no public site. */}
        {entry.url ? (
          <div>
            <dt>{copy.liveSiteLabel}</dt>
            <dd>
              <ExternalLink href={entry.url} className="portfolio-detail__site">
                {hostOf(entry.url)}
              </ExternalLink>
            </dd>
          </div>
        ) : null}
      </dl>
      <p className="portfolio-detail__similar">{copy.similar.text}</p>
      <Link to={paths.quote} className="btn btn-primary w-100">
        {copy.similar.cta}
      </Link>
    </aside>
  );
}

/**
 * Three projects like this one (sharing the most categories), in the list's own cards, and the
 * way to the neighbouring projects and back to the list under them.
 */
function Related({ entry }: { entry: PortfolioEntry }) {
  const { prev, next } = neighbours(portfolio, entry.slug);
  return (
    <Section tone="muted" heading={copy.relatedHeading} intro={<p>{copy.relatedLead}</p>} className="portfolio-related section--centred">
      <ProjectRow entries={relatedEntries(portfolio, entry.slug)} />
      <nav className="portfolio-detail__nav" aria-label={copy.navLabel}>
        <StepLink entry={prev} label={copy.prev} rel="prev" />
        <Link to={paths.portfolio} className="portfolio-detail__back">
          {copy.backToList}
        </Link>
        <StepLink entry={next} label={copy.next} rel="next" />
      </nav>
    </Section>
  );
}

/**
 * One project. Its first screen is the project itself: categories, title, what it is in a sentence
 * (its description's first) and Go to Site beside the picture (from 992 px; below it on narrower
 * screens, the title and the button still above the fold of a phone). Then what the client needed,
 * what we built (the rest of the description) and what they have now, each saying something the
 * others do not, with the project's facts beside it (what we built among them); then three projects
 * like it and the neighbouring projects named at the foot.
 */
export default function PortfolioDetailPage() {
  const slug = useParams().slug ?? '';
  const entry = findBySlug(portfolio, slug);
  if (!entry) return <NotFound slug={slug} />;
  const frame = portfolioFrame(entry.categories);
  return (
    <>
      <Section block="project-hero" className={`project-hero--${frame}`} containerClassName="project-hero__inner">
        <div className="project-hero__text">
          <Link to={paths.portfolio} className="project-hero__back">
            <ArrowLeft aria-hidden="true" size={16} strokeWidth={2.25} />
            {copy.eyebrow}
          </Link>
          <ul className="project-hero__categories" aria-label={copy.categoriesLabel}>
            <TextItems items={entry.categories} />
          </ul>
          <h1 className="project-hero__title">
            <HeadingText text={entry.title} />
          </h1>
          <p className="project-hero__summary">{portfolioSummary(entry.description)}</p>
          {entry.url ? (
            <ExternalLink href={entry.url} className="btn btn-primary btn-lg project-hero__go">
              {copy.goToSite}
              <ArrowUpRight aria-hidden="true" size={18} strokeWidth={2.25} />
            </ExternalLink>
          ) : (
            <p className="project-hero__private">
              <Lock aria-hidden="true" size={16} strokeWidth={2.25} />
              {copy.privateSystem}
            </p>
          )}
        </div>
        <figure className={`project-hero__figure portfolio-detail__figure--${frame}`}>
          <Img
            image={entry.image}
            priority
            className="portfolio-detail__image"
            data-frame={frame}
            // On a phone the card's close view: the whole device drew the screen's words at 5-6 px.
            close={{ image: entry.cardImage, media: BELOW_MD }}
            sizes="(min-width: 1200px) 640px, (min-width: 992px) 58vw, (min-width: 768px) 640px, calc(100vw - 40px)"
          />
        </figure>
      </Section>
      <Section block="portfolio-detail">
        <div className="portfolio-detail__body">
          <div className="portfolio-detail__story">
            <h2 className="portfolio-detail__h2">{copy.challengeHeading}</h2>
            <p>{entry.challenge}</p>
            <h2 className="portfolio-detail__h2">{copy.solutionHeading}</h2>
            {/* The description goes on from the sentence the hero opened with. */}
            <div className="portfolio-detail__description" dangerouslySetInnerHTML={{ __html: portfolioStory(entry.description) }} />
            <h2 className="portfolio-detail__h2">{copy.resultHeading}</h2>
            <p className="portfolio-detail__result">{entry.result}</p>
          </div>
          <Facts entry={entry} />
        </div>
      </Section>
      <Related entry={entry} />
    </>
  );
}
