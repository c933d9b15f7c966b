import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { linkTargets } from '@/testing/links';
import { renderWithRouter } from '@/testing/render';
import { expectNotFound } from '@/testing/not-found';
import NotFoundPage from './not-found-page';

describe('NotFoundPage', () => {
  it('says the page is missing, leads home, and offers the pages most visitors were after', () => {
    renderWithRouter(<NotFoundPage />);
    expectNotFound('Oops! Page Not Found', { name: 'Back to Home', href: '/' });
    expect(linkTargets(screen.getByRole('navigation', { name: 'Other pages' }))).toEqual([
      ['Our services', '/what-we-do'],
      ['Portfolio', '/portfolio'],
      ['SEO case studies', '/case-studies'],
      ['Contact us', '/contact-us'],
    ]);
  });
});
