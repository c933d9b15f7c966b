import { Link } from 'react-router-dom';
import { FaqWithAside } from '@/components/sections/faq-with-aside';
import { PanelHero } from '@/components/sections/hero-panel';
import { Section, StoryText } from '@/components/sections/section';
import { StatList } from '@/components/sections/stat-list';
import { StepList } from '@/components/sections/step-list';
import { ExternalLink } from '@/components/ui/external-link';
import { paths } from '@/config/paths';
import { about } from '@/content/about';
import { portfolio } from '@/content/portfolio';
import { findBySlug } from '@/lib/portfolio-filter';
import { site } from '@/content/site';
import type { PageMeta } from '@/lib/seo';
import { faqPageJsonLd } from '@/lib/structured-data';
import { ProjectRow } from './portfolio-entry-card';
import '@/styles/pages/_simple.scss';
import '@/styles/pages/_project-cards.scss';

const work = about.work.projects.flatMap((slug) => findBySlug(portfolio, slug) ?? []);

export function getMeta(): PageMeta {
  return { jsonLd: [faqPageJsonLd(about.faqs)] };
}

/**
 * About: the key figures beside the title with where to check them, who we are (a dated timeline
 * beside how the team works), what we build (pictogram rows), a few projects of different kinds in
 * the portfolio's cards (the work behind the figures), how a project runs, the standard we hold
 * our work to and the FAQ. It ends on the FAQ: the footer's consultation banner
 * right below is the page's one closing call to action.
 */
export default function AboutPage() {
  return (
    <>
      <PanelHero
        eyebrow="Since November 2015"
        title="About Us"
        lead={about.lead}
        panelHeading={about.figuresHeading}
        actions={
          <>
            <Link className="btn btn-primary btn-lg" to={paths.portfolio}>
              {about.heroActions.work}
            </Link>
            <Link className="btn btn-outline-primary btn-lg" to={paths.quote}>
              {about.heroActions.estimate}
            </Link>
          </>
        }
        note={
          <>
            {about.figuresSource} <ExternalLink href={site.profiles.freelanceMarketplace}>{about.figuresSourceLink}</ExternalLink>
          </>
        }
      >
        <StatList stats={about.facts} className="stat-list--on-dark" />
      </PanelHero>

      <Section heading={about.storyHeading} className="about-story-band">
        <div className="about-story-grid">
          <ol className="timeline">
            {about.timeline.map(({ when, title, text }) => (
              <li key={when} className="timeline__item">
                <p className="timeline__when">{when}</p>
                <h3 className="timeline__title">{title}</h3>
                <p className="timeline__text">{text}</p>
              </li>
            ))}
          </ol>
          <StoryText paragraphs={about.story} />
        </div>
      </Section>

      <Section heading={about.buildHeading} intro={<p>{about.buildIntro}</p>} tone="muted" className="section--centred">
        <ul className="build-points">
          {about.build.map(({ icon: Icon, text }) => (
            <li key={text} className="build-points__item">
              <span className="build-points__icon">
                <Icon aria-hidden="true" focusable="false" />
              </span>
              <span>{text}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section heading={about.work.heading} intro={<p>{about.work.intro}</p>} className="about-work">
        <ProjectRow entries={work} />
        <Link to={paths.portfolio} className="btn btn-outline-primary about-work__all">
          {about.work.cta}
        </Link>
      </Section>

      <Section heading={about.process.heading} intro={<p>{about.process.intro}</p>} tone="muted" className="about-process">
        <StepList steps={about.process.steps} headingLevel={3} />
      </Section>

      <Section tone="dark" className="standard-band section--centred" heading={about.standard.heading}>
        <p className="standard-band__text">{about.standard.text}</p>
      </Section>

      <Section heading={about.faqHeading}>
        <FaqWithAside faqs={about.faqs} asideHeading={about.askHeading}>
          <p>
            {about.askText} <a href={`mailto:${site.salesEmail}`}>{site.salesEmail}</a> {about.askJoin}{' '}
            <a href={`tel:${site.phone.e164}`}>{site.phone.display}</a>.
          </p>
          <Link to={paths.contact} className="btn btn-primary">
            {about.askCta}
          </Link>
        </FaqWithAside>
      </Section>
    </>
  );
}
