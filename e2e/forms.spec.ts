import { expect, test, type Page, type Request, type Route } from '@playwright/test';
import { CAPTCHA, FAKE_GRECAPTCHA, stubCaptcha } from './captcha-stub';
import { collectErrors, THIRD_PARTY, visit, waitForElementHydration, waitForHydration, waitForSettled } from './support';

/**
 * The contact and quote forms in a real browser, with Google's captcha script replaced by a tiny
 * fake and the endpoint answered by each test. (Tests through the real PHP endpoint to the SMTP
 * catcher live in their own spec.)
 */

const ENDPOINT = '**/php/sendEmail.php';

interface Endpoint {
  requests: Request[];
  bodies: () => unknown[];
}

/** Answers the endpoint with `answer` and records every request. */
async function answerEndpoint(page: Page, answer: (route: Route) => Promise<void>): Promise<Endpoint> {
  const requests: Request[] = [];
  await page.route(ENDPOINT, (route) => {
    requests.push(route.request());
    return answer(route);
  });
  return { requests, bodies: () => requests.map((request) => request.postDataJSON()) };
}

const ok = (body: object, status = 200) => (route: Route) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

/** A form field by its label (the required asterisk is hidden from the accessible name). */
const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
const captchaBox = (page: Page) => page.getByRole('button', { name: "I'm not a robot" });
const sendButton = (page: Page) => page.getByRole('button', { name: 'Send Details' });
const status = (page: Page) => page.locator('.enquiry [role="alert"]');
/** The reminder to solve the challenge: under the challenge itself, not in the status line. */
const captchaReminder = (page: Page) => page.locator('.enquiry .captcha-reminder');

/** Opens /contact-us and fills in Asha's name, e-mail and `message`. */
async function fillContact(page: Page, message = 'Hello') {
  await visit(page, '/contact-us');
  await field(page, 'Your Name').fill('Asha Verma');
  await field(page, 'Your Email').fill('asha@example.in');
  await field(page, 'Message').fill(message);
}

/** A promise that holds something back (a route, an answer) until `release()` is called. */
function holdBack(): { held: Promise<void>; release: () => void } {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { held, release };
}

/** The endpoint received one body: `fields` under their request keys, then the form's flag and the test token. */
function expectSentOnce(endpoint: Endpoint, fields: Record<string, string>, flag: 'contact_us' | 'estimate') {
  expect(endpoint.bodies()).toEqual([{ ...fields, flag, recaptchaToken: 'e2e-token' }]);
}

test.beforeEach(async ({ page }) => {
  await page.route(THIRD_PARTY, (route) => route.abort());
});

test.describe('captcha loading', () => {
  test('the home page requests no captcha script on first load, only once the form is scrolled near', async ({ page }) => {
    const requested = await stubCaptcha(page);
    await visit(page, '/');
    await waitForSettled(page);
    expect(requested).toEqual([]);

    await page.locator('form.enquiry-form').scrollIntoViewIfNeeded();
    await expect(captchaBox(page)).toBeVisible();
    expect(requested).toHaveLength(1);
    expect(requested[0]).toMatch(/^https:\/\/www\.google\.com\/recaptcha\/api\.js\?onload=onloadcallback&render=explicit/);
  });

  test('the captcha box keeps its 304×78 space before and after loading', async ({ page }) => {
    await stubCaptcha(page);
    await visit(page, '/contact-us');
    const box = page.locator('.captcha-box');
    await expect(captchaBox(page)).toBeVisible();
    const size = await box.boundingBox();
    expect(size?.width).toBe(304);
    expect(size?.height).toBe(78);
  });

  test('on narrow phones the widget, scaled where it must be, fits its box whole (320 to 379 px)', async ({ page }) => {
    await stubCaptcha(page);
    for (const width of [320, 359, 360, 375, 379]) {
      await page.setViewportSize({ width, height: 800 });
      await visit(page, '/contact-us');
      await field(page, 'Your Name').fill('Asha Verma');
      const widget = captchaBox(page);
      await expect(widget).toBeVisible();
      // Google's widget is 304 × 78 px whatever its box: give the stand-in that size.
      await widget.evaluate((element) => {
        (element as HTMLElement).style.cssText = 'width:304px;height:78px;box-sizing:border-box;border:1px solid #d3d3d3';
      });
      const [box, drawn] = await Promise.all([page.locator('.captcha-box').boundingBox(), widget.boundingBox()]);
      if (!box || !drawn) throw new Error(`${width} px: the captcha box or the widget is not laid out`);
      expect(drawn.x + drawn.width, `${width} px: right edge`).toBeLessThanOrEqual(box.x + box.width + 0.5);
      expect(drawn.y + drawn.height, `${width} px: bottom edge`).toBeLessThanOrEqual(box.y + box.height + 0.5);
      expect(box.x + box.width, `${width} px: inside the page`).toBeLessThanOrEqual(width);
    }
  });
});

