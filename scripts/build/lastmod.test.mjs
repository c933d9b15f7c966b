// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contentDate, gitDates, lastmod, sourceFiles } from './lastmod.mjs';
import { repoRoot } from '../repo-root.mjs';

const ssrManifest = {
  'src/pages/careers-page.tsx': ['/assets/careers-page-a1.js'],
  'src/content/careers.ts': ['/assets/careers-page-a1.js'],
  'src/components/sections/page-hero.tsx': ['/assets/page-hero-b2.js'],
  'src/components/layout/header.tsx': ['/assets/index-c3.js'],
  'node_modules/react/index.js': ['/assets/careers-page-a1.js'],
  '\0rolldown/runtime.js': ['/assets/careers-page-a1.js'],
};
const dates = new Map([
  ['src/pages/careers-page.tsx', '2026-10-02'],
  ['src/content/careers.ts', '2026-11-20'],
  ['src/components/sections/page-hero.tsx', '2026-09-14'],
]);

describe('lastmod', () => {
  it('lists the source files bundled into a page\'s own chunks, not dependencies or the shared shell', () => {
    expect(sourceFiles(ssrManifest, ['assets/careers-page-a1.js', 'assets/page-hero-b2.js']).sort()).toEqual([
      'src/components/sections/page-hero.tsx',
      'src/content/careers.ts',
      'src/pages/careers-page.tsx',
    ]);
  });

  it('dates a page by its content date when its JSON-LD declares one, the newest of modified and published', () => {
    expect(contentDate([{ '@type': 'Article', datePublished: '2025-06-18' }])).toBe('2025-06-18');
    expect(contentDate([{ datePublished: '2025-06-18', dateModified: '2025-07-01T10:00:00+05:30' }])).toBe('2025-07-01');
    expect(lastmod({ jsonLd: [{ datePublished: '2025-06-18' }], files: ['src/content/careers.ts'], dates })).toBe('2025-06-18');
  });

  it('otherwise by the newest commit among its files, and not at all when none is known', () => {
    const files = sourceFiles(ssrManifest, ['assets/careers-page-a1.js', 'assets/page-hero-b2.js']);
    expect(lastmod({ jsonLd: [{ '@type': 'Organization' }], files, dates })).toBe('2026-11-20');
    expect(lastmod({ jsonLd: [], files: ['src/new-file.ts'], dates })).toBeUndefined();
  });

  it('reads each file\'s last commit date from git', () => {
    const known = gitDates(repoRoot);
    expect(known.get('package.json')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(gitDates('/')).toEqual(new Map());
  });
});
