/** Images and the few fixed lines every service page shares. */
import type { ServiceSlug } from '@/content/services/slugs';
import type { ImageAsset } from '@/content/types';

/** Hero art of a service (decorative: the hero renders it with empty alt). */
export function serviceHero(slug: ServiceSlug): ImageAsset {
  return { src: `/images/services/${slug}-hero.webp`, alt: '', width: 800, height: 600, widths: [480] };
}

/** Section picture of a service: a screen rendered by tools/screens, another view than the hero's. */
export function serviceArt(slug: ServiceSlug, alt: string): ImageAsset {
  return { src: `/images/services/${slug}.webp`, alt, width: 960, height: 720, widths: [480, 720] };
}

/**
 * The services whose intro picture is a phone (tools/screens/services/<slug>.mjs, `intro.frame`):
 * its close view keeps the phone's top and both sides and cuts only its foot. Every other close
 * view keeps a window's top-left corner and cuts its right side and its foot.
 */
const PHONE_INTROS: readonly ServiceSlug[] = ['blogs-service', 'business-website', 'intranet-applications', 'mobile-development', 'web-design'];

/** Whether the close view of a service's picture cuts its screen at the right side, not only at the foot. */
export const closeCutsSide = (slug: ServiceSlug) => !PHONE_INTROS.includes(slug);

/** What a phone shows of that picture: the close view of its screen's first lines, of the same proportions. */
export function serviceCloseArt(slug: ServiceSlug, alt: string): ImageAsset {
  return { ...serviceArt(slug, alt), src: `/images/services/${slug}-close.webp` };
}

export const serviceCopy = {
  quoteLabel: 'Get a Free Quote',
  factsLabel: 'At a glance',
  contactHeading: 'Talk to our team',
  /** Between the e-mail link and the phone link. */
  contactJoin: 'or call',
  contactClose: 'Our sales team replies within 1 working day.',
  whatsappLabel: 'Chat on WhatsApp',
  faqHeading: 'Frequently asked questions',
  /** Under the heading of a service's projects (record.work). */
  workIntro: 'From our portfolio: what each client needed, what we built and what they use now.',
  workCta: 'View All Projects',
} as const;
