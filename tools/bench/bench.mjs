#!/usr/bin/env node
/**
 * npm run bench: build, serve the build through nginx with gzip (the
 * production configuration), run Lighthouse (mobile defaults, Debian's chromium, third-party hosts
 * blocked as they are offline) on every prerendered route, and write reports/lighthouse.md plus the
 * raw JSON in reports/lighthouse/. Also reports the home page's first-load JS and CSS in gzip bytes.
 * BENCH_SKIP_BUILD=1 reuses dist/; BENCH_ONLY=/,/about limits the routes; BENCH_RUNS (default 5).
 *
 * Every run starts a new browser with a new profile (no cache, no compiled code kept from the run
 * before), and each row gives the median of the runs and, for Total Blocking Time, the worst run:
 * on a shared machine one run can take ten times another.
 *
 * The static floor: the home page's own HTML with its scripts removed (no boot loader, no module),
 * measured in the same way, is what this exact page costs without the app. The report compares
 * the home page's LCP, TBT and bytes with it. In BENCH_ONLY it is written `floor:/`.
 *
 * Analytics on: the home and quote pages are also measured from a second build made with a
 * measurement id and VITE_CONSENT=none (dist-bench-analytics/), so gtag.js really loads; it is
 * answered by a local stand-in of the real tag's size and parse cost (tag-server.mjs). In
 * BENCH_ONLY such a route is written `analytics:/`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { FIRST_LOAD_TARGET, LIGHTHOUSE_BUDGET as B } from '../../scripts/build/budgets.mjs';
import { homeFirstLoad } from '../../scripts/build/first-load.mjs';
import { precompress } from '../../scripts/build/precompress.mjs';
import { startStack } from '../../scripts/stack/stack.mjs';
import { interactionBudgetRows, runInteractionBench } from './interaction.mjs';
import { startTagServer } from './tag-server.mjs';

const BLOCKED = ['*google.com*', '*gstatic.com*', '*googletagmanager.com*', '*example.com*'];
const FLAGS = [
  '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage',
];

const ANALYTICS = 'analytics:';
const FLOOR = 'floor:/';
const INTERACTION = 'interaction';
/** Where the static floor's page is written inside dist/ for the run (removed afterwards). */
const FLOOR_PATH = '/bench-static-floor/';
/** The pages measured with analytics on by default: the home page and the quote page. */
const ANALYTICS_ROUTES = ['/', '/tell-us-about-your-project'];
const ANALYTICS_DIST = 'dist-bench-analytics';
const ANALYTICS_ENV = { VITE_GA_MEASUREMENT_ID: 'G-BENCH00000', VITE_CONSENT: 'none' };
const only = process.env.BENCH_ONLY?.split(',');
const analyticsRoutes = only
  ? only.filter((route) => route.startsWith(ANALYTICS)).map((route) => route.slice(ANALYTICS.length))
  : ANALYTICS_ROUTES;
const loadAtStart = loadavg();

