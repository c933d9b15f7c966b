import { render } from '@testing-library/react';
import { CategoryLine } from './category-line';

describe('CategoryLine', () => {
  it('reads as the categories joined by " | "', () => {
    const { container } = render(<CategoryLine categories={['ERP', 'LARAVEL', 'CUSTOM APPLICATION']} className="x" />);
    const line = container.querySelector('p.category-line.x');
    expect(line?.textContent).toBe('ERP | LARAVEL | CUSTOM APPLICATION');
  });

  it('makes each category a tag of its own, with the bars between them outside every tag', () => {
    const { container } = render(<CategoryLine categories={['PWA', 'REACT JS', 'LARAVEL']} />);
    const line = container.querySelector('.category-line') as HTMLElement;
    expect(Array.from(line.children, (child) => [child.className, child.textContent])).toEqual([
      ['category-line__name', 'PWA'],
      ['category-line__sep', ' | '],
      ['category-line__name', 'REACT JS'],
      ['category-line__sep', ' | '],
      ['category-line__name', 'LARAVEL'],
    ]);
  });

  it('shows a single category without a separator', () => {
    const { container } = render(<CategoryLine categories={['WORDPRESS']} />);
    expect(container.textContent).toBe('WORDPRESS');
    expect(container.querySelector('.category-line__sep')).toBeNull();
  });
});
