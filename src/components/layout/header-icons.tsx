import { LineIcon } from '@/components/ui/line-icon';

/**
 * The header's few pictograms (lucide's shapes), drawn inline: the header's code loads on every
 * page, and the icon library's runtime, or WhatsApp's own logo path, would cost more than these paths.
 */
const ICONS = {
  // lucide's message-circle
  chat: ['M2.992 16.342a2 2 0 0 1 .094 1.167l-1.065 3.29a1 1 0 0 0 1.236 1.168l3.413-.998a2 2 0 0 1 1.099.092 10 10 0 1 0-4.777-4.719'],
  // lucide's arrow-up-right: the link opens another site in a new tab
  external: ['M7 7h10v10', 'M7 17 17 7'],
} as const;

export function HeaderIcon({ name, className }: { name: keyof typeof ICONS; className?: string }) {
  return <LineIcon paths={ICONS[name]} className={className} size={16} />;
}

/** Three bars that turn into a cross while the menu is open (header-icons.scss draws the change). */
export function MenuIcon() {
  return (
    <svg className="menu-icon" width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path className="menu-icon__bar menu-icon__bar--top" d="M4 7h16" />
      <path className="menu-icon__bar menu-icon__bar--middle" d="M4 12h16" />
      <path className="menu-icon__bar menu-icon__bar--bottom" d="M4 17h16" />
    </svg>
  );
}
