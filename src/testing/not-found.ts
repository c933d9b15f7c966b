import { screen } from '@testing-library/react';
import { expect } from 'vitest';

/** What every "not found" answer shows: an h1 that says so, and a link back to where the visitor can go on. */
export function expectNotFound(heading: string, back: { name: string; href: string }) {
  expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: back.name })).toHaveAttribute('href', back.href);
}
