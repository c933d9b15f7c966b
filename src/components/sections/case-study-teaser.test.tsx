import { screen } from '@testing-library/react';
import { renderWithRouter } from '@/testing/render';
import { CaseStudyTeaser } from './case-study-teaser';

describe('CaseStudyTeaser', () => {
  it('leads with the headline result and links to the study', () => {
    renderWithRouter(
      <CaseStudyTeaser
        eyebrow="Case study"
        title="SEO for a Clinic"
        text="What we did."
        result={{ value: '245%', label: 'increase in organic traffic' }}
        metrics={[{ label: 'Clicks', before: 634, after: 2050, beforeText: '634', afterText: '2,050', better: 'higher' }]}
        to="/case-studies/clinic"
        cta="Read the Case Study"
      />,
    );
    const region = screen.getByRole('region', { name: 'SEO for a Clinic' });
    expect(region).toHaveTextContent('245%increase in organic traffic');
    expect(screen.getByRole('term')).toHaveTextContent('Clicks');
    expect(screen.getByRole('definition')).toHaveTextContent('634 → to 2,050');
    expect(screen.getByRole('link', { name: 'Read the Case Study: SEO for a Clinic' })).toHaveAttribute('href', '/case-studies/clinic');
  });
});
