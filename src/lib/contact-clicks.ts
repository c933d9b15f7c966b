/**
 * One document-level listener reports taps on phone (tel:), e-mail (mailto:) and WhatsApp links
 * wherever they are (header, footer, service pages, forms, contact page), so no link needs its own
 * handler and links added later are counted too. The event says how (method) and where
 * (link_location, from the nearest landmark), never the number or address itself.
 */
import type { ContactMethod, LinkLocation } from './analytics';

const WHATSAPP_HOSTS = ['wa.me', 'api.whatsapp.com', 'web.whatsapp.com', 'whatsapp.com', 'www.whatsapp.com'];

export function contactMethod(href: string): ContactMethod | null {
  const lower = href.trim().toLowerCase();
  if (lower.startsWith('tel:')) return 'phone';
  if (lower.startsWith('mailto:')) return 'email';
  try {
    const url = new URL(lower);
    if ((url.protocol === 'https:' || url.protocol === 'http:') && WHATSAPP_HOSTS.includes(url.hostname)) return 'whatsapp';
    if (url.protocol === 'whatsapp:') return 'whatsapp';
  } catch {
    // A relative or malformed href is no contact link.
  }
  return null;
}

export function linkLocation(link: Element): LinkLocation {
  if (link.closest('form, .enquiry')) return 'form';
  if (link.closest('header, [role="banner"]')) return 'header';
  if (link.closest('footer, [role="contentinfo"]')) return 'footer';
  if (link.closest('main, [role="main"]')) return 'main';
  return 'other';
}

/** What a contact click reports: how and where, never the number or address itself. */
export interface ContactClick {
  method: ContactMethod;
  link_location: LinkLocation;
  page_path: string;
}
type Send = (click: ContactClick) => void;

/** Clicks held until the analytics code arrives; a bound, so a page whose code never comes cannot grow it. */
const MAX_HELD = 20;

interface Watch {
  send: Send | null;
  held: ContactClick[];
  stop: () => void;
}
const watches = new WeakMap<Document, Watch>();

/**
 * Starts listening on `doc` (once per document; later calls do nothing) and returns a function that
 * stops. The entry starts it before React's code is even requested, because a visitor may tap
 * WhatsApp on the prerendered page at once, and the link does its job without any of our code: the
 * click is held and handed to analytics when `sendContactClicks` names the sender.
 */
export function watchContactClicks(doc: Document = document): () => void {
  if (watches.has(doc)) return () => {};
  const onClick = (event: MouseEvent) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    const link = target.closest('a[href]');
    if (!link) return;
    const method = contactMethod(link.getAttribute('href') ?? '');
    if (!method) return;
    const click = { method, link_location: linkLocation(link), page_path: doc.defaultView?.location.pathname ?? '/' };
    if (watch.send) watch.send(click);
    else if (watch.held.length < MAX_HELD) watch.held.push(click);
  };
  const watch: Watch = {
    send: null,
    held: [],
    stop: () => {
      doc.removeEventListener('click', onClick, true);
      watches.delete(doc);
    },
  };
  watches.set(doc, watch);
  // Capture: counted even if a handler on the way stops the click's propagation.
  doc.addEventListener('click', onClick, true);
  return watch.stop;
}

/** Sends the clicks held so far, in order, and every later one, to `send` (watching `doc` if nothing did). */
export function sendContactClicks(send: Send, doc: Document = document): void {
  watchContactClicks(doc);
  const watch = watches.get(doc);
  if (!watch) return;
  watch.send = send;
  takeContactClicks(doc).forEach(send);
}

/**
 * Hands over the clicks held so far and holds on (the router's effect takes them at a navigation:
 * they were made on the pages before it, whose views go out before the next one's).
 */
export function takeContactClicks(doc: Document = document): ContactClick[] {
  return watches.get(doc)?.held.splice(0) ?? [];
}

/** Stops listening and drops what was held (analytics is off for this page). */
export function stopContactClicks(doc: Document = document): void {
  watches.get(doc)?.stop();
}
