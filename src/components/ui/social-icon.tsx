import { siFacebook, siInstagram, siX } from 'simple-icons';

/**
 * simple-icons no longer carries LinkedIn's mark (withdrawn at LinkedIn's request), so this one
 * glyph is drawn here, on the same 24×24 grid.
 */
const LINKEDIN =
  'M20.4 20.5h-3.6v-5.6c0-1.3 0-3-1.8-3s-2.1 1.4-2.1 2.9v5.7H9.3V9h3.4v1.6c.5-.9 1.6-1.8 3.4-1.8 3.6 0 4.3 2.4 4.3 5.5zM5.3 7.4a2.1 2.1 0 1 1 0-4.2 2.1 2.1 0 0 1 0 4.2zM7.1 20.5H3.5V9h3.6zM22.2 0H1.8C.8 0 0 .8 0 1.7v20.6c0 .9.8 1.7 1.8 1.7h20.4c1 0 1.8-.8 1.8-1.7V1.7C24 .8 23.2 0 22.2 0z';

/** Monochrome brand marks for the social links (24×24 view box, currentColor). */
const PATHS: Record<string, string> = {
  X: siX.path,
  Instagram: siInstagram.path,
  LinkedIn: LINKEDIN,
  Facebook: siFacebook.path,
};

export function SocialIcon({ name }: { name: string }) {
  const d = PATHS[name];
  if (!d) return null;
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={d} fill="currentColor" />
    </svg>
  );
}
