import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Metric } from '@/content/types';
import { byFileName } from '@/testing/content';
import { byField, count, fact, listOf, object, oneOf, optional, problemsIn, text, titledText } from '@/testing/schema';
import { caseStudies, readingOf, reportLabels, type CaseStudy, type Outcomes } from './case-studies';
import order from './case-studies/order.json' with { type: 'json' };
import { studyToolNames } from './case-studies/tools';
import type { CaseStudyData, EmbeddedStudyData, Headline, OutcomesData, PlanGroup, ReportData, ReportDates, ReportFigure, SearchTileData, StudySection } from './case-studies/types';

const publicFile = (src: string) => join(process.cwd(), 'public', src);
const stored = byFileName(import.meta.glob<CaseStudyData>('./case-studies/records/*.json', { eager: true, import: 'default' }));

/** CaseStudyData, checked field by field: the JSON files are not seen by the type checker. */
type ReportKind<K extends ReportData['kind']> = Extract<ReportData, { kind: K }>;
const figure = object<ReportFigure>({ label: text, as: optional(text) });
const reportBase = {
  heading: text,
  summary: text,
  tool: text,
  view: text,
  mark: oneOf(...studyToolNames),
  dates: object<ReportDates>({ before: optional(text), after: optional(text), span: optional(text) }),
};
const report = byField('kind', {
  search: object<ReportKind<'search'>>({ ...reportBase, kind: oneOf('search'), tiles: listOf(object<SearchTileData>({ label: text, series: oneOf('clicks', 'impressions', 'ctr', 'position') })) }),
  speed: object<ReportKind<'speed'>>({ ...reportBase, kind: oneOf('speed'), gauges: listOf(figure) }),
  audit: object<ReportKind<'audit'>>({ ...reportBase, kind: oneOf('audit'), health: text, counts: listOf(figure), issues: listOf(figure), fixed: listOf(text) }),
  ranking: object<ReportKind<'ranking'>>({
    ...reportBase,
    kind: oneOf('ranking'),
    rows: listOf(object<ReportKind<'ranking'>['rows'][number]>({ keywords: text, places: listOf(text), result: text })),
  }),
  compare: object<ReportKind<'compare'>>({ ...reportBase, kind: oneOf('compare'), rows: listOf(figure) }),
  plan: object<ReportKind<'plan'>>({
    ...reportBase,
    kind: oneOf('plan'),
    layout: oneOf('checklist', 'roadmap'),
    groups: listOf(object<PlanGroup>({ title: text, status: optional(text), items: listOf(text) })),
  }),
});
const metric = object<Metric>({ label: text, before: count, after: count, beforeText: text, afterText: text, better: oneOf('higher', 'lower'), note: optional(text) });
const outcomeFields = { intro: text, metrics: listOf(metric), stats: listOf(fact), reports: listOf(report), points: optional(listOf(titledText)) };
const section = object<StudySection>({ heading: text, paragraphs: optional(listOf(text)), bullets: optional(listOf(text)) });
const studySchema = object<CaseStudyData>({
  pageUrl: text,
  title: text,
  description: text,
  metaDescription: text,
  imageAlt: text,
  client: text,
  industry: text,
  headline: listOf(object<Headline>({ value: text, label: text, detail: optional(text) })),
  approach: optional(object<NonNullable<CaseStudyData['approach']>>({ label: text, steps: listOf(titledText) })),
  outcomesHeading: optional(text),
  siteUrl: text,
  siteLabel: text,
  period: optional(text),
  intro: listOf(text),
  technologies: listOf(oneOf(...studyToolNames)),
  challenges: section,
  strategy: section,
  outcomes: object<OutcomesData>(outcomeFields),
  takeaways: section,
  keyLearnings: optional(section),
  otherStats: object<CaseStudyData['otherStats']>({ heading: text, stats: listOf(fact), outcome: text }),
  embeddedStudy: optional(object<EmbeddedStudyData>({ ...outcomeFields, heading: text, period: text, problems: listOf(text), work: listOf(text), summary: text })),
});

