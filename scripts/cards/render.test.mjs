// @vitest-environment node
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { theme } from '../../tools/art/palette.mjs';
import { measure } from '../../tools/art/type.mjs';
import { cardElement, fitLines, HEIGHT, WIDTH } from './layout.mjs';
import { renderCard } from './render.mjs';

const brand = 'Nirmaan Digital';
const longTitle = 'Infor SX ERP Web Application and Reporting for a Distribution Business in Three Cities';

/** The card as RGB pixels, with a reader for one pixel and a counter over a box. */
async function pixels(png) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x, y) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
  const count = (box, test) => {
    let n = 0;
    for (let y = box.top; y < box.bottom; y += 1) for (let x = box.left; x < box.right; x += 1) if (test(at(x, y))) n += 1;
    return n;
  };
  return { info, at, count };
}

const rgb = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const near = (colour, hex, tolerance = 24) => colour.every((channel, i) => Math.abs(channel - rgb(hex)[i]) <= tolerance);
const white = (colour) => colour.every((channel) => channel > 235);

describe('fitLines', () => {
  it('breaks a title into whole words that each fit, at the largest size that does', () => {
    const fit = fitLines(longTitle, { width: 560, sizes: [60, 54, 48, 42, 38], maxLines: 4 });
    expect(fit.lines.join(' ')).toBe(longTitle);
    for (const line of fit.lines) expect(measure(line, { weight: 700, size: fit.size })).toBeLessThanOrEqual(560);
    expect(fitLines('Careers', { width: 560, sizes: [60, 54], maxLines: 4 })).toEqual({ size: 60, lines: ['Careers'] });
  });
  it('gives up on text that fits at no size, and the card then refuses to draw', () => {
    expect(fitLines('Supercalifragilisticexpialidocious', { width: 200, sizes: [60, 40], maxLines: 2 })).toBeNull();
    expect(() => cardElement({ brand, title: `${longTitle} ${longTitle} ${longTitle}`, kind: 'Project' }, { mark: '', image: { src: '', width: 460, height: 345 } })).toThrow(
      /fits no size/,
    );
  });
});

describe('renderCard', () => {
  // Three kinds: a plain page (title and description), a project (its screen), a case study (its first result).
  const cards = {
    page: { brand, title: 'About Us', description: 'Nirmaan Digital has built software and grown brands online since November 2015.' },
    project: { brand, kind: 'Project', title: longTitle, image: '/images/portfolio/ca-website.webp' },
    caseStudy: { brand, kind: 'Case study', title: 'SEO for a Gastroenterology Practice', figure: { value: '2.89K', label: 'clicks from Google Search', detail: 'in 2.5 months' } },
  };
  const render = (card) => renderCard(card, card.image ? `public${card.image}` : undefined);

  it.each(Object.entries(cards))('%s: a 1200×630 PNG in the brand navy, with the orange of the brand and the text inside its margins', async (_, card) => {
    const png = await render(card);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    const { info, at, count } = await pixels(png);
    expect([info.width, info.height]).toEqual([WIDTH, HEIGHT]);
    // The navy ground in the top left corner, the orange bar along the bottom of the text column.
    expect(near(at(8, 8), theme.navy)).toBe(true);
    expect(count({ left: 64, right: 264, top: 630 - 64 - 8, bottom: 630 - 64 }, (c) => near(c, theme.orange, 40) || near(c, theme.orangeBright, 40))).toBeGreaterThan(1200);
    // Text is white: some in the text column, none in the 40 px margins round the card, so no line runs off an edge.
    expect(count({ left: 64, right: 640, top: 180, bottom: 540 }, white)).toBeGreaterThan(2000);
    const margins = [
      { left: 0, right: WIDTH, top: 0, bottom: 40 },
      { left: 0, right: WIDTH, top: HEIGHT - 40, bottom: HEIGHT },
      { left: 0, right: 40, top: 0, bottom: HEIGHT },
      { left: WIDTH - 40, right: WIDTH, top: 0, bottom: HEIGHT },
    ];
    for (const box of margins) expect(count(box, white)).toBe(0);
  });

  it('keeps a long title in its column, clear of the screen beside it', async () => {
    const { count } = await pixels(await render(cards.project));
    // Between the title column (ending at 624) and the screen's frame (from 656) there is only ground.
    expect(count({ left: 628, right: 652, top: 64, bottom: HEIGHT - 64 }, white)).toBe(0);
  });

  it('draws a case study\'s figure in the brand\'s light orange', async () => {
    const { count } = await pixels(await render(cards.caseStudy));
    expect(count({ left: 656, right: 1136, top: 120, bottom: 330 }, (c) => near(c, theme.orangeLight, 30))).toBeGreaterThan(3000);
  });
});
