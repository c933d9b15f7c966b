import { changeLabel, changeName, directionHint, speedBand, verdict } from './metric-verdict';

describe('metric verdicts', () => {
  it('reads lower-is-better metrics the right way round', () => {
    expect(changeLabel({ before: 63, after: 53.3, better: 'lower' })).toBe('Improved');
    expect(changeLabel({ before: 44, after: 1, better: 'lower' })).toBe('Improved');
    expect(changeLabel({ before: 28.3, after: 31.3, better: 'lower' })).toBe('Worse');
    expect(changeLabel({ before: 2.9, after: 2.1, better: 'higher' })).toBe('Worse');
    expect(changeLabel({ before: 634, after: 2050, better: 'higher' })).toBe('Improved');
    expect(changeLabel({ before: 5, after: 5, better: 'higher' })).toBe('Unchanged');
    expect(verdict({ before: 28.3, after: 31.3, better: 'lower' })).toBe('worse');
    expect(verdict({ before: 5, after: 5, better: 'lower' })).toBe('unchanged');
  });

  it('names the direction that counts as better', () => {
    expect(directionHint({ better: 'lower' })).toBe('Lower is better');
    expect(directionHint({ better: 'higher' })).toBe('Higher is better');
    expect(changeName({ label: 'Spam score', before: 44, after: 1, beforeText: '44%', afterText: '1%', better: 'lower' })).toBe('Spam score (lower is better): 44% before, 1% after, improved');
    expect(changeName({ label: 'CTR', before: 2.9, after: 2.1, beforeText: '2.9%', afterText: '2.1%', better: 'higher' })).toBe('CTR: 2.9% before, 2.1% after, worse');
  });

  it('puts a page-speed score in the band PageSpeed Insights colours it by', () => {
    expect([0, 49, 50, 81, 89, 90, 100].map(speedBand)).toEqual(['fail', 'fail', 'average', 'average', 'average', 'pass', 'pass']);
  });
});