test("on a 320 px phone the reminder under the home form's widget widens nothing: no sideways scroll", async ({ page }) => {
  await stubCaptcha(page);
  await page.setViewportSize({ width: 320, height: 700 });
  await visit(page, '/');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.scrollIntoViewIfNeeded();
  await form.getByRole('textbox', { name: 'Your Name', exact: true }).fill('Asha Verma');
  await form.getByRole('textbox', { name: 'Your Email', exact: true }).fill('asha@example.in');
  await form.getByRole('textbox', { name: 'Message', exact: true }).fill('We need an online store.');
  await expect(form.getByRole('button', { name: "I'm not a robot" })).toBeVisible();
  await form.getByRole('button', { name: 'Send Details' }).click();
  await expect(form.locator('.captcha-reminder')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  expect(await page.evaluate(() => window.scrollX)).toBe(0);
});

test.describe('contact form (/contact-us)', () => {
  test.beforeEach(async ({ page }) => {
    await stubCaptcha(page);
  });

  test('validates on submit with one message per invalid field, and focuses the first invalid field', async ({
    page,
  }) => {
    const endpoint = await answerEndpoint(page, ok({ success: true }));
    await visit(page, '/contact-us');
    // The page's name as SPEC gives it (CONTACT US) is the large line, in the site's heading case.
    await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(/^contact us$/i);
    await sendButton(page).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Message is required')).toBeVisible();
    await expect(field(page, 'Your Name')).toBeFocused();

    await field(page, 'Your Name').fill('A');
    await field(page, 'Your Email').fill('asha@example');
    await sendButton(page).click();
    await expect(page.getByText('Name must be at least 3 characters long')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(field(page, 'Your Name')).toHaveAttribute('aria-invalid', 'true');
    expect(endpoint.requests).toHaveLength(0);
  });

  test('without the captcha nothing is sent; with it the exact payload goes out and a success alert replaces the form', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'XSRF-TOKEN', value: 'e2e-xsrf', url: baseURL ?? 'http://127.0.0.1:8080' }]);
    const errors = collectErrors(page);
    const endpoint = await answerEndpoint(page, ok({ success: true }));
    await fillContact(page, 'We need an online store for our handloom sarees.');
    await sendButton(page).click();
    await expect(captchaReminder(page)).toHaveText('Please complete the reCAPTCHA verification');
    await expect(status(page)).toBeEmpty();
    // Said where the challenge is: right under the widget, which takes the focus, described by it.
    const widget = page.getByRole('group', { name: 'Spam check' });
    await expect(widget).toBeFocused();
    await expect(widget).toHaveAccessibleDescription('Please complete the reCAPTCHA verification');
    const [box, reminder] = await Promise.all([widget.boundingBox(), captchaReminder(page).boundingBox()]);
    if (!box || !reminder) throw new Error('the widget or the reminder is not laid out');
    expect(reminder.y - (box.y + box.height)).toBeGreaterThanOrEqual(0);
    expect(reminder.y - (box.y + box.height)).toBeLessThan(24);
    expect(endpoint.requests).toHaveLength(0);

    await captchaBox(page).click();
    await sendButton(page).click();
    await expect(status(page)).toHaveText(
      'Thank you! Your message has been sent. We usually reply within 1 working day.',
    );
    await expect(page.locator('form.enquiry-form')).toHaveCount(0);
    expectSentOnce(
      endpoint,
      { to: 'asha@example.in', name: 'Asha Verma', message: 'We need an online store for our handloom sarees.' },
      'contact_us',
    );
    const headers = endpoint.requests[0]?.headers() ?? {};
    expect(headers['content-type']).toMatch(/^application\/json/);
    expect(headers['x-xsrf-token']).toBe('e2e-xsrf');

    await page.getByRole('button', { name: 'Send another message' }).click();
    await expect(field(page, 'Your Name')).toHaveValue('');
    await expect(captchaBox(page)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a JSON error is shown as sent, values stay, and the captcha is reset for the retry', async ({ page }) => {
    const endpoint = await answerEndpoint(page, ok({ success: false, error: 'Please try again in 10 minutes.' }, 429));
    await fillContact(page);
    await captchaBox(page).click();
    await sendButton(page).click();
    await expect(status(page)).toHaveText('Please try again in 10 minutes.');
    await expect(field(page, 'Message')).toHaveValue('Hello');
    await expect(captchaBox(page)).toHaveAttribute('aria-pressed', 'false');
    expect(await page.evaluate(() => (window as unknown as { __captchaResets: number }).__captchaResets)).toBe(1);
    expect(endpoint.requests).toHaveLength(1);
  });

  test('a network failure shows the contact failure message', async ({ page }) => {
    await answerEndpoint(page, (route) => route.abort('connectionrefused'));
    await fillContact(page);
    await captchaBox(page).click();
    await sendButton(page).click();
    await expect(status(page)).toHaveText('An error occurred while sending the email.');
    await expect(field(page, 'Your Name')).toHaveValue('Asha Verma');
  });

  test('an expired challenge must be solved again before anything is sent', async ({ page }) => {
    const endpoint = await answerEndpoint(page, ok({ success: true }));
    await fillContact(page);
    await captchaBox(page).click();
    await page.evaluate(() => (window as unknown as { grecaptcha: { __expire: (id: number) => void } }).grecaptcha.__expire(0));
    await sendButton(page).click();
    await expect(captchaReminder(page)).toHaveText('Please complete the reCAPTCHA verification');
    expect(endpoint.requests).toHaveLength(0);
  });
});

