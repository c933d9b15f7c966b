import { PanelHero } from '@/components/sections/hero-panel';
import { Section } from '@/components/sections/section';
import { TextItems } from '@/components/ui/text-blocks';
import { careers } from '@/content/careers';
import { site } from '@/content/site';
import '@/styles/pages/_simple.scss';

/** A mailto link to the HR address with a prefilled subject. */
function applyHref(subject: string): string {
  return `mailto:${site.hrEmail}?subject=${encodeURIComponent(subject)}`;
}

const openingId = (id: string) => `opening-${id}`;
const openingsId = 'openings';

/**
 * Careers: what happens after applying beside the title (each role is named once, in its opening
 * below, which the hero's button reaches), what working here is like (four pictogram points),
 * each opening with its own application, and how to apply otherwise: the HR address is written
 * once, there.
 */
export default function CareersPage() {
  return (
    <>
      <PanelHero
        eyebrow={`Join ${site.brand}`}
        title="Careers"
        lead={careers.lead}
        panelHeading={careers.processHeading}
        actions={
          <>
            <a className="btn btn-primary btn-lg" href={`#${openingsId}`}>
              {careers.openingsCta}
            </a>
            <p className="hero-roles">
              <span className="hero-roles__label">{careers.openNowLabel}</span>
              {careers.openings.map((opening) => (
                <a key={opening.id} className="hero-roles__link" href={`#${openingId(opening.id)}`}>
                  {opening.title}
                </a>
              ))}
            </p>
          </>
        }
      >
        <ol className="hero-steps">
          {careers.process.map((step) => (
            <li key={step.title}>
              <span className="hero-steps__title">{step.title}</span>
              <span className="hero-steps__text">{step.text}</span>
            </li>
          ))}
        </ol>
      </PanelHero>

      <Section heading={careers.introHeading} intro={<p>{careers.introText}</p>}>
        <ul className="work-points">
          {careers.intro.map(({ icon: Icon, title, text }) => (
            <li key={title} className="work-points__item">
              <span className="work-points__icon">
                <Icon aria-hidden="true" focusable="false" />
              </span>
              <h3 className="work-points__title">{title}</h3>
              <p className="work-points__text">{text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section heading={careers.openingsHeading} tone="muted">
        <div className="row g-4 openings" id={openingsId}>
          {careers.openings.map((opening) => (
            <div key={opening.id} className="col-lg-6">
              <article id={openingId(opening.id)} className="opening-card h-100" aria-labelledby={`${openingId(opening.id)}-title`}>
                <h3 id={`${openingId(opening.id)}-title`} className="opening-card__title">
                  {opening.title}
                </h3>
                <p className="opening-card__terms">{careers.roleTerms}</p>
                <p>{opening.summary}</p>
                <h4 className="opening-card__list-heading">{opening.listHeading}</h4>
                <ul className="check-list">
                  <TextItems items={opening.items} />
                </ul>
                <a className="btn btn-outline-primary mt-auto align-self-start" href={applyHref(opening.applySubject)}>
                  Apply for This Role<span className="visually-hidden">: {opening.title}</span>
                </a>
              </article>
            </div>
          ))}
        </div>
      </Section>

      {/* The page ends on its own offer, on a light band, so it does not run into the footer's
          navy consultation banner (which speaks to clients, not applicants). */}
      <Section heading={careers.applyHeading} tone="muted">
        <div className="apply-panel">
          <div>
            <p className="apply-text">{careers.applyText}</p>
            <p className="apply-text mb-0">
              E-mail: <a href={applyHref(careers.generalSubject)}>{site.hrEmail}</a>
            </p>
          </div>
          <a className="btn btn-primary btn-lg" href={applyHref(careers.generalSubject)}>
            {careers.applyCta}
          </a>
        </div>
      </Section>
    </>
  );
}
