import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { caseStudies, type CaseStudy } from './case-studies';

const publicFile = (src: string) => join(process.cwd(), 'public', src);

/** Every text of a study, to look figures up in. */
function allText(study: CaseStudy): string {
  return JSON.stringify(study);
}

describe('case-study content', () => {
  it('has the 4 studies', () => {
    expect(caseStudies.map((c) => c.pageUrl)).toEqual(['cvgastro', 'camelback-spine-care', 'troi', 'talentedge']);
  });

  it('has SEO fields, images and logos that exist, and a mark for every technology', () => {
    for (const study of caseStudies) {
      expect(study.metaDescription.length, study.pageUrl).toBeGreaterThanOrEqual(50);
      expect(study.metaDescription.length, study.pageUrl).toBeLessThanOrEqual(160);
      expect(study.description.length, study.pageUrl).toBeGreaterThan(200);
      for (const src of [study.image.src, study.logo.src]) {
        expect(existsSync(publicFile(src)), src).toBe(true);
      }
      for (const { name, mark } of study.technologies) expect(mark.title, `${study.pageUrl} ${name}`).toBe(name);
    }
  });

  it.each([
    ['cvgastro', ['2.5 months', '81', '94', '2.89K', '96.6K', '3%', '27.8', '4.6K', '3.4K', '2 min 5 s']],
    [
      'camelback-spine-care',
      ['7 May to 8 September 2025 (4 months)', '74%', '95%', '85', '87', '93', '97', '2,050', '634', '22.2K', '97.7K', '2.9%', '2.1%', '28.3', '31.3', '245%', '430', '~4,000', '165+', '100+', 'Phoenix', 'Peoria'],
    ],
    [
      'talentedge',
      ['1 May to 31 July 2025', '.co.uk', '.pro', '44%', '1%', '1.6K', '5.3K', '1.5K', '5.2K', '2.64K', '13.2K', '1.8%', '5.8%', '53.3', '154', '20 May to 31 August 2025', '178', '40+', '65', '86', '96', 'Featured snippets'],
    ],
  ])('%s carries every published figure', (pageUrl, figures) => {
    const study = caseStudies.find((c) => c.pageUrl === pageUrl);
    expect(study).toBeDefined();
    const text = allText(study as CaseStudy);
    for (const figure of figures) expect(text, figure).toContain(figure);
  });

  it('keeps both readings of the spine-care mobile speed, labelled', () => {
    const spine = caseStudies.find((c) => c.pageUrl === 'camelback-spine-care');
    const mobile = spine?.outcomes.metrics.filter((m) => m.label.startsWith('Mobile page speed')) ?? [];
    expect(mobile.map((m) => `${m.beforeText}->${m.afterText}`)).toEqual(['85->87', '85->93']);
    expect(mobile.every((m) => m.note)).toBe(true);
  });

  it('gives Troi no figures', () => {
    const troi = caseStudies.find((c) => c.pageUrl === 'troi') as CaseStudy;
    expect(troi.outcomes.metrics).toHaveLength(0);
    expect(troi.outcomes.stats).toHaveLength(0);
    expect(troi.otherStats.stats).toHaveLength(0);
    const prose = [...troi.intro, troi.description, ...(troi.challenges.bullets ?? []), ...(troi.strategy.bullets ?? []), ...(troi.takeaways.paragraphs ?? [])].join(' ');
    expect(prose).not.toMatch(/\d/);
  });

  it('gives talentedge Key Learnings and the embedded recruitment-provider study', () => {
    const study = caseStudies.find((c) => c.pageUrl === 'talentedge') as CaseStudy;
    expect(study.keyLearnings?.bullets?.length).toBeGreaterThan(0);
    expect(study.embeddedStudy?.problems).toHaveLength(8);
    expect(study.takeaways.heading).toBe('Conclusion');
  });
});