describe('stored case studies (case-studies/records/<pageUrl>.json)', () => {
  it.each(Object.entries(stored))('%s.json has every field of CaseStudyData, each of its type, and no other', (file, data) => {
    expect(problemsIn(`src/content/case-studies/records/${file}.json`, data, studySchema)).toEqual([]);
  });

  it('names every file by its page URL, and lists each once in order.json', () => {
    for (const [file, data] of Object.entries(stored)) expect(data.pageUrl).toBe(file);
    expect([...order].sort()).toEqual(Object.keys(stored).sort());
    expect(new Set(order).size).toBe(order.length);
  });
});

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
      expect(existsSync(publicFile(study.image.src)), study.image.src).toBe(true);
      expect(study.client.trim(), study.pageUrl).not.toBe('');
      // The client's wordmark, drawn by tools/art/case-studies.mjs, named by the study's client.
      expect(existsSync(publicFile(study.logo.src)), study.logo.src).toBe(true);
      expect(study.logo.alt).toBe(`${study.client} logo`);
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

  it('charts one reading of the spine-care mobile speed and footnotes the other', () => {
    const spine = caseStudies.find((c) => c.pageUrl === 'camelback-spine-care');
    const mobile = spine?.outcomes.metrics.filter((m) => m.label.startsWith('Mobile page speed')) ?? [];
    expect(mobile.map((m) => `${m.label}: ${m.beforeText}->${m.afterText}`)).toEqual(['Mobile page speed: 85->87']);
    expect(mobile[0]?.note).toMatch(/\b93\b/);
  });

  it('opens every study with a strip of three or four headline results drawn from its own figures, or its approach in steps', () => {
    for (const study of caseStudies) {
      if (study.approach) {
        // A study without figures has no results strip: three or four named steps instead.
        expect(study.headline, study.pageUrl).toHaveLength(0);
        expect(study.approach.steps.length, study.pageUrl).toBeGreaterThanOrEqual(3);
        expect(study.approach.steps.length, study.pageUrl).toBeLessThanOrEqual(4);
        continue;
      }
      expect(study.headline.length, study.pageUrl).toBeGreaterThanOrEqual(3);
      expect(study.headline.length, study.pageUrl).toBeLessThanOrEqual(4);
      // Every figure in the strip is one the study publishes elsewhere (no new numbers up top).
      const rest = JSON.stringify({ ...study, headline: [] });
      for (const item of study.headline) {
        for (const figure of `${item.value} ${item.detail ?? ''}`.match(/[\d.,]+[%K]?/g) ?? []) expect(rest, `${study.pageUrl} ${figure}`).toContain(figure.replace(/^\+/, ''));
      }
    }
    const spine = caseStudies.find((c) => c.pageUrl === 'camelback-spine-care') as CaseStudy;
    expect(spine.headline[0]).toMatchObject({ value: '+245%', label: 'organic traffic' });
  });

  it('reads as public copy: no notes to ourselves', () => {
    const all = JSON.stringify(caseStudies);
    for (const phrase of ['reading)', 'both are shown', 'not published', 'are published for this project', 'No further statistics']) expect(all, phrase).not.toContain(phrase);
  });

  it('marks the metrics where lower is better', () => {
    const lower = caseStudies.flatMap((s) => [...s.outcomes.metrics, ...(s.embeddedStudy?.metrics ?? [])]).filter((m) => m.better === 'lower');
    expect(lower.map((m) => m.label).sort()).toEqual(['Average position', 'Average position', 'Spam score']);
  });

  it('gives Troi no figures', () => {
    const troi = caseStudies.find((c) => c.pageUrl === 'troi') as CaseStudy;
    expect(troi.outcomes.metrics).toHaveLength(0);
    expect(troi.outcomes.stats).toHaveLength(0);
    expect(troi.otherStats.stats).toHaveLength(0);
    // Its reports are its work in words (an audit checklist, a roadmap), never a measured view.
    expect(troi.outcomes.reports.map((r) => r.kind)).toEqual(['plan', 'plan']);
    expect(troi.headline).toHaveLength(0);
    expect(troi.approach?.steps.map((s) => s.title)).toEqual(['Audit', 'Targeting', 'Content']);
    const prose = [
      ...troi.intro, troi.description, ...(troi.challenges.bullets ?? []), ...(troi.strategy.bullets ?? []), ...(troi.takeaways.paragraphs ?? []),
      troi.outcomes.intro, troi.otherStats.outcome, ...(troi.approach?.steps ?? []).flatMap((s) => [s.title, s.text]), ...(troi.outcomes.points ?? []).flatMap((p) => [p.title, p.text]),
      ...troi.outcomes.reports.flatMap((r) => [r.heading, r.summary, r.tool, r.view, ...(r.kind === 'plan' ? r.groups.flatMap((g) => [g.title, g.status ?? '', ...g.items]) : [])]),
    ].join(' ');
    expect(prose).not.toMatch(/\d/);
  });

  it('draws every figure of the outcomes in a report view, each found by its label', () => {
    const parts: [string, Outcomes][] = caseStudies.flatMap((s) => [[s.pageUrl, s.outcomes] as [string, Outcomes], ...(s.embeddedStudy ? [[`${s.pageUrl} related`, s.embeddedStudy] as [string, Outcomes]] : [])]);
    for (const [name, outcomes] of parts) {
      const named = outcomes.reports.flatMap((report) => reportLabels(report));
      for (const label of named) expect(() => readingOf(outcomes, { label }), `${name} ${label}`).not.toThrow();
      const figures = [...outcomes.metrics.map((m) => m.label), ...outcomes.stats.map((f) => f.label)];
      // Nothing is measured and then left out (the embedded study's featured snippets are a stat of its own).
      for (const label of figures) {
        if (name.endsWith('related') && outcomes.stats.some((f) => f.label === label)) continue;
        expect(named, `${name}: ${label}`).toContain(label);
      }
      expect(new Set(named).size, `${name}: a figure drawn twice`).toBe(named.length);
    }
  });

  it('keeps other statistics to figures the reports do not show, and states each once', () => {
    for (const study of caseStudies) {
      const shown = new Set([...study.outcomes.stats.map((f) => f.value), ...study.outcomes.metrics.flatMap((m) => [m.afterText])]);
      for (const stat of study.otherStats.stats) expect(shown.has(stat.value), `${study.pageUrl} ${stat.value}`).toBe(false);
    }
  });

  it('dates each before/after report (not a plan of the work) with the study’s own dates', () => {
    for (const study of caseStudies) {
      // A plan is the work itself, not a reading taken on a date.
      for (const report of study.outcomes.reports.filter((r) => r.kind !== 'plan')) {
        const { before, after, span } = report.dates;
        expect(before || after || span, `${study.pageUrl} ${report.heading}`).toBeTruthy();
        for (const date of [before, after].filter(Boolean) as string[]) {
          const [day, month] = date.split(' ');
          // '8 Sep 2025' is the study's '8 September 2025' shortened.
          expect(`${study.period} ${study.intro.join(' ')} ${study.outcomes.intro}`, `${study.pageUrl} ${date}`).toMatch(new RegExp(`\\b${day} ${month}`));
        }
      }
    }
  });

  it('gives talentedge Key Learnings and the embedded recruitment-provider study', () => {
    const study = caseStudies.find((c) => c.pageUrl === 'talentedge') as CaseStudy;
    expect(study.keyLearnings?.bullets?.length).toBeGreaterThan(0);
    expect(study.embeddedStudy?.problems).toHaveLength(8);
    expect(study.takeaways.heading).toBe('Conclusion');
  });
});
