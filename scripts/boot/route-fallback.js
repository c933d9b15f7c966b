/**
 * Runs inline in 404.html twice: just before the page's <main> and right after it. The server
 * answers every address without a file with 404.html, and the app started from it renders the
 * route the address matches. For an address under a list with a Not Found page of its own (an old
 * project or case-study link) that page differs from the generic one in the HTML: until the app's
 * code came (300-400 ms on a good connection, seconds on a slow phone, never if it fails) the
 * visitor read "Oops! Page Not Found" and then saw it replaced. The build puts each such page's
 * prerendered content in a <template>, before <main>, with the pattern of the addresses it answers.
 *
 * Before <main> (no #main yet) the script only marks the document (`data-route-fallback`) when a
 * template matches the address: the page's stylesheet keeps <main> hidden meanwhile, so the generic
 * content never paints however slowly its bytes arrive. After </main> it puts the template's content
 * in <main>, with the name read from the address where the page shows it, sets the page's title and
 * lifts the mark. The app's first render then draws the same page.
 *
 * Written as one self-contained function, which the build inlines from its source
 * (scripts/boot/inline-boot-loader.mjs): the same text both times.
 */
export function showRouteFallback() {
  var root = document.documentElement;
  var main = document.getElementById('main');
  try {
    var path = window.location.pathname;
    var templates = document.querySelectorAll('template[data-fallback-for]');
    for (var i = 0; i < templates.length; i++) {
      var template = templates[i];
      var match = new RegExp(template.getAttribute('data-fallback-for')).exec(path);
      if (!match) continue;
      if (!main) {
        root.setAttribute('data-route-fallback', '');
        return;
      }
      var content = template.content.cloneNode(true);
      // The name the page shows for the address (the project's slug as the app writes it, in
      // capitals with spaces): every text the build wrote with its sample name gets this address's.
      var sample = template.getAttribute('data-sample-name');
      var name = '';
      if (sample && match[1]) {
        name = match[1];
        try {
          name = decodeURIComponent(name);
        } catch {
          // A malformed escape: the app keeps the address as it is, and so does this.
        }
        name = name.replace(/-/g, ' ').toUpperCase();
        var walker = document.createTreeWalker(content, NodeFilter.SHOW_TEXT);
        for (var text = walker.nextNode(); text; text = walker.nextNode()) {
          if (text.nodeValue.indexOf(sample) !== -1) text.nodeValue = text.nodeValue.split(sample).join(name);
        }
      }
      main.replaceChildren(content);
      var title = template.getAttribute('data-title');
      if (title) document.title = sample ? title.split(sample).join(name) : title;
      return;
    }
  } finally {
    // Whatever happened, the page is never left hidden once its <main> is there: at worst the
    // generic page shows, as it did before.
    if (main) root.removeAttribute('data-route-fallback');
  }
}
