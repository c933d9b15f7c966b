import { render } from '@testing-library/react';
import { CategoryLine } from './category-line';

describe('CategoryLine', () => {
  it('reads as the categories joined by " | "', () => {
    const { container } = render(<CategoryLine categories={['ERP', 'LARAVEL', 'CUSTOM APPLICATION']} className="x" />);
    const line = container.querySelector('p.category-line.x');
    expect(line?.textContent).toBe('ERP | LARAVEL | CUSTOM APPLICATION');
  });

  it('gives each bar to the category after it, so a bar only stands between two tags', () => {
    const { container } = render(<CategoryLine categories={['PWA', 'REACT JS', 'LARAVEL']} />);
    const items = Array.from(container.querySelectorAll('.category-line__item'), (item) => ({
      text: item.textContent,
      name: item.querySelector('.category-line__name')?.textContent,
      separators: item.querySelectorAll('.category-line__sep').length,
    }));
    expect(items).toEqual([
      { text: 'PWA', name: 'PWA', separators: 0 },
      { text: ' | REACT JS', name: 'REACT JS', separators: 1 },
      { text: ' | LARAVEL', name: 'LARAVEL', separators: 1 },
    ]);
  });

  it('shows a single category without a separator', () => {
    const { container } = render(<CategoryLine categories={['WORDPRESS']} />);
    expect(container.textContent).toBe('WORDPRESS');
    expect(container.querySelector('.category-line__sep')).toBeNull();
  });
});
