import { ArrowLeftRight, ChartNoAxesColumn, Share2, Wallet } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { iconNames } from 'lucide-react/dynamic';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { iconTable } from './icon-table';
import { productIcons } from './products/icons';
import { serviceIcons } from './services/icons';

/** Lucide's own rule from an icon's name to its component's: each word capitalised, hyphens dropped. */
const componentName = (name: string) => name.split('-').map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');

/** Names the component's spelling cannot tell apart: a one-letter word, two numbers side by side, 2x2. */
const ambiguous = (name: string) => /(^|-)[a-z](-|$)|\d-\d|\d[a-z]/.test(name);

describe('iconTable', () => {
  it('keys each component by lucide’s name for it, digits and all', () => {
    const table = iconTable({ ArrowLeftRight, ChartNoAxesColumn, Share2, Wallet });

    expect(table).toEqual({
      'arrow-left-right': ArrowLeftRight,
      'chart-no-axes-column': ChartNoAxesColumn,
      'share-2': Share2,
      wallet: Wallet,
    });
    expectTypeOf<keyof typeof table>().toEqualTypeOf<'arrow-left-right' | 'chart-no-axes-column' | 'share-2' | 'wallet'>();
  });

  it('spells back every lucide name whose component name is not ambiguous', () => {
    const names = iconNames.filter((name) => !ambiguous(name));
    const stand = {} as LucideIcon;
    const table = iconTable(Object.fromEntries(names.map((name) => [componentName(name), stand])));

    expect(names.length).toBeGreaterThan(2000);
    expect(Object.keys(table).sort()).toEqual([...names].sort());
  });

  it('gives the product and service tables keys that are lucide names, typed exactly', () => {
    const known = new Set<string>(iconNames);

    for (const name of [...Object.keys(productIcons), ...Object.keys(serviceIcons)]) expect(known).toContain(name);
    expect(Object.keys(productIcons)).not.toContain('share-2');
    expect(serviceIcons['share-2']).toBe(Share2);
    expect(serviceIcons['chart-no-axes-column']).toBe(ChartNoAxesColumn);
    // @ts-expect-error: a name the table does not hold is refused in code
    expect(productIcons['no-such-icon']).toBeUndefined();
  });
});
