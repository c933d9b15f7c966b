/**
 * Drawn photographs for the screens whose software shows pictures (a listing's photo, a story's
 * picture): small SVG scenes with a subject (a residential tower among trees, a village at dusk, a
 * classroom board), not a pictogram on a gradient, which read as an image that had not loaded
 * (review AC). No people: the screens invent none.
 */

/** A residential building as a listing's photo: a tower of `floors` in front of a lower block, trees, a lawn. */
export function homePhoto({ id, sky, wall, back, glass = '#bcd7ef', lit = '#fde68a', floors = 9, sun = true }) {
  const top = 66 - floors * 5 - 4;
  let windows = '';
  for (let floor = 0; floor < floors; floor++) {
    for (let column = 0; column < 4; column++) {
      // A few windows lit, on a fixed pattern so the picture is the same each run.
      const on = (floor * 3 + column * 5) % 7 === 0;
      windows += `<rect x="${21 + column * 7.5}" y="${top + 5 + floor * 5}" width="5" height="3" rx=".4" fill="${on ? lit : glass}"/>`;
    }
    windows += `<rect x="18" y="${top + 8.6 + floor * 5}" width="34" height=".7" fill="rgba(15,23,42,.18)"/>`;
  }
  let backWindows = '';
  for (let floor = 0; floor < 6; floor++) {
    for (let column = 0; column < 3; column++) backWindows += `<rect x="${57 + column * 8}" y="${36 + floor * 5}" width="4.5" height="2.6" fill="rgba(255,255,255,.55)"/>`;
  }
  return `<svg viewBox="0 0 92 76" preserveAspectRatio="xMidYMid slice" width="100%" height="100%" aria-hidden="true">
<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient></defs>
<rect width="92" height="76" fill="url(#${id})"/>
${sun ? '<circle cx="76" cy="13" r="6" fill="#fff7d6" opacity=".9"/>' : ''}
<rect x="54" y="32" width="29" height="36" fill="${back}"/>${backWindows}
<rect x="18" y="${top}" width="34" height="${68 - top}" fill="${wall}"/><rect x="16.5" y="${top - 2}" width="37" height="3" rx="1" fill="rgba(15,23,42,.35)"/>${windows}
<rect x="30" y="61" width="10" height="7" fill="rgba(15,23,42,.45)"/>
<rect y="66" width="92" height="10" fill="#8fbf7a"/><rect y="70.5" width="92" height="2.2" fill="#e7e5e4"/>
<rect x="8.4" y="59" width="1.4" height="8" fill="#6b4f2a"/><circle cx="9" cy="57" r="6.5" fill="#3f7d3a"/><circle cx="5" cy="60" r="4" fill="#4d8b46"/>
<rect x="86.3" y="60" width="1.3" height="7" fill="#6b4f2a"/><circle cx="87" cy="58" r="5.5" fill="#4d8b46"/>
</svg>`;
}

/** A village at dusk, a reading circle's lamp in one window: huts, a neem tree, the moon. */
export function villageAtDusk(id) {
  return `<svg viewBox="0 0 160 96" preserveAspectRatio="xMidYMid slice" width="100%" height="100%" aria-hidden="true">
<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3b2a5c"/><stop offset=".55" stop-color="#c2607a"/><stop offset="1" stop-color="#f4a259"/></linearGradient>
<radialGradient id="${id}-glow"><stop offset="0" stop-color="#fde68a" stop-opacity=".9"/><stop offset="1" stop-color="#fde68a" stop-opacity="0"/></radialGradient></defs>
<rect width="160" height="96" fill="url(#${id})"/>
<circle cx="128" cy="20" r="8" fill="#fef3c7"/><circle cx="132" cy="17" r="7" fill="#4a3468"/>
<circle cx="30" cy="12" r=".9" fill="#fff"/><circle cx="62" cy="8" r=".7" fill="#fff"/><circle cx="96" cy="15" r=".8" fill="#fff"/><circle cx="150" cy="38" r=".7" fill="#fff"/>
<path d="M0 78 Q40 70 80 76 T160 72 V96 H0Z" fill="#5b3a29"/>
<rect x="14" y="58" width="3" height="22" fill="#3b2418"/><circle cx="15" cy="50" r="13" fill="#2f4a2a"/><circle cx="26" cy="56" r="8" fill="#36552f"/>
<rect x="44" y="60" width="34" height="20" fill="#d6a77a"/><path d="M40 61 L61 46 L82 61Z" fill="#7c4a2d"/>
<circle cx="56" cy="69" r="12" fill="url(#${id}-glow)"/><rect x="52" y="65" width="8" height="7" fill="#fde68a"/><rect x="66" y="68" width="7" height="12" fill="#5b3a29"/>
<rect x="92" y="64" width="28" height="16" fill="#c99a6e"/><path d="M88 65 L106 53 L124 65Z" fill="#6d3f26"/><rect x="100" y="70" width="6" height="10" fill="#4a2c1c"/>
<rect x="130" y="66" width="2" height="14" fill="#3b2418"/><circle cx="131" cy="63" r="4" fill="#fbbf24" opacity=".85"/>
</svg>`;
}

/** A classroom's board on a weekend maths camp: sums in chalk, the duster on its ledge. */
export function mathsBoard(id) {
  return `<svg viewBox="0 0 160 96" preserveAspectRatio="xMidYMid slice" width="100%" height="100%" aria-hidden="true">
<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e8f3ec"/><stop offset="1" stop-color="#cfe6d8"/></linearGradient></defs>
<rect width="160" height="96" fill="url(#${id})"/>
<rect x="14" y="10" width="132" height="66" rx="3" fill="#8b5e34"/><rect x="18" y="14" width="124" height="58" rx="1.5" fill="#1f4d3a"/>
<g fill="#f1f5f9" font-size="11" font-weight="600">
<text x="26" y="30">7 × 8 = 56</text><text x="26" y="46">½ + ¼ = ¾</text><text x="26" y="62">Area = l × b</text>
</g>
<rect x="104" y="24" width="28" height="20" fill="none" stroke="#f1f5f9" stroke-width="1.2" stroke-dasharray="2 1.5"/><path d="M104 52 H132 M104 49 V55 M132 49 V55" stroke="#f1f5f9" stroke-width="1"/>
<rect x="12" y="76" width="136" height="4" rx="1" fill="#6f4a28"/><rect x="108" y="72" width="16" height="5" rx="1" fill="#475569"/><rect x="40" y="74" width="9" height="2" rx="1" fill="#f8fafc"/>
</svg>`;
}
