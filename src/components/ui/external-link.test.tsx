import { render, screen } from '@testing-library/react';
import { ExternalLink } from './external-link';

describe('ExternalLink', () => {
  it('opens a new tab, without an opener, and says so after its text', () => {
    render(
      <ExternalLink href="https://elsewhere.example.org/" className="btn">
        Visit
      </ExternalLink>,
    );
    const link = screen.getByRole('link', { name: /^Visit\s*\(opens in a new tab\)$/ });
    expect(link).toHaveAttribute('href', 'https://elsewhere.example.org/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveClass('btn');
    // The words for screen readers carry the mark the stylesheet draws the new-tab arrow after.
    expect(link.lastElementChild).toHaveClass('visually-hidden', 'new-tab');
    expect(link.lastElementChild).toHaveTextContent('(opens in a new tab)');
  });

  it('says so at the end of the aria-label of an icon link, and adds no hidden text', () => {
    render(
      <ExternalLink href="https://social.example.org/us" aria-label="Brand on LinkedIn">
        <svg aria-hidden="true" />
      </ExternalLink>,
    );
    const link = screen.getByRole('link', { name: 'Brand on LinkedIn (opens in a new tab)' });
    expect(link.querySelector('.visually-hidden')).toBeNull();
    // The icon is the link: no new-tab arrow beside it.
    expect(link.querySelector('.new-tab')).toBeNull();
  });
});
