#!/usr/bin/env node
/**
 * The interaction bench: what a visitor's tap does while a page is still arriving, on a phone as
 * Lighthouse models one (412 x 823, touch, 4x CPU slowdown, 150 ms round trip, 1.6 Mbps down), in
 * Debian's chromium driven by Playwright. Lighthouse scores the load; this taps.
 *
 * For each control, a tap at load + 0, 0.5, 1 and 3 s, in a fresh browser context each run, and
 * the time from the tap to the frame that shows its answer (the tap's own event timestamp, so the
 * wait for a busy main thread counts, to the first animation frame where the answer is in the
 * page), the taps that get no answer at all (lost), and the longest event the Event Timing API saw
 * from the tap on. Astroship's phone menu is measured beside ours when a built copy is given
 * (ASTROSHIP_DIST, default /tmp/astroship/dist), as the static floor of a phone menu.
 *
 *   node tools/bench/interaction.mjs          builds, serves dist/ through nginx, writes
 *                                             reports/interaction.md (npm run bench includes it)
 * Env: INTERACTION_RUNS (5), INTERACTION_WAITS (0,500,1000,3000 ms), INTERACTION_ONLY (control
 * names, comma-separated), BENCH_SKIP_BUILD=1 (reuse dist/), BENCH_PORT (19180).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { INTERACTION_BUDGET } from '../../scripts/build/budgets.mjs';
import { startStack } from '../../scripts/stack/stack.mjs';

const FLAGS = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage',
];
/** Lighthouse's mobile defaults: a Moto G Power class phone on slow 4G. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
/** A tablet held sideways: the desktop menu, driven by touch. */
const TABLET = { viewport: { width: 1024, height: 768 }, deviceScaleFactor: 2, isMobile: false, hasTouch: true };
const NETWORK = { offline: false, latency: 150, downloadThroughput: 204800, uploadThroughput: 93750 };
const CPU_SLOWDOWN = 4;
/** Third parties are unreachable here; the bench blocks them, as the Lighthouse bench does. */
const THIRD_PARTY = /^https:\/\/(?!127\.0\.0\.1)/;
/** A tap with no answer after this long, all code long arrived, is a lost tap. */
const ANSWER_TIMEOUT_MS = 12_000;

/** In the page: the menu's link to Web Development shows (the SERVICES section or dropdown is open). */
const servicesLinkShown = () => {
  const link = document.querySelector('#site-menu a[href="/web-development"]');
  return Boolean(link && link.checkVisibility({ visibilityProperty: true }) && link.getBoundingClientRect().height > 0);
};

/**
 * The controls. `target` is tapped; `answer` (run in the page, each animation frame after the
 * tap, given what `before` saw just before it) says whether the page shows the tap's answer.
 * `prepare` runs before the wait ends (scrolling the control into view, as a visitor would have).
 */
