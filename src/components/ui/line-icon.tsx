/**
 * A line pictogram in the icon set's style (24-unit grid, 2-unit round stroke in the text colour)
 * from its path data alone. Used where a part is in the home page's first-load JavaScript: the icon
 * library's runtime and component per icon cost more bytes than the paths themselves.
 */
interface Props {
  paths: readonly string[];
  className?: string;
  /** Width and height in px, where no stylesheet rule sizes the icon. */
  size?: number;
}

export function LineIcon({ paths, className, size }: Props) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
