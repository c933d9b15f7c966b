import { useSyncExternalStore } from 'react';
import Container from 'react-bootstrap/Container';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { footerColumns, socialLinks } from '@/content/navigation';
import { site } from '@/content/site';
import { CookieSettingsButton } from '@/components/consent/cookie-settings-button';
import { ExternalLink } from '@/components/ui/external-link';
import { Logo } from '@/components/ui/logo';
import { SocialIcon } from '@/components/ui/social-icon';

/** The year the pages were prerendered; the browser moves it on to the current year. */
const BUILD_YEAR: number = __BUILD_YEAR__;

const subscribe = () => () => {};

/** Build year while hydrating (so the markup matches), the visitor's current year after. */
function useCurrentYear(): number {
  return useSyncExternalStore(subscribe, () => new Date().getFullYear(), () => BUILD_YEAR);
}

export function Footer() {
  const year = useCurrentYear();
  return (
    <footer className="site-footer">
      <section className="footer-cta" aria-labelledby="footer-cta-heading">
        <Container fluid="xl">
          <div className="footer-cta__panel">
            <div>
              <h2 id="footer-cta-heading" className="footer-cta__title">
                Get a free consultation and an estimated cost for your project
              </h2>
              <p className="footer-cta__text">Share your idea and our sales team replies within 1 working day.</p>
            </div>
            <Link to={paths.quote} className="btn btn-primary btn-lg flex-shrink-0">
              GET QUOTE
            </Link>
          </div>
        </Container>
      </section>
      <Container fluid="xl" className="footer-main">
        <div className="row g-4">
          <div className="col-12 col-lg-4">
            <Link to={paths.home} className="d-inline-block mb-3">
              <Logo height={100} tone="light" title={`${site.brand} home`} />
            </Link>
            <p className="fw-semibold mb-1">{site.legalName}</p>
            <address className="mb-3">
              {site.address.street}, {site.address.locality}, {site.address.region} {site.address.postalCode},{' '}
              {site.address.countryName}
            </address>
            <Link to={paths.contact} className="btn btn-outline-light">
              Contact Us
            </Link>
          </div>
          {footerColumns.map((column) => (
            <nav key={column.heading} className="col-6 col-md-3 col-lg-2" aria-label={column.heading}>
              <h2 className="footer-heading">{column.heading}</h2>
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
            </nav>
          ))}
        </div>
        {/* A flexible row: the copyright line, the social links and room for a legal link or two. */}
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