const CONTROLS = [
  {
    name: 'phone-menu',
    label: 'Phone menu (open)',
    path: '/',
    device: PHONE,
    target: '.site-header .navbar-toggler',
    answer: () => {
      const menu = document.getElementById('site-menu');
      return Boolean(menu && menu.checkVisibility({ visibilityProperty: true }) && menu.getBoundingClientRect().height > 200);
    },
  },
  {
    name: 'phone-menu-section',
    label: 'Phone menu section (SERVICES)',
    path: '/',
    device: PHONE,
    opensFirst: 'phone-menu',
    target: '#site-menu #menu-services',
    answer: servicesLinkShown,
  },
  {
    name: 'dropdown',
    label: 'Desktop dropdown (SERVICES, 1024 px touch)',
    path: '/about',
    device: TABLET,
    target: '#menu-services',
    answer: servicesLinkShown,
  },
  {
    name: 'portfolio-filter',
    label: 'Portfolio filter (LARAVEL)',
    path: '/portfolio',
    device: PHONE,
    // On a phone the filters are one row that scrolls sideways: a visitor brings the chip into
    // view before tapping it.
    prepare: () =>
      [...document.querySelectorAll('.portfolio-filters button')]
        .find((b) => b.textContent.trim() === 'LARAVEL')
        ?.scrollIntoView({ block: 'center', inline: 'center' }),
    target: '.portfolio-filters button:text-is("LARAVEL")',
    answer: () => {
      const button = [...document.querySelectorAll('.portfolio-filters button')].find((b) => b.textContent.trim() === 'LARAVEL');
      return button?.getAttribute('aria-pressed') === 'true' && /LARAVEL/.test(document.querySelector('.portfolio-list__count')?.textContent ?? '');
    },
  },
  {
    name: 'faq',
    label: 'FAQ accordion (second question)',
    path: '/about',
    device: PHONE,
    prepare: () => document.querySelectorAll('.faq .accordion-button')[1]?.scrollIntoView({ block: 'center' }),
    target: '.faq .accordion-item:nth-child(2) .accordion-button',
    // The answer shows when the answer starts to open (react-bootstrap then animates its height).
    answer: () => {
      const button = document.querySelectorAll('.faq .accordion-button')[1];
      const body = document.querySelectorAll('.faq .accordion-collapse')[1];
      return button?.getAttribute('aria-expanded') === 'true' && Boolean(body?.checkVisibility());
    },
  },
  {
    name: 'carousel-next',
    label: 'Carousel next arrow',
    path: '/',
    device: PHONE,
    prepare: () => document.querySelector('.portfolio-carousel')?.scrollIntoView({ block: 'center' }),
    target: '.portfolio-carousel .carousel-bar__steps button:nth-child(2)',
    before: () => document.querySelector('.portfolio-carousel .carousel-bar__count')?.textContent,
    answer: (before) => document.querySelector('.portfolio-carousel .carousel-bar__count')?.textContent !== before,
  },
  {
    name: 'carousel-dot',
    label: 'Carousel dot (third slide, 1024 px touch)',
    path: '/',
    device: TABLET,
    prepare: () => document.querySelector('.portfolio-carousel')?.scrollIntoView({ block: 'center' }),
    target: '.portfolio-carousel .carousel-bar__dots button:nth-child(3)',
    answer: () => document.querySelector('.portfolio-carousel .carousel-bar__dots button:nth-child(3)')?.getAttribute('aria-current') === 'true',
  },
  {
    name: 'form-submit',
    label: 'Contact form, Send Details empty',
    path: '/contact-us',
    device: PHONE,
    prepare: () => [...document.querySelectorAll('main button')].find((b) => /Send Details/i.test(b.textContent))?.scrollIntoView({ block: 'center' }),
    target: 'main button:has-text("Send Details")',
    answer: () => /Name is required/.test(document.querySelector('main')?.textContent ?? ''),
  },
];

/** Astroship's phone menu, the same measurement on a static template (its own small script). */
const ASTROSHIP = {
  name: 'astroship-phone-menu',
  label: 'Astroship phone menu (reference)',
  path: '/',
  device: PHONE,
  target: '.astronav-toggle, [aria-label="Toggle Menu"], button.md\\:hidden',
  answer: () => {
    const nav = document.querySelector('nav.astronav-items, .astronav-toggle ~ * nav, nav');
    return Boolean(nav && nav.checkVisibility() && !nav.classList.contains('hidden') && nav.getBoundingClientRect().height > 60);
  },
};

