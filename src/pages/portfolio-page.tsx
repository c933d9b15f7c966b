import { useEffect, useRef, useState } from 'react';
import { afterNextPaint } from '@/lib/when-idle';
import { Section } from '@/components/sections/section';
import { Link, useLocation, useNavigate, useNavigationType, useSearchParams } from 'react-router-dom';
import { PageHero } from '@/components/sections/page-hero';
import { PortfolioCollage } from '@/components/sections/portfolio-collage';
import { paths } from '@/config/paths';
import { portfolio, portfolioPage } from '@/content/portfolio';
import { ALL_CATEGORIES, portfolioFilterCategories, type PortfolioFilter } from '@/content/portfolio-categories';
import { filterByCategory, findBySlug } from '@/lib/portfolio-filter';
import { prefersReducedMotion } from '@/lib/motion';
import { useHydrated } from '@/lib/use-hydrated';
import { useMediaQuery } from '@/lib/use-media-query';
import { PortfolioEntryCard } from './portfolio-entry-card';
import '@/styles/pages/_project-cards.scss';
import '@/styles/pages/_portfolio.scss';
import { BELOW_LG, BELOW_SM } from '@/lib/breakpoints';

const filters: readonly PortfolioFilter[] = [ALL_CATEGORIES, ...portfolioFilterCategories];

/** The query parameter that keeps the chosen category in the address, so it survives Back and can be shared. */
const CATEGORY_PARAM = 'category';

/**
 * The filter a `?category=` value asks for: one of the buttons' categories, whatever its case; All
 * for no value, an unknown one, or a category without a button (nothing could be shown as chosen).
 */
export function filterFromQuery(value: string | null): PortfolioFilter {
  if (!value) return ALL_CATEGORIES;
  const wanted = value.trim().toUpperCase();
  return portfolioFilterCategories.find((category) => category === wanted) ?? ALL_CATEGORIES;
}

const collage = portfolioPage.collage.flatMap((slug) => findBySlug(portfolio, slug)?.cardImage ?? []);

/** One element for the page's life: a filter press renders the list again, never the hero. */
const hero = (
  <PageHero
    title={portfolioPage.title}
    eyebrow={portfolioPage.eyebrow}
    lead={<p>{portfolioPage.lead}</p>}
    aside={<PortfolioCollage images={collage} />}
  />
);

/**
 * On phones the filter is one row that scrolls sideways: a chosen button that sits partly out of
 * sight (or under the fade at the row's end) is scrolled fully into view. Where every button is
 * in sight (the wrapped block from 576 px) nothing moves.
 */
function bringIntoView(button: HTMLElement) {
  const strip = button.parentElement;
  if (!strip || strip.scrollWidth <= strip.clientWidth) return;
  button.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
}

/**
 * The same for a category read from the address on arrival, without moving the page: the row
 * scrolls sideways at once and the window stays where it was (at the top, or where Back left it).
 */
function revealOnArrival(button: HTMLElement) {
  const strip = button.parentElement;
  if (!strip || strip.scrollWidth <= strip.clientWidth) return;
  const { scrollX, scrollY } = window;
  button.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' });
  if (window.scrollX !== scrollX || window.scrollY !== scrollY) window.scrollTo({ left: scrollX, top: scrollY, behavior: 'instant' });
}

function countText(filter: PortfolioFilter, count: number, shown = count): string {
  const where = filter === ALL_CATEGORIES ? '' : ` in ${filter}`;
  if (shown < count) return `Showing ${shown} of ${count} projects${where}`;
  if (filter === ALL_CATEGORIES) return `Showing all ${count} projects`;
  return `Showing ${count} ${count === 1 ? 'project' : 'projects'}${where}`;
}

/**
 * On a phone or a tablet, where each project is a picture half the screen's width or more, a long
 * list opens with its first PHONE_FIRST projects and a button that shows the rest: All is 22
 * screens of cards on a phone otherwise, and a 7,000 px page at 768. A list only a few longer than
 * that (every category's) is shown whole. From 992 px (three and four a row), and in the
 * prerendered page, every project shows.
 */
const PHONE_FIRST = 8;
const PHONE_QUERY = BELOW_LG;
const shortens = (count: number) => count > PHONE_FIRST + 2;

/** The history entry's state: the visitor asked for the whole list (kept for Back from a project). */
interface ListState {
  wholeList?: boolean;
}

const wholeIn = (state: unknown) => Boolean((state as ListState | null)?.wholeList);

/**
 * Whether the visitor has already scrolled to the projects a phone's list would leave out, while
 * the page's code was on its way: they stay (nothing is taken away from under the reader).
 */
function readBeyondFirst(): boolean {
  if (typeof document === 'undefined') return false;
  const first = document.querySelectorAll('.portfolio-list__grid > li')[PHONE_FIRST];
  return first ? first.getBoundingClientRect().top < window.innerHeight : false;
}

/**
 * On a phone the list is one card a row under a short hero, and the first card's picture is the
 * largest thing in the first screen: it is preloaded and fetched first there, not found only once
 * the page is laid out.
 */
const FIRST_CARD_LEADS = BELOW_SM;

