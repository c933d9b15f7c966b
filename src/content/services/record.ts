/** Turns a stored service (records/<slug>.json) into the record the service page renders. */
import { paths } from '@/config/paths';
import { serviceIcons } from './icons';
import { closeCutsSide, serviceArt, serviceCloseArt, serviceHero } from './shared';
import type { ServiceData, ServiceRecord, ServiceSection, ServiceSectionData } from './types';

function sectionFrom({ link, cards, ...section }: ServiceSectionData): ServiceSection {
  return {
    ...section,
    ...(cards ? { cards: cards.map(({ icon, ...card }) => (icon ? { ...card, icon: serviceIcons[icon] } : card)) } : {}),
    ...(link ? { link: { label: link.label, to: paths[link.path] } } : {}),
  };
}

export function serviceRecordFrom(data: ServiceData): ServiceRecord {
  const { intro, sections, ...rest } = data;
  return {
    ...rest,
    hero: serviceHero(data.slug),
    intro: { heading: intro.heading, paragraphs: intro.paragraphs, image: serviceArt(data.slug, intro.imageAlt), closeImage: serviceCloseArt(data.slug, intro.imageAlt), closeCutsSide: closeCutsSide(data.slug) },
    sections: sections.map(sectionFrom),
  };
}