/** In every page, before its own scripts: the tap's timestamp and the frames after it. */
function tapProbe() {
  const probe = (window.__probe = { tap: null, answered: null, events: [], check: null, before: undefined });
  window.addEventListener(
    'pointerdown',
    (event) => {
      if (probe.tap != null || !probe.check) return;
      probe.tap = event.timeStamp;
      probe.before = probe.beforeFn ? probe.beforeFn() : undefined;
      const frame = () => {
        if (probe.answered != null) return;
        let shown = false;
        try {
          shown = probe.check(probe.before);
        } catch {
          shown = false;
        }
        if (shown) probe.answered = performance.now();
        else requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    },
    { capture: true },
  );
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) probe.events.push({ name: entry.name, start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
  } catch {
    // No Event Timing API: the column stays empty.
  }
}

async function throttle(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return cdp;
}

async function arm(page, control) {
  await page.evaluate(
    ({ answer, before }) => {
      window.__probe.check = new Function(`return (${answer})`)();
      window.__probe.beforeFn = before ? new Function(`return (${before})`)() : null;
      window.__probe.tap = null;
      window.__probe.answered = null;
    },
    { answer: control.answer.toString(), before: control.before?.toString() },
  );
}

async function tap(page, selector) {
  const box = await page.locator(selector).first().boundingBox({ timeout: 8000 });
  if (!box) throw new Error(`${selector}: not on screen`);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

async function awaitAnswer(page) {
  try {
    await page.waitForFunction(() => window.__probe.answered != null, null, { timeout: ANSWER_TIMEOUT_MS, polling: 100 });
  } catch {
    return null;
  }
  return page.evaluate(() => {
    const p = window.__probe;
    const after = p.events.filter((e) => e.start >= p.tap - 1);
    return {
      ms: p.answered - p.tap,
      longestEvent: after.length ? Math.max(...after.map((e) => e.duration)) : 0,
    };
  });
}

/** One tap: a fresh context, the page under throttling, the tap at load + wait. */
async function measureTap(browser, base, control, wait, controlsByName) {
  const context = await browser.newContext({ ...control.device });
  const page = await context.newPage();
  try {
    await page.addInitScript(tapProbe);
    await page.route(THIRD_PARTY, (route) => route.abort());
    await throttle(page);
    await page.goto(new URL(control.path, base).href, { waitUntil: 'load', timeout: 60_000 });
    if (control.prepare) await page.evaluate(control.prepare);
    if (control.opensFirst) {
      const opener = controlsByName.get(control.opensFirst);
      await arm(page, opener);
      await tap(page, opener.target);
      if (!(await awaitAnswer(page))) return { lost: true, note: 'the control that opens it did not answer' };
    }
    await page.waitForTimeout(wait);
    const state = await page.evaluate(() => ({
      hydrated: document.getElementById('root')?.dataset.hydrated === 'true',
      menus: document.querySelector('.site-header[data-menus-ready]') != null,
    }));
    await arm(page, control);
    await tap(page, control.target);
    const answer = await awaitAnswer(page);
    return answer ? { ...answer, ...state } : { lost: true, ...state };
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const ms = (value) => (value == null ? '–' : `${Math.round(value)} ms`);

/**
 * Runs the bench against a served site (and Astroship's build, when given) and returns its
 * Markdown section and rows. `log` prints progress.
 */
export async function runInteractionBench({ base, astroshipBase = null, runs = 5, waits = [0, 500, 1000, 3000], only = null, log = console.log }) {
  const controls = CONTROLS.filter((control) => !only || only.includes(control.name));
  const byName = new Map(CONTROLS.map((control) => [control.name, control]));
  const plan = controls.map((control) => ({ control, base }));
  if (astroshipBase && (!only || only.includes(ASTROSHIP.name))) plan.push({ control: ASTROSHIP, base: astroshipBase });
  const rows = [];
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: FLAGS });
  try {
    for (const { control, base: origin } of plan) {
      for (const wait of waits) {
        const samples = [];
        for (let run = 0; run < runs; run += 1) {
          let sample;
          try {
            sample = await measureTap(browser, origin, control, wait, byName);
          } catch (error) {
            sample = { lost: true, note: String(error.message ?? error).split('\n')[0] };
          }
          samples.push(sample);
          log(`${control.name} @ load+${wait} ms, run ${run + 1}: ${sample.lost ? `LOST${sample.note ? ` (${sample.note})` : ''}` : `${Math.round(sample.ms)} ms (event ${Math.round(sample.longestEvent)} ms)`}${sample.hydrated === false ? ', before hydration' : ''}${sample.menus === false ? ', menus code not in' : ''}`);
        }
        const answered = samples.filter((sample) => !sample.lost);
        rows.push({
          control: control.name,
          label: control.label,
          wait,
          median: median(answered.map((sample) => sample.ms)),
          worst: answered.length ? Math.max(...answered.map((sample) => sample.ms)) : null,
          lost: samples.length - answered.length,
          runs: samples.length,
          longestEvent: answered.length ? Math.max(...answered.map((sample) => sample.longestEvent)) : null,
          beforeHydration: samples.filter((sample) => sample.hydrated === false).length,
          reference: control === ASTROSHIP,
        });
      }
    }
  } finally {
    await browser.close();
  }
  return { rows, markdown: interactionMarkdown(rows, { runs, waits }) };
}

/** Whether a row keeps its budget: the phone menu and dropdowns at every wait, the rest once hydrated. */
function rowVerdict(row) {
  if (row.reference) return '';
  if (row.lost > 0) return 'LOST TAPS';
  const always = ['phone-menu', 'phone-menu-section', 'dropdown'].includes(row.control);
  if (!always && row.beforeHydration > 0) return 'answered (replayed once the code came)';
  return row.median <= INTERACTION_BUDGET.medianMs && row.worst <= INTERACTION_BUDGET.worstMs ? 'ok' : 'OVER BUDGET';
}

/** The budget table's rows for the taps: lost taps, and the phone menu and the rest against their budgets. */
export function interactionBudgetRows(rows) {
  const site = rows.filter((row) => !row.reference);
  const line = (name, target, value, met) => `| ${name} | ${target} | ${value} | ${met ? 'yes' : '**no**'} |`;
  const lost = site.reduce((n, row) => n + row.lost, 0);
  const taps = site.reduce((n, row) => n + row.runs, 0);
  const worstOf = (list, key) => list.filter((row) => row[key] != null).reduce((a, b) => (b[key] > (a?.[key] ?? -1) ? b : a), null);
  const menus = site.filter((row) => ['phone-menu', 'phone-menu-section', 'dropdown'].includes(row.control));
  const hydrated = site.filter((row) => !menus.includes(row) && row.beforeHydration === 0);
  const out = [line('lost taps, every control and wait', '0', `${lost} of ${taps}`, lost === 0)];
  for (const [label, list] of [['phone menu and dropdowns, every wait', menus], ['other controls, once hydrated', hydrated]]) {
    const median = worstOf(list, 'median');
    const worst = worstOf(list, 'worst');
    if (!median || !worst) continue;
    out.push(line(`tap to answer, median, ${label}`, `≤ ${INTERACTION_BUDGET.medianMs} ms`, `${ms(median.median)} (${median.label}, load + ${median.wait} ms)`, median.median <= INTERACTION_BUDGET.medianMs));
    out.push(line(`tap to answer, worst, ${label}`, `≤ ${INTERACTION_BUDGET.worstMs} ms`, `${ms(worst.worst)} (${worst.label}, load + ${worst.wait} ms)`, worst.worst <= INTERACTION_BUDGET.worstMs));
  }
  return out;
}

function interactionMarkdown(rows, { runs, waits }) {
  const lines = [
    '## Taps while the page arrives (tools/bench/interaction.mjs)',
    '',
    `A phone as Lighthouse models one (412 px, touch, ${CPU_SLOWDOWN}x CPU slowdown, 150 ms RTT, 1.6 Mbps down, through CDP), a fresh browser context per run, ${runs} runs per control and wait; the tap at the load event + ${waits.join(' / ')} ms. Tap to answer: from the tap's event timestamp (a busy main thread's delay counts) to the first animation frame that shows the answer. Longest event: Event Timing API, from the tap on. Budget: median <= ${INTERACTION_BUDGET.medianMs} ms and worst <= ${INTERACTION_BUDGET.worstMs} ms, no lost tap; for the phone menu and dropdowns at every wait, for the other controls once the page has hydrated (before that their tap is kept and answered when the code comes).`,
    '',
    '| control | tap at load + | median | worst | lost | longest event | taps before hydration | verdict |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const row of rows) {
    lines.push(`| ${row.label} | ${row.wait} ms | ${ms(row.median)} | ${ms(row.worst)} | ${row.lost} of ${row.runs} | ${ms(row.longestEvent)} | ${row.beforeHydration} | ${rowVerdict(row)} |`);
  }
  return `${lines.join('\n')}\n`;
}

async function main() {
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    const build = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const port = Number(process.env.BENCH_PORT ?? 19180);
  const stackEnv = { MAIL_TO: 'sales@example.com', MAIL_FROM: 'website@example.com', RECAPTCHA_SECRET: 'bench' };
  const stack = await startStack({ port, env: stackEnv });
  const astroshipDist = process.env.ASTROSHIP_DIST ?? '/tmp/astroship/dist';
  const astroship = existsSync(`${astroshipDist}/index.html`) ? await startStack({ port: port + 5, distDir: astroshipDist, env: stackEnv }) : null;
  const load = loadavg();
  try {
    const { markdown, rows } = await runInteractionBench({
      base: `http://127.0.0.1:${port}`,
      astroshipBase: astroship ? `http://127.0.0.1:${port + 5}` : null,
      runs: Math.max(1, Number(process.env.INTERACTION_RUNS ?? 5)),
      waits: (process.env.INTERACTION_WAITS ?? '0,500,1000,3000').split(',').map(Number),
      only: process.env.INTERACTION_ONLY?.split(',') ?? null,
    });
    mkdirSync('reports', { recursive: true });
    const header = `# Interaction bench\n\n${new Date().toISOString()}, load average at start ${load.map((v) => v.toFixed(2)).join(' / ')}${astroship ? '' : '; no Astroship build found, its row is skipped'}.\n\n`;
    writeFileSync('reports/interaction.md', header + markdown);
    console.log(`\n${markdown}`);
    if (rows.some((row) => !row.reference && rowVerdict(row) !== 'ok' && !rowVerdict(row).startsWith('answered'))) process.exitCode = 1;
  } finally {
    await stack.stop();
    await astroship?.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await main();
