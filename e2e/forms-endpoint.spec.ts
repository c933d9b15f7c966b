import { expect, test, type APIRequestContext } from '@playwright/test';
import { stubCaptcha } from './captcha-stub';
import { THIRD_PARTY, visit } from './support';

/**
 * Both forms all the way through: the browser posts to the real php/sendEmail.php (nginx +
 * php-fpm), which verifies the captcha against a local siteverify stand-in, stores the enquiry
 * and mails it to MailDev. The test reads the mail that arrived. scripts/e2e.mjs starts them all.
 */
// scripts/e2e.mjs names its MailDev; otherwise this is `npm start`'s, beside the default base URL.
const maildev = process.env.E2E_MAILDEV_URL ?? 'http://127.0.0.1:1080';

interface Mail {
  id: string;
  subject: string;
  text: string;
  html?: string;
  to: { address: string }[];
  headers: Record<string, string>;
}

async function mailsTo(request: APIRequestContext, marker: string): Promise<Mail[]> {
  const response = await request.get(`${maildev}/api/email`);
  const mails = (await response.json()) as Mail[];
  return mails.filter((mail) => mail.text.includes(marker));
}

test.beforeEach(async ({ page }) => {
  await page.route(THIRD_PARTY, (route) =>
    route.request().url().startsWith('https://www.google.com/recaptcha/') ? route.fallback() : route.abort(),
  );
  await stubCaptcha(page);
});

test('a contact enquiry from the home page reaches the sales inbox', async ({ page, request }) => {
  test.setTimeout(60_000);
  const marker = `contact-${Date.now()}`;
  await visit(page, '/');
  const form = page.locator('form.enquiry-form');
  await form.scrollIntoViewIfNeeded();
  await form.getByRole('textbox', { name: 'Your Name', exact: true }).fill('Asha Verma');
  await form.getByRole('textbox', { name: 'Your Email', exact: true }).fill('asha.verma@example.org');
  await form.getByRole('textbox', { name: 'Message', exact: true }).fill(`We need a Laravel ERP. <b>${marker}</b>`);
  await page.getByRole('button', { name: "I'm not a robot" }).click();
  await form.getByRole('button', { name: 'Send Details' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your message has been sent' })).toContainText('1 working day');

  await expect.poll(async () => (await mailsTo(request, marker)).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
  const staff = (await mailsTo(request, marker)).find((mail) => mail.to.some((to) => to.address === 'sales@example.com'));
  expect(staff, 'staff notification').toBeTruthy();
  expect(staff?.subject).toMatch(/contact/i);
  expect(staff?.text).toContain('Asha Verma');
  expect(staff?.text).toContain('asha.verma@example.org');
  const source = await (await request.get(`${maildev}/api/email/${staff?.id}/source`)).text();
  expect(source).toMatch(/^Reply-To: .*asha\.verma@example\.org/m);
  // The visitor's markup arrives as text, never as HTML: the staff mail has an HTML part, escaped.
  expect(staff?.html, 'the staff mail has an HTML part').toBeTruthy();
  expect(staff?.html).not.toContain(`<b>${marker}</b>`);
  expect(staff?.html).toContain(`&lt;b&gt;${marker}&lt;/b&gt;`);
});

test('a quote request reaches the sales inbox with every field', async ({ page, request }) => {
  test.setTimeout(60_000);
  const marker = `quote-${Date.now()}`;
  await visit(page, '/tell-us-about-your-project');
  const form = page.locator('form.enquiry-form');
  await form.getByRole('textbox', { name: 'Your Name', exact: true }).fill('Rahul K. Mehta');
  await form.getByRole('textbox', { name: 'Your Email', exact: true }).fill('rahul@example.net');
  await form.getByRole('textbox', { name: 'Your Phone', exact: true }).fill('9876543210');
  await form.getByRole('textbox', { name: 'Requirement', exact: true }).fill(`A Shopify store with 300 products. ${marker}`);
  await page.getByRole('button', { name: "I'm not a robot" }).click();
  await form.getByRole('button', { name: 'Send Details' }).click();
  await expect(page.getByText('Your requirements have been forwarded to our sales team successfully. We usually reply within 1 working day.')).toBeVisible();

  await expect.poll(async () => (await mailsTo(request, marker)).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
  const staff = (await mailsTo(request, marker)).find((mail) => mail.to.some((to) => to.address === 'sales@example.com'));
  expect(staff?.subject).toMatch(/quote/i);
  for (const value of ['Rahul K. Mehta', 'rahul@example.net', '9876543210', 'A Shopify store with 300 products.']) {
    expect(staff?.text).toContain(value);
  }
});

test('the real endpoint rejects a bad phone number with the same message the form shows', async ({ page }) => {
  await visit(page, '/tell-us-about-your-project');
  const response = await page.request.post('/php/sendEmail.php', {
    headers: { 'Content-Type': 'application/json', Origin: new URL(page.url()).origin },
    data: { to: 'a@example.org', name: 'Asha', phone: '1234567890', requirement: 'x', flag: 'estimate', recaptchaToken: 'e2e-token' },
  });
  expect(response.status()).toBe(422);
  expect(await response.json()).toMatchObject({ success: false, error: 'Please enter a valid phone number' });
});
