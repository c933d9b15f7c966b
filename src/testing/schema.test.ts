import { describe, expect, it } from 'vitest';
import { byField, count, flag, listOf, object, oneOf, optional, problemsIn, text } from './schema';

interface Sample {
  name: string;
  kind: 'a' | 'b';
  tags: readonly string[];
  open?: boolean;
  inner: { label: string };
}

const sample = object<Sample>({ name: text, kind: oneOf('a', 'b'), tags: listOf(text), open: optional(flag), inner: object<Sample['inner']>({ label: text }) });
const good: Sample = { name: 'x', kind: 'a', tags: ['t'], inner: { label: 'l' } };

describe('content schema check', () => {
  it('passes a value of the type, with or without its optional fields', () => {
    expect(problemsIn('a.json', good, sample)).toEqual([]);
    expect(problemsIn('a.json', { ...good, open: true }, sample)).toEqual([]);
  });

  it.each([
    ['a missing field', { ...good, name: undefined }, 'a.json: name is missing'],
    ['an empty string', { ...good, name: ' ' }, 'a.json: name: must be a non-empty string'],
    ['a value outside the union', { ...good, kind: 'c' }, 'a.json: kind: must be one of "a", "b"'],
    ['a bad list entry', { ...good, tags: ['t', 3] }, 'a.json: tags[1]: must be a non-empty string'],
    ['a wrong optional value', { ...good, open: 'yes' }, 'a.json: open: must be true or false'],
    ['a bad nested field', { ...good, inner: {} }, 'a.json: inner.label is missing'],
    ['a field the type does not have', { ...good, lede: 'typo' }, 'a.json: lede is not a field of this type'],
    ['a list where an object belongs', { ...good, inner: [] }, 'a.json: inner: must be an object'],
    ['a field named like an object method', { ...good, toString: 'x' }, 'a.json: toString is not a field of this type'],
  ])('names the file and the field on %s', (_case, value, problem) => {
    const data = JSON.parse(JSON.stringify(value)) as unknown;
    expect(problemsIn('a.json', data, sample)).toEqual([problem]);
  });

  it('checks numbers, and each member of a union by its own shape', () => {
    type Shape = { kind: 'dot'; size: number } | { kind: 'label'; text: string };
    const shape = byField('kind', {
      dot: object<Extract<Shape, { kind: 'dot' }>>({ kind: oneOf('dot'), size: count }),
      label: object<Extract<Shape, { kind: 'label' }>>({ kind: oneOf('label'), text }),
    });
    expect(problemsIn('a.json', [{ kind: 'dot', size: 2 }, { kind: 'label', text: 'x' }], listOf(shape))).toEqual([]);
    expect(problemsIn('a.json', { kind: 'dot', size: '2' }, shape)).toEqual(['a.json: size: must be a number']);
    expect(problemsIn('a.json', { kind: 'dot', text: 'x' }, shape)).toEqual(['a.json: text is not a field of this type', 'a.json: size is missing']);
    expect(problemsIn('a.json', [{ kind: 'ring' }], listOf(shape))).toEqual(['a.json: [0].kind: must be one of "dot", "label"']);
  });
});
