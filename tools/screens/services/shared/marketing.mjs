/**
 * Pieces the marketing services' screens share (SEO, PPC, social, LinkedIn, blogs, e-commerce).
 *
 * A service page shows its hero picture behind the hero's text, faded in from the left on a laptop
 * and faint behind the title on a phone, so the hero screens are drawn in a dark interface: a light
 * window would lighten the navy under the white title. `darkCss` turns a screen (`.app.dark`) and
 * the frames around it (inside `.stage`) dark; the intro pictures keep the light interface of
 * kit.mjs on their tinted ground.
 *
 * Charts are inline SVG without text (their labels are HTML, so the capture's size check sees them).
 */
import { browser, float, laptop, phone } from '../../frames.mjs';
import { esc, icon } from '../../kit.mjs';

/** Dark frames and interface for a hero: `<div class="stage">` around the devices, `app dark` on each screen. */
export const darkCss = `
.stage .f-browser { background: #0d2140; box-shadow: 0 0 0 1px rgba(148, 163, 184, .24), 0 30px 60px -20px rgba(2, 8, 23, .7); }
.stage .f-browser .f-toolbar, .stage .f-laptop .f-bar { background: #0a1a33; border-bottom-color: rgba(148, 163, 184, .18); }
.stage .f-address { background: #132a4a !important; box-shadow: 0 0 0 1px rgba(148, 163, 184, .22) !important; color: #d5deea !important; }
.stage .f-address svg, .stage .f-arrows, .stage .f-tools { color: #8ea0b8 !important; }
.stage .f-address .f-path { color: #8ea0b8 !important; }
.stage .f-laptop .f-address span { white-space: nowrap; }
.stage .f-laptop .f-address .f-path { overflow: hidden; text-overflow: ellipsis; max-width: 150px; }
.stage .f-screen { background: #0d2140; }
.stage .f-laptop .f-lid { box-shadow: inset 0 0 0 2px #2c313a, 0 0 0 1px rgba(148, 163, 184, .18), 0 24px 50px -20px rgba(2, 8, 23, .7); }
.stage .f-phone .f-glass { background: #0d2140; }
.stage .f-phone { box-shadow: inset 0 0 0 2px #30353f, inset 0 0 0 5px #15181e, inset 0 0 0 6px #3b414c, 0 0 0 1px rgba(148, 163, 184, .2), 0 30px 60px -20px rgba(2, 8, 23, .75); }
.stage .f-float { background: #132a4a; box-shadow: 0 0 0 1px rgba(148, 163, 184, .28), 0 22px 44px -16px rgba(2, 8, 23, .75); }
.stage .f-float > .app { background: #132a4a; }
.app.dark { --ink: #e8eef7; --muted: #a3b3c9; --line: rgba(148, 163, 184, .2); --surface: #132a4a; --canvas: #0d2140;
  --ok: #4ade80; --ok-soft: rgba(74, 222, 128, .14); --warn: #fcd34d; --warn-soft: rgba(252, 211, 77, .14);
  --bad: #fca5a5; --bad-soft: rgba(248, 113, 113, .16); --info: #93c5fd; --info-soft: rgba(147, 197, 253, .15);
  --accent-soft: color-mix(in oklab, var(--accent) 20%, transparent); --accent-ink: color-mix(in oklab, var(--accent) 55%, white); }
.app.dark .card { background: var(--surface); }
.app.dark .tbl th { background: rgba(148, 163, 184, .08); }
.app.dark .pill.plain { background: rgba(148, 163, 184, .16); }
.app.dark .btn.primary { color: #06182f; }
.app.dark .btn.ghost { background: transparent; }
.app.dark .meter { background: rgba(148, 163, 184, .18); }
`;

/** Styles every marketing screen uses: the sample-report tag, chart boxes, trend arrows. */
export const sharedCss = `
.sample { display: inline-flex; align-items: center; gap: 4px; padding: 2px 7px; border-radius: 6px; border: 1px dashed currentColor;
  font-size: 11px; font-weight: 700; letter-spacing: .04em; text-transform: uppercase; color: var(--muted); white-space: nowrap; }
.chart svg { display: block; width: 100%; height: auto; }
.axis { display: flex; justify-content: space-between; font-size: 11px; color: var(--muted); padding: 4px 2px 0; }
.legend { display: flex; gap: 12px; font-size: 11.5px; color: var(--muted); }
.legend span { display: inline-flex; align-items: center; gap: 5px; }
.legend i { width: 10px; height: 3px; border-radius: 2px; background: currentColor; }
.up { color: var(--ok); font-weight: 700; }
.down { color: var(--bad); font-weight: 700; }
`;

