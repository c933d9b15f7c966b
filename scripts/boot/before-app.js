/**
 * Input before the app: browser code, inlined (minified) in the head of every prerendered page by
 * scripts/boot/inline-boot-loader.mjs, so it listens from the first byte of the body on.
 *
 * A prerendered page paints long before its code arrives (the boot loader asks for it after the
 * first paint), and what a visitor presses in between must never vanish:
 *
 * - The header answers at once, without the app. Until the header's own code has taken over (it
 *   marks the bar `data-menus-ready`), this script opens and closes the phone menu and its
 *   sections, pins a desktop dropdown open on a click, and closes what is open on Escape or a
 *   press outside (and the phone menu when the window grows to the wide menu), in the very markup and attributes the header's code reads when it takes over
 *   (src/components/layout/menu-before-code.ts). The page behind the open phone menu neither
 *   scrolls nor takes the focus (`data-menu-open` on <html>, `inert` on the rest of the page).
 * - Any other button of the page pressed before its code has arrived (the whole page before
 *   hydration, or a part still marked `data-awaits-code`: src/components/ui/load-when-near.tsx) is
 *   held: marked `data-pressed-before-code` (styles show it is on its way) and pressed again, in
 *   order, once its code is in. A submit held this way is sent or answered by the form's code.
 *   Links are left alone: before the app they are plain links, which work.
 *
 * Both stop the press from reaching React, which would otherwise hydrate the whole page at once
 * to answer it (a long task) or, for a part whose code is not here yet, drop it.
 *
 * The function must stay self-contained: its source text is what gets inlined.
 */
