import { render, screen } from '@testing-library/react';
import { useId } from 'react';
import { renderToString } from 'react-dom/server';
import { Section } from './section';

/** Shows the id React gives at its place in the tree. */
function IdProbe() {
  return <span data-testid="probe" id={useId()} />;
}

describe('Section', () => {
  it('writes the shared band: its tone, extra classes, the page container and a heading that names it', () => {
    const { container } = render(
      <Section heading="What we build" intro={<p>For companies of every size.</p>} tone="muted" className="section--centred">
        <p>Content</p>
      </Section>,
    );
    const band = screen.getByRole('region', { name: 'What we build' });
    expect(band.tagName).toBe('SECTION');
    expect(band.className).toBe('section section--muted section--centred');
    expect(band.firstElementChild?.className).toBe('container-xl');
    expect(container.querySelector('.section__head > .section__intro')).toHaveTextContent('For companies of every size.');
  });

  it('writes a band of its own: its block class and modifiers in that order, the container classes, a label', () => {
    const { container } = render(
      <Section block="logo-wall" className="logo-wall--quiet" containerClassName="logo-wall__inner" label="Our clients">
        <p>Logos</p>
      </Section>,
    );
    const band = screen.getByRole('region', { name: 'Our clients' });
    expect(band.className).toBe('logo-wall logo-wall--quiet');
    expect(band.getAttribute('aria-labelledby')).toBeNull();
    expect(band.firstElementChild?.className).toBe('logo-wall__inner container-xl');
    expect(container.querySelector('.section__head')).toBeNull();
  });

  it('names a band of its own by a heading inside it', () => {
    render(
      <Section block="cta-band" labelledBy="cta-heading">
        <h2 id="cta-heading">Start a project</h2>
      </Section>,
    );
    expect(screen.getByRole('region', { name: 'Start a project' })).toHaveClass('cta-band');
  });

  it('leaves the ids React derives for what is inside a band of its own as they were (the prerendered markup)', () => {
    const id = (html: string) => /\sid="([^"]+)"/.exec(html)?.[1];
    const alone = id(renderToString(<IdProbe />));
    expect(id(renderToString(<Section block="cta-band"><IdProbe /></Section>))).toBe(alone);
    // The shared band takes an id for its heading, which moves the ids of what it holds.
    expect(id(renderToString(<Section><IdProbe /></Section>))).not.toBe(alone);
  });
});
