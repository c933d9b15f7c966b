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

  it('names the open roles in the hero, each a link to its own card', () => {
    const { container } = renderWithRouter(<CareersPage />, { route: paths.careers });
    const roles = container.querySelector('.page-hero .hero-roles') as HTMLElement;
    const links = within(roles).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(careers.openings.map((opening) => opening.title));
    for (const link of links) {
      const target = container.querySelector(link.getAttribute('href') ?? '#none');
      expect(target?.tagName, link.textContent ?? '').toBe('ARTICLE');
      expect(target).toHaveAccessibleName(link.textContent ?? '');
    }
  });

  it('sends applications to the HR address with a subject naming the role', () => {
    renderWithRouter(<CareersPage />, { route: paths.careers });
    const developer = screen.getByRole('article', { name: 'Web Developer' });
    const apply = within(developer).getByRole('link', { name: /apply for this role/i });
    const href = apply.getAttribute('href') ?? '';
    expect(href.startsWith(`mailto:${site.hrEmail}?subject=`)).toBe(true);
    expect(new URL(href).searchParams.get('subject')).toBe('Application: Web Developer');
    expect(within(developer).getByText(careers.roleTerms)).toBeInTheDocument();
    // The address is written once, in the closing band, with the general application beside it.
    const addresses = screen.getAllByRole('link', { name: site.hrEmail });
    expect(addresses).toHaveLength(1);
    expect(addresses[0]).toHaveAttribute('href', expect.stringMatching(`^mailto:${site.hrEmail}`));
    expect(screen.getAllByRole('link', { name: careers.applyCta })).toHaveLength(1);
  });

  it('says beside the title what happens after applying, step by step', () => {
    renderWithRouter(<CareersPage />, { route: paths.careers });
    const card = screen.getByRole('group', { name: careers.processHeading });
    const steps = within(card).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('.hero-steps__title')?.textContent)).toEqual(careers.process.map((step) => step.title));
    for (const [i, step] of steps.entries()) expect(step).toHaveTextContent(careers.process[i]?.text ?? 'missing');
  });

  it('describes each role once, in its opening, which the hero links to (its roles line only names them)', () => {
    const { container } = renderWithRouter(<CareersPage />, { route: paths.careers });
    for (const opening of careers.openings) {
      const named = screen.getAllByText(opening.title, { exact: true }).filter((element) => !element.closest('.hero-roles'));
      expect(named).toHaveLength(1);
    }
    const link = screen.getByRole('link', { name: 'See the Openings' });
    const target = container.querySelector(link.getAttribute('href') ?? 'missing');
    expect(target?.querySelectorAll('article')).toHaveLength(careers.openings.length);
  });
});