test.describe('quote form (/tell-us-about-your-project)', () => {
  test.beforeEach(async ({ page }) => {
    await stubCaptcha(page);
  });

  async function fillQuote(page: Page) {
    await field(page, 'Your Name').fill('Rahul K. Mehta');
    await field(page, 'Your Email').fill('rahul@example.co.in');
    await field(page, 'Your Phone').pressSequentially('98765432101');
    await field(page, 'Requirement').fill('An ordering app for 40 distributors.');
  }

  test('sends the exact quote payload once, shows Sending…, then the forwarded message replaces the form', async ({
    page,
  }) => {
    const { held, release } = holdBack();
    const endpoint = await answerEndpoint(page, async (route) => {
      await held;
      await ok({ success: true })(route);
    });
    await visit(page, '/tell-us-about-your-project');
    await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(/^tell us about your project$/i);
    await expect(field(page, 'Requirement')).toHaveAttribute('rows', '8');
    await fillQuote(page);
    await expect(field(page, 'Your Phone')).toHaveValue('9876543210');
    await captchaBox(page).click();
    await sendButton(page).click();
    const sending = page.getByRole('button', { name: 'Sending…' });
    await expect(sending).toBeDisabled();
    await sending.click({ force: true });
    release();
    await expect(status(page)).toHaveText(
      'Your requirements have been forwarded to our sales team successfully. We usually reply within 1 working day.',
    );
    await expect(page.locator('form.enquiry-form')).toHaveCount(0);
    const quote = { name: 'Rahul K. Mehta', phone: '9876543210', requirement: 'An ordering app for 40 distributors.' };
    expectSentOnce(endpoint, { to: 'rahul@example.co.in', ...quote }, 'estimate');
  });

  // Chromium's maxLength stops a key before the field's handlers see it unless they take it in
  // beforeinput: "91" is the country code only once ten digits follow it, so those keys must pass.
  test('a number typed key by key after 91 or 0091 keeps its last ten digits, not its first', async ({ page }) => {
    await visit(page, '/tell-us-about-your-project');
    const phone = field(page, 'Your Phone');
    await waitForElementHydration(phone);
    for (const typed of ['91 98765 43210', '0091 98765 43210', '919876543210']) {
      await phone.fill('');
      await phone.pressSequentially(typed);
      await expect(phone, typed).toHaveValue('9876543210');
    }
    // An eleventh digit after 91 stays in sight, for the rule to refuse, not cut to a valid-looking number.
    await phone.fill('');
    await phone.pressSequentially('91987654321');
    await expect(phone).toHaveValue('91987654321');
    await sendButton(page).click();
    await expect(page.getByText('Please enter a valid phone number')).toBeVisible();
  });

  test('phone rules show their messages', async ({ page }) => {
    await visit(page, '/tell-us-about-your-project');
    const prefix = page.locator('.form-field__prefix');
    const resting = await prefix.evaluate((element) => getComputedStyle(element).borderTopColor);
    await field(page, 'Your Phone').fill('98765');
    await sendButton(page).click();
    await expect(page.getByText('Phone number must be at least 10 characters long')).toBeVisible();
    // "+91" is part of the control: it takes the field's error red, not its resting grey.
    // Both borders ease into the red (a colour transition): compare them once neither is moving, the
    // field's read at the same moment as the prefix's, not once before the prefix is polled.
    const settledBorders = () =>
      page.evaluate(() => {
        const prefixBox = document.querySelector('.form-field__prefix');
        const input = prefixBox?.parentElement?.querySelector('input');
        if (!prefixBox || !input || [prefixBox, input].some((element) => element.getAnimations().length > 0)) return null;
        return { prefix: getComputedStyle(prefixBox).borderTopColor, field: getComputedStyle(input).borderTopColor };
      });
    await expect.poll(settledBorders).not.toBeNull();
    const borders = await settledBorders();
    expect(borders?.prefix).toBe(borders?.field);
    expect(borders?.prefix).not.toBe(resting);
    await field(page, 'Your Phone').fill('5876543210');
    await expect(page.getByText('Please enter a valid phone number')).toBeVisible();
  });

  test('a number pasted as "+91 98765 43210" or typed with its 0 and dashes keeps its ten digits, beside "+91" and its hint', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await visit(page, '/tell-us-about-your-project');
    const phone = field(page, 'Your Phone');
    await expect(phone).toHaveAccessibleDescription('Indian mobile number (+91): 10 digits, starting with 6, 7, 8 or 9.');
    await expect(page.locator('.form-field__prefix')).toHaveText('+91');
    await page.evaluate(() => navigator.clipboard.writeText('+91 98765 43210'));
    await phone.focus();
    await page.keyboard.press('ControlOrMeta+V');
    await expect(phone).toHaveValue('9876543210');
    await phone.fill('');
    await phone.pressSequentially('0-98765-43210');
    await expect(phone).toHaveValue('9876543210');
  });

  test('a missing captcha resets the challenge and sends nothing', async ({ page }) => {
    const endpoint = await answerEndpoint(page, ok({ success: true }));
    await visit(page, '/tell-us-about-your-project');
    await fillQuote(page);
    await expect(captchaBox(page)).toBeVisible();
    await sendButton(page).click();
    await expect(captchaReminder(page)).toHaveText('Please complete the reCAPTCHA verification');
    expect(await page.evaluate(() => (window as unknown as { __captchaResets: number }).__captchaResets)).toBe(1);
    expect(endpoint.requests).toHaveLength(0);
  });

  test('a 5xx page keeps the form and values, shows the quote failure message and logs it', async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    await answerEndpoint(page, (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: '<html><body>Bad Gateway</body></html>' }),
    );
    await visit(page, '/tell-us-about-your-project');
    await fillQuote(page);
    await captchaBox(page).click();
    await sendButton(page).click();
    await expect(status(page)).toHaveText('An error occurred while submitting your request. Please try again.');
    await expect(field(page, 'Requirement')).toHaveValue('An ordering app for 40 distributors.');
    await expect(sendButton(page)).toBeEnabled();
    expect(logged.some((text) => text.includes('An error occurred while submitting your request'))).toBe(true);
  });
});

