import { useSyncExternalStore, type MouseEvent, type ReactNode } from 'react';
import Container from 'react-bootstrap/Container';
import { Link, useLocation } from 'react-router-dom';
import { ENQUIRY_FORM_ID, paths } from '@/config/paths';
import { footerBannerFor, footerColumns, socialLinks } from '@/content/navigation';
import { site } from '@/content/site';
import { Section } from '@/components/sections/section';
import { CookieSettingsButton } from '@/components/consent/cookie-settings-button';
import { ExternalLink } from '@/components/ui/external-link';
import { Logo } from '@/components/ui/logo';
import { useMediaQuery } from '@/lib/use-media-query';
import { usePageNotFound } from '@/lib/page-not-found';
import { SocialIcon } from '@/components/ui/social-icon';
import { FROM_MD } from '@/lib/breakpoints';

/** The year the pages were prerendered; the browser moves it on to the current year. */
const BUILD_YEAR: number = __BUILD_YEAR__;

const subscribe = () => () => {};

/** Build year while hydrating (so the markup matches), the visitor's current year after. */
function useCurrentYear(): number {
  return useSyncExternalStore(subscribe, () => new Date().getFullYear(), () => BUILD_YEAR);
}

/** From this width the link groups stand open side by side; below it each is a disclosure. */
const WIDE_QUERY = FROM_MD;

/** Where the groups stand open for good, their headings do not fold them. */
const keepOpen = (event: MouseEvent) => event.preventDefault();

/**
 * A link to a page with the enquiry form. On that page it leads to the form itself: a plain
 * in-page link, whose target takes the focus (tabindex -1), with or without the app's code, and
 * an upward chevron after its words says it goes up the page, not to a new one.
 */
function FormLink({ to, onPage, className, children }: { to: string; onPage: boolean; className: string; children: ReactNode }) {
  return onPage ? (
    <a href={`#${ENQUIRY_FORM_ID}`} className={`${className} footer-cta__to-form`}>
      {children}
    </a>
  ) : (
    <Link to={to} className={className}>
      {children}
    </Link>
  );
}

export function Footer() {
  const year = useCurrentYear();
  const here = useLocation().pathname.replace(/(.)\/$/, '$1');
  const formHere = here === paths.quote || here === paths.contact;
  const banner = footerBannerFor(here, usePageNotFound());
  // The prerendered markup has the groups open (so without the code every link shows at every
  // width); once the footer's code runs, phones fold them into three rows a thumb high.
  const groupsOpen = useMediaQuery(WIDE_QUERY, true);
  return (
    <footer className="site-footer">
      <Section block="footer-cta" labelledBy="footer-cta-heading">
        <div className="footer-cta__panel">
          <div>
            <h2 id="footer-cta-heading" className="footer-cta__title">
              {banner.title}
            </h2>
            <p className="footer-cta__text">{banner.text}</p>
          </div>
          <FormLink to={paths.quote} onPage={formHere} className="btn btn-primary btn-lg flex-shrink-0">
            GET QUOTE
          </FormLink>
        </div>
      </Section>
      <Container fluid="xl" className="footer-main">
        <div className="footer-brand">
          <Link to={paths.home} className="footer-brand__logo">
            <Logo height={100} tone="light" title={`${site.brand} home`} />
          </Link>
          <div className="footer-brand__where">
            <p className="footer-brand__name">{site.legalName}</p>
            <address className="mb-0">
              {site.address.street}, {site.address.locality}, {site.address.region} {site.address.postalCode},{' '}
              {site.address.countryName}
            </address>
          </div>
          <FormLink to={paths.contact} onPage={here === paths.contact} className="btn btn-outline-light footer-brand__contact">
            Contact Us
          </FormLink>
        </div>
        <div className="footer-columns">
          {footerColumns.map((column) => (
            <nav key={column.heading} className="footer-column" aria-label={column.heading}>
              <details className="footer-group" open={groupsOpen}>
                <summary
                  className="footer-group__toggle"
                  tabIndex={groupsOpen ? -1 : undefined}
                  onClick={groupsOpen ? keepOpen : undefined}
                >
                  <h2 className="footer-heading">{column.heading}</h2>
                </summary>
                <ul className="list-unstyled footer-links">
                  {column.links.map((link) => (
                    <li key={link.to}>
                      {link.external ? (
                        <ExternalLink href={link.to}>{link.label}</ExternalLink>
                      ) : (
                        <Link to={link.to}>{link.label}</Link>
                      )}
                    </li>
                  ))}
                </ul>
              </details>
            </nav>
          ))}
        </div>
        {/* A flexible row: the social links, the copyright line and room for a legal link or two. */}
        <div className="footer-bottom">
          <ul className="list-inline mb-0 social-links" aria-label="Social media">
            {socialLinks.map((link) => (
              <li key={link.label} className="list-inline-item">
                <ExternalLink href={link.to} aria-label={`${site.brand} on ${link.label}`}>
                  <SocialIcon name={link.label} />
                </ExternalLink>
              </li>
            ))}
          </ul>
          <p className="footer-bottom__legal mb-0 small">
            © 2015–{year} {site.legalName} · All rights reserved · {site.registryLabel}: {site.registryNumber}
          </p>
          <CookieSettingsButton className="small" />
        </div>
      </Container>
    </footer>
  );
}
