import { Link } from 'react-router-dom';
import { LogoWall } from '@/components/sections/logo-wall';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { StatList } from '@/components/sections/stat-list';
import { Testimonials } from '@/components/sections/testimonials';
import { LoadWhenNear } from '@/components/ui/load-when-near';
import { TextItems } from '@/components/ui/text-blocks';
import { paths } from '@/config/paths';
import { clients } from '@/content/clients';
import { home } from '@/content/home';
import { testimonials } from '@/content/site';
import { deferredLazy, type Deferred } from '@/lib/deferred-lazy';
import '@/styles/pages/_home.scss';

/**
 * The contact form and the ways to reach us beside it sit at the bottom of the page: their code
 * (form library, validation, HTTP client) loads when the visitor scrolls near them or focuses
 * them, not with the first paint. The prerendered page already shows them.
 */
const contactBlock = deferredLazy(() => import('./home-contact').then((m) => m.HomeContact));

/** The portfolio carousel (react-bootstrap's Carousel and the 22 portfolio entries) likewise. */
const portfolioCarousel = deferredLazy(() => import('./home-portfolio-carousel').then((m) => m.HomePortfolioCarousel));

/** The What We Do list and its twelve technology marks likewise. */
const serviceCards = deferredLazy(() => import('./home-services').then((m) => m.HomeServices));

/** The case-study teaser likewise: the case-study records are not part of the first paint. */
const caseStudyTeaser = deferredLazy(() => import('./home-case-study').then((m) => m.HomeCaseStudy));

/** The ratings, review profiles and reviews widget likewise. */
const reviewsBlock = deferredLazy(() => import('./home-reviews').then((m) => m.HomeReviews));

/** A part whose code comes when the visitor nears it; until then a line says it is on its way. */
function LoadingPart<P extends object>({ deferred, props, loading, className }: { deferred: Deferred<P>; props: P; loading: string; className: string }) {
  return (
    <LoadWhenNear
      deferred={deferred}
      props={props}
      fallback={
        <p className={className} role="status">
          {loading}
        </p>
      }
    />
  );
}

export default function HomePage() {
  const { hero, about, services, careers, reviews, contact } = home;
  return (
    <div className="home">
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={<p>{hero.lead}</p>} image={hero.image} closeImage={hero.closeImage} proof={hero.proof} artOnPhones>
        <Link to={paths.quote} className="btn btn-primary btn-lg">
          {hero.primaryCta}
        </Link>
        <Link to={paths.portfolio} className="btn btn-outline-light btn-lg">
          {hero.secondaryCta}
        </Link>
      </PageHero>

      <LogoWall label={home.clients.label} logos={clients} to={paths.clients} linkLabel={home.clients.all} />

      <Section eyebrow={about.eyebrow} heading={about.heading} intro={<p>{about.intro}</p>} className="home-about section--centred">
        <div className="home-about__grid">
          <div className="home-about__body">
            <TextItems items={about.paragraphs} as="p" className="home-about__text" />
            <Link to={paths.about} className="btn btn-outline-primary">
              {about.readMore}
              <span className="visually-hidden"> {about.readMoreHidden}</span>
            </Link>
          </div>
          <div className="home-about__facts">
            <p className="home-about__facts-label">{about.factsLabel}</p>
            <StatList stats={about.facts} className="home-about__stats" />
          </div>
        </div>
      </Section>

      <Section eyebrow={services.eyebrow} heading={services.heading} intro={<p>{services.intro}</p>} tone="muted" className="home-services section--centred">
        <LoadingPart deferred={serviceCards} props={{}} loading={services.loading} className="home-services__loading" />
      </Section>

      <Section eyebrow={home.portfolio.eyebrow} heading={home.portfolio.heading} intro={<p>{home.portfolio.intro}</p>} className="home-portfolio section--centred">
        <LoadingPart deferred={portfolioCarousel} props={{ label: home.portfolio.carouselLabel, more: home.portfolio.more }} loading={home.portfolio.loading} className="portfolio-carousel-placeholder" />
        <p className="home-portfolio__all">
          <Link to={paths.portfolio} className="btn btn-outline-primary">
            {home.portfolio.viewAll}
          </Link>
        </p>
      </Section>

      <LoadingPart deferred={caseStudyTeaser} props={{}} loading={home.caseStudy.loading} className="home-case-study__loading container" />

      {/* The invitation to join the team, where the brief lists it: after the work (the carousel and
          a case study), before the reviews (the employer's among them). A compact band, its text
          beside one outlined button (below it on phones): the page's main call to action is the
          contact form at its end, and a filled button here made three in a row there. */}
      <Section block="home-careers" labelledBy="home-careers-heading" containerClassName="home-careers__inner">
        <div className="home-careers__body">
          <h2 id="home-careers-heading" className="home-careers__heading">
            {careers.heading}
          </h2>
          <p className="home-careers__text">{careers.text}</p>
        </div>
        <Link to={paths.careers} className="btn btn-outline-primary home-careers__cta">
          {careers.cta}
        </Link>
      </Section>

      <Section eyebrow={reviews.eyebrow} heading={reviews.heading} intro={<p>{reviews.intro}</p>} tone="muted" className="home-reviews section--centred">
        <LoadingPart deferred={reviewsBlock} props={{}} loading={reviews.loading} className="home-reviews__loading" />
      </Section>

      <Testimonials heading={home.testimonials.heading} items={testimonials} />

      <div id="contact" className="home-contact">
        <Section eyebrow={contact.eyebrow} heading={contact.heading} intro={<p>{contact.intro}</p>} className="section--centred">
          <LoadingPart deferred={contactBlock} props={{}} loading={contact.loading} className="home-contact__loading" />
        </Section>
      </div>
    </div>
  );
}