if (process.env.BENCH_SKIP_BUILD !== '1') {
  const build = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
if (analyticsRoutes.length > 0 && (process.env.BENCH_SKIP_BUILD !== '1' || !existsSync(join(ANALYTICS_DIST, 'index.html')))) {
  const build = spawnSync('npm', ['run', '--silent', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, ...ANALYTICS_ENV, OUT_DIR: ANALYTICS_DIST },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

function sitemapPaths() {
  const xml = readFileSync('dist/sitemap.xml', 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}


const routes = [
  ...(only ? only.filter((route) => !route.startsWith(ANALYTICS) && route !== FLOOR && route !== INTERACTION) : sitemapPaths()),
  ...(only ? [] : ['/404']),
];
const measureFloor = !only || only.includes(FLOOR);
/** The taps of tools/bench/interaction.mjs, in the same run (BENCH_ONLY=interaction runs them alone). */
const measureTaps = !only || only.includes(INTERACTION);

/** The home page without its scripts: the boot loader and anything it would load are taken out. */
function writeStaticFloor() {
  const html = readFileSync('dist/index.html', 'utf8');
  const stripped = html
    .replace(/<script>[\s\S]*?<\/script>/g, '')
    .replace(/<script type="module"[^>]*><\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '');
  if (/<script(?![^>]*application\/ld\+json)/.test(stripped)) throw new Error('static floor: a script is left in the page');
  mkdirSync(`dist${FLOOR_PATH}`, { recursive: true });
  writeFileSync(`dist${FLOOR_PATH}index.html`, stripped);
  // Served as the pages are: from its Brotli and gzip copies.
  return precompress(`dist${FLOOR_PATH}index.html`);
}
if (measureFloor) await writeStaticFloor();
const port = Number(process.env.BENCH_PORT ?? 19180);
const stackEnv = (origin) => ({ MAIL_TO: 'sales@example.com', MAIL_FROM: 'website@example.com', RECAPTCHA_SECRET: 'bench', ALLOWED_ORIGINS: origin });
const stack = await startStack({ port, env: stackEnv(`http://127.0.0.1:${port}`) });
const analyticsStack = analyticsRoutes.length > 0
  ? await startStack({ port: port + 1, distDir: ANALYTICS_DIST, env: stackEnv(`http://127.0.0.1:${port + 1}`) })
  : null;
const tagServer = analyticsRoutes.length > 0 ? await startTagServer({ port: port + 2 }) : null;
/** A new browser with a new, empty profile (chrome-launcher makes a fresh user-data-dir each launch). */
const launchChrome = () =>
  chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [...FLAGS, ...(tagServer?.chromeFlags ?? [])],
  });
mkdirSync('reports/lighthouse', { recursive: true });

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const median = (values) => {
  const sorted = values.filter((v) => v != null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * The Not Found page answers with status 404 on purpose (docs/decisions/002), and chromium
 * logs that status of the document itself as a console error. Lighthouse's maintainers point to
 * this audit option for it (GoogleChrome/lighthouse#9481): on that page only, that one line is
 * not counted. Any other 404 on the page is caught by `onlyTheDocumentIs404` below.
 */
const NOT_FOUND_CONFIG = {
  extends: 'lighthouse:default',
  audits: [
    {
      path: 'errors-in-console',
      options: { ignoredPatterns: ['ERR_BLOCKED_BY_CLIENT.Inspector', 'the server responded with a status of 404'] },
    },
  ],
};

function onlyTheDocumentIs404(lhr) {
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const notFound = requests.filter((r) => r.statusCode === 404).map((r) => r.url);
  if (notFound.length !== 1 || notFound[0] !== lhr.finalDisplayedUrl) {
    throw new Error(`/404: expected only the document to answer 404, got ${JSON.stringify(notFound)}`);
  }
}

/** One Lighthouse run of a route: its figures, the raw JSON saved beside the report. */
async function measure(route, run, { analytics = false, floor = false } = {}) {
  const chrome = await launchChrome();
  try {
    return await lighthouseRun(chrome, route, run, { analytics, floor });
  } finally {
    await chrome.kill();
  }
}

async function lighthouseRun(chrome, route, run, { analytics, floor }) {
  const notFound = route === '/404';
  const flags = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    // With analytics on, gtag.js is answered by the local stand-in; everything else stays blocked.
    blockedUrlPatterns: analytics ? BLOCKED.filter((pattern) => !pattern.includes('googletagmanager')) : BLOCKED,
    // The Not Found page is served with status 404 on purpose.
    ignoreStatusCode: notFound,
  };
  const origin = analytics ? analyticsStack.url : stack.url;
  const tagsBefore = tagServer?.requests.length ?? 0;
  const result = await lighthouse(`${origin}${floor ? FLOOR_PATH : route}`, flags, notFound ? NOT_FOUND_CONFIG : undefined);
  const lhr = result.lhr;
  if (analytics && tagServer.requests.length === tagsBefore) {
    throw new Error(`${route} (analytics on): gtag.js was never requested, the row would measure nothing`);
  }
  const name = (analytics ? 'analytics_' : '') + (floor ? 'static_floor' : route === '/' ? 'home' : route.slice(1).replace(/[^a-z0-9]+/gi, '_'));
  writeFileSync(`reports/lighthouse/${name}${RUNS > 1 ? `.run${run}` : ''}.json`, result.report);
  if (lhr.runtimeError) throw new Error(`${route}: Lighthouse runtime error ${lhr.runtimeError.code}`);
  if (notFound) onlyTheDocumentIs404(lhr);
  const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
  // Lighthouse's long-tasks audit: main-thread tasks of 50 ms or more, at the 4× slowdown. Those
  // attributed to a script of the site (evaluation, hydration, handlers) are what the app costs;
  // the rest are mostly the document's own parse, style and layout, which the static floor has too.
  const tasks = lhr.audits['long-tasks']?.details?.items ?? [];
  const ownScript = (task) => typeof task.url === 'string' && task.url.startsWith(origin) && /\.js(\?|$)/.test(task.url);
  const longest = (list) => list.reduce((a, b) => (b.duration > (a?.duration ?? 0) ? b : a), null);
  const scriptTask = longest(tasks.filter(ownScript));
  // Another origin's script (with analytics on: gtag.js) is not the document's own work either.
  const otherOrigin = (task) => typeof task.url === 'string' && /^https?:/.test(task.url) && !task.url.startsWith(origin);
  const thirdPartyTask = longest(tasks.filter(otherOrigin));
  const items = lhr.audits['resource-summary']?.details?.items ?? [];
  const bytes = (type) => items.find((item) => item.resourceType === type)?.transferSize ?? 0;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    // The Not Found page is noindex on purpose; SEO is not scored there.
    seo: route === '/404' ? null : score('seo'),
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    total: bytes('total'),
    js: bytes('script'),
    scriptTask: scriptTask?.duration ?? 0,
    thirdPartyTask: thirdPartyTask?.duration ?? 0,
    // The rest: the document's own parse, style and layout (tasks on the page's own address or
    // attributed to nothing).
    anyTask: longest(tasks.filter((task) => !ownScript(task) && !otherOrigin(task)))?.duration ?? 0,
    // Not a figure: kept out of the medians (see TEXT_KEYS).
    scriptTaskUrl: scriptTask ? new URL(scriptTask.url).pathname : null,
  };
}

/** Run results that are labels, not figures: no median is taken of them. */
const TEXT_KEYS = new Set(['scriptTaskUrl']);
/** Lighthouse counts a task as long from 50 ms. */
const LONG_TASK_MS = 50;

const rows = [];
let interaction = null;
/** A built copy of Astroship, whose phone menu the interaction part measures beside ours (skipped without one). */
const ASTROSHIP_DIST = process.env.ASTROSHIP_DIST ?? '/tmp/astroship/dist';
const targets = [
  ...routes.map((route) => ({ route })),
  ...analyticsRoutes.map((route) => ({ route, analytics: true })),
  ...(measureFloor ? [{ route: '/', floor: true }] : []),
];
try {
  for (const { route, analytics = false, floor = false } of targets) {
    const runs = [];
    for (let run = 1; run <= RUNS; run += 1) runs.push(await measure(route, run, { analytics, floor }));
    // Each figure is the median of the runs (Lighthouse's own advice: single runs vary); TBT and CLS
    // also keep their worst run.
    const row = { route: analytics ? `${route} (analytics on)` : floor ? '/ (static floor)' : route, floor };
    for (const key of Object.keys(runs[0])) if (!TEXT_KEYS.has(key)) row[key] = median(runs.map((r) => r[key]));
    row.tbtWorst = Math.max(...runs.map((r) => r.tbt));
    row.clsWorst = Math.max(...runs.map((r) => r.cls));
    row.lcpWorst = Math.max(...runs.map((r) => r.lcp));
    const worstScriptRun = runs.reduce((a, b) => (b.scriptTask > a.scriptTask ? b : a));
    row.scriptTaskWorst = worstScriptRun.scriptTask;
    row.scriptTaskWorstUrl = worstScriptRun.scriptTaskUrl;
    row.scriptTaskLongRuns = runs.filter((r) => r.scriptTask >= LONG_TASK_MS).length;
    row.anyTaskWorst = Math.max(...runs.map((r) => r.anyTask));
    row.thirdPartyTaskWorst = Math.max(...runs.map((r) => r.thirdPartyTask));
    row.runs = runs.length;
    rows.push(row);
    console.log(`${row.route}: P${row.performance} A${row.accessibility} BP${row.bestPractices} SEO${row.seo} LCP ${Math.round(row.lcp)} ms TBT ${Math.round(row.tbt)} ms (worst ${Math.round(row.tbtWorst)}) CLS ${row.clsWorst.toFixed(3)} ${(row.total / 1024).toFixed(1)} KB (TBT runs: ${runs.map((r) => Math.round(r.tbt)).join(', ')} ms)`);
  }
  if (measureTaps) {
    const astroship = existsSync(`${ASTROSHIP_DIST}/index.html`) ? await startStack({ port: port + 5, distDir: ASTROSHIP_DIST, env: stackEnv }) : null;
    try {
      interaction = await runInteractionBench({
        base: `http://127.0.0.1:${port}`,
        astroshipBase: astroship ? `http://127.0.0.1:${port + 5}` : null,
        runs: RUNS,
      });
    } finally {
      await astroship?.stop();
    }
  }
} finally {
  await stack.stop();
  await analyticsStack?.stop();
  await tagServer?.stop();
  if (measureFloor) rmSync(`dist${FLOOR_PATH}`, { recursive: true, force: true });
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const fl = homeFirstLoad('dist');
const loadAtEnd = loadavg();
/** The site's rows: the static floor is a reference, not a page of the site. */
const siteRows = rows.filter((r) => !r.floor);
const floorRow = rows.find((r) => r.floor);
const homeRows = siteRows.filter((r) => r.route === '/' || r.route === '/ (analytics on)');
const worst = (key, dir = 'max') =>
  siteRows.filter((r) => r[key] != null).reduce((a, b) => ((dir === 'max' ? b[key] > a[key] : b[key] < a[key]) ? b : a));
const table = rows.map(
  (r) =>
    `| ${r.route} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo ?? 'n/a'} | ${(r.lcp / 1000).toFixed(2)} s | ${Math.round(r.tbt)} ms | ${Math.round(r.tbtWorst)} ms | ${r.clsWorst.toFixed(3)} | ${kb(r.total)} | ${kb(r.js)} |`,
);
const floorSection = floorRow
  ? `
## The static floor

The home page's own HTML with its scripts removed (no boot loader, nothing it would load), measured
the same way: what this exact page costs without the app. The app over it, median of the runs:

| | static floor | home page | app over the floor |
|---|---|---|---|
${homeRows
  .map(
    (home) => `| ${home.route} LCP | ${(floorRow.lcp / 1000).toFixed(2)} s | ${(home.lcp / 1000).toFixed(2)} s | × ${(home.lcp / floorRow.lcp).toFixed(2)} |
| ${home.route} TBT (median / worst) | ${Math.round(floorRow.tbt)} / ${Math.round(floorRow.tbtWorst)} ms | ${Math.round(home.tbt)} / ${Math.round(home.tbtWorst)} ms | + ${Math.round(home.tbt - floorRow.tbt)} ms median |
| ${home.route} transferred | ${kb(floorRow.total)} | ${kb(home.total)} | + ${kb(home.total - floorRow.total)} (JavaScript ${kb(home.js)}) |`,
  )
  .join('\n')}
`
  : '';
const longTaskSection = (() => {
  if (siteRows.length === 0) return '';
  const script = worst('scriptTaskWorst');
  const any = worst('anyTaskWorst');
  const thirdParty = worst('thirdPartyTaskWorst');
  const runsWithLong = siteRows.reduce((n, r) => n + r.scriptTaskLongRuns, 0);
  const runsAll = siteRows.reduce((n, r) => n + r.runs, 0);
  const ms = (n) => `${Math.round(n)} ms`;
  return `
## Long tasks

Main-thread tasks of ${LONG_TASK_MS} ms or more at the 4× slowdown (Lighthouse's long-tasks audit), worst
single run over every route. A task is the site's script's when Lighthouse attributes it to one of the
site's JavaScript files (evaluation, hydration, an event handler); the others are mostly the
document's own parse, style and layout, which the static floor has too; another origin's script
(gtag.js, with analytics on) has a row of its own.

| tasks | longest (worst run) | where | runs with one of ${LONG_TASK_MS} ms or more |
|---|---|---|---|
| the site's scripts | ${script.scriptTaskWorst > 0 ? ms(script.scriptTaskWorst) : 'none'} | ${script.scriptTaskWorst > 0 ? `${script.route}, ${script.scriptTaskWorstUrl}` : ''} | ${runsWithLong} of ${runsAll} |
| the document's own work, the site's pages | ${ms(any.anyTaskWorst)} | ${any.route} | |
${thirdParty.thirdPartyTaskWorst > 0 ? `| another origin's script | ${ms(thirdParty.thirdPartyTaskWorst)} | ${thirdParty.route} | |\n` : ''}${floorRow ? `| the document's own work, the static floor | ${ms(floorRow.anyTaskWorst)} | / (static floor) | |\n` : ''}`;
})();
const md = `# Lighthouse benchmark

Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC with \`npm run bench\`: ${RUNS} Lighthouse
run${RUNS > 1 ? 's' : ''} of each route (BENCH_RUNS), each in a new browser with a new profile; every figure is
the median of the runs, except "TBT worst" (the worst run) and CLS (the worst run). Lighthouse
${lhVersion()} (mobile defaults: simulated slow 4G, 4× CPU slowdown), Debian's chromium, the production
build served by nginx with gzip on loopback, third-party hosts blocked (offline). Load average when
the run started: ${loadAtStart.map((n) => n.toFixed(1)).join(', ')}; when it ended: ${loadAtEnd.map((n) => n.toFixed(1)).join(', ')}
(1, 5, 15 min; the machine is shared, so timings are noisy).
${tagServer ? `
Rows marked "(analytics on)" measure a second build with a measurement id and \`VITE_CONSENT=none\`, so
gtag.js loads (after the first interaction or when the browser is idle after the load event,
docs/analytics.md); it is answered over HTTPS by a local stand-in of the real tag's size and
work (${kb(tagServer.size.raw)} raw, ${kb(tagServer.size.gzip)} gzip: \`tools/bench/gtag-stand-in.mjs\`). The stand-in
sends no hits.
` : ''}
Home page first-load (entry + home page chunks and their static imports, gzip -9):
JavaScript ${kb(fl.js)}, CSS ${kb(fl.css)}.

| route | performance | accessibility | best practices | SEO | LCP | TBT | TBT worst | CLS | transferred | JS |
|---|---|---|---|---|---|---|---|---|---|---|
${table.join('\n')}

${worstRowsText()}
The Not Found page is noindex, so its SEO score is not counted. It answers with status 404 on
purpose (docs/decisions/002) and chromium logs that status of the document as a console error:
on that page only, the best-practices audit "errors-in-console" does not count that one line
(Lighthouse's \`ignoredPatterns\` option), and the benchmark fails if any other request there answers 404.
${floorSection}${longTaskSection}
${interaction ? `\n${interaction.markdown}` : ''}
## Budgets (docs/decisions/007)

| budget | target | worst measured | met |
|---|---|---|---|
${budgetRows().join('\n')}
`;
writeFileSync('reports/lighthouse.md', md);
console.log(`\nwrote reports/lighthouse.md (${rows.length} rows); home first-load JS ${kb(fl.js)}, CSS ${kb(fl.css)}`);

/** The worst row per figure (none when only the static floor was measured: BENCH_ONLY=floor:/). */
function worstRowsText() {
  if (siteRows.length === 0) return 'Only the static floor was measured: no rows of the site to compare.';
  return `Worst rows: performance ${worst('performance', 'min').performance} (${worst('performance', 'min').route}),
accessibility ${worst('accessibility', 'min').accessibility} (${worst('accessibility', 'min').route}),
best practices ${worst('bestPractices', 'min').bestPractices} (${worst('bestPractices', 'min').route}),
SEO ${worst('seo', 'min').seo} (${worst('seo', 'min').route}),
LCP ${(worst('lcp').lcp / 1000).toFixed(2)} s (${worst('lcp').route}),
TBT median ${Math.round(worst('tbt').tbt)} ms (${worst('tbt').route}),
TBT worst run ${Math.round(worst('tbtWorst').tbtWorst)} ms (${worst('tbtWorst').route}),
CLS ${worst('clsWorst').clsWorst.toFixed(3)} (${worst('clsWorst').route}),
transferred ${kb(worst('total').total)} (${worst('total').route}).`;
}

function budgetRows() {
  const taps = interaction ? interactionBudgetRows(interaction.rows) : [];
  if (siteRows.length === 0) return taps;
  const home = siteRows.find((r) => r.route === '/');
  const line = (name, target, value, met) => `| ${name} | ${target} | ${value} | ${met ? 'yes' : '**no**'} |`;
  const scores = [
    ['performance', 'performance'],
    ['accessibility', 'accessibility'],
    ['best practices', 'bestPractices'],
    ['SEO', 'seo'],
  ].map(([label, key]) => {
    const w = worst(key, 'min');
    return line(`${label} score, every route`, B.score, `${w[key]} (${w.route})`, w[key] >= B.score);
  });
  const ratio = (r) => r.lcp / floorRow.lcp;
  const worstRatio = floorRow && homeRows.length ? homeRows.reduce((a, b) => (ratio(b) > ratio(a) ? b : a)) : null;
  return [
    ...scores,
    line('LCP, every route', `≤ ${(B.lcpMs / 1000).toFixed(1)} s`, `${(worst('lcp').lcp / 1000).toFixed(2)} s (${worst('lcp').route})`, worst('lcp').lcp <= B.lcpMs),
    ...(worstRatio
      ? [line('home LCP over the static floor', `≤ × ${B.lcpOverFloor.toFixed(2)}`, `× ${ratio(worstRatio).toFixed(2)} (${worstRatio.route})`, ratio(worstRatio) <= B.lcpOverFloor)]
      : []),
    line('TBT median, every route', `≤ ${B.tbtMedianMs} ms`, `${Math.round(worst('tbt').tbt)} ms (${worst('tbt').route})`, worst('tbt').tbt <= B.tbtMedianMs),
    line('TBT worst run, every route', `≤ ${B.tbtWorstMs} ms`, `${Math.round(worst('tbtWorst').tbtWorst)} ms (${worst('tbtWorst').route})`, worst('tbtWorst').tbtWorst <= B.tbtWorstMs),
    line('CLS worst run, every route', `≤ ${B.cls}`, `${worst('clsWorst').clsWorst.toFixed(3)} (${worst('clsWorst').route})`, worst('clsWorst').clsWorst <= B.cls),
    line('home first-load JS (gzip)', `≤ ${kb(FIRST_LOAD_TARGET.js)}`, kb(fl.js), fl.js <= FIRST_LOAD_TARGET.js),
    line('home first-load CSS (gzip)', `≤ ${kb(FIRST_LOAD_TARGET.css)}`, kb(fl.css), fl.css <= FIRST_LOAD_TARGET.css),
    ...(home ? [line('home, everything transferred', `≤ ${kb(B.homeTransferBytes)}`, kb(home.total), home.total <= B.homeTransferBytes)] : []),
    ...taps,
  ];
}

function lhVersion() {
  return JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')).version;
}
