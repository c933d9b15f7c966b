import { readFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const xml = readFileSync('dist/sitemap.xml', 'utf8');
const routes = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-dev-shm-usage'] });
const out = [];
for (const route of routes) {
  const r = await lighthouse(`http://127.0.0.1:19210${route}`, { port: chrome.port, onlyCategories: ['seo'], output: 'json', logLevel: 'error', blockedUrlPatterns: ['*google.com*', '*gstatic.com*', '*example.com*'] });
  const score = Math.round(r.lhr.categories.seo.score * 100);
  const failed = Object.values(r.lhr.audits).filter((a) => a.score === 0 && r.lhr.categories.seo.auditRefs.some((ref) => ref.id === a.id && ref.weight > 0)).map((a) => a.id);
  out.push([route, score, failed.join(' ')]);
  console.log(route, score, failed.join(' '));
}
await chrome.kill();
console.log(`routes ${out.length}, SEO 100 on ${out.filter((o) => o[1] === 100).length}`);
