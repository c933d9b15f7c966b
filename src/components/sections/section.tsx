import { useId, type ReactNode } from 'react';
import Container from 'react-bootstrap/Container';
import { HeadingText } from '@/components/ui/heading-text';
import { TextItems } from '@/components/ui/text-blocks';

interface BandProps {
  /**
   * The band's colour and spacing: `section--plain`, `--muted` or `--dark` on the shared
   * `.section` band (its padding and background, in section.scss).
   */
  tone?: 'plain' | 'muted' | 'dark';
  /**
   * A band of its own instead of the shared one: its block class (`page-hero`, `cta-band`,
   * `logo-wall`...), which then sets its own background and spacing; `tone` does not apply.
   */
  block?: string;
  /**
   * Extra classes after the band's: a page's own, a block's modifiers, or a layout of the shared
   * band: `section--centred` (heading and intro centred above a band that is one list or grid),
   * `section--split` (from lg the heading and intro stand in a column on the left, held in view
   * below the header while the content, one element, scrolls beside them).
   */
  className?: string;
  /** Classes of the band's container (the page's width). */
  containerClassName?: string;
  /** The band's name as a region when it has no heading of its own (a strip of logos, figures). */
  label?: string;
  /** The id of a heading inside the content that names the band. */
  labelledBy?: string;
  children: ReactNode;
}

interface Heading {
  /** The shared band's h2, which names it as a region. */
  heading?: string;
  /** A short label over the heading (small teal capitals), outside it: the heading alone names the band. */
  eyebrow?: string;
  intro?: ReactNode;
}

/** A band of its own (`block`) brings its own heading in its content, if it has one. */
type Props = (BandProps & Heading & { block?: undefined }) | (BandProps & { block: string; heading?: never; eyebrow?: never; intro?: never });

/** The band without a heading of its own: it calls no hook, so it leaves React's ids of its content as they are. */
function Band({ tone = 'plain', block, className, containerClassName, label, labelledBy, children }: BandProps) {
  const classes = `${block ?? `section section--${tone}`}${className ? ` ${className}` : ''}`;
  return (
    <section className={classes} aria-label={label} aria-labelledby={labelledBy}>
      <Container fluid="xl" className={containerClassName}>
        {children}
      </Container>
    </section>
  );
}

/** The shared band with its heading and intro standing together above the content. */
function HeadedSection({ heading, eyebrow, intro, children, ...band }: BandProps & Heading) {
  const headingId = useId();
  return (
    <Band {...band} labelledBy={heading ? headingId : band.labelledBy}>
      {heading || intro ? (
        // One block for the heading and its intro: the split layout holds it in view beside a
        // long column (elsewhere it lays out as if it were not there).
        <div className="section__head">
          {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
          {heading ? (
            <h2 id={headingId} className="section__heading">
              <HeadingText text={heading} />
            </h2>
          ) : null}
          {intro ? <div className="section__intro">{intro}</div> : null}
        </div>
      ) : null}
      {children}
    </Band>
  );
}

/**
 * Every page band: a `<section>` and the page's container, with its colour and spacing (`tone`,
 * or a `block` of its own), a name as a region (`heading`, `label` or `labelledBy`) and an
 * optional intro. The heading and its intro stand together above the content (from lg side by
 * side, the intro on the right: section.scss), with room below them in proportion to the band's
 * padding.
 */
export function Section(props: Props) {
  return props.block ? <Band {...props} /> : <HeadedSection {...props} />;
}

/** A few paragraphs of story in running text (About's "Who we are", beside its timeline). */
export function StoryText({ paragraphs }: { paragraphs: readonly string[] }) {
  return (
    <div className="about-story">
      <TextItems items={paragraphs} as="p" />
    </div>
  );
}

interface TitledBoxProps {
  /** The box's element: a `section` of a story, a card's `div` (then `role="group"`), an `aside`. */
  as: 'section' | 'div' | 'aside';
  role?: 'group';
  className: string;
  heading: string;
  /** The heading's level inside the band: h2 for a box that stands for a section, h3 under the band's own h2. */
  level: 2 | 3;
  headingClassName: string;
  children: ReactNode;
}

/** A box inside a band, named as a region by its own heading, which stands first in it. */
export function TitledBox({ as: Tag, role, className, heading, level, headingClassName, children }: TitledBoxProps) {
  const id = useId();
  const Heading = `h${level}` as const;
  return (
    <Tag className={className} role={role} aria-labelledby={id}>
      <Heading id={id} className={headingClassName}>
        {heading}
      </Heading>
      {children}
    </Tag>
  );
}
