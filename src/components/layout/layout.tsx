import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { LoadWhenNear } from '@/components/ui/load-when-near';
import { deferredLazy } from '@/lib/deferred-lazy';
import { whenIdleAfterLoad } from '@/lib/when-idle';
import { Header } from './header';

/**
 * The footer's code (its link lists, social marks and cookie settings) loads when the visitor
 * comes near it, not with the first load: until then its prerendered markup is the footer, with
 * plain links, and a press of its button is held and replayed (LoadWhenNear). It keeps the first
 * load within its budget (docs/decisions/007).
 */
const footer = deferredLazy(() => import('./footer').then((module) => module.Footer));

/** Fetches the footer's code now (a page rendered afresh has no prerendered footer to show meanwhile). */
export const loadFooterCode = footer.load;

export function Layout({ children }: { children: ReactNode }) {
  // Every change of address reaches the footer still waiting for its code (it reads the address):
  // React must hydrate it before it can show the change, and would wait for its code for good, the
  // page never changing. The first change of address lets the code come. (Idempotent, so calling
  // it while rendering is harmless.)
  const { key } = useLocation();
  const [firstKey] = useState(key);
  if (key !== firstKey) footer.start();
  // And it comes anyway once the page is idle after its load, so a move to another page rarely
  // has to wait for it (it is small: the link lists and the cookie settings button).
  useEffect(() => whenIdleAfterLoad(footer.start), []);
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <LoadWhenNear deferred={footer} props={{}} fallback={null} rootMargin="600px" />
    </>
  );
}
