/**
 * Products drawn for the shop screens, in place of product photos: flat pictures of the goods
 * themselves (garments, jewellery, groceries), each an SVG on a 100×100 grid in the colours given,
 * so a shop's catalogue reads as a catalogue without a stock photo or a model. Patterns carry an
 * id of their own (`id`), as several drawings share one page.
 */

/** A repeating motif of small dots and buttis, for printed cloth. */
const print = (id, ink, size = 9) =>
  `<defs><pattern id="${id}" width="${size}" height="${size}" patternUnits="userSpaceOnUse"><circle cx="${size / 2}" cy="${size / 2}" r="1.6" fill="${ink}"/><circle cx="0" cy="0" r="1" fill="${ink}" opacity=".6"/><circle cx="${size}" cy="${size}" r="1" fill="${ink}" opacity=".6"/></pattern></defs>`;

const svg = (body, size) => `<svg viewBox="0 0 100 100" width="${size}" height="${size}" aria-hidden="true">${body}</svg>`;

export const goods = {
  /** A straight kurta with a printed body and a placket. */
  kurta: ({ id, cloth, ink, size = 80 }) =>
    svg(
      `${print(id, ink)}<path d="M41 6 L31 9 L20 22 L15 52 L25 54 L31 32 L31 95 L69 95 L69 32 L75 54 L85 52 L80 22 L69 9 L59 6 Q50 15 41 6Z" fill="${cloth}"/>` +
        `<path d="M41 6 L31 9 L20 22 L15 52 L25 54 L31 32 L31 95 L69 95 L69 32 L75 54 L85 52 L80 22 L69 9 L59 6 Q50 15 41 6Z" fill="url(#${id})"/>` +
        `<path d="M50 12 V34" stroke="${ink}" stroke-width="2"/><path d="M31 88 H69" stroke="${ink}" stroke-width="3" opacity=".7"/><path d="M31 95 V80 M69 95 V80" stroke="#fff" stroke-width="1.6" opacity=".8"/>`,
      size,
    ),
  /** A dupatta folded over a rail, its border and tassels showing. */
  dupatta: ({ cloth, ink, size = 80 }) =>
    svg(
      `<path d="M14 16 H86" stroke="#94a3b8" stroke-width="3" stroke-linecap="round"/>` +
        `<path d="M22 16 H60 L66 80 H28 Z" fill="${cloth}"/><path d="M60 16 H78 L84 70 H66 Z" fill="${cloth}" opacity=".75"/>` +
        `<path d="M28 74 H66 M66 64 H84" stroke="${ink}" stroke-width="4"/>` +
        `${[31, 37, 43, 49, 55, 61].map((x) => `<path d="M${x} 80 v9" stroke="${ink}" stroke-width="1.6"/>`).join('')}` +
        `${[30, 40, 50].map((y) => `<circle cx="44" cy="${y}" r="2" fill="${ink}"/>`).join('')}`,
      size,
    ),
  /** A flared anarkali with an embroidered yoke. */
  anarkali: ({ cloth, ink, size = 80 }) =>
    svg(
      `<path d="M40 10 L34 13 L24 30 L30 33 L37 24 L38 40 L16 88 Q50 97 84 88 L62 40 L63 24 L70 33 L76 30 L66 13 L60 10 Q50 18 40 10Z" fill="${cloth}"/>` +
        `<path d="M38 40 H62" stroke="${ink}" stroke-width="3"/><path d="M19 84 Q50 93 81 84" stroke="${ink}" stroke-width="3" fill="none"/>` +
        `${[43, 50, 57].map((x) => `<circle cx="${x}" cy="31" r="2" fill="${ink}"/>`).join('')}` +
        `<path d="M50 41 L42 88 M50 41 L58 88" stroke="${ink}" stroke-width="1" opacity=".35"/>`,
      size,
    ),
  /** A saree folded on a shelf, its border and pallu on top. */
  saree: ({ cloth, ink, size = 80 }) =>
    svg(
      `<rect x="14" y="50" width="72" height="18" rx="3" fill="${cloth}" opacity=".8"/><rect x="14" y="66" width="72" height="4" fill="${ink}" opacity=".8"/>` +
        `<rect x="10" y="70" width="80" height="20" rx="3" fill="${cloth}"/><rect x="10" y="86" width="80" height="4" fill="${ink}"/>` +
        `<path d="M18 50 L38 26 H82 L86 50 Z" fill="${cloth}"/><path d="M38 26 H82 L84 36 H32 Z" fill="${ink}"/>` +
        `${[46, 58, 70].map((x) => `<path d="M${x} 40 l3 4 -3 4 -3 -4z" fill="${ink}"/>`).join('')}`,
      size,
    ),
  /** A pair of jhumka earrings. */
  jhumka: ({ cloth, ink, size = 80 }) =>
    svg(
      [30, 70]
        .map(
          (x) =>
            `<path d="M${x} 10 q-6 4 0 10" stroke="${ink}" stroke-width="2" fill="none"/><circle cx="${x}" cy="26" r="6" fill="${cloth}"/>` +
            `<path d="M${x - 16} 58 Q${x - 16} 34 ${x} 34 Q${x + 16} 34 ${x + 16} 58 Z" fill="${cloth}"/>` +
            `<path d="M${x - 16} 58 H${x + 16}" stroke="${ink}" stroke-width="3"/>` +
            `${[-12, -6, 0, 6, 12].map((d) => `<circle cx="${x + d}" cy="${66 + (d === 0 ? 4 : 0)}" r="2.6" fill="${ink}"/>`).join('')}` +
            `<circle cx="${x}" cy="46" r="3" fill="${ink}"/>`,
        )
        .join(''),
      size,
    ),
  /** A block-printed tote bag. */
  tote: ({ id, cloth, ink, size = 80 }) =>
    svg(
      `${print(id, ink, 11)}<path d="M36 36 V24 a14 14 0 0 1 28 0 V36" stroke="${ink}" stroke-width="4" fill="none"/>` +
        `<path d="M18 36 H82 L78 90 H22 Z" fill="${cloth}"/><path d="M18 36 H82 L78 90 H22 Z" fill="url(#${id})"/>` +
        `<circle cx="50" cy="62" r="12" fill="${cloth}" stroke="${ink}" stroke-width="3"/>`,
      size,
    ),
  /** A glass jar with a lid (ghee, honey, pickle). */
  jar: ({ cloth, ink, size = 80 }) =>
    svg(
      `<rect x="30" y="12" width="40" height="12" rx="3" fill="${ink}"/><path d="M26 28 Q26 24 30 24 H70 Q74 24 74 28 V86 Q74 92 68 92 H32 Q26 92 26 86 Z" fill="${cloth}"/>` +
        `<rect x="26" y="46" width="48" height="28" fill="#fff" opacity=".9"/><path d="M36 56 H64 M40 64 H60" stroke="${ink}" stroke-width="3" stroke-linecap="round"/>`,
      size,
    ),
  /** A stand-up pouch (tea, spices). */
  pouch: ({ cloth, ink, size = 80 }) =>
    svg(
      `<path d="M28 14 H72 L76 88 Q76 92 72 92 H28 Q24 92 24 88 Z" fill="${cloth}"/><path d="M28 22 H72" stroke="${ink}" stroke-width="2" stroke-dasharray="3 3"/>` +
        `<circle cx="50" cy="54" r="15" fill="#fff" opacity=".92"/><path d="M50 44 q9 8 0 20 q-9 -12 0 -20z" fill="${ink}"/>`,
      size,
    ),
  /** A bottle of oil. */
  bottle: ({ cloth, ink, size = 80 }) =>
    svg(
      `<rect x="42" y="8" width="16" height="10" rx="2" fill="${ink}"/><path d="M44 18 H56 V28 Q68 34 68 46 V88 Q68 92 64 92 H36 Q32 92 32 88 V46 Q32 34 44 28 Z" fill="${cloth}"/>` +
        `<rect x="32" y="54" width="36" height="22" fill="#fff" opacity=".9"/><circle cx="50" cy="65" r="6" fill="${ink}"/>`,
      size,
    ),
  /** A sack of rice or flour. */
  sack: ({ cloth, ink, size = 80 }) =>
    svg(
      `<path d="M30 22 Q50 14 70 22 L66 30 Q80 50 78 80 Q76 92 64 92 H36 Q24 92 22 80 Q20 50 34 30 Z" fill="${cloth}"/>` +
        `<path d="M32 24 Q50 32 68 24" stroke="${ink}" stroke-width="3" fill="none"/>` +
        `<rect x="32" y="52" width="36" height="24" rx="4" fill="#fff" opacity=".9"/><path d="M40 60 H60 M43 68 H57" stroke="${ink}" stroke-width="3" stroke-linecap="round"/>`,
      size,
    ),
};

/** A drawn product on its tinted tile. */
export function good(kind, { id = kind, cloth, ink, tile, size = 80 }) {
  const draw = goods[kind];
  if (!draw) throw new Error(`tools/screens/goods.mjs: no drawing "${kind}"`);
  return `<span class="good" style="background:${tile}">${draw({ id, cloth, ink, size })}</span>`;
}
