import { expect, test, type Page } from '@playwright/test';
import { serviceSlugs } from '../src/content/services/slugs';
import { site } from '../src/content/site';
import { THIRD_PARTY, visit } from './support';

/**
 * Every service page, in a real browser on the built site: one h1, the sales e-mail and phone
 * links from site.ts, quote links that land on the quote page, and the FAQ accordion (first open,
 * one at a time). The service pages are the ones content names (content/services/slugs.ts),
 * not read from the route table it checks.
 */
const QUOTE = '/tell-us-about-your-project';
const FIVE_FAQS = ['web-design', 'ui-ux-design', 'mobile-development', 'web-development'];

test.beforeEach(async ({ page }) => {
  await page.route(THIRD_PARTY, (route) => route.abort());
});

const expandedStates = (page: Page) => page.locator('.faq .accordion-button').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-expanded')));

for (const slug of serviceSlugs) {
  test(`service /${slug}: h1, its picture beside the title, numbered offers, contact links, quote links and FAQ`, async ({ page }) => {
    const errors = await visit(page, `/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

    const contact = page.locator('.service-contact');
    await expect(contact.getByRole('link', { name: site.salesEmail })).toHaveAttribute('href', `mailto:${site.salesEmail}`);
    await expect(contact.getByRole('link', { name: site.phone.display })).toHaveAttribute('href', `tel:${site.phone.e164}`);

    const quoteLinks = page.getByRole('link', { name: 'Get a Free Quote' });
    expect(await quoteLinks.count()).toBeGreaterThanOrEqual(1);
    await expect(contact.getByRole('link', { name: /^Chat on WhatsApp/ })).toHaveAttribute('target', '_blank');
    for (const href of await quoteLinks.evaluateAll((links) => links.map((l) => l.getAttribute('href')))) expect(href).toBe(QUOTE);

    const questions = page.locator('.faq .accordion-button');
    const count = await questions.count();
    if (FIVE_FAQS.includes(slug)) expect(count).toBe(5);
    else expect([4, 5]).toContain(count);
    expect(await expandedStates(page)).toEqual(['true', ...Array(count - 1).fill('false')]);
    await questions.nth(1).click();
    await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('.faq .accordion-collapse.show')).toHaveCount(1);
    await questions.nth(1).click();
    await expect(page.locator('.faq .accordion-button[aria-expanded="true"]')).toHaveCount(0);

    // The hero shows the service's own picture beside the title, never under it: decorative and loaded.
    const picture = page.locator('.page-hero__art img');
    await expect(picture).toHaveAttribute('alt', '');
    await expect(picture).toHaveAttribute('src', `/images/services/${slug}-hero.webp`);
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 1)).toBe(true);
    const [art, text] = await Promise.all([picture.boundingBox(), page.locator('.page-hero__text').boundingBox()]);
    expect(art && text && art.x >= text.x + text.width).toBe(true);

    // What it offers: numbered cards (01, 02...) with a pictogram each.
    const offers = page.locator('ol.offer-grid > li');
    const offerCount = await offers.count();
    expect(offerCount).toBeGreaterThanOrEqual(4);
    for (let index = 0; index < offerCount; index++) {
      const card = offers.nth(index);
      await expect(card.locator('.offer-card__number')).toHaveText(String(index + 1).padStart(2, '0'));
      await expect(card.locator('.offer-card__icon svg')).toBeVisible();
      await expect(card.getByRole('heading', { level: 3 })).toBeVisible();
    }

    // The hero's quote link navigates to the quote page in the app.
    await page.locator('.page-hero').getByRole('link', { name: 'Get a Free Quote' }).click();
    await expect(page).toHaveURL(new RegExp(`${QUOTE}$`));
    expect(errors).toEqual([]);
  });
}

test('service pages are prerendered with their own title, description and Service + FAQPage JSON-LD', async ({ request }) => {
  const titles = new Set<string>();
  for (const slug of serviceSlugs) {
    const html = await (await request.get(`/${slug}`)).text();
    const title = /<title>([^<]+)<\/title>/.exec(html)?.[1] ?? '';
    expect(title, slug).toContain(site.brand);
    titles.add(title);
    expect(html, slug).toMatch(/<meta name="description" content="[^"]{50,160}"/);
    expect(html, slug).toContain('"@type":"Service"');
    expect(html, slug).toContain('"@type":"FAQPage"');
    expect(html, slug).toContain('"@type":"BreadcrumbList"');
    expect(html, slug).toContain(`href="mailto:${site.salesEmail}"`);
  }
  expect(titles.size).toBe(serviceSlugs.length);
});

test('the two e-commerce service routes are different pages', async ({ page }) => {
  await visit(page, '/e-commerce-application');
  const product = await page.getByRole('heading', { level: 1 }).textContent();
  await expect(page.locator('main').getByText('B2C', { exact: false }).first()).toBeVisible();
  await visit(page, '/e-commerce-application-service');
  const service = await page.getByRole('heading', { level: 1 }).textContent();
  expect(service).not.toBe(product);
  for (const platform of ['Magento', 'WordPress with WooCommerce', 'Shopify', 'Custom build']) {
    await expect(page.getByRole('heading', { level: 3, name: platform, exact: true })).toBeVisible();
  }
});

test('a service page has no horizontal scroll at 320 px', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await visit(page, '/enterprise-resource-planning');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

// A service that builds something shows three projects of its kind before its questions: whole
// pictures in a row of three from 768 px (one above another on a phone), each card the way to its
// project's page.
for (const width of [375, 1280]) {
  test(`/enterprise-resource-planning: three ERP projects with their screens before the questions, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const errors = await visit(page, '/enterprise-resource-planning');
    const band = page.locator('section.service-work');
    await expect(band.getByRole('heading', { level: 2 })).toHaveText('ERP systems we have built');
    const cards = band.locator('.portfolio-card');
    await expect(cards).toHaveCount(3);
    await band.scrollIntoViewIfNeeded();
    for (const img of await band.locator('.portfolio-card img').all()) {
      await img.scrollIntoViewIfNeeded();
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    }
    const tops = await cards.evaluateAll((list) => list.map((card) => Math.round(card.getBoundingClientRect().top + window.scrollY)));
    if (width >= 768) expect(new Set(tops).size).toBe(1);
    else expect(tops).toEqual([...tops].sort((a, b) => a - b));
    // Before the questions.
    const faqTop = await page.locator('.faq').first().evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    expect(Math.max(...tops)).toBeLessThan(faqTop);
    await cards.first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/portfolio\/infor-sx-erp-web-application-and-reporting$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Infor SX ERP Web Application and Reporting');
    expect(errors).toEqual([]);
  });
}
