import { render, screen } from '@testing-library/react';
import { HeroPanel } from './hero-panel';
import { PageHero } from './page-hero';

const picture = { src: '/images/services/web-development-hero.webp', alt: 'ignored', width: 800, height: 600, widths: [480] };

describe('PageHero', () => {
  it('keeps a short page\'s hero to its text: nothing beside it, no empty column', () => {
    const { container } = render(<PageHero title="Blog" lead={<p>Notes from our team.</p>} />);
    const hero = container.querySelector('section') as HTMLElement;
    expect(hero).toHaveClass('page-hero--text');
    expect(hero.querySelector('.page-hero__inner')?.children).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
  });

  it('sets the page\'s name as the large h1, its eyebrow a line over it outside the heading', () => {
    const { container } = render(<PageHero title="Contact Us" eyebrow="Start with a conversation" compact />);
    const h1 = screen.getByRole('heading', { level: 1, name: 'Contact Us' });
    expect(screen.getAllByRole('heading')).toHaveLength(1);
    expect(h1).toHaveClass('page-hero__title');
    const eyebrow = container.querySelector('.page-hero__eyebrow');
    expect(eyebrow).toHaveTextContent(/^Start with a conversation$/);
    expect(eyebrow?.nextElementSibling).toBe(h1);
  });

  it('puts an aside in the second column, after the text', () => {
    const { container } = render(
      <PageHero
        title="About Us"
        aside={
          <HeroPanel heading="Our record in figures" note="Where the rating comes from.">
            <p>200+ projects</p>
          </HeroPanel>
        }
      />,
    );
    expect(container.querySelector('section')).toHaveClass('page-hero--aside');
    const [text, second] = Array.from(container.querySelector('.page-hero__inner')?.children ?? []);
    expect(text).toHaveClass('page-hero__text');
    const card = screen.getByRole('group', { name: 'Our record in figures' });
    expect(second).toBe(card);
    expect(screen.getByRole('heading', { level: 2, name: 'Our record in figures' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Where the rating comes from.');
  });

  it('shows art as decoration in the second column, not fetched on phones', () => {
    const { container } = render(<PageHero title="ServicePlex" image={picture} />);
    expect(container.querySelector('section')).toHaveClass('page-hero--art');
    const img = container.querySelector('.page-hero__img');
    expect(img).toHaveAttribute('alt', '');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(container.querySelector('source[media="(max-width: 47.98em)"]')).not.toBeNull();
  });

  it('is navy unless the page asks for a light band (the company\'s tinted one, or the conversation pages\' plain one), and a short band where the content must start at once', () => {
    const { container, rerender } = render(<PageHero title="Careers" />);
    const hero = () => container.querySelector('section') as HTMLElement;
    expect(hero()).not.toHaveClass('page-hero--light');
    rerender(<PageHero title="Careers" tone="light" />);
    expect(hero()).toHaveClass('page-hero--light', 'page-hero--text');
    expect(hero()).not.toHaveClass('page-hero--plain');
    rerender(<PageHero title="Blog" tone="plain" />);
    // The plain band is a light one: its parts take the light colours too.
    expect(hero()).toHaveClass('page-hero--light', 'page-hero--plain', 'page-hero--text');
    rerender(<PageHero title="CONTACT US" compact />);
    expect(hero()).toHaveClass('page-hero--compact');
  });

  it('keeps an aside for wide screens where the page must start with what follows: still a second column', () => {
    const { container } = render(<PageHero title="CONTACT US" tone="plain" compact asideWide aside={<div>What to expect</div>} />);
    const hero = container.querySelector('section') as HTMLElement;
    expect(hero).toHaveClass('page-hero--aside', 'page-hero--aside-wide');
    expect(hero).not.toHaveClass('page-hero--text');
    expect(hero.querySelector('.page-hero__inner')?.children).toHaveLength(2);
  });

  it('fetches art that a phone should see too at every width, to follow the text there', () => {
    const { container } = render(<PageHero title="Websites and apps" image={picture} artOnPhones />);
    expect(container.querySelector('section')).toHaveClass('page-hero--art', 'page-hero--art-on-phones');
    expect(container.querySelector('source[media="(max-width: 47.98em)"]')).toBeNull();
    expect(container.querySelector('.page-hero__img')).toHaveAttribute('sizes', expect.stringContaining('30rem')); // 480 px at 16 px text
    // Under the text on a phone it is not what the first screen waits for: high priority only
    // where it stands beside the headline.
    expect(container.querySelector('.page-hero__img')).toHaveAttribute('fetchpriority', 'low');
    expect(document.head.querySelector('link[rel="preload"][as="image"]')).toHaveAttribute('media', '(min-width: 62em)');
  });
});
