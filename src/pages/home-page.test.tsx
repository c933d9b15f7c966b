import { screen, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';
import { caseStudies } from '@/content/case-studies';
import { clients } from '@/content/clients';
import { portfolio } from '@/content/portfolio';
import { home } from '@/content/home';
import { contactPage } from '@/content/enquiry-pages';
import { homeReviews } from '@/content/home-reviews';
import { site } from '@/content/site';
import { linkTargets } from '@/testing/links';
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
    // The teaser's code is a chunk of its own: on a busy machine its import takes more than a second.
    await screen.findByRole('region', { name: caseStudies.find((s) => s.pageUrl === home.caseStudy.pageUrl)?.title }, { timeout: 5000 });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'About Us',
      'What We Do',
      home.portfolio.heading,
      caseStudies.find((s) => s.pageUrl === home.caseStudy.pageUrl)?.title,
      home.careers.heading,
      home.reviews.heading,
      'Contact Us',
    ]);
    // The form's code loads when it comes near the viewport (at once here: jsdom has no IntersectionObserver).
    expect(document.getElementById('contact')).toContainElement(await screen.findByRole('form', { name: 'Contact form' }, { timeout: 5000 }));
  });

  it('states SPEC\'s claims under the hero\'s buttons as a row of figures: more than 200 projects, a 5 star rating, top rated', () => {
    renderWithRouter(<HomePage />);
    const hero = screen.getByRole('heading', { level: 1 }).closest('.page-hero__text') as HTMLElement;
    const items = Array.from(hero.querySelectorAll('.page-hero__actions + ul > li'), (li) => li.textContent);
    expect(items).toEqual(['200+ projects', '5 star rating', 'Top rated agency']);
    // Each figure stands out from its label.
    for (const li of hero.querySelectorAll('.page-hero__proof > li')) expect(li.querySelector('strong')?.textContent).toMatch(/^(200\+|5 star|Top rated)$/);
  });

  it('links Read More to /about', () => {
    renderWithRouter(<HomePage />);
    expect(screen.getByRole('link', { name: /^Read More\s*about us$/ })).toHaveAttribute('href', '/about');
  });

  it('invites to join the team after the work and before the reviews, with an outlined See open positions button to /careers: the contact form stays the end', () => {
    renderWithRouter(<HomePage />);
    const careers = screen.getByRole('region', { name: home.careers.heading });
    expect(careers).toHaveTextContent(home.careers.text);
    const cta = within(careers).getByRole('link', { name: 'See Open Positions' });
    expect(cta).toHaveAttribute('href', '/careers');
    // Outlined, not filled: the page's one filled call to action at its end is the contact form's.
    expect(cta).toHaveClass('btn', 'btn-outline-primary');
    expect(cta).not.toHaveClass('btn-primary');
    // Not within About; after the portfolio, straight before the reviews band; the reviews (no
    // testimonials yet) lead to the contact form.
    expect(within(screen.getByRole('region', { name: 'About Us' })).queryByRole('link', { name: home.careers.cta })).toBeNull();
    const portfolio = screen.getByRole('region', { name: home.portfolio.heading });
    expect(portfolio.compareDocumentPosition(careers) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const reviews = screen.getByRole('region', { name: home.reviews.heading });
    expect(careers.nextElementSibling).toBe(reviews);
    expect(reviews.nextElementSibling).toBe(document.getElementById('contact'));
    // The page's closing call to action stays the contact form alone.
    expect(document.querySelector('.cta-band')).toBeNull();
  });

  it('lists the 12 services, each with a named mark drawn from its path, whose animation delay grows with position', async () => {
    renderWithRouter(<HomePage />);
    // The cards' chunk (with their marks) is imported when the section comes near the viewport.
    await waitFor(() => expect(document.querySelectorAll('.animated-card')).toHaveLength(12), { timeout: 5000 });
    const cards = Array.from(document.querySelectorAll<HTMLElement>('.animated-card'));
    expect(cards.map((card) => card.querySelector('svg[role="img"]')?.textContent)).toEqual([
      'Laravel', 'Magento', 'React', 'Vue.js', 'React Native', 'Shopify', 'PHP', 'WordPress', 'SEO', 'Digital marketing', 'CakePHP', 'Linux',
    ]);
    for (const card of cards) expect(card.querySelector('svg path')).not.toBeNull();
    const delays = cards.map((c) => Number(c.style.getPropertyValue('--card-index')));
    expect(delays).toEqual(Array.from({ length: 12 }, (_, i) => i));
  });

  it('links each service card to the page that covers it, or to its own card on Web Development (the frameworks, server administration), named by the card\'s title', async () => {
    renderWithRouter(<HomePage />);
    const section = screen.getByRole('region', { name: 'What We Do' });
    await waitFor(() => expect(section.querySelectorAll('.animated-card')).toHaveLength(12), { timeout: 5000 });
    expect(linkTargets(section)).toEqual([
      ['Laravel', '/web-development#laravel'],
      ['Magento', '/e-commerce-application-service'],
      ['React JS', '/web-development#react'],
      ['Vue JS', '/web-development#vue'],
      ['React Native', '/mobile-development'],
      ['Shopify', '/e-commerce-application-service'],
      ['Custom PHP', '/web-development#custom-php'],
      ['WordPress', '/business-website'],
      ['SEO', '/search-engine-optimization'],
      ['Digital Marketing', '/social-media-marketing'],
      ['CakePHP', '/web-development#cakephp'],
      ['Linux Server Administration', '/web-development#linux'],
    ]);
    for (const link of within(section).getAllByRole('link')) {
      // The accessible name is the title alone; the link covers the whole card.
      expect(link).toHaveAccessibleName(link.textContent ?? '');
      expect(link).toHaveClass('stretched-link');
      expect(link.closest('.animated-card')).toHaveClass('animated-card--linked');
      expect(link.closest('h3')).not.toBeNull();
      // An arrow after the name shows it is a link, hidden from screen readers (the name says it).
      expect(link.querySelector('svg.animated-card__arrow')?.closest('[aria-hidden="true"]')).not.toBeNull();
    }
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

  it('gives the short last slide to the whole portfolio, its count filled into the label from the content', async () => {
    renderWithRouter(<HomePage />);
    const carousel = await screen.findByRole('region', { name: home.portfolio.carouselLabel }, { timeout: 5000 });
    expect(home.portfolio.more.label).toContain('{count}');
    // 22 projects at four a slide (jsdom's window is 1024 px wide) leave two cells on the last slide.
    const label = home.portfolio.more.label.replace('{count}', String(portfolio.length));
    const panel = within(carousel).getByRole('link', { name: new RegExp(label) });
    expect(panel).toHaveAttribute('href', '/portfolio');
    expect(panel).toHaveTextContent(home.portfolio.more.text);
  });

  it('shows the client logos as a wall, each opening its client’s site in a new tab, with a link to all clients', () => {
    renderWithRouter(<HomePage />);
    const wall = screen.getByRole('region', { name: home.clients.label });
    expect(within(wall).getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(clients.map((c) => c.title));
    for (const client of clients) {
      const logo = within(wall).getByAltText(client.title);
      expect(logo).toHaveAttribute('src', client.image.src);
      expect(logo).toHaveAttribute('width');
      expect(logo).toHaveAttribute('height');
      const link = logo.closest('a');
      if (client.url) {
        expect(link).toHaveAttribute('href', client.url);
        expect(link).toHaveAttribute('target', '_blank');
        expect(link).toHaveAccessibleName(new RegExp(`^${client.title}\\s*\\(opens in a new tab\\)$`));
      } else {
        expect(link).toBeNull();
      }
    }
    expect(clients.filter((c) => !c.url)).toHaveLength(1);
    expect(within(wall).getByRole('link', { name: home.clients.all })).toHaveAttribute('href', '/clients');
  });

  it('teases the chosen case study with its headline result, linking to it', async () => {
    renderWithRouter(<HomePage />);
    const study = caseStudies.find((s) => s.pageUrl === home.caseStudy.pageUrl);
    // Its code loads when it comes near the viewport (at once here: jsdom has no IntersectionObserver).
    const teaser = await screen.findByRole('region', { name: study?.title }, { timeout: 5000 });
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
    expect(screen.getByRole('link', { name: new RegExp(homeReviews.platformLink) })).toHaveAttribute('href', site.reviewsWidget.profileUrl);
    expect(within(reviews).getByRole('heading', { level: 3, name: homeReviews.checkHeading })).toBeInTheDocument();
  });

  it('sets the contact form beside the direct ways to reach us', async () => {
    renderWithRouter(<HomePage />);
    const contact = document.getElementById('contact') as HTMLElement;
    const form = await within(contact).findByRole('form', { name: 'Contact form' });
    expect(form.closest('.home-contact__form')).not.toBeNull();
    const direct = within(contact).getByRole('complementary', { name: 'Reach us directly' });
    expect(within(direct).getByRole('link', { name: /sales@/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
    expect(within(direct).getByRole('link', { name: /^\+91/ })).toHaveAttribute('href', expect.stringMatching(/^tel:/));
    // And what happens after a message, in order, under them.
    expect(within(direct).getByRole('heading', { level: 3, name: contactPage.nextHeading })).toBeInTheDocument();
    expect(within(direct).getAllByRole('listitem').map((item) => item.textContent).slice(-contactPage.nextSteps.length)).toEqual([...contactPage.nextSteps]);
  });

  it('shows no testimonials block while there are no testimonials', () => {
    renderWithRouter(<HomePage />);
    expect(screen.queryByRole('heading', { name: home.testimonials.heading })).toBeNull();
    expect(document.querySelector('.testimonials')).toBeNull();
  });
});
