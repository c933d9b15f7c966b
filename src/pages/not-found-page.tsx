import { Section } from '@/components/sections/section';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { notFoundLinks } from '@/content/navigation';
import { useMarkNotFound } from '@/lib/page-not-found';

export default function NotFoundPage() {
  // Also the answer to an address under a list (/portfolio/a/b): the footer keeps the general banner.
  useMarkNotFound();
  return (
    <Section block="not-found" containerClassName="text-center">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>Oops! Page Not Found</h1>
      <p className="lead">
        The page you are looking for may have been removed, had its name changed, or is temporarily unavailable.
      </p>
      <Link to={paths.home} className="btn btn-primary btn-lg">
        Back to Home
      </Link>
      <nav className="not-found__more" aria-label="Other pages">
        <p>Or go straight to:</p>
        <ul>
          {notFoundLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </Section>
  );
}
