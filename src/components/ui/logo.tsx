import { useId } from 'react';

/**
 * The brand mark and word mark, inline so the header paints without a request.
 * `height` sets the rendered size (50 px in the header, 100 px in the footer).
 */
export function Logo({ height, tone = 'dark', title }: { height: number; tone?: 'dark' | 'light'; title: string }) {
  const id = useId();
  const text = tone === 'dark' ? '#0b2545' : '#ffffff';
  const sub = tone === 'dark' ? '#4a5568' : '#d6e4f0';
  return (
    <svg
      className="logo"
      role="img"
      aria-labelledby={`${id}-t`}
      height={height}
      width={Math.round((height * 152) / 50)}
      viewBox="0 0 152 50"
    >
      <title id={`${id}-t`}>{title}</title>
      <defs>
        <linearGradient id={`${id}-g`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ff7a1a" />
          <stop offset="1" stopColor="#e8590c" />
        </linearGradient>
      </defs>
      <rect x="1" y="5" width="40" height="40" rx="10" fill={`url(#${id}-g)`} />
      <path d="M11 35V15h4.2l10.6 13.1V15H30v20h-4.2L15.2 21.9V35z" fill="#fff" />
      <text x="50" y="27" fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" fontSize="20" fontWeight="700" fill={text}>
        Nirmaan
      </text>
      <text x="50" y="43" fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" fontSize="11.5" fontWeight="600" letterSpacing="3.2" fill={sub}>
        DIGITAL
      </text>
    </svg>
  );
}