/**
 * How much a hero magnifies its screen and card: the picture is shown small behind the hero's
 * title, and its words have to stay legible there.
 */
const heroZoom = 1.3;

/**
 * A hero picture, in the dark frames and interface of `darkCss` (each screen's markup still says
 * `app dark`): one screen in its `frame` (a browser or a laptop at `url`, showing `body`, at
 * heroZoom unless `zoom` says otherwise), and in front of it a `card` ({ x, y, w, body }, at
 * heroZoom) or a `phone` ({ zoom, body }) or neither. `css` places the devices on the stage and
 * styles their screens; the face comes from inFace, shared with the intro.
 */
export const darkHero = ({ css, url, zoom = heroZoom, body, card, phone: handset, ...look }) => ({
  ...look,
  css: `${darkCss}${sharedCss}${css}`,
  render: () =>
    `<div class="stage">${{ browser, laptop }[look.frame]({ url, zoom, body })}${card ? float({ ...card, zoom: heroZoom }) : ''}${handset ? darkPhone(handset) : ''}</div>`,
});

/** A phone on the dark stage: its status bar in the stage's navy, its icons light. */
const darkPhone = ({ zoom, body }) => phone({ x: 0, zoom, statusBar: '#0d2140', light: true, body });

/**
 * A service's pictures in one face, the business's own: `font` (a key of fonts.mjs, more in
 * `faces`) set on each screen of `screens` ({ hero, intro }).
 */
export const inFace = (face, screens) => Object.fromEntries(Object.entries(screens).map(([name, screen]) => [name, { ...screen, ...face }]));

/** Points of a series across a w×h box, `max` at the top. */
const points = (values, w, h, max, pad) =>
  values.map((v, i) => [pad + (i * (w - 2 * pad)) / (values.length - 1), h - pad - (v / max) * (h - 2 * pad)]);

/** A smooth path through points (a cubic with horizontal tangents between each pair). */
function smooth(pts) {
  return pts.reduce((d, [x, y], i) => {
    if (!i) return `M${x.toFixed(1)} ${y.toFixed(1)}`;
    const [px, py] = pts[i - 1];
    const mx = (px + x) / 2;
    return `${d} C${mx.toFixed(1)} ${py.toFixed(1)} ${mx.toFixed(1)} ${y.toFixed(1)} ${x.toFixed(1)} ${y.toFixed(1)}`;
  }, '');
}

/**
 * A line chart of one or more series over the same x steps (months, weeks): faint grid lines, each
 * line in its colour, the first with a soft area under it (unless `area` is false) and a dot on its
 * last point.
 */
export function lineChart({ series, w = 400, h = 150, max, grid = 4, pad = 6, area = true, gridColor = 'rgba(148, 163, 184, .22)' }) {
  const top = max ?? Math.max(...series.flatMap((s) => s.values)) * 1.1;
  const lines = Array.from({ length: grid + 1 }, (_, i) => {
    const y = pad + (i * (h - 2 * pad)) / grid;
    return `<line x1="0" x2="${w}" y1="${y.toFixed(1)}" y2="${y.toFixed(1)}" stroke="${gridColor}" stroke-width="1"/>`;
  }).join('');
  const drawn = series
    .map(({ values, color, width = 2.5, dash }, index) => {
      const pts = points(values, w, h, top, pad);
      const d = smooth(pts);
      const [lx, ly] = pts.at(-1);
      const under = area && index === 0 ? `<path d="${d} L${lx.toFixed(1)} ${h - pad} L${pts[0][0].toFixed(1)} ${h - pad} Z" fill="${color}" fill-opacity=".16"/>` : '';
      const dot = index === 0 ? `<circle cx="${lx.toFixed(1)}" cy="${ly.toFixed(1)}" r="4.5" fill="${color}" stroke="#fff" stroke-width="2"/>` : '';
      return `${under}<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round"${dash ? ` stroke-dasharray="${dash}"` : ''}/>${dot}`;
    })
    .join('');
  return `<svg viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" aria-hidden="true">${lines}${drawn}</svg>`;
}

