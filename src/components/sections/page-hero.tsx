import type { ReactNode } from 'react';
import type { Fact, ImageAsset } from '@/content/types';
import { Img, notFetchedWhere } from '@/components/ui/img';
import { HeadingText } from '@/components/ui/heading-text';
import { Section } from './section';
import { BELOW_MD, FROM_LG } from '@/lib/breakpoints';

interface BaseProps {
  title: string;
  /**
   * A short line in small capitals over the title, naming what the page is about or offers. The
   * title itself is the page's name as the client gave it (Contact Us, Clients): the large line,
   * never a small label over a headline of ours (three reviews read that as the name demoted).
   */
  eyebrow?: string;
  lead?: ReactNode;
  /** Actions under the lead (links styled as buttons). */
  children?: ReactNode;
  /**
   * The claims a visitor checks first, as a row of short figures under the actions (the home
   * page's projects, rating and years): scanned at a glance, where in the lead they were read past.
   */
  proof?: readonly Fact[];
  /** A short band, for a page whose content must start in the first screen (the forms). */
  compact?: boolean;
  /**
   * The band's ground, by what the page is for (docs/design-system.md, "Page heroes"):
   * - `dark`, the navy of the pages that show the work (home, services, products, the portfolio);
   * - `light`, the tinted band of the pages about the company (about, careers, clients, what we do);
   * - `plain`, the white band of the pages where a visitor talks to us or reads us (contact,
   *   quote, the blog, a page not found).
   * Moving through the site then changes ground with the kind of page rather than repeating one band.
   */
  tone?: 'dark' | 'light' | 'plain';
}

type SecondColumn =
  | {
      /** Decorative art in the second column from lg, under the text on a tablet; phones neither show nor fetch it... */
      image: ImageAsset;
      /** ...unless the art is what a phone should see first too: then it follows the text there. */
      artOnPhones?: boolean;
      /** What a phone shows of the art, when it does: a close view of the same proportions, words large enough to read. */
      closeImage?: ImageAsset;
      aside?: never;
      asideWide?: never;
    }
  | {
      /**
       * What the page has to show at once, in the second column from lg (key figures, a contact
       * card, the openings, the offerings); below lg it follows the text inside the band.
       */
      aside: ReactNode;
      /**
       * The aside shows from lg only: below it the band keeps to its text, so that what the page
       * is for (a form) still starts in the first screen of a phone or a tablet.
       */
      asideWide?: boolean;
      image?: never;
      artOnPhones?: never;
      closeImage?: never;
    }
  | { image?: never; aside?: never; artOnPhones?: never; asideWide?: never; closeImage?: never };

type Props = BaseProps & SecondColumn;

/** Where a hero's art (and a list page's collage) is neither shown nor fetched: the first screen is the page's own. */
export const PHONES = BELOW_MD;

/** The width of the home page's upright phone under its text on a phone (page-hero.scss): 13rem, or the column's where that is narrower (very large text). */
const CLOSE_ON_PHONES = 'min(208px, calc(100vw - 40px))';

/** A headline longer than this takes a smaller step of the scale beside a picture (six lines at full size). */
const LONG_TITLE = 56;

/**
 * The top band of a page: its single h1, a lead and optional actions, with the page's own content
 * beside them from lg (art or an aside), never an empty column or a dot grid standing in for one.
 * Every hero is left-aligned at every width, with or without a second column: the title starts at
 * the page margin, where the sections under it start, on every page. Nothing ever sits under the
 * text.
 */
export function PageHero({ title, eyebrow, lead, image, artOnPhones = false, closeImage, aside, asideWide = false, compact = false, tone = 'dark', children, proof }: Props) {
  const modifiers = [
    image ? 'art' : aside ? 'aside' : 'text',
    artOnPhones && 'art-on-phones',
    asideWide && 'aside-wide',
    compact && 'compact',
    tone !== 'dark' && 'light',
    tone === 'plain' && 'plain',
  ].filter(Boolean);
  return (
    <Section block="page-hero" className={modifiers.map((modifier) => `page-hero--${modifier}`).join(' ')} containerClassName="page-hero__inner">
        <div className="page-hero__text">
          {eyebrow ? <p className="page-hero__eyebrow">{eyebrow}</p> : null}
          <h1 className={title.length > LONG_TITLE ? 'page-hero__title page-hero__title--long' : 'page-hero__title'}>
            <HeadingText text={title} />
          </h1>
          {lead ? <div className="page-hero__lead">{lead}</div> : null}
          {children ? <div className="page-hero__actions">{children}</div> : null}
          {proof ? (
            <ul className="page-hero__proof">
              {proof.map((fact) => (
                <li key={fact.label}>
                  <strong>{fact.value}</strong> {fact.label}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {image ? (
          <Img
            image={{ ...image, alt: '' }}
            priority={artOnPhones ? FROM_LG : true}
            className="page-hero__img"
            sizes={artOnPhones ? '(min-width: 1400px) 590px, (min-width: 1200px) 540px, (min-width: 992px) 46vw, (min-width: 768px) 40rem, min(calc(100vw - 2.5rem), 30rem)' : '(min-width: 1400px) 590px, (min-width: 1200px) 540px, (min-width: 992px) 46vw, 36rem'}
            picture={{ className: 'page-hero__art', before: artOnPhones ? undefined : notFetchedWhere(PHONES) }}
            close={artOnPhones && closeImage ? { image: { ...closeImage, alt: '' }, media: PHONES, sizes: CLOSE_ON_PHONES } : undefined}
          />
        ) : null}
        {aside}
    </Section>
  );
}
