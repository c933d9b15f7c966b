import Accordion from 'react-bootstrap/Accordion';
import type { Faq } from '@/content/types';

/**
 * Questions and answers: the first open by default, one open at a time, a click on an open
 * question closes it (react-bootstrap's Accordion, with its buttons and aria-expanded).
 */
export function FaqAccordion({ faqs, headingLevel = 3 }: { faqs: readonly Faq[]; headingLevel?: 2 | 3 }) {
  return (
    <Accordion defaultActiveKey="0" className="faq">
      {faqs.map((faq, index) => (
        <Accordion.Item key={faq.question} eventKey={String(index)}>
          <Accordion.Header as={`h${headingLevel}`}>{faq.question}</Accordion.Header>
          <Accordion.Body>{faq.answer}</Accordion.Body>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
