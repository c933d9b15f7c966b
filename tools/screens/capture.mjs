/**
 * Renders a screen's HTML in Debian's chromium at twice its CSS size (crisp text once scaled down)
 * and returns the PNG. The page is served from a made-up origin by a request handler: the HTML
 * and the @fontsource files, nothing else (every other request fails, so a screen cannot lean on
 * the network). Each capture is checked before it is used: every glyph must come from one of our
 * web fonts (a fallback to a font of the machine would make the picture depend on it), and no text
 * may be smaller than MIN_TEXT_PX on the canvas (about 7 px on the 480 px card of a phone).
 */
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CANVAS } from './frames.mjs';
import { fontFile } from './fonts.mjs';

const ORIGIN = 'http://screens.invalid';
const MIN_TEXT_PX = 14;

export async function openCapture() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-dev-shm-usage', '--font-render-hinting=none'],
  });
  const context = await browser.newContext({ viewport: CANVAS, deviceScaleFactor: 2 });
  let html = '';
  await context.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (url.origin !== ORIGIN) return route.abort();
    if (url.pathname === '/') return route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html });
    const file = fontFile(url.pathname);
    if (file) return route.fulfill({ status: 200, contentType: 'font/woff2', body: readFileSync(file) });
    return route.abort();
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');

  /** A 1920×1440 PNG of the document (transparent where it paints nothing when `transparent`). */
  async function capture(name, documentHtml, { transparent = false } = {}) {
    html = documentHtml;
    await page.goto(`${ORIGIN}/`, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    await checkFonts(name);
    await checkTextSizes(name);
    return page.screenshot({ type: 'png', omitBackground: transparent, animations: 'disabled' });
  }

  async function checkFonts(name) {
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: 'body *' });
    const foreign = [];
    for (const nodeId of nodeIds) {
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      const system = fonts.filter((font) => !font.isCustomFont).map((font) => font.familyName);
      if (!system.length) continue;
      const { outerHTML } = await cdp.send('DOM.getOuterHTML', { nodeId });
      foreign.push(`${system.join(', ')} in ${outerHTML.replace(/<svg[\s\S]*?<\/svg>/g, '').slice(0, 80)}`);
    }
    if (foreign.length) throw new Error(`${name}: text drawn in a font of this machine (use a face of tools/screens/fonts.mjs): ${foreign.slice(0, 4).join('; ')}`);
  }

  async function checkTextSizes(name) {
    const small = await page.evaluate((min) => {
      const found = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      while (walker.nextNode()) {
        const node = walker.currentNode;
        if (!node.textContent.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const box = range.getBoundingClientRect();
        if (!box.width) continue;
        // The rendered size of the text: its font size through every zoom above it.
        let size = parseFloat(getComputedStyle(node.parentElement).fontSize);
        for (let el = node.parentElement; el; el = el.parentElement) size *= parseFloat(getComputedStyle(el).zoom) || 1;
        if (size < min - 0.01) found.push(`"${node.textContent.trim().slice(0, 30)}" ${size.toFixed(1)}px`);
      }
      return found;
    }, MIN_TEXT_PX);
    if (small.length) throw new Error(`${name}: text under ${MIN_TEXT_PX}px on the canvas: ${small.slice(0, 8).join('; ')}`);
  }

  /**
   * Where the page last captured draws its text and its device, in canvas units: each line of
   * text as the box it shows in (what an ancestor's overflow hides left out), for fitCardCrop.
   */
  async function layout() {
    return page.evaluate(() => {
      const round = (r) => ({ x: Math.round(r.x * 10) / 10, y: Math.round(r.y * 10) / 10, w: Math.round(r.width * 10) / 10, h: Math.round(r.height * 10) / 10 });
      /** The part of `rect` left showing by every ancestor that clips its overflow (null if none). */
      function shown(rect, element) {
        let { left, top, right, bottom } = rect;
        for (let el = element; el && el !== document.body; el = el.parentElement) {
          const style = getComputedStyle(el);
          if (style.visibility === 'hidden' || style.opacity === '0' || style.display === 'none') return null;
          if (style.overflow === 'visible') continue;
          const clip = el.getBoundingClientRect();
          [left, top, right, bottom] = [Math.max(left, clip.left), Math.max(top, clip.top), Math.min(right, clip.right), Math.min(bottom, clip.bottom)];
          if (right - left < 1 || bottom - top < 1) return null;
        }
        return new DOMRect(left, top, right - left, bottom - top);
      }
      const lines = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      while (walker.nextNode()) {
        const node = walker.currentNode;
        if (!node.textContent.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) {
          if (rect.width < 1 || rect.height < 1) continue;
          const visible = shown(rect, node.parentElement);
          if (visible) lines.push({ ...round(visible), text: node.textContent.trim().slice(0, 40) });
        }
      }
      // The small drawn things a box must not slice either: icons and pictures, and rounded boxes
      // with a fill or an outline (buttons, pills, badges, avatars, icon tiles). Larger boxes
      // (panels, tables, charts) are what a close view crops by nature.
      const alpha = (colour) => {
        const parts = colour.match(/[\d.]+/g);
        return !parts ? 0 : parts.length > 3 ? Number(parts[3]) : 1;
      };
      const atoms = [];
      for (const element of document.body.querySelectorAll('*')) {
        const svg = element.closest('svg');
        if (svg && svg !== element) continue;
        const rect = element.getBoundingClientRect();
        if (rect.width < 4 || rect.height < 4 || rect.width > 220 || rect.height > 72) continue;
        const style = getComputedStyle(element);
        const picture = element === svg || element.tagName === 'IMG' || element.tagName === 'CANVAS';
        const filled = alpha(style.backgroundColor) > 0.05 || (parseFloat(style.borderTopWidth) > 0 && alpha(style.borderTopColor) > 0.05);
        if (!picture && !(filled && parseFloat(style.borderTopLeftRadius) > 0)) continue;
        const visible = shown(rect, element);
        if (visible) atoms.push({ ...round(visible), text: `<${element.tagName.toLowerCase()} ${element.className?.baseVal ?? element.className}>`.slice(0, 40) });
      }
      const device = document.querySelector('.f-phone, .f-laptop, .f-browser');
      return { lines, atoms, device: device ? round(device.getBoundingClientRect()) : null };
    });
  }

  return { capture, layout, close: () => browser.close() };
}
