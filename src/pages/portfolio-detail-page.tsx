import Button from 'react-bootstrap/Button';
import Container from 'react-bootstrap/Container';
import { Link, useParams } from 'react-router-dom';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { IconList } from '@/components/sections/icon-list';
import { PageHero } from '@/components/sections/page-hero';
import { ExternalLink } from '@/components/ui/external-link';
import { Img } from '@/components/ui/img';
import { paths } from '@/config/paths';
import { portfolio, portfolioFrame, portfolioPage, type PortfolioEntry } from '@/content/portfolio';
import { portfolioCategoryMarks } from '@/content/portfolio-category-marks';
import { portfolioMetaDescription } from '@/lib/excerpt-rules';
import { findBySlug, neighbours } from '@/lib/portfolio-filter';
import type { PageMeta } from '@/lib/seo';
import { creativeWorkJsonLd } from '@/lib/structured-data';
import { slugToTitle } from '@/lib/text';

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
  if (!entry) {
    return (
      <Button variant="outline-secondary" disabled className={`portfolio-step portfolio-step--${rel} portfolio-step--off`}>
        {label}
      </Button>
    );
  }
  const Arrow = rel === 'prev' ? ArrowLeft : ArrowRight;
  return (
    <Link to={paths.portfolioDetail(entry.slug)} rel={rel} className={`portfolio-step portfolio-step--${rel}`}>
      <span className="portfolio-step__dir">
        <Arrow aria-hidden="true" size={16} strokeWidth={2.25} />
        {label}
        <span className="visually-hidden">:</span>
      </span>{' '}
      <span className="portfolio-step__title">{entry.title}</span>
    </Link>
  );
}

function NotFound({ slug }: { slug: string }) {
  return (
    <>
      <PageHero title={copy.notFoundTitle} eyebrow={slugToTitle(slug)} />
      <section className="portfolio-detail portfolio-detail--missing">
        <Container fluid="xl">
          <p className="lead">{copy.notFoundText}</p>
          <Link to={paths.portfolio} className="btn btn-primary">
            {copy.backToList}
          </Link>
        </Container>
      </section>
    </>
  );
}

/**
 * One project: its picture large (framed as the device it runs on), then what the client needed,
 * what we built and what they have now, with the technologies beside it and the neighbouring
 * projects named at the foot.
 */
export default function PortfolioDetailPage() {
  const slug = useParams().slug ?? '';
  const entry = findBySlug(portfolio, slug);
  if (!entry) return <NotFound slug={slug} />;
  const { prev, next } = neighbours(portfolio, entry.slug);
  const frame = portfolioFrame(entry.categories);
  const chips = entry.categories.map((category) => ({ name: portfolioCategoryMarks[category].title, mark: portfolioCategoryMarks[category] }));
  return (
    <>
      <PageHero title={entry.title} eyebrow={entry.categories.join(' | ')} />
      <section className="portfolio-detail">
        <Container fluid="xl">
          <figure className={`portfolio-detail__figure portfolio-detail__figure--${frame}`}>
            <Img image={entry.image} priority className="portfolio-detail__image" data-frame={frame} sizes="(min-width: 1200px) 960px, 100vw" />
          </figure>
          <div className="row g-4 g-lg-5">
            <div className="col-lg-8 portfolio-detail__story">
              <h2 className="portfolio-detail__h2">{copy.challengeHeading}</h2>
              <p>{entry.challenge}</p>
              <h2 className="portfolio-detail__h2">{copy.solutionHeading}</h2>
              <div className="portfolio-detail__description" dangerouslySetInnerHTML={{ __html: entry.description }} />
              <h2 className="portfolio-detail__h2">{copy.resultHeading}</h2>
              <p className="portfolio-detail__result">{entry.result}</p>
            </div>
            <div className="col-lg-4">
              <aside className="portfolio-detail__facts" aria-label={copy.technologiesLabel}>
                <p className="portfolio-detail__facts-title">{copy.technologiesLabel}</p>
                <IconList items={chips} label={copy.technologiesLabel} />
                {entry.url ? (
                  <ExternalLink href={entry.url} className="btn btn-primary w-100 mt-4">
                    {copy.goToSite}
                  </ExternalLink>
                ) : null}
              </aside>
            </div>
          </div>
          <nav className="portfolio-detail__nav" aria-label={copy.navLabel}>
            <StepLink entry={prev} label={copy.prev} rel="prev" />
            <Link to={paths.portfolio} className="portfolio-detail__back">
              {copy.backToList}
            </Link>
            <StepLink entry={next} label={copy.next} rel="next" />
          </nav>
        </Container>
      </section>
    </>
  );
}
