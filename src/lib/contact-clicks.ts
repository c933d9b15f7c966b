/**
 * One document-level listener reports taps on phone (tel:), e-mail (mailto:) and WhatsApp links
 * wherever they are (header, footer, service pages, forms, contact page), so no link needs its own
 * handler and links added later are counted too. The event says how (method) and where
 * (link_location, from the nearest landmark), never the number or address itself.
 */
import { track, type ContactMethod, type LinkLocation } from './analytics';

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

const watched = new WeakSet<Document>();

/** Starts listening on `doc` (once per document, later calls do nothing); returns a function that stops. */
export function watchContactClicks(doc: Document = document): () => void {
  if (watched.has(doc)) return () => {};
  watched.add(doc);
  const onClick = (event: MouseEvent) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    const link = target.closest('a[href]');
    if (!link) return;
    const method = contactMethod(link.getAttribute('href') ?? '');
    if (!method) return;
    track('contact_click', { method, link_location: linkLocation(link), page_path: doc.defaultView?.location.pathname ?? '/' });
  };
  // Capture: counted even if a handler on the way stops the click's propagation.
  doc.addEventListener('click', onClick, true);
  return () => {
    doc.removeEventListener('click', onClick, true);
    watched.delete(doc);
  };
}
