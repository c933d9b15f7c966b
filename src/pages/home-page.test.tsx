import { screen, waitFor } from '@testing-library/react';
import { vi } from 'vitest';
import { caseStudies } from '@/content/case-studies';
import { clients } from '@/content/clients';
import { home } from '@/content/home';
import { site } from '@/content/site';
import { renderWithRouter } from '@/testing/render';
import HomePage from './home-page';

// The contact form is another feature with its own tests (and network calls).
// The stand-in is named only when the page asks for the contact kind.
vi.mock('@/features/forms/enquiry-form', () => ({
  EnquiryForm: ({ kind }: { kind: string }) => <form aria-label={kind === 'contact' ? 'Contact form' : kind} />,
}));

describe('HomePage', () => {
  it('has one h1 and the sections in order, ending with Contact Us', async () => {
    renderWithRouter(<HomePage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await screen.findByRole('region', { name: caseStudies.find((s) => s.pageUrl === home.caseStudy.pageUrl)?.title });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'About Us',
      'What We Do',
      home.portfolio.heading,
      caseStudies.find((s) => s.pageUrl === home.caseStudy.pageUrl)?.title,
      home.reviews.heading,
      home.careers.heading,
      'Contact Us',
    ]);
    // The form's code loads when it comes near the viewport (at once here: jsdom has no IntersectionObserver).
    expect(document.getElementById('contact')).toContainElement(await screen.findByRole('form', { name: 'Contact form' }));
  });

  it('links Read More to /about and the careers invitation to /careers', () => {
    renderWithRouter(<HomePage />);
    expect(screen.getByRole('link', { name: /^Read More\s*about us$/ })).toHaveAttribute('href', '/about');
    expect(screen.getByRole('link', { name: home.careers.cta })).toHaveAttribute('href', '/careers');
  });

  it('shows 12 service cards, each with a named mark, whose animation delay grows with position', async () => {
    renderWithRouter(<HomePage />);
    // The cards' chunk (with their marks) is imported when the section comes near the viewport.
    await waitFor(() => expect(document.querySelectorAll('.animated-card')).toHaveLength(12), { timeout: 5000 });
    const cards = Array.from(document.querySelectorAll<HTMLElement>('.animated-card'));
    expect(cards.map((card) => card.querySelector('svg[role="img"]')?.textContent)).toEqual([
      'Laravel', 'Magento', 'React', 'Vue.js', 'React Native', 'Shopify', 'PHP', 'WordPress', 'SEO', 'Digital marketing', 'CakePHP', 'Linux',
    ]);
    const delays = cards.map((c) => Number(c.style.getPropertyValue('--card-index')));
    expect(delays).toEqual(Array.from({ length: 12 }, (_, i) => i));
  });

  it('links the employer-review and freelance profiles in new tabs', () => {
    renderWithRouter(<HomePage />);
    for (const url of Object.values(site.profiles)) {
      const link = document.querySelector(`a[href="${url}"]`);
      expect(link).toHaveAttribute('target', '_blank');
    }
  });

  it('renders the portfolio carousel with 4 cards on the first slide and the reviews widget slot without its script', async () => {
    renderWithRouter(<HomePage />);
    // The carousel's chunk is imported on demand: give it longer than the default second on a busy machine.
    expect(await screen.findByRole('region', { name: home.portfolio.carouselLabel }, { timeout: 5000 })).toBeInTheDocument();
    expect(document.querySelectorAll('.carousel-item.active .portfolio-card')).toHaveLength(4);
    expect(document.querySelector(`script[src="${site.reviewsWidget.scriptUrl}"]`)).toBeNull();
  });

  it('shows the client names as a strip linking to all clients', () => {
    renderWithRouter(<HomePage />);
    const strip = screen.getByRole('region', { name: home.clients.label });
    expect(Array.from(strip.querySelectorAll('li')).map((li) => li.textContent)).toEqual(clients.map((c) => c.title));
    expect(screen.getByRole('link', { name: home.clients.all })).toHaveAttribute('href', '/clients');
  });

  it('teases the chosen case study with its headline result, linking to it', async () => {
    renderWithRouter(<HomePage />);
    const study = caseStudies.find((s) => s.pageUrl === home.caseStudy.pageUrl);
    // Its code loads when it comes near the viewport (at once here: jsdom has no IntersectionObserver).
    const teaser = await screen.findByRole('region', { name: study?.title });
    expect(teaser).toHaveTextContent('+245%organic traffic in 4 months');
    expect(screen.getByRole('link', { name: `${home.caseStudy.cta}: ${study?.title}` })).toHaveAttribute('href', `/case-studies/${home.caseStudy.pageUrl}`);
  });

  it('states the 5 star rating and Top rated status with the profile that shows them', async () => {
    renderWithRouter(<HomePage />);
    const reviews = screen.getByRole('region', { name: home.reviews.heading });
    // Its code loads when it comes near the viewport (at once here: jsdom has no IntersectionObserver).
    await screen.findByRole('link', { name: /See the profile/ });
    expect(reviews).toHaveTextContent('5 star');
    expect(reviews).toHaveTextContent('Top rated');
    expect(screen.getByRole('link', { name: /See the profile/ })).toHaveAttribute('href', site.profiles.freelanceMarketplace);
    expect(screen.getByRole('link', { name: new RegExp(home.reviews.platformLink) })).toHaveAttribute('href', site.reviewsWidget.profileUrl);
  });

  it('shows no testimonials block while there are no testimonials', () => {
    renderWithRouter(<HomePage />);
    expect(screen.queryByRole('heading', { name: home.testimonials.heading })).toBeNull();
    expect(document.querySelector('.testimonials')).toBeNull();
  });
});
