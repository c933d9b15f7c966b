import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadAfterFirstPaint } from './boot-loader.js';
import { bootLoaderScript, moveScriptsAfterFirstPaint } from './inline-boot-loader.mjs';

const PRELOADS = ['/assets/home-page-1.js', '/assets/react-2.js'];
const SCRIPTS = ['/assets/index-3.js'];

/** What the loader has added to the head: [tag, rel or type, URL, crossOrigin, fetchPriority]. */
const added = () => [...document.head.children].map((e) => [
  e.tagName.toLowerCase(), e.rel || e.type, e.getAttribute('href') ?? e.getAttribute('src'), e.crossOrigin, e.fetchPriority,
]);
const EXPECTED = [
  ['script', 'module', SCRIPTS[0], '', 'low'],
  ['link', 'modulepreload', PRELOADS[0], '', 'low'],
  ['link', 'modulepreload', PRELOADS[1], '', 'low'],
];
/** The modulepreloads come each in a task of its own after the entry's: lets those tasks run. */
const preloadTasks = () => vi.advanceTimersByTime(1);

/** A PerformanceObserver stand-in: `paint(name)` delivers a paint entry to the observers. */
function fakeObserver(supportedEntryTypes = ['paint', 'largest-contentful-paint']) {
  const observers = [];
  class Observer {
    static supportedEntryTypes = supportedEntryTypes;
    constructor(callback) { this.callback = callback; this.connected = false; }
    observe(options) { this.options = options; this.connected = true; observers.push(this); }
    disconnect() { this.connected = false; }
  }
  const paint = (name) => {
    for (const observer of observers.filter((o) => o.connected)) {
      observer.callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name, entryType: 'paint' }] : []) }, observer);
    }
  };
  return { Observer, observers, paint };
}

function setVisibility(state) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
}

describe('the boot loader', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // A frame comes 16 ms later on the fake clock; the fake clock runs a task queued in it 1 ms later.
    vi.stubGlobal('requestAnimationFrame', (callback) => setTimeout(callback, 16));
    setVisibility('visible');
    document.head.replaceChildren();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    setVisibility('visible');
    document.head.replaceChildren();
  });

  it('adds the entry script and then the modulepreloads after the first contentful paint and one frame', () => {
    const { Observer, observers, paint } = fakeObserver();
    vi.stubGlobal('PerformanceObserver', Observer);
    loadAfterFirstPaint(PRELOADS, SCRIPTS);
    expect(observers[0].options).toEqual({ type: 'paint', buffered: true });
    vi.advanceTimersByTime(500);
    expect(added()).toEqual([]);
    paint('first-paint');
    vi.advanceTimersByTime(100);
    expect(added(), 'first-paint alone is not the first contentful paint').toEqual([]);
    paint('first-contentful-paint');
    expect(observers[0].connected).toBe(false);
    expect(added(), 'not in the frame of the paint itself').toEqual([]);
    vi.advanceTimersByTime(16);
    expect(added(), 'not in the next frame either, but in a task after it').toEqual([]);
    vi.advanceTimersByTime(1);
    expect(added(), 'the entry first, the modulepreloads in tasks of their own').toEqual(EXPECTED.slice(0, 1));
    preloadTasks();
    expect(added()).toEqual(EXPECTED);
  });

  it('adds them at once in a hidden tab, which paints nothing', () => {
    const { Observer, observers } = fakeObserver();
    vi.stubGlobal('PerformanceObserver', Observer);
    setVisibility('hidden');
    loadAfterFirstPaint(PRELOADS, SCRIPTS);
    preloadTasks();
    expect(added()).toEqual(EXPECTED);
    expect(observers).toEqual([]);
    vi.advanceTimersByTime(5000);
    expect(added()).toHaveLength(3);
  });

  it('adds them after two seconds when no paint entry comes', () => {
    const { Observer } = fakeObserver();
    vi.stubGlobal('PerformanceObserver', Observer);
    loadAfterFirstPaint(PRELOADS, SCRIPTS);
    vi.advanceTimersByTime(1999);
    expect(added()).toEqual([]);
    vi.advanceTimersByTime(1);
    preloadTasks();
    expect(added()).toEqual(EXPECTED);
  });

  it('adds them exactly once when the paint and the two-second cap both come', () => {
    const { Observer, paint } = fakeObserver();
    vi.stubGlobal('PerformanceObserver', Observer);
    loadAfterFirstPaint(PRELOADS, SCRIPTS);
    vi.advanceTimersByTime(1990);
    paint('first-contentful-paint');
    vi.advanceTimersByTime(5000);
    preloadTasks();
    expect(added()).toEqual(EXPECTED);
  });

  it('without paint timing, adds them after the next frame, once', () => {
    const { Observer, observers } = fakeObserver(['navigation', 'resource']);
    vi.stubGlobal('PerformanceObserver', Observer);
    loadAfterFirstPaint(PRELOADS, SCRIPTS);
    expect(observers).toEqual([]);
    vi.advanceTimersByTime(17);
    preloadTasks();
    expect(added()).toEqual(EXPECTED);
    vi.advanceTimersByTime(5000);
    expect(added()).toHaveLength(3);
  });

  it('without PerformanceObserver at all, does the same', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    loadAfterFirstPaint(PRELOADS, SCRIPTS);
    expect(added()).toEqual([]);
    vi.advanceTimersByTime(17);
    preloadTasks();
    expect(added()).toEqual(EXPECTED);
  });
});

describe('the boot loader inlined in a page', () => {
  const page = `<html><head><title>t</title>
    <script type="module" crossorigin src="/assets/index-3.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/home-page-1.js">
    <link rel="modulepreload" crossorigin href="/assets/react-2.js">
  </head><body><div id="root"></div>
  </body></html>`;

  it('takes the entry script and the modulepreloads out of the head and calls the loader at the end of the body', () => {
    const html = moveScriptsAfterFirstPaint(page);
    expect(html).not.toMatch(/<script type="module"|modulepreload" crossorigin/);
    expect(html).toContain(`${bootLoaderScript(PRELOADS, SCRIPTS)}\n  </body>`);
  });

  it('refuses a page without an entry script', () => {
    expect(() => moveScriptsAfterFirstPaint('<html><body></body></html>')).toThrow(/no entry module script/);
  });

  it('still works minified: run in a hidden tab, it adds the same elements', () => {
    setVisibility('hidden');
    vi.useFakeTimers();
    try {
      const script = bootLoaderScript(PRELOADS, SCRIPTS);
      expect(script).toMatch(/^<script>[^\n]+<\/script>$/);
      expect(script.length).toBeLessThan(900);
      document.head.replaceChildren();
      window.eval(script.slice('<script>'.length, -'</script>'.length));
      preloadTasks();
    expect(added()).toEqual(EXPECTED);
    } finally {
      vi.useRealTimers();
      setVisibility('visible');
      document.head.replaceChildren();
    }
  });

  it('cannot be closed early by a URL', () => {
    expect(bootLoaderScript(['/a</script><b>.js'], SCRIPTS)).not.toContain('</script><b>');
  });
});