test.describe('before the form code runs', () => {
  for (const path of ['/', '/contact-us', '/tell-us-about-your-project']) {
    test(`${path}: without JavaScript the form cannot submit natively and says how else to reach us`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
      const page = await context.newPage();
      const navigations: string[] = [];
      page.on('framenavigated', (frame) => navigations.push(frame.url()));
      await page.goto(path);
      const form = page.locator('form.enquiry-form');
      await expect(form.getByRole('button', { name: 'Send Details' })).toBeDisabled();
      await form.getByRole('textbox', { name: 'Your Name', exact: true }).fill('Asha Verma');
      await form.getByRole('textbox', { name: 'Your Name', exact: true }).press('Enter');
      await form.getByRole('button', { name: 'Send Details' }).click({ force: true });
      // Playwright's press and click wait for a navigation they set off (a native submit would be
      // one): none came. Still the same page, no query string: nothing the visitor typed went anywhere.
      expect(navigations).toHaveLength(1);
      expect(new URL(page.url()).search).toBe('');
      await expect(form.getByRole('textbox', { name: 'Your Name', exact: true })).toHaveValue('Asha Verma');
      // The way to reach us without JavaScript. (Chromium with scripting switched off over CDP
      // still parses <noscript> as text, so the note is checked in the served HTML.)
      const html = await (await page.request.get(path)).text();
      expect(html).toMatch(
        /<noscript><p class="enquiry-form__noscript">This form needs JavaScript[^<]*<!-- --> <a href="mailto:sales@example\.com">sales@example\.com<\/a> or call<!-- --> <a href="tel:\+919810000000">/,
      );
      // The captcha's box promises no check that will never come: its "loads here" words are the
      // code's to write.
      expect(html).not.toContain('spam check loads here');
      await expect(form.locator('.captcha-box')).not.toContainText('loads here');
      await context.close();
    });
  }

  test('what the visitor types before the code arrives is kept and sent', async ({ page }) => {
    await stubCaptcha(page);
    const endpoint = await answerEndpoint(page, ok({ success: true }));
    const { held, release } = holdBack();
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/contact-us', { waitUntil: 'domcontentloaded' });
    await field(page, 'Your Name').fill('Asha Verma');
    await field(page, 'Your Email').fill('asha@example.in');
    await field(page, 'Message').fill('Typed while the page was still loading.');
    // Usable before the code: the page's own script holds a press until the code is in.
    await expect(sendButton(page)).toBeEnabled();
    release();
    await waitForHydration(page);
    await captchaBox(page).click();
    await sendButton(page).click();
    await expect(status(page)).toHaveText('Thank you! Your message has been sent. We usually reply within 1 working day.');
    expectSentOnce(endpoint, { to: 'asha@example.in', name: 'Asha Verma', message: 'Typed while the page was still loading.' }, 'contact_us');
  });
});

