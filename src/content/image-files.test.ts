import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { avifOf, variant } from '@/components/ui/img';
import { serviceRecordsByFile } from '@/testing/content';
import { caseStudies } from './case-studies';
import { clients } from './clients';
import { home } from './home';
import { portfolio } from './portfolio';
import { posts } from './posts';
import { productCards } from './products/catalogue';
import { productsById } from './products/records';
import type { ImageAsset } from './types';
import { whatWeDo } from './what-we-do';

const publicDir = resolve(__dirname, '../../public');

/** Every image asset anywhere in the given content (an object with a src, a width and a height). */
function assetsIn(value: unknown, found: ImageAsset[] = []): ImageAsset[] {
  if (Array.isArray(value)) for (const item of value) assetsIn(item, found);
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.src === 'string' && typeof record.width === 'number' && typeof record.height === 'number') found.push(record as unknown as ImageAsset);
    else for (const item of Object.values(record)) assetsIn(item, found);
  }
  return found;
}

const assets = assetsIn([home, portfolio, caseStudies, posts, whatWeDo, clients, productCards, productsById, serviceRecordsByFile]);

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)]));
}

describe('image files', () => {
  it('finds the assets of every kind of content', () => {
    for (const dir of ['home', 'portfolio', 'case-studies', 'blog', 'services', 'products', 'clients']) {
      expect(assets.some((a) => a.src.startsWith(`/images/${dir}/`)), dir).toBe(true);
    }
  });

  it('every WebP asset has its AVIF twin at full size and at each width', () => {
    const withAvif = assets.filter((a) => avifOf(a));
    expect(new Set(withAvif.map((a) => a.src)).size).toBeGreaterThan(60);
    for (const asset of withAvif) {
      const avif = avifOf(asset) as string;
      for (const file of [avif, ...(asset.widths ?? []).map((w) => variant(avif, w))]) expect(existsSync(`${publicDir}${file}`), file).toBe(true);
    }
  });

  it('ships no AVIF without its WebP, and no WebP without its AVIF unless its asset declines it', () => {
    const declined = new Set(assets.filter((a) => a.avif === false).flatMap((a) => [a.src, ...(a.widths ?? []).map((w) => variant(a.src, w))]));
    const files = filesUnder(join(publicDir, 'images')).map((f) => f.slice(publicDir.length));
    const set = new Set(files);
    for (const file of files) {
      if (file.endsWith('.avif')) expect(set.has(file.replace(/\.avif$/, '.webp')), file).toBe(true);
      if (file.endsWith('.webp') && !declined.has(file)) expect(set.has(file.replace(/\.webp$/, '.avif')), file).toBe(true);
      if (declined.has(file)) expect(set.has(file.replace(/\.webp$/, '.avif')), `${file} declines AVIF`).toBe(false);
    }
  });
});