export default function PortfolioPage() {
  const [query, setQuery] = useSearchParams();
  // The page is prerendered without a query, showing All: it hydrates that way and takes the
  // address's category on the render right after (no mismatch, and no-JS visitors see every project).
  const hydrated = useHydrated();
  const fromAddress = hydrated ? filterFromQuery(query.get(CATEGORY_PARAM)) : ALL_CATEGORIES;
  // A press is answered at once; the address follows after the paint, and the router shows it as a
  // transition, which may wait. So the press stands on the address it was made on and through the
  // filter's own address updates (replacements) until one shows its category: a second press made
  // while the first one's address was still on its way is not undone when that address arrives.
  // Any other move (Back, a link) gives the address the say again.
  const location = useLocation();
  const { key } = location;
  const navigation = useNavigationType();
  const navigate = useNavigate();
  const [press, setPress] = useState<{ filter: PortfolioFilter; at: string } | null>(null);
  const pressStands = press !== null && (press.at === key || (navigation === 'REPLACE' && fromAddress !== press.filter));
  const filter = pressStands ? press.filter : fromAddress;
  const entries = filterByCategory(portfolio, filter);
  const group = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);

  // The phone's shortened list: `whole` once the visitor asks for the rest, kept in the history
  // entry so that Back from a project opened from the whole list shows it whole again.
  const phone = useMediaQuery(PHONE_QUERY, false);
  const [whole, setWhole] = useState(() => wholeIn(location.state) || readBeyondFirst());
  const shortened = phone && !whole && shortens(entries.length);
  const shown = shortened ? entries.slice(0, PHONE_FIRST) : entries;
  const revealed = useRef(false);
  const { pathname, search, state } = location;
  useEffect(() => {
    if (!whole) return;
    // Kept in the entry (which a filter press also carries on), so Back from a project opened
    // from the whole list finds it whole.
    if (!wholeIn(state)) navigate({ pathname, search }, { replace: true, state: { ...(state as ListState | null), wholeList: true } satisfies ListState, preventScrollReset: true });
    if (!revealed.current) return;
    revealed.current = false;
    // The keyboard goes on from the first project the button brought in (the button is gone).
    list.current?.querySelectorAll<HTMLElement>('.portfolio-card__link')[PHONE_FIRST]?.focus();
  }, [whole, pathname, search, state, navigate]);
  const showWhole = () => {
    revealed.current = true;
    setWhole(true);
  };

  // A category that arrives with the address (a shared link, Back from a project) has its button
  // brought into the phone's sideways row once it shows as chosen; a pressed one is brought in as
  // it is pressed. All is left alone: the row starts with it, and a visitor who has already swiped
  // the row along before the code arrived must not see it jump back.
  useEffect(() => {
    if (!hydrated) return;
    const chosen = group.current?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (chosen && chosen.textContent?.trim() !== ALL_CATEGORIES) revealOnArrival(chosen);
  }, [hydrated]);

  /**
   * A press replaces the address's query rather than adding a history entry: Back then leaves the
   * portfolio (instead of stepping through every category tried), and Back from a project opened
   * from the filtered list returns to that list, as its entry now carries the category. All drops
   * the parameter, so the plain address stays /portfolio. The list answers the press in its own
   * frame; the address and the row's scrolling follow just after it is painted (on a slow phone
   * they cost the press's answer a frame).
   */
  const pending = useRef<() => void>(() => {});
  useEffect(() => () => pending.current(), []);
  const choose = (value: PortfolioFilter, button: HTMLElement) => {
    setPress({ filter: value, at: key });
    pending.current();
    // A move in that moment wins (Back, or a card's link whose page is still loading while this one
    // stays on screen): the window's address has changed by then, and the filter leaves it alone.
    const pressedAt = window.location.href;
    pending.current = afterNextPaint(() => {
      if (window.location.href !== pressedAt) return;
      setQuery(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === ALL_CATEGORIES) next.delete(CATEGORY_PARAM);
          else next.set(CATEGORY_PARAM, value);
          return next;
        },
        // The whole list, once asked for, stays whole in the entry's state.
        { replace: true, state: whole ? ({ wholeList: true } satisfies ListState) : undefined },
      );
      bringIntoView(button);
    });
  };
  return (
    <>
      {hero}
      <Section block="portfolio-list" label={portfolioPage.title}>
        {/* The frame draws the phone row's "more this way" chevron, outside the row's fade. */}
        <div className="portfolio-filters-frame">
          <div ref={group} className="portfolio-filters" role="group" aria-label={portfolioPage.filterLabel}>
            {filters.map((value) => (
              <button
                key={value}
                type="button"
                className="portfolio-filters__button"
                aria-pressed={value === filter}
                onClick={(event) => choose(value, event.currentTarget)}
              >
                {value}
              </button>
            ))}
          </div>
        </div>
        <p className="portfolio-list__count" role="status">
          {countText(filter, entries.length, shown.length)}
        </p>
        <ul ref={list} className="portfolio-list__grid portfolio-cards">
          {shown.map((entry, index) => (
            <li key={entry.slug}>
              <PortfolioEntryCard
                entry={entry}
                headingLevel={2}
                sizes="(min-width: 1400px) 310px, (min-width: 1200px) 360px, (min-width: 992px) 33vw, (min-width: 576px) 50vw, calc(100vw - 40px)"
                priority={index === 0 ? FIRST_CARD_LEADS : false}
              />
            </li>
          ))}
          {shortened ? (
            <li className="portfolio-more">
              <button type="button" className="btn btn-outline-primary portfolio-more__button" onClick={showWhole}>
                {filter === ALL_CATEGORIES ? `Show all ${entries.length} projects` : `Show all ${entries.length} projects in ${filter}`}
              </button>
            </li>
          ) : null}
          <li className="portfolio-next">
            <div className="portfolio-next__inner">
              <h2 className="portfolio-next__heading">{portfolioPage.next.heading}</h2>
              <p className="portfolio-next__text">{portfolioPage.next.text}</p>
              <Link to={paths.caseStudies} className="btn btn-primary portfolio-next__action">
                {portfolioPage.next.cta}
              </Link>
            </div>
          </li>
        </ul>
      </Section>
    </>
  );
}
