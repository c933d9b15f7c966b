/**
 * How a portfolio entry is pictured: the device that frames it (from its categories) and the screen
 * layout inside (from what the project is), so that two neighbours in the list never look alike.
 * src/content/portfolio.ts applies the same frame rule (a test keeps the two in step).
 */

/** 'phone' for Android and progressive web apps, 'laptop' for ERP and custom applications, else 'browser'. */
export function frameFor(categories) {
  if (categories.includes('ANDROID NATIVE APP') || categories.includes('PWA')) return 'phone';
  if (categories.includes('ERP') || categories.includes('CUSTOM APPLICATION')) return 'laptop';
  return 'browser';
}

/** Screen layouts per frame, first match on the entry's slug wins; the rest rotate. */
const LAYOUTS = {
  phone: [
    ['calendar', /appointment|cs-by|compliance/],
    ['map', /fitpass|network|tracking|logistics/],
    ['cards', /restaurant|order|menu/],
    ['list', /sales|field/],
  ],
  laptop: [
    ['table', /leads|database|rental/],
    ['donut', /school|fee/],
    ['kanban', /hr|recruit/],
    ['chart', /report|inventory|manufactur|erp/],
  ],
  browser: [
    ['listing', /homes|listing|property|builder/],
    ['catalog', /garment|b2b|wholesale/],
    ['shop', /store|marketplace|shop/],
    ['gallery', /interior|studio/],
    ['booking', /travel|booking/],
    ['content', /coaching|institute|ngo|donation/],
    ['hero', /./],
  ],
};

/** Layout names per frame, in a fixed order (for the fallback rotation and for tests). */
export const layoutNames = Object.fromEntries(Object.entries(LAYOUTS).map(([frame, list]) => [frame, list.map(([name]) => name)]));

/**
 * Frame and layout for every entry, in list order. A layout the previous entry of the same frame
 * already used moves on to the next one, so no two consecutive pictures of one frame look alike.
 */
export function plan(entries) {
  const lastOf = {};
  return entries.map((entry) => {
    const frame = frameFor(entry.categories);
    const names = layoutNames[frame];
    let layout = LAYOUTS[frame].find(([, test]) => test.test(entry.slug))?.[0] ?? names[0];
    if (layout === lastOf[frame]) layout = names[(names.indexOf(layout) + 1) % names.length];
    lastOf[frame] = layout;
    return { ...entry, frame, layout };
  });
}
