/**
 * How a portfolio entry is pictured: the device that frames it (from its categories) and the screen
 * layout inside (from what the project is), so that no two pictures look alike: a viewer tells two
 * projects apart without reading their titles. src/content/portfolio.ts applies the same frame rule
 * (a test keeps the two in step).
 */

/** 'phone' for Android and progressive web apps, 'laptop' for ERP and custom applications, else 'browser'. */
export function frameFor(categories) {
  if (categories.includes('ANDROID NATIVE APP') || categories.includes('PWA')) return 'phone';
  if (categories.includes('ERP') || categories.includes('CUSTOM APPLICATION')) return 'laptop';
  return 'browser';
}

/**
 * Screen layouts per frame, each with the slugs it fits (first match wins) and what it shows.
 * Every layout draws one kind of product, so each fits one project of the list.
 */
const LAYOUTS = {
  phone: [
    ['deadlines', /compliance|secretar|cs-by/, 'statutory deadlines by date, with a camera upload'],
    ['qr-pass', /fitpass|gym|pass|member/, 'a membership pass with a QR code and the next class'],
    ['token-queue', /clinic|appointment|doctor/, 'a doctor, a date strip, time slots and the token number'],
    ['route-map', /tracking|logistics|fleet|delivery/, 'a delivery route on a map and the trip progress'],
    ['menu-basket', /restaurant|menu|food|order/, 'dishes with prices and a basket bar'],
    ['beat-plan', /field|sales|beat/, 'the day’s shop visits on a route line, with the orders taken'],
  ],
  laptop: [
    ['fee-receipts', /school|fee|college/, 'a student’s fee instalments, a printed receipt and attendance'],
    ['warehouse-bins', /inventory|manufactur|stock|warehouse/, 'warehouse racks with bin levels and a stock table'],
    ['pipeline-kanban', /hr|recruit|hiring|placement/, 'candidate cards in columns by interview stage'],
    ['rent-ledger', /rental|lease|tenant/, 'a rent ledger of units by month and an owner statement'],
    ['lead-detail', /lead|crm|database/, 'a lead list beside one lead: stage, follow-up date, merged duplicates'],
    ['report-dashboard', /report|erp/, 'report filters, a grouped bar chart by branch and a totals table'],
  ],
  browser: [
    ['tax-calendar', /^ca-|chartered|account|tax/, 'a firm’s home page with a tax calendar and service tiles'],
    ['map-search', /homes|listing|property/, 'property search filters, listing cards and price pins on a map'],
    ['floor-plan', /builder|residen|microsite|project/, 'a tower, a floor plan, amenities and a site-visit form'],
    ['product-page', /spice|store|shop/, 'one product with weight options, price and delivery check'],
    ['order-matrix', /garment|b2b|wholesale/, 'an order grid of sizes by colour, with a credit limit'],
    ['vendor-grid', /marketplace|handicraft|artisan|bazaar/, 'craft filters and products each with its seller'],
    ['before-after', /interior|studio|design/, 'a room before and after, split by a slider'],
    ['itinerary', /travel|tour|holiday|booking/, 'a day-by-day itinerary and a departure date picker'],
    ['donation', /ngo|donat|charity|trust/, 'a donation goal meter, amounts and a receipt note'],
    ['timetable', /coaching|institute|tuition|portal/, 'a weekly class timetable, test results and downloads'],
  ],
};

/** Layout names per frame, in a fixed order. */
export const layoutNames = Object.fromEntries(Object.entries(LAYOUTS).map(([frame, list]) => [frame, list.map(([name]) => name)]));

/** What each layout shows, by name (for the alt text of a new entry and for the docs). */
export const layoutDescriptions = Object.fromEntries(Object.values(LAYOUTS).flat().map(([name, , what]) => [name, what]));

/**
 * Frame and layout for every entry, in list order. An entry takes the first layout of its frame
 * that fits its slug and that no earlier entry took; failing that, the first one still free; when
 * a frame has more entries than layouts, the one used least and not by the previous entry of the frame.
 */
export function plan(entries) {
  const uses = {};
  const lastOf = {};
  return entries.map((entry) => {
    const frame = frameFor(entry.categories);
    const list = LAYOUTS[frame];
    const free = (name) => !uses[name];
    let layout = list.find(([name, test]) => test.test(entry.slug) && free(name))?.[0] ?? list.find(([name]) => free(name))?.[0];
    if (!layout) {
      const candidates = list.map(([name]) => name).filter((name) => name !== lastOf[frame]);
      layout = candidates.reduce((best, name) => (uses[name] < uses[best] ? name : best));
    }
    uses[layout] = (uses[layout] ?? 0) + 1;
    lastOf[frame] = layout;
    return { ...entry, frame, layout };
  });
}
