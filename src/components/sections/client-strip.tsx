import Container from 'react-bootstrap/Container';
import { Link } from 'react-router-dom';

interface Props {
  label: string;
  names: readonly string[];
  /** The page listing every client. */
  to: string;
  linkLabel: string;
}

/**
 * Client names set in type, in one quiet tone (wordmarks rather than borrowed logos), with a link
 * to the page that lists them all. A named region without a heading: a strip, not a section.
 */
export function ClientStrip({ label, names, to, linkLabel }: Props) {
  if (!names.length) return null;
  return (
    <section className="client-strip" aria-label={label}>
      <Container fluid="xl" className="client-strip__inner">
        <p className="client-strip__label">{label}</p>
        <ul className="client-strip__names list-unstyled">
          {names.map((name) => (
            <li key={name} className="client-strip__name">
              {name}
            </li>
          ))}
        </ul>
        <Link to={to} className="client-strip__all">
          {linkLabel}
        </Link>
      </Container>
    </section>
  );
}
