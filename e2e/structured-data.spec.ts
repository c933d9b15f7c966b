import { expect, test } from '@playwright/test';
import { jsonLdNodes, jsonLdProblems } from '../tests/harness/rich-results.mjs';
import { builtSitemapPaths } from './support';

const ogUrl = (html: string) => html.match(/<meta property="og:url" content="([^"]*)"/)?.[1] ?? '';

/** The PNG's width and height, from its header. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

// One test per route: a failure names its page and what its JSON-LD lacks.
for (const path of builtSitemapPaths()) {
  test(`${path}: its JSON-LD in the raw HTML has what search engines require of each type, and claims only what the page shows`, async ({
    request,
  }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const nodes = jsonLdNodes(html);
    expect(jsonLdProblems(nodes, { url: ogUrl(html), html })).toEqual([]);
  });
}

test('the logo the Organization names is served: a square PNG of at least 112 px', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const organization = jsonLdNodes(html).find((node) => node['@type'] === 'Organization');
  const logo = new URL(String(organization?.logo));
  const response = await request.get(logo.pathname, { maxRedirects: 0 });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  const { width, height } = pngSize(await response.body());
  expect(width).toBe(height);
  expect(width).toBeGreaterThanOrEqual(112);
});
