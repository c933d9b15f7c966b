import { expect, test, type Page } from '@playwright/test';
import { about } from '../src/content/about';
import { careers } from '../src/content/careers';
import { clients } from '../src/content/clients';
import { contactPage, directionsUrl, officeAddress, quotePage } from '../src/content/enquiry-pages';
import { posts } from '../src/content/posts';
import { site } from '../src/content/site';
import { resizeTo, THIRD_PARTY, visit } from './support';

test.beforeEach(async ({ page }) => {
  await page.route(THIRD_PARTY, (route) => route.abort());
});

/** The item at `index`, failing the test when it is missing. */
function at<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`no item at ${index}`);
  return item;
}

const postTitles = (page: Page) => page.locator('.post-card__title');

test.describe('About', () => {
  test('FAQ: first open, one at a time, a click toggles', async ({ page }) => {
    const errors = await visit(page, '/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
    await expect(page.getByRole('region', { name: about.standard.heading }).getByText(about.standard.text)).toBeVisible();

    const questions = about.faqs.map((faq) => page.getByRole('button', { name: faq.question }));
    const expanded = () => Promise.all(questions.map((q) => q.getAttribute('aria-expanded')));
    await expect(at(questions, 0)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(at(about.faqs, 0).answer)).toBeVisible();
    expect(await expanded()).toEqual(['true', 'false', 'false', 'false']);

    await at(questions, 1).click();
    await expect(at(questions, 1)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(at(about.faqs, 1).answer)).toBeVisible();
    expect(await expanded()).toEqual(['false', 'true', 'false', 'false']);

    await at(questions, 1).click();
    await expect(at(questions, 1)).toHaveAttribute('aria-expanded', 'false');
    expect(await expanded()).toEqual(['false', 'false', 'false', 'false']);
    expect(errors).toEqual([]);
  });
});

test.describe('Clients', () => {
  test('12 logos, 11 open the client site in a new tab, one is not a link', async ({ page }) => {
    const errors = await visit(page, '/clients');
    await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(/^clients$/i);
    const grid = page.locator('.client-grid');
    await expect(grid.locator(':scope > li')).toHaveCount(12);
    await expect(grid.getByRole('img')).toHaveCount(12);

    const links = grid.getByRole('link');
    await expect(links).toHaveCount(11);
    for (const client of clients.filter((c) => c.url)) {
      const link = grid.getByRole('link', { name: `${client.title} (opens in a new tab)`, exact: true });
      await expect(link).toHaveAttribute('href', client.url ?? '');
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    const unlinked = at(clients.filter((c) => !c.url), 0);
    const figure = grid.locator('figure', { has: page.getByRole('img', { name: unlinked.title }) });
    await expect(figure).toHaveCount(1);
    await expect(figure.locator('a')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('with a mouse a logo shows its new-tab arrow when hovered or focused, not at rest', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await visit(page, '/clients');
    const link = page.locator('.client-grid a').first();
    const arrow = () => link.evaluate((element) => getComputedStyle(element, '::after').opacity);
    await expect.poll(arrow).toBe('0');
    await link.hover();
    await expect.poll(arrow).toBe('1');
    await page.mouse.move(0, 0);
    await expect.poll(arrow).toBe('0');
    await link.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(link).toBeFocused();
    await expect.poll(arrow).toBe('1');
    // The line under the grid says where the logos go.
    await expect(page.getByText(/^Select a logo to visit the client.s website; it opens in a new tab.$/)).toBeVisible();
  });

  test('6 logos a row at 768 and 1280, 2 at 375; each centred in an equal tile; the compact lockup at every width, as on the home page', async ({ page }) => {
    const layout = () =>
      page.locator('.client-grid > li').evaluateAll((items) => {
        const tiles = items.map((li) => (li.querySelector('.client-logo__frame') as HTMLElement).getBoundingClientRect());
        const imgs = items.map((li) => li.querySelector('img') as HTMLImageElement);
        return {
          rows: new Set(tiles.map((t) => Math.round(t.top))).size,
          sizes: new Set(tiles.map((t) => `${Math.round(t.width)}x${Math.round(t.height)}`)).size,
          // How far each logo's centre sits from its tile's centre.
          offCentre: Math.max(
            ...imgs.map((img, i) => {
              const r = img.getBoundingClientRect();
              const t = tiles[i] as DOMRect;
              return Math.max(Math.abs(r.left + r.width / 2 - (t.left + t.width / 2)), Math.abs(r.top + r.height / 2 - (t.top + t.height / 2)));
            }),
          ),
          // The logo as drawn: contained in its box, at its own shape (its width and height attributes).
          narrowest: Math.min(
            ...imgs.map((img) => {
              const r = img.getBoundingClientRect();
              return Math.min(r.width, (r.height * Number(img.getAttribute('width'))) / Number(img.getAttribute('height')));
            }),
          ),
          files: imgs.map((img) => new URL(img.currentSrc).pathname),
        };
      });
    for (const [width, rows, narrowest] of [
      [768, 2, 70],
      [1280, 2, 110],
      [375, 6, 100],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await visit(page, '/clients');
      await expect.poll(async () => (await layout()).rows, `${width} px`).toBe(rows);
      const found = await layout();
      expect(found.sizes, `${width} px: one tile size`).toBe(1);
      expect(found.offCentre, `${width} px: logos centred`).toBeLessThanOrEqual(1);
      // The mark above the name, no tagline: the lockup the home page's logo wall shows too.
      for (const file of found.files) expect(file, `${width} px`).toMatch(/^\/images\/clients\/[a-z-]+-compact\.svg$/);
      expect(found.narrowest, `${width} px`).toBeGreaterThanOrEqual(narrowest);
    }
  });

  test('two clients’ results beside the title lead to their case studies; the industries follow the logos', async ({ page }) => {
    await visit(page, '/clients');
    await expect(page.getByRole('heading', { level: 2, name: 'Industries we serve' })).toBeVisible();
    await expect(page.locator('.industry-list > li')).toHaveCount(8);
    const card = page.locator('.page-hero');
    await expect(card.getByText('13.2K', { exact: true })).toBeVisible();
    await card.getByRole('link', { name: 'Gastroenterology practice' }).click();
    await expect(page).toHaveURL(/\/case-studies\/cvgastro$/);
    await page.goBack();
    await page.getByRole('link', { name: /Read the Case Studies/ }).click();
    await expect(page).toHaveURL(/\/case-studies$/);
  });

  test('the logos show in their own colours at rest (the home page’s wall keeps them grey)', async ({ page }) => {
    await visit(page, '/clients');
    const looks = await page.locator('.client-logo__img').evaluateAll((imgs) => imgs.map((img) => `${getComputedStyle(img).filter} ${getComputedStyle(img).opacity}`));
    expect(looks).toHaveLength(12);
    for (const look of looks) expect(look).toBe('none 1');
  });
});

test.describe('Careers', () => {
  test('lists both roles and sends resumes to the HR address', async ({ page }) => {
    const errors = await visit(page, '/careers');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Careers');
    const developer = page.getByRole('article', { name: 'Web Developer' });
    for (const skill of at(careers.openings, 0).items) await expect(developer.getByText(skill, { exact: true })).toBeVisible();
    const bde = page.getByRole('article', { name: 'Business Development Executive' });
    await expect(bde.getByRole('listitem')).toHaveCount(4);
    await expect(page.getByRole('group', { name: careers.processHeading }).getByRole('listitem')).toHaveCount(careers.process.length);

    const apply = developer.getByRole('link', { name: /Apply for This Role/ });
    const href = (await apply.getAttribute('href')) ?? '';
    expect(href.startsWith(`mailto:${site.hrEmail}?`)).toBe(true);
    expect(new URL(href).searchParams.get('subject')).toBe('Application: Web Developer');
    await expect(developer.getByText(careers.roleTerms)).toBeVisible();
    // Written once, in the closing band.
    await expect(page.getByRole('link', { name: site.hrEmail })).toHaveAttribute('href', new RegExp(`^mailto:${site.hrEmail}`));
    expect(errors).toEqual([]);
  });

  test('the hero says what happens after applying; its button leads to the openings, each role described once, and its roles line to each role', async ({ page }) => {
    await visit(page, '/careers');
    const main = page.getByRole('main');
    const roles = page.locator('.page-hero .hero-roles');
    await expect(roles).toBeVisible();
    for (const opening of careers.openings) {
      // Named in the hero's line of open roles (a link), described once, in its opening.
      await expect(main.getByText(opening.title, { exact: true })).toHaveCount(2);
      await expect(roles.getByRole('link', { name: opening.title, exact: true })).toBeVisible();
      await expect(page.getByRole('article', { name: opening.title }).getByText(opening.title, { exact: true })).toHaveCount(1);
    }
    await roles.getByRole('link', { name: careers.openings[1].title, exact: true }).click();
    await expect(page.getByRole('article', { name: careers.openings[1].title })).toBeInViewport();
    await expect(page).toHaveURL(/#opening-/);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('link', { name: 'See the Openings' }).click();
    await expect(page.getByRole('heading', { level: 2, name: careers.openingsHeading })).toBeInViewport();
    const opening = page.getByRole('article', { name: 'Web Developer' });
    await expect(opening).toBeInViewport();
    // Clear of the fixed header.
    expect((await page.getByRole('heading', { level: 2, name: careers.openingsHeading }).boundingBox())?.y ?? 0).toBeGreaterThanOrEqual(60);
  });
});

test.describe('Hero cards', () => {
  test('About: the key figures beside the title, with where to check the rating', async ({ page }) => {
    await visit(page, '/about');
    const figures = page.getByRole('group', { name: about.figuresHeading });
    for (const fact of about.facts) await expect(figures).toContainText(fact.value);
    await expect(figures.getByRole('link', { name: /See the profile/ })).toHaveAttribute('href', site.profiles.freelanceMarketplace);
  });

  test('Contact and Quote: the sales e-mail, phone and WhatsApp beside the form, with the reply promise', async ({ page }) => {
    for (const [path, heading] of [
      ['/contact-us', 'Talk to sales'],
      ['/tell-us-about-your-project', 'Rather talk to someone?'],
    ] as const) {
      await visit(page, path);
      const card = page.getByRole('complementary', { name: heading });
      await expect(card.getByRole('link', { name: site.salesEmail })).toHaveAttribute('href', `mailto:${site.salesEmail}`);
      await expect(card.getByRole('link', { name: site.phone.display })).toHaveAttribute('href', `tel:${site.phone.e164}`);
      await expect(card.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', site.whatsappUrl);
      await expect(card).toContainText('1 working day');
    }
  });

  test('Contact and Quote: beside the title from 992 px, the office (Contact) or the typical timelines (Quote), shown once; below it the band is its text alone and the card closes the column after the form', async ({ page }) => {
    for (const [path, heading, items] of [
      ['/contact-us', contactPage.officeHeading, [officeAddress]],
      ['/tell-us-about-your-project', quotePage.timelinesHeading, quotePage.timelines],
    ] as const) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await visit(page, path);
      const card = page.locator('.page-hero').getByRole('group', { name: heading });
      const below = page.locator('.enquiry-aside').getByRole('group', { name: heading });
      const shown = (item: string) => page.locator('main').getByText(item, { exact: false }).filter({ visible: true });
      for (const item of items) {
        await expect(card).toContainText(item);
        // Once in sight: the card is the one place it is said.
        await expect(shown(item)).toHaveCount(1);
      }
      await expect(below).toBeHidden();
      for (const width of [375, 768]) {
        await page.setViewportSize({ width, height: 800 });
        await expect(card, `${path} at ${width} px`).toBeHidden();
        await expect(below, `${path} at ${width} px`).toBeVisible();
        for (const item of items) await expect(shown(item), `${path} at ${width} px`).toHaveCount(1);
        // After the form and what happens next, not before them.
        const [form, cardTop] = await Promise.all([page.locator('.enquiry-card').boundingBox(), below.boundingBox()]);
        expect(cardTop && form && cardTop.y).toBeGreaterThan((form?.y ?? 0) + (form?.height ?? 0));
      }
    }
    // The office's map search opens in a new tab.
    await page.setViewportSize({ width: 1280, height: 800 });
    await visit(page, '/contact-us');
    const directions = page.locator('.page-hero').getByRole('link', { name: /Get directions/ });
    await expect(directions).toHaveAttribute('href', directionsUrl);
    await expect(directions).toHaveAttribute('target', '_blank');
  });

  test('Contact and Quote: the card beside the title and the card of ways to talk below it start on one left edge, at 1024 and 1280 px', async ({ page }) => {
    for (const path of ['/contact-us', '/tell-us-about-your-project']) {
      for (const width of [1024, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await visit(page, path);
        const [above, below] = await Promise.all([page.locator('.page-hero .hero-panel').boundingBox(), page.locator('.enquiry-contacts').boundingBox()]);
        expect(above && below, `${path} at ${width} px`).toBeTruthy();
        expect(Math.abs((above?.x ?? 0) - (below?.x ?? 0)), `${path} at ${width} px`).toBeLessThanOrEqual(1);
      }
    }
  });

  test('Contact and Quote: each way to reach sales is written once in the page body, and "1 working day" once', async ({ page }) => {
    for (const path of ['/contact-us', '/tell-us-about-your-project']) {
      await visit(page, path);
      const main = page.locator('main');
      // (Google is blocked here, so the form's notice offers to carry the typed text by e-mail or
      // WhatsApp: those two buttons send the message itself, not a second way to find us.)
      const outsideNotice = ':not(.captcha-fallback *)';
      await expect(main.locator(`a[href="mailto:${site.salesEmail}"]${outsideNotice}`)).toHaveCount(1);
      await expect(main.locator(`a[href="tel:${site.phone.e164}"]`)).toHaveCount(1);
      await expect(main.locator(`a[href="${site.whatsappUrl}"]${outsideNotice}`)).toHaveCount(1);
      await expect(main.getByText(/1 working day/)).toHaveCount(1);
    }
  });

  test('What We Do: the offerings beside the title lead to their bands', async ({ page }) => {
    await visit(page, '/what-we-do');
    await page.getByRole('group', { name: 'Four core offerings' }).getByRole('link', { name: /Search engine optimisation/ }).click();
    await expect(page.getByRole('article', { name: /Search engine optimisation/ })).toBeInViewport();
  });
});

test.describe('What We Do', () => {
  test('the offerings alternate sides from 992 px: picture left, then right; stacked on phones', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await visit(page, '/what-we-do');
    const sides = () =>
      page.locator('.offering').evaluateAll((rows) =>
        rows.map((row) => {
          const picture = (row.querySelector('.offering__img') as HTMLElement).getBoundingClientRect();
          const body = (row.querySelector('.offering__body') as HTMLElement).getBoundingClientRect();
          return picture.bottom <= body.top + 1 ? 'above' : picture.right <= body.left + 1 ? 'left' : picture.left >= body.right - 1 ? 'right' : 'overlap';
        }),
      );
    expect(await sides()).toEqual(['left', 'right', 'left', 'right']);
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await sides()).toEqual(['above', 'above', 'above', 'above']);
  });

  test('four offerings whose Know More links open their service pages', async ({ page }) => {
    const errors = await visit(page, '/what-we-do');
    const links = page.getByRole('link', { name: /^Know More about / });
    await expect(links).toHaveCount(4);
    const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(['/e-commerce-application', '/intranet-applications', '/business-website', '/search-engine-optimization']);
    await expect(page.getByRole('link', { name: 'Know More about ERP and intranet applications' })).toHaveAttribute('href', '/intranet-applications');
    expect(errors).toEqual([]);

    await links.first().click();
    await expect(page).toHaveURL(/\/e-commerce-application$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('Blog', () => {
  test('3 posts a page, newest first: page 1 the latest three, page 2 the other two', async ({ page }) => {
    const errors = await visit(page, '/blog');
    await expect(postTitles(page)).toHaveText(posts.slice(0, 3).map((p) => p.title));
    await expect(page.locator('.post-labels').first()).toHaveText(/Blog\s*,?\s*Uncategorized/);

    const pager = page.getByRole('navigation', { name: 'Blog pages' });
    await pager.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await expect(postTitles(page)).toHaveText(posts.slice(3).map((p) => p.title));
    await pager.getByRole('link', { name: 'Previous page' }).click();
    await expect(postTitles(page)).toHaveText(posts.slice(0, 3).map((p) => p.title));
    expect(errors).toEqual([]);
  });

  for (const width of [375, 768, 1024, 1280]) {
    test(`at ${width} px each post shows on one page only: page 2 repeats nothing of page 1`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const shownTitles = () =>
        page.locator('main :is(h2, h3, p, a)').evaluateAll((els) =>
          els.filter((el) => (el as HTMLElement).offsetParent !== null).map((el) => (el.textContent ?? '').trim()),
        );
      await visit(page, '/blog');
      await expect(postTitles(page)).toHaveCount(3);
      const first = (await shownTitles()).filter((text) => posts.some((p) => p.title === text));
      expect(new Set(first)).toEqual(new Set(posts.slice(0, 3).map((p) => p.title)));
      // The latest leads page 1, across the row from 768 px.
      const featured = page.locator('.post-list__featured');
      await expect(featured).toContainText(at(posts, 0).title);
      await expect(featured).toContainText('Latest post');
      if (width >= 768) {
        const [row, card] = await Promise.all([page.locator('.post-list').boundingBox(), featured.boundingBox()]);
        expect(Math.abs((card?.width ?? 0) - (row?.width ?? 0))).toBeLessThanOrEqual(1);
      }

      await page.getByRole('navigation', { name: 'Blog pages' }).getByRole('link', { name: 'Page 2' }).click();
      await expect(postTitles(page)).toHaveText(posts.slice(3).map((p) => p.title));
      const second = (await shownTitles()).filter((text) => posts.some((p) => p.title === text));
      expect(second.filter((title) => first.includes(title))).toEqual([]);
      expect(new Set(second)).toEqual(new Set(posts.slice(3).map((p) => p.title)));
      // Two cards side by side from 768 px, level, no hole.
      if (width >= 768) {
        const boxes = await page.locator('.post-list .post-card').evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().toJSON() as DOMRect));
        expect(boxes).toHaveLength(2);
        expect(Math.abs((boxes[0]?.top ?? 0) - (boxes[1]?.top ?? 1))).toBeLessThanOrEqual(1);
        expect(Math.abs((boxes[0]?.height ?? 0) - (boxes[1]?.height ?? 1))).toBeLessThanOrEqual(1);
      }
    });
  }

  // One page load, read at each width in turn (resized and settled: resizeTo).
  test("at 375, 768, 1024 and 1280 px every post card's picture fills its frame to the card's edges: no band, at most its sides trimmed", async ({ page }) => {
    for (const [index, width] of [375, 768, 1024, 1280].entries()) {
      if (index === 0) {
        await page.setViewportSize({ width, height: 900 });
        await visit(page, '/blog');
      } else {
        await resizeTo(page, width, 900);
      }
      const cards = page.locator('.post-list .post-card');
      await expect(cards).toHaveCount(3);
      const found = await cards.evaluateAll((els) =>
        els.map((card) => {
          const img = card.querySelector('img') as HTMLImageElement;
          const frame = img.getBoundingClientRect();
          const box = card.getBoundingClientRect();
          const border = parseFloat(getComputedStyle(card).borderTopWidth);
          const natural = Number(img.getAttribute('width')) / Number(img.getAttribute('height'));
          const ratio = frame.width / frame.height;
          return {
            fit: getComputedStyle(img).objectFit,
            // How much of the picture's width and height its frame shows (1: all of it).
            shownWidth: Math.min(1, ratio / natural),
            shownHeight: Math.min(1, natural / ratio),
            besideText: frame.right < box.right - border - 10,
            gaps: {
              top: frame.top - box.top - border,
              left: frame.left - box.left - border,
              // Beside the text it runs to the card's foot; above it, to the card's right edge.
              end: frame.right < box.right - border - 10 ? box.bottom - border - frame.bottom : box.right - border - frame.right,
            },
          };
        }),
      );
      for (const [i, picture] of found.entries()) {
        // A frame of another shape than the picture, with the picture contained, leaves bands.
        if (picture.fit !== 'cover') expect(Math.min(picture.shownWidth, picture.shownHeight), `${width} px, card ${i + 1}: ${picture.fit}`).toBeGreaterThan(0.99);
        expect(picture.shownWidth, `${width} px, card ${i + 1}`).toBeGreaterThanOrEqual(0.75);
        expect(picture.shownHeight, `${width} px, card ${i + 1}`).toBeGreaterThanOrEqual(0.99);
        for (const [edge, gap] of Object.entries(picture.gaps)) expect(Math.abs(gap), `${width} px, card ${i + 1}, ${edge}`).toBeLessThanOrEqual(1);
      }
      // The latest post's picture beside its text from 992 px, over it below.
      expect(found[0]?.besideText, `${width} px: the latest post's picture beside its text`).toBe(width >= 992);
    }
  });

  test('a shared ?page=2 link opens page 2 without a hydration error', async ({ page }) => {
    const errors = await visit(page, '/blog?page=2');
    await expect(postTitles(page)).toHaveText(posts.slice(3).map((p) => p.title));
    expect(errors).toEqual([]);
  });

  test('a post card opens that post on the single-post page', async ({ page }) => {
    await visit(page, '/blog');
    await page.getByRole('link', { name: at(posts, 1).title }).click();
    await expect(page).toHaveURL(/\/blog_details\?page=2$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(at(posts, 1).title);
  });
});

test.describe('Single post', () => {
  test('one post a page with pagination and a Recent Post list of 3, the post on screen not among them', async ({ page }) => {
    const errors = await visit(page, '/blog_details');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('How to Remove Unwanted Objects from Pictures');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

    const recent = page.getByRole('complementary', { name: 'Recent Post' });
    const recentLinks = recent.getByRole('link');
    // The newest posts other than the one on screen.
    await expect(recentLinks).toHaveText(posts.slice(1, 4).map((p) => p.title));

    const pager = page.getByRole('navigation', { name: 'Blog posts' });
    await expect(pager.getByRole('link', { name: /^Page \d$/ })).toHaveCount(4);
    await pager.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/\/blog_details\?page=2$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(at(posts, 1).title);

    // Every move scrolls smoothly to the top: a click while the page still glides can land beside
    // its link on a busy machine, so each waits for the page to be at rest at the top.
    const atTop = () => page.evaluate(() => window.scrollY);
    await expect.poll(atTop).toBe(0);
    await pager.getByRole('link', { name: 'Page 5' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(at(posts, 4).title);
    await expect(pager.getByRole('link', { name: 'Next page' })).toHaveCount(0);

    await expect.poll(atTop).toBe(0);
    await recentLinks.nth(2).click();
    await expect(page).toHaveURL(/\/blog_details\?page=3$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(at(posts, 2).title);
    expect(errors).toEqual([]);
  });

  test('a shared ?page=4 link opens that post, titled and described as that post, without a hydration error', async ({ page }) => {
    const errors = await visit(page, '/blog_details?page=4');
    const post = at(posts, 3);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await expect(page).toHaveTitle(`${post.title} | Nirmaan Digital`);
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);
    // Up to 150 characters, cut after a whole word.
    const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
    if (post.excerpt.length <= 150) expect(description).toBe(post.excerpt);
    else {
      expect(description).toMatch(/\w…$/);
      expect(description.length).toBeLessThanOrEqual(151);
      expect(post.excerpt.startsWith(description.slice(0, -1))).toBe(true);
      expect(post.excerpt.charAt(description.length - 1)).toMatch(/[\s,;:.]/);
    }
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', /\/blog_details\?page=4$/);
    const articles = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) =>
      scripts.map((script) => JSON.parse(script.textContent ?? '{}') as { '@type'?: string; headline?: string }).filter((node) => node['@type'] === 'Article'),
    );
    expect(articles.map((node) => node.headline)).toEqual([post.title]);
    expect(errors).toEqual([]);
  });
});

test.describe('small screens', () => {
  for (const path of ['/about', '/careers', '/clients', '/what-we-do', '/blog', '/blog_details']) {
    test(`${path} has no horizontal scroll at 320 px`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 800 });
      await visit(page, path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
