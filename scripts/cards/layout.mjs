/**
 * A social card's layout, as the element tree satori draws (1200×630, the brand face and the
 * theme's palette): the logo, the page's kind, its title, and what proves it on the right (a
 * project's or product's screen, a post's cover, a case study's headline figure). Plain pages
 * carry their description under the title instead.
 *
 * Text is broken into lines here, measured in the brand face (tools/art/type.mjs), at the largest
 * size at which it fits its box; each line is drawn as it is, so no word is ever cut off by the
 * card's edge or by a box. Text that fits at no size fails the build rather than ship a cut card.
 */
import { theme } from '../../tools/art/palette.mjs';
import { measure } from '../../tools/art/type.mjs';

export const WIDTH = 1200;
export const HEIGHT = 630;
const PAD = 64;
/** The title column beside a proof, and the proof's box. */
const COLUMN = 560;
const PROOF = { width: 480, height: 400 };

/** `#rrggbb` at an opacity, as CSS. */
export function rgba(hex, alpha) {
  const n = parseInt(hex.slice(1), 16);
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${alpha})`;
}

/**
 * `text` broken into at most `maxLines` lines no wider than `width`, at the first of `sizes` where
 * it fits (words are never split). Null when it fits at none.
 */
export function fitLines(text, { width, sizes, maxLines, weight = 700 }) {
  const words = text.trim().split(/\s+/);
  for (const size of sizes) {
    // A little room for the renderer's own shaping, which can differ from ours by a pixel or two.
    const fits = (line) => measure(line, { weight, size }) <= width * 0.97;
    const lines = [];
    let line = '';
    let ok = true;
    for (const word of words) {
      const next = line ? `${line} ${word}` : word;
      if (fits(next)) line = next;
      else if (!line || !fits(word)) {
        ok = false;
        break;
      } else {
        lines.push(line);
        line = word;
      }
    }
    if (line) lines.push(line);
    if (ok && lines.length <= maxLines) return { size, lines };
  }
  return null;
}

function mustFit(what, text, options) {
  const fit = fitLines(text, options);
  if (!fit) throw new Error(`social card: the ${what} "${text}" fits no size within ${options.maxLines} lines of ${options.width} px`);
  return fit;
}

/** satori's element: a type, a style and children (every box with more than one child is a flex box). */
const h = (type, style, ...children) => ({ type, props: { style: { display: 'flex', ...style }, children } });
const img = (src, width, height, style = {}) => ({ type: 'img', props: { src, width, height, style } });

function lines(fit, style, box = {}) {
  return h(
    'div',
    { flexDirection: 'column', ...box },
    ...fit.lines.map((line) => h('div', { fontSize: fit.size, lineHeight: 1.15, whiteSpace: 'pre', ...style }, line)),
  );
}

/** The brand: the mark and the name, its first word large, the rest small and spaced in capitals. */
function logo(brand, markSrc) {
  const [first, ...rest] = brand.split(' ');
  return h(
    'div',
    { alignItems: 'center' },
    img(markSrc, 64, 64),
    h(
      'div',
      { flexDirection: 'column', marginLeft: 18 },
      h('div', { fontSize: 34, fontWeight: 700, color: theme.white, lineHeight: 1 }, first),
      rest.length
        ? h('div', { fontSize: 15, fontWeight: 700, color: theme.orangeLight, letterSpacing: 5, marginTop: 6 }, rest.join(' ').toUpperCase())
        : h('div', {}),
    ),
  );
}

function kindChip(kind) {
  return h(
    'div',
    {
      alignSelf: 'flex-start',
      backgroundColor: theme.orange,
      color: theme.white,
      borderRadius: 999,
      padding: '8px 18px',
      fontSize: 20,
      fontWeight: 700,
      letterSpacing: 2,
      marginBottom: 22,
    },
    kind.toUpperCase(),
  );
}

/** A screen or cover in a light frame, as a picture of the thing itself. */
function screen(src, size) {
  return h(
    'div',
    {
      flexShrink: 0,
      padding: 10,
      backgroundColor: theme.white,
      borderRadius: 18,
      boxShadow: `0 24px 48px ${rgba(theme.navy, 0.45)}`,
    },
    img(src, size.width, size.height, { borderRadius: 10 }),
  );
}

/** A headline result: the figure large, what it counts under it. */
function figurePanel(figure) {
  const inner = PROOF.width - 2 * 40;
  const value = mustFit('figure', figure.value, { width: inner, sizes: [112, 96, 84, 72, 60], maxLines: 1 });
  const label = mustFit('figure label', figure.label, { width: inner, sizes: [32, 28, 26], maxLines: 3, weight: 500 });
  const detail = figure.detail ? mustFit('figure detail', figure.detail, { width: inner, sizes: [24, 22], maxLines: 2, weight: 500 }) : null;
  return h(
    'div',
    {
      flexDirection: 'column',
      flexShrink: 0,
      boxSizing: 'border-box',
      width: PROOF.width,
      padding: 40,
      backgroundColor: rgba(theme.white, 0.08),
      border: `1px solid ${rgba(theme.white, 0.16)}`,
      borderRadius: 24,
    },
    lines(value, { fontWeight: 700, color: theme.orangeLight, lineHeight: 1 }),
    h('div', { width: 72, height: 6, borderRadius: 3, backgroundColor: theme.orange, margin: '22px 0' }),
    lines(label, { fontWeight: 500, color: theme.white, lineHeight: 1.25 }),
    detail ? lines(detail, { fontWeight: 500, color: theme.slate300, lineHeight: 1.3 }, { marginTop: 10 }) : h('div', {}),
  );
}

/**
 * The card's element tree. `card`: { title, description, brand, kind?, figure? }; `assets`:
 * { mark: data URL of the logo mark, image?: { src: data URL, width, height } fitted in PROOF }.
 */
export function cardElement(card, assets) {
  const proof = assets.image ? screen(assets.image.src, assets.image) : card.figure ? figurePanel(card.figure) : null;
  const textWidth = proof ? COLUMN : WIDTH - 2 * PAD;
  const title = mustFit('title', card.title, {
    width: textWidth,
    sizes: proof ? [60, 54, 48, 42, 38] : [72, 64, 56, 48],
    maxLines: proof ? 4 : 2,
  });
  const description = proof
    ? null
    : mustFit('description', card.description, { width: 960, sizes: [28, 26, 24], maxLines: 3, weight: 500 });

  return h(
    'div',
    {
      width: WIDTH,
      height: HEIGHT,
      position: 'relative',
      boxSizing: 'border-box',
      padding: PAD,
      fontFamily: 'Plus Jakarta Sans',
      backgroundImage: `linear-gradient(120deg, ${theme.navy} 0%, ${theme.navy800} 60%, ${theme.navy700} 100%)`,
      color: theme.white,
    },
    // The rings of the brand's artwork, behind plain pages' text.
    ...(proof
      ? []
      : [300, 380, 460].map((r) =>
          h('div', {
            position: 'absolute',
            left: 1040 - r,
            top: 120 - r,
            width: 2 * r,
            height: 2 * r,
            borderRadius: r,
            border: `1px solid ${rgba(theme.white, 0.12)}`,
          }),
        )),
    h(
      'div',
      { flexDirection: 'column', flexShrink: 0, justifyContent: 'space-between', width: textWidth, height: HEIGHT - 2 * PAD },
      logo(card.brand, assets.mark),
      h(
        'div',
        { flexDirection: 'column' },
        card.kind ? kindChip(card.kind) : h('div', {}),
        lines(title, { fontWeight: 700, color: theme.white }),
        description ? lines(description, { fontWeight: 500, color: theme.slate300, lineHeight: 1.4 }, { marginTop: 18 }) : h('div', {}),
      ),
      h('div', { width: 200, height: 8, borderRadius: 4, backgroundImage: `linear-gradient(90deg, ${theme.orangeBright}, ${theme.orange})` }),
    ),
    proof ? h('div', { flexGrow: 1, alignItems: 'center', justifyContent: 'flex-end' }, proof) : h('div', {}),
  );
}

export { PROOF };
