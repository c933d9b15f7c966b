import { render } from '@testing-library/react';
import { CategoryLine, categoryLineNeed } from './category-line';

describe('CategoryLine', () => {
  it('reads as the categories joined by " | "', () => {
    const { container } = render(<CategoryLine categories={['ERP', 'LARAVEL', 'CUSTOM APPLICATION']} className="x" />);
    const line = container.querySelector('p.category-line.x');
    expect(line?.textContent).toBe('ERP | LARAVEL | CUSTOM APPLICATION');
  });

  it('gives each bar to the category after it, so a bar only stands between two names', () => {
    const { container } = render(<CategoryLine categories={['PWA', 'REACT JS', 'LARAVEL']} />);
    const items = Array.from(container.querySelectorAll('.category-line__item'), (item) => ({
      text: item.textContent,
      name: item.querySelector('.category-line__name')?.textContent,
      separators: item.querySelectorAll('.category-line__sep').length,
    }));
    expect(items).toEqual([
      { text: 'PWA', name: 'PWA', separators: 0 },
      { text: '| REACT JS', name: 'REACT JS', separators: 1 },
      { text: '| LARAVEL', name: 'LARAVEL', separators: 1 },
    ]);
  });

  it('carries the width its names need on one row, which the stylesheet compares with the line', () => {
    const { container } = render(<CategoryLine categories={['PWA', 'REACT JS']} />);
    const line = container.querySelector<HTMLElement>('p.category-line');
    expect(line?.style.getPropertyValue('--category-need')).toBe(categoryLineNeed(['PWA', 'REACT JS']));
  });

  it('shows a single category without a separator', () => {
    const { container } = render(<CategoryLine categories={['WORDPRESS']} />);
    expect(container.textContent).toBe('WORDPRESS');
    expect(container.querySelector('.category-line__sep')).toBeNull();
  });
});

describe('categoryLineNeed', () => {
  const em = (need: string) => Number(/calc\(([\d.]+)em/.exec(need)?.[1]);

  it('counts wide capitals wider than narrow ones, and a bar slot between each two names', () => {
    expect(em(categoryLineNeed(['WWW']))).toBeGreaterThan(em(categoryLineNeed(['III'])) * 2);
    expect(categoryLineNeed(['ERP'])).toMatch(/\+ 0 \* var\(--category-gap\)\)$/);
    expect(categoryLineNeed(['ERP', 'PWA', 'LARAVEL'])).toMatch(/\+ 2 \* var\(--category-gap\)\)$/);
  });

  it('errs wide: E-COMMERCE and WORDPRESS, measured at 7.60em and 6.82em in chromium, need more than that', () => {
    expect(em(categoryLineNeed(['E-COMMERCE', 'WORDPRESS']))).toBeGreaterThan(7.6 + 6.82);
    // An unknown character counts as a wide one.
    expect(em(categoryLineNeed(['é']))).toBeGreaterThan(0.9);
  });
});
