import { expect, test, type Page } from '@playwright/test';
import { THIRD_PARTY, visit } from './support';

/**
 * The drawn screens on a phone: under 768 px a picture of a device shows its close view (the
 * screen's first lines, cut from the same capture at the same 4:3 proportions), since the whole
 * device at a phone's width drew the screen's words at 5-7 px. From 768 px the whole picture.
 */
const PICTURES = [
  // The home page's close view is the delivery app's phone alone, upright (1:2), not a crop of both devices.
  { path: '/', picture: '.page-hero__img', close: /\/images\/home\/hero-close(-\d+)?\.avif$/, whole: /\/images\/home\/hero(-\d+)?\.avif$/, phoneRatio: 2 },
  { path: '/portfolio/school-fee-erp', picture: 'img.portfolio-detail__image', close: /school-fee-erp-card(-\d+)?\.avif$/, whole: /school-fee-erp(-\d+)?\.avif$/ },
  { path: '/product/serviceplex', picture: 'img.product-screen__img', close: /marketplace-screen-\w+-close(-\d+)?\.avif$/, whole: /marketplace-screen-\w+(-\d+)?\.avif$/ },
  { path: '/web-development', picture: 'img.media-split__img', close: /web-development-close(-\d+)?\.avif$/, whole: /web-development(-\d+)?\.avif$/ },
  { path: '/what-we-do', picture: 'img.offering__img', close: /services\/[\w-]+-close(-\d+)?\.avif$/, whole: /services\/[\w-]+(-\d+)?\.avif$/ },
];

test.beforeEach(async ({ page }) => {
  await page.route(THIRD_PARTY, (route) => route.abort());
});

/** The file the first such picture shows once loaded, and its box. */
async function shown(page: Page, selector: string) {
  const img = page.locator(selector).first();
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  return img.evaluate((el: HTMLImageElement) => {
    const box = el.getBoundingClientRect();
    return { src: el.currentSrc, ratio: box.height / box.width, natural: el.naturalHeight / el.naturalWidth };
  });
}

for (const { path, picture, close, whole, phoneRatio = 0.75 } of PICTURES) {
  test(`${path}: a phone shows the close view of the screen, a tablet and a laptop the whole device, in the same box`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await visit(page, path);
    const phone = await shown(page, picture);
    expect(phone.src).toMatch(close);
    // The box a picture keeps before its file arrives is the one it shows.
    expect(phone.natural).toBeCloseTo(phoneRatio, 2);
    expect(phone.ratio).toBeCloseTo(phoneRatio, 2);
    for (const width of [768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await visit(page, path);
      const wide = await shown(page, picture);
      expect(wide.src, `${width} px`).toMatch(whole);
      expect(wide.src, `${width} px`).not.toMatch(/-(close|card)(-\d+)?\.avif$/);
      expect(wide.ratio, `${width} px`).toBeCloseTo(0.75, 2);
    }
  });
}

test("a project's page on a phone fetches only the close view of its picture, not the whole one as well", async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (/\/images\/portfolio\/school-fee-erp/.test(request.url())) fetched.push(new URL(request.url()).pathname);
  });
  await page.setViewportSize({ width: 375, height: 800 });
  await visit(page, '/portfolio/school-fee-erp');
  await shown(page, 'img.portfolio-detail__image');
  expect(fetched.length).toBeGreaterThan(0);
  expect(fetched.filter((file) => !/school-fee-erp-card/.test(file))).toEqual([]);
});