/** Bars for each step, stacked when a step has several values ([[a, b], ...]), bottom first. */
export function barChart({ values, colors, w = 400, h = 150, max, gap = 0.38, radius = 3 }) {
  const stacks = values.map((v) => (Array.isArray(v) ? v : [v]));
  const top = max ?? Math.max(...stacks.map((s) => s.reduce((a, b) => a + b, 0))) * 1.08;
  const step = w / stacks.length;
  const bw = step * (1 - gap);
  return `<svg viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" aria-hidden="true">${stacks
    .map((stack, i) => {
      let y = h;
      return stack
        .map((v, j) => {
          const bh = (v / top) * h;
          y -= bh;
          return `<rect x="${(i * step + (step - bw) / 2).toFixed(1)}" y="${y.toFixed(1)}" width="${bw.toFixed(1)}" height="${bh.toFixed(1)}" rx="${j === stack.length - 1 ? radius : 0}" fill="${colors[j]}"/>`;
        })
        .join('');
    })
    .join('')}</svg>`;
}

/** A ring gauge of a 0–100 score in `color`, its figure in HTML at the centre. */
export function gauge({ score, color, size = 96, stroke = 10, track = 'rgba(148, 163, 184, .25)', label = '' }) {
  const r = (size - stroke) / 2;
  const c = 2 * Math.PI * r;
  return `<div class="gauge" style="position:relative;width:${size}px;height:${size}px">
    <svg viewBox="0 0 ${size} ${size}" width="${size}" height="${size}" aria-hidden="true" style="transform:rotate(-90deg)">
      <circle cx="${size / 2}" cy="${size / 2}" r="${r}" fill="none" stroke="${track}" stroke-width="${stroke}"/>
      <circle cx="${size / 2}" cy="${size / 2}" r="${r}" fill="none" stroke="${color}" stroke-width="${stroke}" stroke-linecap="round" stroke-dasharray="${((score / 100) * c).toFixed(1)} ${c.toFixed(1)}"/>
    </svg>
    <span style="position:absolute;inset:0;display:grid;place-items:center;text-align:center;line-height:1.05"><b>${esc(score)}</b>${label ? `<small>${esc(label)}</small>` : ''}</span>
  </div>`;
}

/** A monogram tile standing for an invented business's logo (its initials on its colour). */
export const monogram = (letters, bg, size = 36, radius = 10, color = '#fff') =>
  `<span class="mono" style="display:grid;place-items:center;flex:none;width:${size}px;height:${size}px;border-radius:${radius}px;background:${bg};color:${color};font-weight:800;font-size:${Math.round(size * 0.4)}px;letter-spacing:-.02em">${esc(letters)}</span>`;

/**
 * The intro picture of a marketing service: one page of a sample report in a browser window, a
 * title row across the top of the page's grid and the report's cards below it.
 * - `page`: the report's class (`scope`) and its grid (`columns`, `gap` in px, `background`).
 * - `title`: its pictogram (`icon`, `size`), `text`, whose report it is (`who`) and a `tag` at the
 *   right; the row keeps one line unless `nowrap` is false; `weight` sets the title's weight;
 *   `whoClass` and `tagClass` name the two spans when the report styles them as something else.
 * - `css` styles the cards; `cards()` returns their HTML, each on a line of its own.
 * Its face is the hero's: the module sets both with inFace.
 */
export function sampleReport({ accent, url, zoom = 1.5, page, title, css, cards }) {
  const { scope, columns, gap, background } = page;
  const { icon: pictogram, size, text, who, tag, nowrap = true, weight, whoClass = 'who', tagClass = 'sample' } = title;
  const row = `.${scope} .top`;
  return {
    frame: 'browser',
    accent,
    css: `${sharedCss}
.${scope} { display: grid; grid-template-columns: ${columns}; gap: ${gap}px; align-content: start; padding: 12px 14px; background: ${background}; }
${row} { grid-column: 1 / -1; display: flex; align-items: center; gap: 8px;${nowrap ? ' white-space: nowrap;' : ''} }
${row} h1 { font-size: 16px;${weight ? ` font-weight: ${weight};` : ''} display: flex; align-items: center; gap: 6px; }
${row} h1 svg { color: var(--accent); }
${row} .${whoClass} { font-size: 12px; color: var(--muted); }
${row} .${tagClass.split(' ')[0]} { margin-left: auto; }${css}`,
    render() {
      return browser({
        url,
        zoom,
        body: `<div class="app ${scope}">
  <div class="top"><h1>${icon(pictogram, size)}${text}</h1><span class="${whoClass}">${who}</span><span class="${tagClass}">${tag}</span></div>${cards()}</div>`,
      });
    },
  };
}