test.describe('captcha unavailable', () => {
  /**
   * How long to wait for the fallback when Google's script is held rather than blocked: the form
   * gives the widget 8 s (CAPTCHA_WAIT_MS in src/features/forms/captcha.tsx) before it offers
   * another way. The margin is the usual assertion's: on a busy 2-core machine that timer fired
   * more than a second late, and a 9 s wait failed a correct page.
   */
  const HELD_SCRIPT_WAIT = 8_000 + 7_000;
  /** Holds Google's script (the stand-in) back until `release()` is called. */
  const holdCaptchaScript = async (page: Page) => {
    const { held, release } = holdBack();
    await page.route(CAPTCHA, async (route) => {
      await held;
      await route.fulfill({ status: 200, contentType: 'text/javascript', body: FAKE_GRECAPTCHA });
    });
    return release;
  };
  const fallback = (page: Page) => page.locator('.captcha-fallback');
  /**
   * Records in window.liveTexts the text of everything that enters a live region (what a screen
   * reader announces), from the page's first byte.
   */
  const recordLiveTexts = (page: Page) =>
    page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { liveTexts: string[] }).liveTexts = seen;
      new MutationObserver((mutations) => {
        for (const mutation of mutations) {
          for (const node of Array.from(mutation.addedNodes)) {
            const element = node instanceof Element ? node : node.parentElement;
            const live = element?.closest('[aria-live]:not([aria-live="off"]), [role="alert"], [role="status"]');
            const text = (node.textContent ?? '').trim();
            if (live && text) seen.push(text);
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
  const liveTexts = (page: Page) => page.evaluate(() => (window as unknown as { liveTexts: string[] }).liveTexts);
  /** The notice's first line, the one place the page says what happened. */
  const TITLE = 'E-mail or WhatsApp us instead: our spam check did not load';
  /** Any wording that says the check failed or the form cannot send. */
  const WARNING = /did not load|could not load|cannot send|can't send|unavailable|not available|blocked|offline/i;
  const PAUSED = 'Sending is off for now';
  /**
   * The lines of the form (as the visitor sees them) that say the check failed, and how often the
   * page shows the notice's first line.
   */
  const visibleWarnings = async (page: Page) => ({
    inForm: (await page.locator('.enquiry').innerText()).split('\n').filter((line) => WARNING.test(line)),
    titles: (await page.locator('body').innerText()).split(TITLE).length - 1,
  });
  const mailLink = (page: Page) => page.getByRole('link', { name: 'E-mail us your message sales@example.com' });
  const whatsappLink = (page: Page) => page.getByRole('link', { name: /^WhatsApp us your message \+91 98100 00000/ });
  const BLOCKED = 'Nothing was sent. E-mail or WhatsApp your message with a button below: it is already written out.';
  const blockGoogle = async (page: Page) => {
    await page.route('https://www.google.com/recaptcha/**', (route) => route.abort());
    await page.route('https://www.gstatic.com/**', (route) => route.abort());
  };

  const cases = [
    {
      path: '/',
      typed: { 'Your Name': 'Asha Verma', 'Your Email': 'asha@example.in', Message: 'We need an ERP for our three branches.' },
    },
    {
      path: '/contact-us',
      typed: { 'Your Name': 'Asha Verma', 'Your Email': 'asha@example.in', Message: 'We need an online store for our handloom sarees.' },
    },
    {
      path: '/tell-us-about-your-project',
      typed: {
        'Your Name': 'Asha Verma',
        'Your Email': 'asha@example.in',
        'Your Phone': '9876543210',
        Requirement: 'An Android app for our school fee collection.',
      },
    },
  ];

  for (const { path, typed } of cases) {
    test(`${path}: with Google blocked the form says so, offers e-mail and WhatsApp, and keeps the typed text`, async ({
      page,
    }) => {
      await blockGoogle(page);
      await recordLiveTexts(page);
      const endpoint = await answerEndpoint(page, ok({ success: true }));
      await visit(page, path);
      // The captcha is requested when the form comes near or a field of it gets focus (the quote
      // form's box sits more than 300 px below the fold at 1280 × 900).
      const [first] = Object.keys(typed);
      await field(page, first ?? '').focus();
      const started = Date.now();
      await expect(fallback(page)).toContainText(TITLE, { timeout: 9_000 });
      expect(Date.now() - started).toBeLessThan(9_500);
      await expect(mailLink(page)).toHaveAttribute('href', /^mailto:sales@example\.com\?subject=/);
      await expect(whatsappLink(page)).toHaveAttribute('href', /^https:\/\/wa\.me\/919810000000/);
      // Said once, in the notice's first line; Send Details shows, and says to screen readers, in
      // a few words of its own that it is paused.
      expect(await visibleWarnings(page)).toEqual({ inForm: [TITLE], titles: 1 });
      await expect(page.locator('.enquiry-form__paused')).toHaveText(PAUSED);
      await expect(sendButton(page)).toHaveAttribute('aria-disabled', 'true');
      await expect(sendButton(page)).toHaveAccessibleDescription(PAUSED);

      for (const [label, value] of Object.entries(typed)) await field(page, label).fill(value);
      // Announced unavailable, it still takes a press (Playwright's click would wait for it to be enabled).
      await sendButton(page).focus();
      await page.keyboard.press('Enter');
      // The press is answered in the status line (an alert), inside the notice after its title and
      // sentence, just above its buttons and in sight, and it takes the focus: the next Tab reaches
      // the e-mail that carries the words.
      await expect(status(page)).toHaveText(BLOCKED);
      await expect(status(page).locator('.alert')).toBeFocused();
      await expect(status(page).locator('.alert')).toBeInViewport();
      await page.keyboard.press('Tab');
      await expect(mailLink(page)).toBeFocused();
      // Still said once on the page, and announced once: when the notice appeared. The answer to
      // the press reached screen readers without saying it again.
      expect(await visibleWarnings(page)).toEqual({ inForm: [TITLE], titles: 1 });
      const live = await liveTexts(page);
      expect(live.filter((text) => WARNING.test(text))).toHaveLength(1);
      expect(live.filter((text) => text.includes(TITLE))).toHaveLength(1);
      expect(live).toContain(BLOCKED);
      for (const [label, value] of Object.entries(typed)) await expect(field(page, label)).toHaveValue(value);
      expect(endpoint.requests).toHaveLength(0);
      // The links carry the typed text, so the visitor does not write it twice.
      const href = (await mailLink(page).getAttribute('href')) ?? '';
      expect(new URL(href).searchParams.get('body')).toContain(Object.values(typed).at(-1));
    });
  }

  for (const [width, path] of [
    [320, '/contact-us'],
    [375, '/'],
    [375, '/tell-us-about-your-project'],
    [1280, '/tell-us-about-your-project'],
  ] as const) {
    test(`${path} at ${width} px: the fallback is one plain notice, quiet links until something is typed, then buttons that keep their words on one line, full width on a phone`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await blockGoogle(page);
      await visit(page, path);
      await field(page, 'Your Name').focus();
      await expect(fallback(page)).toBeVisible({ timeout: 9_000 });
      // Nothing typed: the ways draw no border, so they weigh less than the empty fields above.
      const borders = () => fallback(page).locator('.captcha-fallback__way').evaluateAll((links) => links.map((link) => getComputedStyle(link).borderTopColor));
      expect(await borders()).toEqual(['rgba(0, 0, 0, 0)', 'rgba(0, 0, 0, 0)']);
      await field(page, 'Your Name').fill('Asha');
      await expect.poll(borders).not.toContain('rgba(0, 0, 0, 0)');
      // No card inside the form's card: the notice draws no box of its own.
      const box = await fallback(page).evaluate((el) => {
        const style = getComputedStyle(el);
        return { background: style.backgroundColor, border: style.borderTopWidth, shadow: style.boxShadow };
      });
      expect(box).toEqual({ background: 'rgba(0, 0, 0, 0)', border: '0px', shadow: 'none' });
      const ways = fallback(page).locator('.captcha-fallback__way');
      await expect(ways).toHaveCount(2);
      const shapes = await ways.evaluateAll((links) =>
        links.map((link) => {
          const label = link.querySelector('.captcha-fallback__label');
          const box = link.getBoundingClientRect();
          const list = link.closest('ul')?.getBoundingClientRect();
          const lineHeight = label ? parseFloat(getComputedStyle(label).lineHeight) : NaN;
          return {
            top: Math.round(box.top),
            width: Math.round(box.width),
            listWidth: Math.round(list?.width ?? NaN),
            labelLines: label ? Math.round(label.getBoundingClientRect().height / lineHeight) : NaN,
            height: box.height,
          };
        }),
      );
      for (const shape of shapes) {
        expect(shape.labelLines).toBe(1);
        expect(shape.height).toBeGreaterThanOrEqual(44);
      }
      const [mail, chat] = shapes;
      if (width < 576) {
        // Stacked, each the full width of the notice.
        expect(chat?.top).toBeGreaterThan(mail?.top ?? Infinity);
        for (const shape of shapes) expect(shape.width).toBe(shape.listWidth);
      } else {
        expect(chat?.top).toBe(mail?.top);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    });
  }

  /**
   * The contact form filled in while Google's script is held back, once the fallback has taken the
   * widget's place; resolves with what lets the script (and so a late widget) arrive.
   */
  async function filledWhileCaptchaHeld(page: Page): Promise<() => void> {
    const release = await holdCaptchaScript(page);
    await fillContact(page, 'We need an online store.');
    await expect(fallback(page)).toBeVisible({ timeout: HELD_SCRIPT_WAIT });
    return release;
  }

  test('while the script is on its way the box says what it waits for, inside the box at 375 and 320 px even at double text size; the widget then takes its place', async ({ page }) => {
    const release = await holdCaptchaScript(page);
    const box = page.locator('.captcha-box');
    const words = box.getByText('Google’s spam check loads here');
    const inside = async () => {
      const [outer, inner] = [await box.boundingBox(), await words.boundingBox()];
      return Boolean(outer && inner && inner.y >= outer.y - 0.5 && inner.y + inner.height <= outer.y + outer.height + 0.5 && inner.x + inner.width <= outer.x + outer.width + 0.5);
    };
    for (const width of [375, 320]) {
      await page.setViewportSize({ width, height: 800 });
      await visit(page, '/contact-us');
      await field(page, 'Your Name').fill('Asha Verma');
      await expect(words).toBeVisible();
      expect(await inside(), `${width} px`).toBe(true);
      await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
      expect(await inside(), `${width} px at double text size`).toBe(true);
    }
    release();
    await expect(captchaBox(page)).toBeVisible();
    await expect(words).toHaveCount(0);
  });

  test('a script that never answers gives way to the message after 8 s, and a late widget replaces it', async ({ page }) => {
    const release = await holdCaptchaScript(page);
    // The wait starts on this page (when the form comes near or a field of it takes the focus).
    const started = Date.now();
    await visit(page, '/contact-us');
    await field(page, 'Your Name').fill('Asha Verma');
    await expect(fallback(page)).toBeVisible({ timeout: HELD_SCRIPT_WAIT });
    expect(Date.now() - started).toBeGreaterThanOrEqual(8_000);
    await expect(captchaBox(page)).toHaveCount(0);

    release();
    await expect(captchaBox(page)).toBeVisible();
    await expect(fallback(page)).toHaveCount(0);
    await expect(field(page, 'Your Name')).toHaveValue('Asha Verma');
  });

  test('a late widget that arrives while the answer to a press has the focus takes the focus and clears that answer', async ({ page }) => {
    const release = await filledWhileCaptchaHeld(page);
    await sendButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(status(page).locator('.alert')).toBeFocused();

    release();
    await expect(captchaBox(page)).toBeVisible();
    await expect(page.getByRole('group', { name: 'Spam check' })).toBeFocused();
    // The line said the check was unavailable: with the check in sight it is gone.
    await expect(status(page)).toBeEmpty();
    await expect(field(page, 'Message')).toHaveValue('We need an online store.');
  });

  test('a late widget that replaces the message while the focus is on it takes the focus, and the form goes on', async ({ page }) => {
    const release = await filledWhileCaptchaHeld(page);
    await mailLink(page).focus();

    release();
    await expect(captchaBox(page)).toBeVisible();
    await expect(fallback(page)).toHaveCount(0);
    // Not dropped to the page's start with the removed link: on the widget's box, next to the challenge.
    await expect(page.getByRole('group', { name: 'Spam check' })).toBeFocused();

    // Nothing moves under the next press: Send Details answers it.
    await sendButton(page).click();
    await expect(captchaReminder(page)).toHaveText('Please complete the reCAPTCHA verification');
    await expect(field(page, 'Message')).toHaveValue('We need an online store.');
  });
});
