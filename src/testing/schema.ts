/**
 * A small structural check of content stored as JSON against its TypeScript type. TypeScript cannot
 * see inside a JSON file loaded through a glob, so the content tests run every file through a
 * schema built here. `object<T>()` takes one check for every field of T (a missing or extra field
 * is a type error), so a field added to the type must be added to the schema too. A problem names
 * the field by its path, e.g. `sections[2].cards[0].text: must be a non-empty string`.
 */
import type { Fact, Faq, TitledText } from '@/content/types';

type CheckFn = (value: unknown, at: string) => string[];
/** Checks a value that must be present. */
export type Check = CheckFn & { readonly optional?: false };
/** Checks a value that may be left out (an optional field of the type). */
export type OptionalCheck = CheckFn & { readonly optional: true };

/** One check per field of T: `optional(...)` exactly where the type makes the field optional. */
export type Shape<T> = { [K in keyof T]-?: undefined extends T[K] ? OptionalCheck : Check };

const fail = (at: string, what: string) => [`${at}: ${what}`];

export const text: Check = (value, at) => (typeof value === 'string' && value.trim() !== '' ? [] : fail(at, 'must be a non-empty string'));

export const flag: Check = (value, at) => (typeof value === 'boolean' ? [] : fail(at, 'must be true or false'));

export const count: Check = (value, at) => (typeof value === 'number' && Number.isFinite(value) ? [] : fail(at, 'must be a number'));

export function oneOf(...allowed: readonly (string | number)[]): Check {
  return (value, at) => (allowed.includes(value as string | number) ? [] : fail(at, `must be one of ${allowed.map((a) => JSON.stringify(a)).join(', ')}`));
}

export function listOf(item: Check): Check {
  return (value, at) => (Array.isArray(value) ? value.flatMap((entry, index) => item(entry, `${at}[${index}]`)) : fail(at, 'must be a list'));
}

export function optional(check: Check): OptionalCheck {
  return Object.assign((value: unknown, at: string) => (value === undefined ? [] : check(value, at)), { optional: true as const });
}

export function object<T>(shape: Shape<T>): Check {
  const checks = Object.entries(shape) as [string, Check | OptionalCheck][];
  return (value, at) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return fail(at, 'must be an object');
    const fields = value as Record<string, unknown>;
    const field = (key: string) => (at ? `${at}.${key}` : key);
    // Own keys only: `in` would let a stray `toString` or `constructor` through as a field.
    const extra = Object.keys(fields).filter((key) => !Object.hasOwn(shape, key)).map((key) => `${field(key)} is not a field of this type`);
    const problems = checks.flatMap(([key, check]) => (Object.hasOwn(fields, key) || check.optional ? check(fields[key], field(key)) : [`${field(key)} is missing`]));
    return [...extra, ...problems];
  };
}

/**
 * One of several object shapes told apart by the value of one field (a union discriminated by
 * `kind`, say): `shapes` holds the check of each value of the field.
 */
export function byField(field: string, shapes: Readonly<Record<string, Check>>): Check {
  return (value, at) => {
    const key = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[field] : undefined;
    const check = typeof key === 'string' ? shapes[key] : undefined;
    if (check) return check(value, at);
    return fail(at ? `${at}.${field}` : field, `must be one of ${Object.keys(shapes).map((k) => JSON.stringify(k)).join(', ')}`);
  };
}

/** The problems of `value` against `check`, each prefixed with the file it came from. */
export function problemsIn(file: string, value: unknown, check: Check): string[] {
  return check(value, '').map((problem) => `${file}: ${problem}`);
}

/** Shapes shared by the content types (src/content/types.ts). */
export const fact = object<Fact>({ value: text, label: text });
export const faq = object<Faq>({ question: text, answer: text });
export const titledText = object<TitledText>({ title: text, text });
