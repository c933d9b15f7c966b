import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Store } from 'lucide-react';
import { siLaravel } from 'simple-icons';
import { brand, pictogram } from '@/content/marks';
import { TechMark } from './tech-mark';

describe('TechMark', () => {
  it('draws a simple-icons logo as an inline SVG image named by its title, with no letters', () => {
    const { container } = render(<TechMark mark={brand(siLaravel)} />);
    const image = screen.getByRole('img', { name: 'Laravel' });
    expect(image.tagName.toLowerCase()).toBe('svg');
    expect(image.querySelector('path')).toHaveAttribute('d', siLaravel.path);
    expect(image.querySelector('path')).toHaveAttribute('fill', 'currentColor');
    expect(container.querySelector('.tech-mark')).toHaveClass('tech-mark--tile');
    // Nothing but the SVG's own title: no text letters stand in for the logo.
    expect(container.querySelector('.tech-mark')?.textContent).toBe('Laravel');
    expect(image.querySelector('title')?.textContent).toBe('Laravel');
  });

  it('carries its path in server-rendered HTML, so a prerendered page shows the mark before its code runs', () => {
    const html = renderToString(<TechMark mark={brand(siLaravel)} />);
    expect(html).toContain('<title');
    expect(html).toContain(siLaravel.path);
  });

  it('draws a lucide pictogram where there is no logo, named by the given title', () => {
    render(<TechMark mark={pictogram(Store, 'Magento')} variant="inline" />);
    const image = screen.getByRole('img', { name: 'Magento' });
    expect(image.tagName.toLowerCase()).toBe('svg');
    expect(image).toHaveClass('lucide');
    expect(image).not.toHaveAttribute('aria-hidden');
  });

  it('is hidden from assistive technology when decorative', () => {
    const { container } = render(<TechMark mark={brand(siLaravel)} decorative />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('title')).toBeNull();
  });
});
