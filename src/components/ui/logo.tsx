import { useId } from 'react';

/**
 * The brand mark and word mark, inline so the header paints without a request. Its colours and
 * type come from the theme (`.logo` in src/styles/_layout.scss); `tone` picks the dark word mark
 * for light backgrounds or the light one for the navy footer.
 * `height` sets the rendered size (50 px in the header, 100 px in the footer).
 */
export function Logo({ height, tone = 'dark', title }: { height: number; tone?: 'dark' | 'light'; title: string }) {
  const id = useId();
  return (
    <svg
      className={`logo logo--${tone}`}
      role="img"
      aria-labelledby={`${id}-t`}
      height={height}
      width={Math.round((height * 152) / 50)}
      viewBox="0 0 152 50"
    >
      <title id={`${id}-t`}>{title}</title>
      <defs>
        <linearGradient id={`${id}-g`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" className="logo__stop-start" />
          <stop offset="1" className="logo__stop-end" />
        </linearGradient>
      </defs>
      <rect x="1" y="5" width="40" height="40" rx="10" fill={`url(#${id}-g)`} />
      <path className="logo__initial" d="M11 35V15h4.2l10.6 13.1V15H30v20h-4.2L15.2 21.9V35z" />
      <text className="logo__name" x="50" y="27" fontSize="20" fontWeight="750" letterSpacing="-0.3">
        Nirmaan
      </text>
      <text className="logo__sub" x="50" y="43" fontSize="11" fontWeight="600" letterSpacing="3.4">
        DIGITAL
      </text>
    </svg>
  );
}
