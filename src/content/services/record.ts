/** Turns a stored service (records/<slug>.json) into the record the service page renders. */
import { paths } from '@/config/paths';
import { serviceArt, serviceHero } from './shared';
import type { ServiceData, ServiceRecord } from './types';

export function serviceRecordFrom(data: ServiceData): ServiceRecord {
  const { intro, sections, ...rest } = data;
  return {
    ...rest,
    hero: serviceHero(data.slug),
    intro: { heading: intro.heading, paragraphs: intro.paragraphs, image: serviceArt(data.slug, intro.imageAlt) },
    sections: sections.map(({ link, ...section }) => (link ? { ...section, link: { label: link.label, to: paths[link.path] } } : section)),
  };
}