export function keepInputBeforeApp() {
  var doc = document;
  var MENU_ID = 'site-menu';
  var DISMISSED = 'data-dismissed-before-code';
  var PRESSED = 'data-pressed-before-code';
  var AWAITS = 'data-awaits-code';
  var MISSING = 'data-code-missing';
  var TOGGLE = ':scope > .dropdown-toggle';
  var HELD_BUTTON = 'button[data-held-before-code]';
  var pending = [];
  var replaying = false;
  var observer = null;

  function headerOf(node) {
    var header = node && node.closest ? node.closest('.site-header') : null;
    return header && !header.hasAttribute('data-menus-ready') ? header : null;
  }
  function menu() {
    return doc.getElementById(MENU_ID);
  }
  function toggler() {
    return doc.querySelector('.site-header .navbar-toggler');
  }
  /** Whether the phone menu is open and still this script's to answer. */
  function menuOpen() {
    var panel = menu();
    return Boolean(panel && panel.classList.contains('show') && headerOf(panel));
  }
  // Where the Menu button and its panel are in use (below the wide menu's 992 px).
  var phone = window.matchMedia('(max-width: 61.98em)'); // src/lib/breakpoints.ts BELOW_LG

  // The open phone menu covers the page: the page neither scrolls nor takes the focus. Making the
  // page inert restyles all of it (tens of milliseconds on a slow phone), so it waits for the frame
  // that shows the open panel; the panel covers the page meanwhile.
  function setInert(open) {
    var root = doc.getElementById('root');
    var parts = root ? root.children : [];
    for (var i = 0; i < parts.length; i += 1) if (parts[i].tagName !== 'HEADER') parts[i].toggleAttribute('inert', open);
  }
  function coverPage(open) {
    var html = doc.documentElement;
    html.toggleAttribute('data-menu-open', open);
    if (!open) return setInert(false);
    requestAnimationFrame(function () {
      setTimeout(function () {
        if (html.hasAttribute('data-menu-open')) setInert(true);
      }, 0);
    });
  }
  function setMenu(open) {
    var panel = menu();
    var button = toggler();
    if (!panel || !button) return;
    panel.classList.toggle('show', open);
    button.classList.toggle('collapsed', !open);
    button.setAttribute('aria-expanded', String(open));
    coverPage(open);
    if (!open) closeDropdowns(null);
  }
  // A dropdown open before the code: the classes and attribute react-bootstrap renders for an open
  // one, in its order, so that the code's first render matches the page as the visitor left it.
  function setDropdown(dropdown, open) {
    var toggle = dropdown.querySelector(TOGGLE);
    var list = dropdown.querySelector(':scope > .dropdown-menu');
    if (!toggle || !list) return;
    dropdown.className = open ? dropdown.className.replace(/ dropdown$/, ' show dropdown') : dropdown.className.replace(' show dropdown', ' dropdown');
    toggle.classList.toggle('show', open);
    list.classList.toggle('show', open);
    toggle.setAttribute('aria-expanded', String(open));
  }
  function closeDropdowns(except) {
    var opened = doc.querySelectorAll('.site-header .dropdown.show');
    for (var i = 0; i < opened.length; i += 1) if (opened[i] !== except) setDropdown(opened[i], false);
  }
  function toggleDropdown(toggle) {
    var dropdown = toggle.parentElement;
    if (!dropdown) return;
    var open = !dropdown.classList.contains('show');
    closeDropdowns(dropdown);
    setDropdown(dropdown, open);
    if (!open) dismiss(dropdown);
  }
  // A dropdown closed by a press (a click on its toggle, Escape): the CSS stand-in that shows the
  // one under the pointer leaves it closed too, and so does the code's hover once it has taken
  // over, until the focus leaves it or the pointer does (then hover shows it again, as it would).
  function dismiss(dropdown) {
    dropdown.setAttribute(DISMISSED, '');
    function undismiss(leaving) {
      // (Focus or pointer moving within it: a pointer leaving it enters something outside it.)
      if (dropdown.contains(leaving.relatedTarget)) return;
      dropdown.removeAttribute(DISMISSED);
      dropdown.removeEventListener('focusout', undismiss);
      dropdown.removeEventListener('mouseleave', undismiss);
    }
    dropdown.addEventListener('focusout', undismiss);
    dropdown.addEventListener('mouseleave', undismiss);
  }

  // The panel exists below the wide menu's 992 px only: a window that grows past it (a tablet
  // turned on its side) closes it, or the wide page would stay inert and unscrollable behind a
  // panel with no Menu button to close it. The header's code does the same once it has taken over.
  phone.addEventListener('change', function () {
    if (!phone.matches && menuOpen()) setMenu(false);
  });

  function onHeaderClick(event, header) {
    var target = event.target;
    var button = target.closest('.navbar-toggler');
    if (button) {
      event.stopPropagation();
      setMenu(!menu().classList.contains('show'));
      return;
    }
    // A press on the panel left of its rows is on the dimmed page beside the tablet's drawer
    // (besideDrawer in src/components/layout/menu-before-code.ts).
    var list = target === menu() && menuOpen() ? target.querySelector('.site-menu__list') : null;
    if (list && event.clientX < list.getBoundingClientRect().left - parseFloat(getComputedStyle(target).paddingRight)) {
      if (target.contains(doc.activeElement)) toggler().focus();
      setMenu(false);
      return;
    }
    var toggle = target.closest('.dropdown-toggle');
    if (toggle && header.contains(toggle)) {
      event.stopPropagation();
      toggleDropdown(toggle);
      return;
    }
    // A press on the bar outside any dropdown closes the dropdown that is open (links navigate).
    if (!target.closest('.dropdown')) closeDropdowns(null);
  }

  // ---- Presses held until the part's code is in ----
  function awaitingCode(control) {
    var root = doc.getElementById('root');
    if (!root || !root.contains(control)) return false;
    return !root.hasAttribute('data-hydrated') || control.closest('[' + AWAITS + ']') !== null;
  }
  function hold(event, control) {
    event.preventDefault();
    event.stopPropagation();
    var held = 0;
    for (var i = 0; i < pending.length; i += 1) if (pending[i] === control) held += 1;
    if (held < 4) pending.push(control);
    control.setAttribute(PRESSED, '');
    watch();
  }
  // Buttons disabled in the HTML only for visitors without scripts (a form's Send Details) are
  // usable from the first paint: their presses are held like any other. If the code never comes,
  // they are disabled again (the form then says how else to reach us).
  function enableHeldButtons() {
    var missing = doc.documentElement.hasAttribute(MISSING);
    var buttons = doc.querySelectorAll(HELD_BUTTON);
    for (var i = 0; i < buttons.length; i += 1) {
      if (!awaitingCode(buttons[i])) continue;
      if (missing) buttons[i].setAttribute('disabled', '');
      else buttons[i].removeAttribute('disabled');
    }
  }
  function release() {
    if (doc.documentElement.hasAttribute(MISSING)) {
      // The code will not come: the page shows its way around that (the forms' note); nothing
      // stays marked as on its way.
      for (var j = 0; j < pending.length; j += 1) pending[j].removeAttribute(PRESSED);
      pending = [];
    }
    // A control whose mark the app has taken off has taken its press over itself (the carousel's
    // dots, which the slides' regrouping gives another meaning): it is not pressed again.
    var claimed = [];
    for (var k = 0; k < pending.length; k += 1) if (!pending[k].hasAttribute(PRESSED)) claimed.push(pending[k]);
    var still = [];
    for (var i = 0; i < pending.length; i += 1) {
      var control = pending[i];
      if (!control.isConnected || claimed.indexOf(control) >= 0) continue;
      if (awaitingCode(control)) {
        still.push(control);
        continue;
      }
      control.removeAttribute(PRESSED);
      replaying = true;
      try {
        control.click();
      } finally {
        replaying = false;
      }
    }
    pending = still;
    if (pending.length === 0 && observer) {
      observer.disconnect();
      observer = null;
    }
  }
  // A part marked ready has hydrated; what its effects set off then (a carousel fitting its slides
  // to the screen, say) renders in the next moments. The press is given once the next frame after
  // that has been drawn, to the part as the visitor sees it.
  function settled() {
    requestAnimationFrame(function () {
      requestAnimationFrame(function () {
        setTimeout(release, 0);
      });
    });
  }
  function watch() {
    if (observer || !window.MutationObserver) return;
    observer = new MutationObserver(settled);
    observer.observe(doc.documentElement, { attributes: true, subtree: true, attributeFilter: ['data-hydrated', AWAITS, MISSING] });
  }

  doc.addEventListener('DOMContentLoaded', enableHeldButtons);
  enableHeldButtons();
  if (window.MutationObserver) {
    new MutationObserver(function () {
      enableHeldButtons();
      release();
    }).observe(doc.documentElement, { attributes: true, attributeFilter: [MISSING] });
  }

  window.addEventListener(
    'click',
    function (event) {
      if (replaying || !(event.target instanceof Element)) return;
      var header = headerOf(event.target);
      if (header) {
        onHeaderClick(event, header);
        return;
      }
      if (menuOpen()) setMenu(false);
      if (doc.querySelector('.site-header:not([data-menus-ready]) .dropdown.show')) closeDropdowns(null);
      var control = event.target.closest('button, [role="button"], input[type="submit"], input[type="button"], summary');
      // Code known never to come (the entry or a part failed to load) answers nothing: a press then
      // is not held, or it would look on its way for good.
      if (control && !control.closest('.site-header') && awaitingCode(control) && !doc.documentElement.hasAttribute(MISSING)) hold(event, control);
    },
    true,
  );

  // The events that start and end a press (and, on the header, a key) on markup React has not
  // hydrated yet make React hydrate that markup there and then, synchronously, under the visitor's
  // finger: the whole page while it is hydrating (150-300 ms on a slow phone), or the header once
  // its code arrives (about 200 ms, the code's first render forced to the highest priority by a
  // tap long before). None needs to reach React before then: the press's click is this script's
  // to answer (the header) or to hold (the rest), and a key on the header's controls reaches its
  // code once it has taken over.
  function keepFromReact(event) {
    var target = event.target;
    var root = doc.getElementById('root');
    if (replaying || !(target instanceof Element) || !root || !root.contains(target)) return;
    if (headerOf(target) || (event.type.slice(0, 3) !== 'key' && (!root.hasAttribute('data-hydrated') || target.closest('[' + AWAITS + ']')))) event.stopPropagation();
  }
  ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'touchstart', 'touchend', 'keydown', 'keyup'].forEach(function (type) {
    window.addEventListener(type, keepFromReact, { capture: true, passive: true });
  });

  // Focus moving out of an open dropdown of the wide menu (Tab past its last link) closes it, as the
  // code's menu does. A focus lost to nothing (the window left for another) leaves it as it is.
  doc.addEventListener(
    'focusout',
    function (event) {
      var next = event.relatedTarget;
      if (phone.matches || !(event.target instanceof Element) || !(next instanceof Node)) return;
      var dropdown = event.target.closest('.site-header .dropdown.show');
      if (dropdown && headerOf(dropdown) && !dropdown.contains(next)) setDropdown(dropdown, false);
    },
    true,
  );

  window.addEventListener(
    'keydown',
    function (event) {
      if (event.key !== 'Escape') return;
      if (!headerOf(menu())) return;
      if (menuOpen() && phone.matches) {
        event.stopPropagation();
        setMenu(false);
        toggler().focus();
        return;
      }
      var opened = doc.querySelector('.site-header .dropdown.show') || (doc.activeElement && doc.activeElement.closest('.site-header .dropdown'));
      if (opened) {
        event.stopPropagation();
        closeDropdowns(null);
        dismiss(opened);
        var toggle = opened.querySelector(TOGGLE);
        if (toggle) toggle.focus();
      }
    },
    true,
  );
}
