import Button from 'react-bootstrap/Button';
import Container from 'react-bootstrap/Container';
import { Link, useParams } from 'react-router-dom';
import { PageHero } from '@/components/sections/page-hero';
import { ExternalLink } from '@/components/ui/external-link';
import { Img } from '@/components/ui/img';
import { paths } from '@/config/paths';
import { portfolio, portfolioPage, type PortfolioEntry } from '@/content/portfolio';
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
  };
}

function StepLink({ entry, label, rel }: { entry?: PortfolioEntry; label: string; rel: 'prev' | 'next' }) {
  if (!entry) {
    return (
      <Button variant="outline-secondary" disabled className="portfolio-detail__step">
        {label}
      </Button>
    );
  }
  return (
    <Link to={paths.portfolioDetail(entry.slug)} rel={rel} className="btn btn-outline-primary portfolio-detail__step">
      {label}
      <span className="visually-hidden">: {entry.title}</span>
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

export default function PortfolioDetailPage() {
  const slug = useParams().slug ?? '';
  const entry = findBySlug(portfolio, slug);
  if (!entry) return <NotFound slug={slug} />;
  const { prev, next } = neighbours(portfolio, entry.slug);
  return (
    <>
      <PageHero title={entry.title} eyebrow={entry.categories.join(' | ')} />
      <section className="portfolio-detail">
        <Container fluid="xl">
          <div className="row g-4 g-lg-5 align-items-start">
            <div className="col-lg-6 order-lg-2">
              <Img image={entry.image} priority className="portfolio-detail__image" sizes="(min-width: 992px) 50vw, 100vw" />
            </div>
            <div className="col-lg-6">
              <div className="portfolio-detail__description" dangerouslySetInnerHTML={{ __html: entry.description }} />
              {entry.url ? (
                <ExternalLink href={entry.url} className="btn btn-primary btn-lg">
                  {copy.goToSite}
                </ExternalLink>
              ) : null}
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
