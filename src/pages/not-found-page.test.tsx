import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/testing/render';
import NotFoundPage from './not-found-page';

describe('NotFoundPage', () => {
  it('says the page is missing, leads home, and offers the pages most visitors were after', () => {
    renderWithRouter(<NotFoundPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    const more = screen.getByRole('navigation', { name: 'Other pages' });
    const links = within(more).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Our services', '/what-we-do'],
      ['Portfolio', '/portfolio'],
      ['SEO case studies', '/case-studies'],
      ['Contact us', '/contact-us'],
    ]);
  });
});
