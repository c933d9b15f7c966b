/** Content the app loads one piece at a time, gathered at once for tests. */
import { serviceRecordFrom } from '@/content/services/record';
import type { ServiceSlug } from '@/content/services/slugs';
import type { ServiceData, ServiceRecord } from '@/content/services/types';

/** Stored records as an eager glob gives them, keyed by their file's name without the folder and `.json`. */
export function byFileName<T>(stored: Readonly<Record<string, T>>): Readonly<Record<string, T>> {
  return Object.fromEntries(Object.entries(stored).map(([path, data]) => [path.replace(/^.*\/|\.json$/g, ''), data]));
}

/** Every stored service as its JSON file holds it, keyed by its file name (which must be its slug). */
export const serviceDataByFile = byFileName(import.meta.glob<ServiceData>('@/content/services/records/*.json', { eager: true, import: 'default' }));

/** Every service record as the page renders it, keyed by its file name. */
export const serviceRecordsByFile: Readonly<Record<string, ServiceRecord>> = Object.fromEntries(
  Object.entries(serviceDataByFile).map(([file, data]) => [file, serviceRecordFrom(data)]),
);

function bySlug<T>(byFile: Readonly<Record<string, T>>, slug: ServiceSlug): T {
  const found = byFile[slug];
  if (!found) throw new Error(`no record src/content/services/records/${slug}.json`);
  return found;
}

/** The stored service (the service page's prop); fails the test when the file is missing. */
export const serviceData = (slug: ServiceSlug): ServiceData => bySlug(serviceDataByFile, slug);

/** The record of a service as the page renders it; fails the test when the file is missing. */
export const serviceRecord = (slug: ServiceSlug): ServiceRecord => bySlug(serviceRecordsByFile, slug);
