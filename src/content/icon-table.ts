/**
 * A table of pictograms keyed by the names content JSON gives them (`"icon": "share-2"`), built
 * from the components a module imports by name (`iconTable({ Share2, Wallet })`), so each page
 * kind keeps its own table and its code carries only the icons that table names.
 *
 * The key is lucide's own name for the icon, spelled back from the component's: a hyphen before
 * each capital that follows a small letter or a digit, and before a number that follows a letter
 * (ChartNoAxesColumn: chart-no-axes-column, Share2: share-2). The type spells the keys the same
 * way, so a misspelt name in code fails the type check. Lucide names with a one-letter word or two
 * numbers side by side (AArrowDown, ArrowDown01, Grid2x2) cannot be spelled back and are not used.
 */
import type { LucideIcon } from 'lucide-react';

type Digit = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9';
type Letter<C extends string> = Uppercase<C> extends Lowercase<C> ? never : C;
type Small<C extends string> = C extends Lowercase<Letter<C>> ? C : never;
type Capital<C extends string> = C extends Uppercase<Letter<C>> ? C : never;

/** The hyphen between the characters `Before` and `C`, if one goes there. */
type Hyphen<Before extends string, C extends string> = [C] extends [Capital<C>]
  ? [Before] extends [Small<Before> | Digit] ? '-' : ''
  : [C] extends [Digit]
    ? [Before] extends [Letter<Before>] ? '-' : ''
    : '';

/** A component's name in lucide's spelling (tail-recursive, so long names stay in the checker's depth). */
type LucideName<Name extends string, Before extends string = '', Spelt extends string = ''> =
  Name extends `${infer C}${infer Rest}`
    ? LucideName<Rest, C, `${Spelt}${Before extends '' ? '' : Hyphen<Before, C>}${Lowercase<C>}`>
    : Spelt;

const lucideName = (name: string) => name.replace(/(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Za-z])(?=[0-9])/g, '-').toLowerCase();

export const iconTable = <const Icons extends Record<string, LucideIcon>>(icons: Icons) =>
  Object.fromEntries(Object.entries(icons).map(([name, icon]) => [lucideName(name), icon])) as {
    readonly [Name in keyof Icons & string as LucideName<Name>]: Icons[Name];
  };
