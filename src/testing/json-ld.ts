import type { PageMeta } from '@/lib/seo';

/** A JSON-LD node read back in a test: any property, looked at through expect. */
export type ReadNode = { '@type'?: string } & Record<string, unknown>;

/**
 * A page's JSON-LD nodes as a test reads them. The builders are typed by schema-dts, whose union
 * of every schema.org type has no property common to all; a test only reads what was built.
 */
export function jsonLdNodes(meta: Pick<PageMeta, 'jsonLd'>): readonly ReadNode[] {
  return (meta.jsonLd ?? []) as unknown as readonly ReadNode[];
}
