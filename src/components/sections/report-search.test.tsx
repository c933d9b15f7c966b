import { render, screen } from '@testing-library/react';
import { seriesHeights } from './report-search';
import { pairTags } from './report-speed';
import { Verdict } from './report-window';

describe('search report chart', () => {
  it('puts each reading on its own series scale, from zero, with the larger near the top', () => {
    const [before, after] = seriesHeights({ before: 634, after: 2050 }, 'clicks');
    expect(after).toBeCloseTo(1 / 1.12);
    expect(before / after).toBeCloseTo(634 / 2050);
  });

  it('draws position upside down, so a worse (larger) position sits lower', () => {
    const [before, after] = seriesHeights({ before: 28.3, after: 31.3 }, 'position');
    expect(after).toBeLessThan(before);
    const [was, now] = seriesHeights({ before: 63, after: 53.3 }, 'position');
    expect(now).toBeGreaterThan(was);
    // A falling CTR falls in the chart too.
    const [ctrBefore, ctrAfter] = seriesHeights({ before: 2.9, after: 2.1 }, 'ctr');
    expect(ctrAfter).toBeLessThan(ctrBefore);
  });
});

describe('before and after windows', () => {
  it('tag each window with its reading and the study’s date, or the length of the work', () => {
    expect(pairTags({ before: '7 May 2025', after: '8 Sep 2025' })).toEqual(['Before · 7 May 2025', 'After · 8 Sep 2025']);
    expect(pairTags({ span: '2.5 months' })).toEqual(['Before', 'After 2.5 months']);
  });

  it('say Worse in words and with an icon, not by colour alone', () => {
    const { container } = render(<Verdict metric={{ before: 2.9, after: 2.1, better: 'higher' }} />);
    expect(screen.getByText('Worse')).toHaveAttribute('data-verdict', 'worse');
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    render(<Verdict metric={{ before: 63, after: 53.3, better: 'lower' }} />);
    expect(screen.getByText('Improved')).toHaveClass('verdict--improved');
  });
});
