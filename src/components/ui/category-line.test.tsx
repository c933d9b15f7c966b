import { render } from '@testing-library/react';
import { CategoryLine } from './category-line';

describe('CategoryLine', () => {
  it('reads as the categories joined by " | "', () => {
    const { container } = render(<CategoryLine categories={['ERP', 'LARAVEL', 'CUSTOM APPLICATION']} className="x" />);
    const line = container.querySelector('p.category-line.x');
    expect(line?.textContent).toBe('ERP | LARAVEL | CUSTOM APPLICATION');
  });

  it('gives each bar to the category before it, so a wrapped line ends on a bar and the last category has none', () => {
    const { container } = render(<CategoryLine categories={['PWA', 'REACT JS', 'LARAVEL']} />);
    const items = Array.from(container.querySelectorAll('.category-line__item'), (item) => ({
      text: item.textContent,
      separators: item.querySelectorAll('.category-line__sep').length,
    }));
    expect(items).toEqual([
      { text: 'PWA |', separators: 1 },
      { text: 'REACT JS |', separators: 1 },
      { text: 'LARAVEL', separators: 0 },
    ]);
  });

  it('shows a single category without a separator', () => {
    const { container } = render(<CategoryLine categories={['WORDPRESS']} />);
    expect(container.textContent).toBe('WORDPRESS');
    expect(container.querySelector('.category-line__sep')).toBeNull();
  });
});
