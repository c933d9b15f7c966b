import type { Mark } from '@/content/types';
import { TechMark } from '@/components/ui/tech-mark';
import '@/styles/pages/_icon-list.scss';

/**
 * A row of chips, each a mark and its name (e.g. the tools of a case study). The name is written,
 * so the mark beside it is decorative.
 */
export function IconList({ items, label }: { items: readonly { name: string; mark: Mark }[]; label: string }) {
  return (
    <ul className="icon-list chip-list" aria-label={label}>
      {items.map((item) => (
        <li key={item.name} className="chip icon-list__item">
          <TechMark mark={item.mark} variant="inline" decorative />
          <span>{item.name}</span>
        </li>
      ))}
    </ul>
  );
}
