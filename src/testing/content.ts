/** Content the app loads one piece at a time, gathered at once for tests. */
import type { ServiceSlug } from '@/config/paths';
import type { ServiceRecord } from '@/content/services/types';

const modules = import.meta.glob<ServiceRecord>('@/content/services/records/*.ts', { eager: true, import: 'default' });

/** Every service record, keyed by its file name (which must be its slug). */
export const serviceRecordsByFile: Readonly<Record<string, ServiceRecord>> = Object.fromEntries(
  Object.entries(modules).map(([path, record]) => [path.replace(/^.*\/|\.ts$/g, ''), record]),
);

/** The record of a service; fails the test when the file is missing. */
export function serviceRecord(slug: ServiceSlug): ServiceRecord {
  const record = serviceRecordsByFile[slug];
  if (!record) throw new Error(`no record src/content/services/records/${slug}.ts`);
  return record;
}
