import { Link } from 'react-router-dom';
import type { ImageAsset } from '@/content/types';
import { ExternalLink } from '@/components/ui/external-link';
import { Img } from '@/components/ui/img';
import { Section } from './section';

interface WallLogo {
  id: string;
  title: string;
  /** The client's site, opened in a new tab; a client without one is shown without a link. */
  url?: string;
  image: ImageAsset;
}

interface Props {
  label: string;
  logos: readonly WallLogo[];
  /** The page listing every client. */
  to: string;
  linkLabel: string;
}

/**
 * Client logos in one quiet grey, each in its own colours when pointed at or focused, with a link
 * to the page that lists them all. A named region without a heading: a strip, not a section.
 * Phones show the first six (the others are not even fetched there).
 */
export function LogoWall({ label, logos, to, linkLabel }: Props) {
  if (!logos.length) return null;
  return (
    <Section block="logo-wall" label={label} containerClassName="logo-wall__inner">
        <p className="logo-wall__label">{label}</p>
        <Link to={to} className="logo-wall__all">
          {linkLabel}
        </Link>
        <ul className="logo-wall__list list-unstyled">
          {logos.map((logo) => (
            <li key={logo.id} className="logo-wall__item">
              {logo.url ? (
                <ExternalLink href={logo.url} className="logo-wall__logo">
                  <Img image={logo.image} className="logo-wall__img" />
                </ExternalLink>
              ) : (
                <span className="logo-wall__logo">
                  <Img image={logo.image} className="logo-wall__img" />
                </span>
              )}
            </li>
          ))}
        </ul>
    </Section>
  );
}
