import { expect, test } from '@playwright/test';
import { THIRD_PARTY, visit } from './support';

/**
 * How each page ends. The footer's consultation banner follows every page, so a page may hold at
 * most one call-to-action band of its own, never as its last block (two bands back to back), and
 * no call to action in the page may send the visitor to the page they are on. That check runs for
 * every sitemap route inside the per-route sweep of e2e/route-sweep.spec.ts (expectPageEnding in
 * ./support), on the page load that sweep makes anyway: a test here loaded every route again.
 */

/**
 * The footer's banner is on every page. On the pages that hold the enquiry form, its GET QUOTE
 * (and Contact Us on the contact page) leads to that form on the page itself: no reload, the
 * form in view with the focus on it.
 */
for (const { path, links } of [
  { path: '/tell-us-about-your-project', links: ['GET QUOTE'] },
  { path: '/contact-us', links: ['GET QUOTE', 'Contact Us'] },
]) {
  for (const name of links) {
    test(`on ${path} the footer's ${name} takes the visitor to the form on the same page`, async ({ page }) => {
      await page.route(THIRD_PARTY, (route) => route.abort());
      await visit(page, path);
      const link = page.locator('footer').getByRole('link', { name, exact: true });
      await expect(link).toHaveAttribute('href', '#enquiry-form');
      // The banner says where the form is, instead of inviting the visitor to a quote again.
      await expect(page.locator('#footer-cta-heading')).toHaveText('Your free consultation starts with the form above');
      // And the link's chevron points up the page, where the same words elsewhere open a page.
      expect(await link.evaluate((el) => getComputedStyle(el, '::after').borderTopStyle)).toBe('solid');
      let loads = 0;
      page.on('load', () => (loads += 1));
      await link.scrollIntoViewIfNeeded();
      await link.focus();
      await page.keyboard.press('Enter');
      const target = page.locator('#enquiry-form');
      await expect(target).toBeFocused();
      await expect(target.getByRole('form')).toBeInViewport();
      await expect(target.getByLabel('Your Name')).toBeInViewport();
      // Not hidden under the fixed header.
      const top = await target.evaluate((el) => el.getBoundingClientRect().top);
      const header = await page.locator('.site-header').evaluate((el) => el.getBoundingClientRect().bottom);
      expect(top).toBeGreaterThanOrEqual(header);
      await expect(page).toHaveURL(new RegExp(`${path}#enquiry-form$`));
      expect(loads).toBe(0);
      // The next Tab goes into the form.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('#enquiry-form') != null)).toBe(true);
    });
  }
}

test('elsewhere the footer GET QUOTE and Contact Us lead to their pages', async ({ page }) => {
  await page.route(THIRD_PARTY, (route) => route.abort());
  await visit(page, '/about');
  const footer = page.locator('footer');
  await expect(footer.getByRole('link', { name: 'GET QUOTE', exact: true })).toHaveAttribute('href', '/tell-us-about-your-project');
  expect(await footer.getByRole('link', { name: 'GET QUOTE', exact: true }).evaluate((el) => getComputedStyle(el, '::after').content)).toBe('none');
  await expect(footer.getByRole('link', { name: 'Contact Us', exact: true })).toHaveAttribute('href', '/contact-us');
  await expect(page.locator('#footer-cta-heading')).toHaveText('Get a free consultation and an estimated cost for your project');
  await visit(page, '/tell-us-about-your-project');
  await expect(footer.getByRole('link', { name: 'Contact Us', exact: true })).toHaveAttribute('href', '/contact-us');
  // The same invitation in the words of the page it closes, the GET QUOTE link unchanged.
  for (const [path, title] of [
    ['/careers', 'Here to hire us rather than join us? Get a free consultation and an estimated cost'],
    ['/portfolio/ca-website', 'Want work like this for your business? Get a free consultation and an estimated cost'],
    // An unknown project: 404.html's general banner, kept once the app has drawn the page.
    ['/portfolio/nope', 'Get a free consultation and an estimated cost for your project'],
    ['/case-studies/nope', 'Get a free consultation and an estimated cost for your project'],
    ['/portfolio/ca-website/extra', 'Get a free consultation and an estimated cost for your project'],
  ]) {
    await visit(page, path as string);
    await expect(page.locator('#footer-cta-heading')).toHaveText(title as string);
    await expect(footer.getByRole('link', { name: 'GET QUOTE', exact: true })).toHaveAttribute('href', '/tell-us-about-your-project');
  expect(await footer.getByRole('link', { name: 'GET QUOTE', exact: true }).evaluate((el) => getComputedStyle(el, '::after').content)).toBe('none');
  }
});
