import { expect, test } from '@playwright/test';
import { THIRD_PARTY, visit, waitForHydration, waitForSettled } from './support';

/**
 * Code that never arrives: a tab left open across a deploy asks for hashed files the new build no
 * longer has (or the network drops). The page must stay as it is, never blank, and keep what the
 * visitor typed (src/lib/deferred-lazy.ts, src/app/page-loader.ts).
 */
const notFound = { status: 404, contentType: 'text/html', body: '<!doctype html><title>Not Found</title>' };

test.beforeEach(async ({ page }) => {
  await page.route(THIRD_PARTY, (route) => route.abort());
});

test("the header's code missing: the page stays, its links work, and the typed text is kept", async ({ page }) => {
  let asked = 0;
  await page.route(/\/assets\/header-nav-[\w-]+\.js$/, (route) => {
    asked += 1;
    return route.fulfill(notFound);
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await visit(page, '/contact-us');
  await page.getByLabel('Your Name').click();
  await page.keyboard.type('Asha Verma');
  await expect.poll(() => asked).toBeGreaterThan(0);
  await waitForSettled(page);

  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByLabel('Your Name')).toHaveValue('Asha Verma');
  await expect(page.locator('.site-header')).toBeVisible();
  expect(errors).toEqual([]);
  // The prerendered header still takes the visitor on.
  await page.locator('.site-header').getByRole('link', { name: 'PORTFOLIO' }).click();
  await expect(page).toHaveURL(/\/portfolio$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test("the header's code missing: a link in the page still takes the visitor to its page, and so do Back and the next link", async ({ page }) => {
  await page.route(/\/assets\/header-nav-[\w-]+\.js$/, (route) => route.fulfill(notFound));
  await visit(page, '/about');
  // The first press on the page asks for the header's code, which fails while the move waits for it.
  await page.locator('footer').getByRole('link', { name: 'Careers' }).click();
  await expect(page).toHaveURL(/\/careers$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Careers' })).toBeVisible();

  await waitForHydration(page);
  await page.locator('footer').getByRole('link', { name: 'Portfolio' }).click();
  await expect(page).toHaveURL(/\/portfolio$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/portfolio/i);
  await page.goBack();
  await expect(page).toHaveURL(/\/careers$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Careers' })).toBeVisible();
});

test("a page's code missing on a move inside the site: the address is loaded afresh and the page shows", async ({ page }) => {
  let asked = 0;
  await page.route(/\/assets\/about-page-[\w-]+\.js$/, (route) => {
    asked += 1;
    return route.fulfill(notFound);
  });
  await visit(page, '/contact-us');
  await waitForSettled(page);
  let loads = 0;
  page.on('load', () => (loads += 1));
  const reloaded = page.waitForEvent('load');
  // A client-side move: the footer's About Us link is handled by the router.
  await page.locator('footer').getByRole('link', { name: 'About Us' }).click();
  await reloaded;
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  // The fresh page cannot load that code either: it stays as prerendered, with no reload loop.
  await page.waitForLoadState('networkidle');
  expect(asked).toBeGreaterThanOrEqual(2);
  expect(loads).toBe(1);
});

test("the form's code missing: the visitor is told, with the sales e-mail and phone, and the typed text stays", async ({ page }) => {
  await page.route(/\/assets\/enquiry-form-[\w-]+\.js$/, (route) => route.fulfill(notFound));
  await visit(page, '/');
  const note = page.locator('.enquiry-form__no-code');
  // Before anything fails the note is not shown.
  await expect(note).toBeHidden();
  const form = page.locator('form.enquiry-form');
  await form.scrollIntoViewIfNeeded();
  await form.getByRole('textbox', { name: 'Your Name', exact: true }).fill('Asha Verma');
  await expect(note).toBeVisible();
  await expect(note.getByRole('link', { name: 'sales@example.com' })).toHaveAttribute('href', 'mailto:sales@example.com');
  await expect(form.getByRole('button', { name: 'Send Details' })).toBeDisabled();
  await expect(form.getByRole('textbox', { name: 'Your Name', exact: true })).toHaveValue('Asha Verma');
});

test('with every part of the page loaded, the note for missing code is never shown', async ({ page }) => {
  await visit(page, '/contact-us');
  await waitForSettled(page);
  await expect(page.locator('.enquiry-form__no-code')).toHaveCount(0);
});
