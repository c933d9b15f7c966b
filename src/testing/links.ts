import { within } from '@testing-library/react';

/** Each link inside `element`, in order, as its text and where it leads: a menu's or a card grid's. */
export function linkTargets(element: HTMLElement): [string | null, string | null][] {
  return within(element)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}
