import { screen } from '@testing-library/react';
import { contactPage, officeAddress, quotePage } from '@/content/enquiry-pages';
import { site } from '@/content/site';
import { renderWithRouter } from '@/testing/render';
import ContactPage from './contact-page';
import QuotePage from './quote-page';

vi.mock('react-google-recaptcha', () => import('@/features/forms/recaptcha.mock'));

describe('contact and quote pages', () => {
  it('/contact-us: one h1, headed CONTACT US, the contact form and the contact details from site.ts', () => {
    renderWithRouter(<ContactPage />, { route: '/contact-us' });
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveAccessibleName(/^contact us$/i);
    expect(screen.getByRole('form', { name: 'Send us a message' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: site.salesEmail })).toHaveAttribute('href', `mailto:${site.salesEmail}`);
    expect(screen.getByRole('link', { name: site.phone.display })).toHaveAttribute('href', `tel:${site.phone.e164}`);
    expect(screen.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', site.whatsappUrl);
    // The office card, beside the title and (below 992 px, where CSS shows that one) after the form.
    expect(screen.getAllByText(new RegExp(site.address.street))).toHaveLength(2);
  });

  it('both: the plain band of a conversation page, with the page’s own card beside the title (from 992 px) and under what happens next (below): the office, the typical timelines', () => {
    for (const [Page, route, heading, items] of [
      [ContactPage, '/contact-us', contactPage.officeHeading, [officeAddress, contactPage.directions]],
      [QuotePage, '/tell-us-about-your-project', quotePage.timelinesHeading, quotePage.timelines],
    ] as const) {
      const { container, unmount } = renderWithRouter(<Page />, { route });
      const hero = container.querySelector('.page-hero') as HTMLElement;
      expect(hero).toHaveClass('page-hero--plain', 'page-hero--aside-wide');
      const [card, below] = screen.getAllByRole('group', { name: heading });
      expect(hero).toContainElement(card as HTMLElement);
      expect(container.querySelector('.enquiry-aside__card')).toContainElement(below as HTMLElement);
      for (const item of items) {
        expect(card).toHaveTextContent(item);
        expect(below).toHaveTextContent(item);
      }
      unmount();
    }
  });

  it('/tell-us-about-your-project: one h1, headed by the title, what happens next, and the quote form', () => {
    renderWithRouter(<QuotePage />, { route: '/tell-us-about-your-project' });
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveAccessibleName(/^tell us about your project$/i);
    expect(screen.getByRole('heading', { level: 2, name: 'What happens next' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Your project details' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your Phone' })).toBeInTheDocument();
  });
});
