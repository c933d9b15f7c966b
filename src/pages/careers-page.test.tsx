import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { careers } from '@/content/careers';
import { site } from '@/content/site';
import { renderWithRouter } from '@/testing/render';
import CareersPage from './careers-page';

describe('CareersPage', () => {
  it('shows both openings with their skills and duties', () => {
    renderWithRouter(<CareersPage />, { route: paths.careers });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const developer = screen.getByRole('article', { name: 'Web Developer' });
    for (const skill of ['Magento 2', 'CakePHP', 'React Native', 'Vue.js', 'React.js', 'API creation and integration']) {
      expect(within(developer).getByText(skill)).toBeInTheDocument();
    }
    const bde = screen.getByRole('article', { name: 'Business Development Executive' });
    expect(within(bde).getByText(/social media marketing/i)).toBeInTheDocument();
    expect(within(bde).getAllByRole('listitem')).toHaveLength(4);
  });

  it('sends applications to the HR address with a subject naming the role', () => {
    renderWithRouter(<CareersPage />, { route: paths.careers });
    const developer = screen.getByRole('article', { name: 'Web Developer' });
    const apply = within(developer).getByRole('link', { name: /apply for this role/i });
    const href = apply.getAttribute('href') ?? '';
    expect(href.startsWith(`mailto:${site.hrEmail}?subject=`)).toBe(true);
    expect(new URL(href).searchParams.get('subject')).toBe('Application: Web Developer');
    // Beside the title and in the closing band.
    for (const link of screen.getAllByRole('link', { name: site.hrEmail })) expect(link).toHaveAttribute('href', expect.stringMatching(`^mailto:${site.hrEmail}`));
  });

  it('lists the open roles beside the title, each a link to its opening', () => {
    const { container } = renderWithRouter(<CareersPage />, { route: paths.careers });
    const roles = screen.getByRole('group', { name: careers.rolesHeading });
    const links = within(roles).getAllByRole('link').filter((a) => a.getAttribute('href')?.startsWith('#'));
    expect(links.map((a) => a.textContent)).toEqual(careers.openings.map((o) => o.title));
    for (const link of links) {
      const target = container.querySelector(link.getAttribute('href') ?? '');
      expect(target).toHaveAttribute('aria-labelledby');
      expect(target?.getAttribute('aria-labelledby') && container.querySelector(`[id="${target.getAttribute('aria-labelledby')}"]`)).toHaveTextContent(link.textContent ?? '');
    }
    expect(within(roles).getByRole('link', { name: site.hrEmail })).toHaveAttribute('href', expect.stringMatching(`^mailto:${site.hrEmail}`));
  });

  it('explains the hiring process step by step', () => {
    renderWithRouter(<CareersPage />, { route: paths.careers });
    for (const step of careers.process) {
      expect(screen.getByRole('heading', { name: step.title })).toBeInTheDocument();
    }
  });
});
