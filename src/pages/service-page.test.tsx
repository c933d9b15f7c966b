import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { servicePath, serviceSlugs } from '@/content/services/slugs';
import { site } from '@/content/site';
import { serviceData, serviceRecord } from '@/testing/content';
import { jsonLdNodes } from '@/testing/json-ld';
import { renderWithRouter } from '@/testing/render';
import ServicePage, { getMeta } from './service-page';

describe('ServicePage', () => {
  it.each(serviceSlugs)('%s: one h1, contact links from site.ts and quote links to the quote page', (slug) => {
    const record = serviceData(slug);
    renderWithRouter(<ServicePage service={record} />, { route: servicePath(slug) });

    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent(record.heading);

    const contact = screen.getByText((_, el) => el?.classList.contains('service-contact__text') ?? false);
    expect(within(contact).getByRole('link', { name: site.salesEmail })).toHaveAttribute('href', `mailto:${site.salesEmail}`);
    expect(within(contact).getByRole('link', { name: site.phone.display })).toHaveAttribute('href', `tel:${site.phone.e164}`);
    expect(contact).toHaveTextContent(record.contactPrompt);

    const quoteLinks = screen.getAllByRole('link', { name: /get a free quote/i });
    expect(quoteLinks.length).toBeGreaterThanOrEqual(1);
    // The FAQ's side card offers the team on WhatsApp too (the footer's banner asks for the quote).
    const card = contact.closest('aside') as HTMLElement;
    expect(within(card).getByRole('heading', { name: 'Talk to our team' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /^Chat on WhatsApp/ })).toHaveAttribute('href', site.whatsappUrl);
    for (const link of quoteLinks) expect(link).toHaveAttribute('href', paths.quote);

    for (const faq of record.faqs) expect(screen.getByRole('button', { name: faq.question })).toBeInTheDocument();
    for (const section of record.sections) expect(screen.getByRole('heading', { level: 2, name: section.heading })).toBeInTheDocument();
  });

  it('fades the close view of a window at its cut right side on phones, and leaves a phone whole at its sides', () => {
    const { container, unmount } = renderWithRouter(<ServicePage service={serviceData('web-development')} />, { route: servicePath('web-development') });
    expect(container.querySelector('.media-split__img')).toHaveClass('close-cut-side');
    unmount();
    const phone = renderWithRouter(<ServicePage service={serviceData('mobile-development')} />, { route: servicePath('mobile-development') });
    expect(phone.container.querySelector('.media-split__img')).not.toHaveClass('close-cut-side');
  });

  it("shows three projects of its kind from the portfolio before the questions, each linking to the project's page", () => {
    const record = serviceData('enterprise-resource-planning');
    renderWithRouter(<ServicePage service={record} />);
    const band = screen.getByRole('heading', { level: 2, name: 'ERP systems we have built' }).closest('section') as HTMLElement;
    const titles = within(band)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(['Infor SX ERP Web Application and Reporting', 'School Fee and Attendance ERP', 'Manufacturing Inventory ERP']);
    expect(within(band).getByRole('link', { name: /School Fee and Attendance ERP/ })).toHaveAttribute('href', paths.portfolioDetail('school-fee-erp'));
    expect(within(band).getByRole('link', { name: 'View All Projects' })).toHaveAttribute('href', paths.portfolio);
    // The band comes before the questions.
    const faq = screen.getByRole('heading', { level: 2, name: 'Frequently asked questions' });
    expect(band.compareDocumentPosition(faq) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('a marketing service shows no projects (its results are the case studies)', () => {
    renderWithRouter(<ServicePage service={serviceData('pay-per-click')} />);
    expect(screen.queryByRole('link', { name: 'View All Projects' })).toBeNull();
  });

  it('FAQ: the first answer is open, one opens at a time and a second click closes it', async () => {
    const user = userEvent.setup();
    const record = serviceData('web-design');
    const { faqs } = record;
    renderWithRouter(<ServicePage service={record} />);
    const buttons = faqs.map((faq) => screen.getByRole('button', { name: faq.question }));
    const third = buttons[2];
    if (!third) throw new Error('web-design needs at least three FAQs');

    expect(buttons.map((b) => b.getAttribute('aria-expanded'))).toEqual(['true', 'false', 'false', 'false', 'false']);
    await user.click(third);
    expect(buttons.map((b) => b.getAttribute('aria-expanded'))).toEqual(['false', 'false', 'true', 'false', 'false']);
    await user.click(third);
    expect(buttons.every((b) => b.getAttribute('aria-expanded') === 'false')).toBe(true);
  });

  it('puts the service\'s own picture beside the hero\'s text as decoration, and the intro\'s picture, another view, with its alt text', () => {
    const record = serviceRecord('enterprise-resource-planning');
    const { container } = renderWithRouter(<ServicePage service={serviceData('enterprise-resource-planning')} />);
    const hero = container.querySelector('.page-hero') as HTMLElement;
    expect(hero).toHaveClass('page-hero--art');
    const picture = hero.querySelector('.page-hero__art img');
    expect(picture).toHaveAttribute('alt', '');
    expect(picture).toHaveAttribute('src', record.hero.src);
    expect(record.intro.image.src).not.toBe(record.hero.src);
    expect(hero.querySelector('h1')).toHaveTextContent(record.heading);
    expect(screen.getByRole('img', { name: record.intro.image.alt })).toHaveAttribute('src', record.intro.image.src);
  });

  it.each(serviceSlugs)('%s: what it offers as numbered cards with a pictogram each, steps as one ordered sequence', (slug) => {
    const record = serviceRecord(slug);
    renderWithRouter(<ServicePage service={serviceData(slug)} />);
    for (const section of record.sections) {
      const band = screen.getByRole('region', { name: section.heading });
      if (section.offers) {
        const cards = within(band.querySelector('ol.offer-grid') as HTMLElement).getAllByRole('listitem');
        expect(cards).toHaveLength(section.cards?.length ?? 0);
        cards.forEach((card, index) => {
          expect(card).toHaveTextContent(new RegExp(`^${String(index + 1).padStart(2, '0')}`));
          expect(card.querySelector('svg')).not.toBeNull();
        });
      } else if (section.numbered) {
        const steps = Array.from(band.querySelectorAll('ol.step-list > li h3'), (h) => h.textContent);
        expect(steps).toEqual(section.cards?.map((card) => card.title));
      } else if (section.cards) {
        for (const card of within(band).getAllByRole('listitem')) expect(card.querySelector('svg')).not.toBeNull();
      }
    }
  });

  it('links the SEO page to the case studies', () => {
    renderWithRouter(<ServicePage service={serviceData('search-engine-optimization')} />);
    expect(screen.getByRole('link', { name: /case studies/i })).toHaveAttribute('href', paths.caseStudies);
  });
});

describe('service getMeta', () => {
  it.each(serviceSlugs)('%s: title, description, breadcrumb, Service and FAQPage JSON-LD', (slug) => {
    const record = serviceData(slug);
    const meta = getMeta({ props: { service: record } });
    expect(meta.title).toBe(record.title);
    expect(meta.description).toBe(record.description);
    expect(meta.breadcrumbs).toEqual([{ name: record.title, path: servicePath(slug) }]);

    const service = jsonLdNodes(meta).find((node) => node['@type'] === 'Service');
    expect(service).toMatchObject({ name: record.title, serviceType: record.serviceType });
    expect(String(service?.url)).toMatch(new RegExp(`${servicePath(slug)}$`));
    expect(service?.provider).toEqual({ '@id': expect.stringMatching(/#organization$/) });

    const faqPage = jsonLdNodes(meta).find((node) => node['@type'] === 'FAQPage');
    expect(faqPage?.mainEntity).toHaveLength(record.faqs.length);
  });
});
