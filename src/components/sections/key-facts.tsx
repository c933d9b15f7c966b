import Container from 'react-bootstrap/Container';

export interface Fact {
  value: string;
  label: string;
}

/** A band of short figures under a hero ("2-3 weeks: from content to launch"), as a description list. */
export function KeyFacts({ facts, label }: { facts: readonly Fact[]; label: string }) {
  return (
    <section className="key-facts" aria-label={label}>
      <Container fluid="xl">
        <dl className="key-facts__list">
          {facts.map((fact) => (
            <div key={fact.value} className="key-facts__item">
              <dt className="key-facts__value">{fact.value}</dt>
              <dd className="key-facts__label">{fact.label}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
