import { Link } from 'react-router-dom';
import { FaqWithAside } from '@/components/sections/faq-with-aside';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { paths } from '@/config/paths';
import { about } from '@/content/about';
import { site } from '@/content/site';
import type { PageMeta } from '@/lib/seo';
import { faqPageJsonLd } from '@/lib/structured-data';
import '@/styles/pages/_simple.scss';

export function getMeta(): PageMeta {
  return { jsonLd: [faqPageJsonLd(about.faqs)] };
}

/**
 * About: who we are, key facts, what we build, a word from the founder and the FAQ. It ends on the
 * FAQ: the footer's consultation banner right below is the page's one closing call to action.
 */
export default function AboutPage() {
  const { quote } = about;
  return (
    <>
      <PageHero eyebrow="Since November 2015" title="About Us" lead={<p>{about.lead}</p>} />

      <Section heading={about.storyHeading}>
        <div className="prose-columns">
          {about.story.map((paragraph) => (
            <p key={paragraph.slice(0, 32)}>{paragraph}</p>
          ))}
        </div>
        <ul className="fact-strip row row-cols-2 row-cols-md-4 g-3 mt-4 mb-0 list-unstyled">
          {about.facts.map((fact) => (
            <li key={fact.label} className="col">
              <div className="fact-strip__item h-100">
                <span className="fact-strip__label">{fact.label}</span>
                <span className="fact-strip__value">{fact.value}</span>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section heading={about.buildHeading} tone="muted">
        <ul className="check-list row row-cols-1 row-cols-md-2 g-3">
          {about.build.map((item) => (
            <li key={item} className="col">
              {item}
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="dark" className="quote-band">
        <figure className="pull-quote mb-0">
          <blockquote className="pull-quote__text">
            <p>{quote.text}</p>
          </blockquote>
          <figcaption className="pull-quote__by">
            <span className="pull-quote__name">{quote.name}</span>
            <span className="pull-quote__role">{quote.role}</span>
          </figcaption>
        </figure>
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
