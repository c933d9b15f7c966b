import Container from 'react-bootstrap/Container';
import { Link } from 'react-router-dom';
import { CtaBand } from '@/components/sections/cta-band';
import { PageHero } from '@/components/sections/page-hero';
import { ReviewsWidget } from '@/components/sections/reviews-widget';
import { Section } from '@/components/sections/section';
import { StatList } from '@/components/sections/stat-list';
import { ExternalLink } from '@/components/ui/external-link';
import { LoadWhenNear } from '@/components/ui/load-when-near';
import { paths } from '@/config/paths';
import { home } from '@/content/home';
import { site } from '@/content/site';
import { deferredLazy } from '@/lib/deferred-lazy';

/**
 * The contact form sits at the bottom of the page: its code (form library, validation, HTTP
 * client) loads when the visitor scrolls near it or focuses it, not with the first paint. The
 * prerendered page already shows the form.
 */
const contactForm = deferredLazy(() => import('@/features/forms/enquiry-form').then((m) => m.EnquiryForm));

/** The portfolio carousel (react-bootstrap's Carousel and the 22 portfolio entries) likewise. */
const portfolioCarousel = deferredLazy(() => import('./home-portfolio-carousel').then((m) => m.HomePortfolioCarousel));

/** The What We Do cards and their twelve technology marks likewise. */
const serviceCards = deferredLazy(() => import('./home-services').then((m) => m.HomeServices));

export default function HomePage() {
  const { hero, about, services, careers, profiles, reviews, contact } = home;
  return (
    <div className="home">
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={<p>{hero.lead}</p>} image={hero.image}>
        <Link to={paths.quote} className="btn btn-primary btn-lg">
          {hero.primaryCta}
        </Link>
        <Link to={paths.portfolio} className="btn btn-outline-light btn-lg">
          {hero.secondaryCta}
        </Link>
      </PageHero>
      <div className="home-facts">
        <Container fluid="xl">
          <StatList stats={hero.facts} className="home-facts__list" />
        </Container>
      </div>

      <Section heading={about.heading} className="home-about">
        {about.paragraphs.map((text) => (
          <p key={text.slice(0, 24)} className="home-about__text">
            {text}
          </p>
        ))}
        <Link to={paths.about} className="btn btn-outline-primary">
          {about.readMore}
          <span className="visually-hidden"> {about.readMoreHidden}</span>
        </Link>
      </Section>

      <Section heading={services.heading} intro={<p>{services.intro}</p>} tone="muted">
        <LoadWhenNear
          deferred={serviceCards}
          props={{}}
          fallback={
            <p className="home-services__loading" role="status">
              {services.loading}
            </p>
          }
        />
      </Section>

      <Section heading={home.portfolio.heading} intro={<p>{home.portfolio.intro}</p>} className="home-portfolio">
        <LoadWhenNear
          deferred={portfolioCarousel}
          props={{ label: home.portfolio.carouselLabel }}
          fallback={
            <p className="portfolio-carousel-placeholder" role="status">
              {home.portfolio.loading}
            </p>
          }
        />
        <p className="text-center mt-4 mb-0">
          <Link to={paths.portfolio} className="btn btn-primary">
            {home.portfolio.viewAll}
          </Link>
        </p>
      </Section>

      <CtaBand heading={careers.heading} text={<p className="mb-0">{careers.text}</p>} to={paths.careers} label={careers.cta} />

      <Section heading={profiles.heading} intro={<p>{profiles.intro}</p>}>
        <ul className="home-profiles list-unstyled">
          {profiles.links.map((link) => (
            <li key={link.profile} className="home-profiles__item">
              <ExternalLink href={site.profiles[link.profile]} className="home-profiles__link">
                {link.label}
              </ExternalLink>
              <span className="home-profiles__text">{link.text}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section heading={reviews.heading} intro={<p>{reviews.intro}</p>} tone="muted">
        <ReviewsWidget
          scriptUrl={site.reviewsWidget.scriptUrl}
          profileUrl={site.reviewsWidget.profileUrl}
          linkLabel={reviews.fallbackLink}
        />
      </Section>

      <div id="contact" className="home-contact">
        <Section heading={contact.heading} intro={<p>{contact.intro}</p>}>
          <LoadWhenNear
            deferred={contactForm}
            props={{ kind: 'contact' }}
            fallback={
              <p className="home-contact__loading" role="status">
                {contact.loading}
              </p>
            }
          />
        </Section>
      </div>
    </div>
  );
}
