/** A row of small labelled icons (e.g. the technologies of a case study). */
export function IconList({ items, label }: { items: readonly { name: string; icon: string }[]; label: string }) {
  return (
    <ul className="icon-list list-unstyled" aria-label={label}>
      {items.map((item) => (
        <li key={item.name} className="icon-list__item">
          <img src={item.icon} alt="" width="32" height="32" loading="lazy" decoding="async" />
          <span>{item.name}</span>
        </li>
      ))}
    </ul>
  );
}
