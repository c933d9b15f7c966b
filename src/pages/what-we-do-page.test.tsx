import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { servicePath } from '@/content/services/slugs';
import { jsonLdNodes } from '@/testing/json-ld';
import { renderWithRouter } from '@/testing/render';
import WhatWeDoPage, { getMeta } from './what-we-do-page';

describe('WhatWeDoPage', () => {
  it('shows four offerings, each with a Know More link to its service page', () => {
    renderWithRouter(<WhatWeDoPage />, { route: paths.whatWeDo });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('What We Do');
    expect(screen.getAllByRole('article')).toHaveLength(4);
    const links = screen.getAllByRole('link', { name: /^Know More/ });
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      servicePath('e-commerce-application'),
      servicePath('intranet-applications'),
      servicePath('business-website'),
      servicePath('search-engine-optimization'),
    ]);
    expect(screen.getByRole('link', { name: /^Know More\s*about ERP and intranet applications$/ })).toHaveAttribute(
      'href',
      servicePath('intranet-applications'),
    );
  });

  it('writes the name of every platform and tool beside its mark', () => {
    renderWithRouter(<WhatWeDoPage />, { route: paths.whatWeDo });
    const lists = screen.getAllByRole('list', { name: 'Platforms and tools' });
    const names = lists.map((list) => Array.from(list.querySelectorAll('li'), (li) => li.textContent));
    expect(names).toEqual([['Magento', 'WooCommerce', 'Android', 'iOS'], ['WordPress'], ['Search Console', 'PageSpeed Insights', 'Web analytics']]);
    // The mark is drawn but not announced: the written name says it once.
    for (const svg of lists.flatMap((list) => Array.from(list.querySelectorAll('svg')))) expect(svg).toHaveAttribute('aria-hidden', 'true');
  });

  it('describes the offerings as an ItemList', () => {
    const [node] = jsonLdNodes(getMeta());
    expect(node?.['@type']).toBe('ItemList');
    expect(node?.itemListElement).toHaveLength(4);
  });
});
