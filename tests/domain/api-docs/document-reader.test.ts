import fc from 'fast-check';
import { dereference, entriesOf, field, refName, resolveLocalRef, textField } from '../../../domain/api-docs/document-reader';

describe('reading a parsed definition', () => {
  it('reads own properties only, never the prototype', () => {
    const document = JSON.parse('{"a": 1, "__proto__": {"polluted": true}}');
    expect(field(document, 'a')).toBe(1);
    expect(field(document, 'toString')).toBeUndefined();
    expect(field(document, 'constructor')).toBeUndefined();
    expect(field(document, 'polluted')).toBeUndefined();
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('reads scalars as text', () => {
    expect(textField({ version: 1.5 }, 'version')).toBe('1.5');
    expect(textField({ flag: true }, 'flag')).toBe('true');
    expect(textField({ list: [1] }, 'list')).toBeUndefined();
  });

  it('lists entries in document order', () => {
    expect(entriesOf({ b: 1, a: 2 })).toEqual([
      ['b', 1],
      ['a', 2],
    ]);
    expect(entriesOf([1, 2])).toEqual([]);
  });
});

describe('local references', () => {
  const document = { components: { schemas: { 'a/b': { type: 'string' }, 'm~n': { type: 'integer' }, list: [{ x: 1 }] } } };

  it.each([
    ['#/components/schemas/a~1b', { type: 'string' }],
    ['#/components/schemas/m~0n', { type: 'integer' }],
    ['#/components/schemas/list/0', { x: 1 }],
    ['#/components/schemas/list/1', undefined],
    ['#/components/missing', undefined],
    ['other.yaml#/components/schemas/x', undefined],
    ['https://example.com/schema.json', undefined],
    ['#', document],
  ])('%s', (ref, expected) => {
    expect(resolveLocalRef(document, ref)).toEqual(expected);
  });

  it('names a reference by its last segment', () => {
    expect(refName('#/components/schemas/Money')).toBe('Money');
    expect(refName('#/components/schemas/a~1b')).toBe('a/b');
  });

  it('follows chains and stops at cycles', () => {
    const chained = { a: { $ref: '#/b' }, b: { $ref: '#/c' }, c: { type: 'string' }, loop: { $ref: '#/loop' } };
    expect(dereference(chained, { $ref: '#/a' })).toEqual({ value: { type: 'string' }, refName: 'a' });
    expect(dereference(chained, { $ref: '#/loop' })).toEqual({ value: undefined, refName: 'loop' });
  });

  it('never throws, whatever the reference', () => {
    fc.assert(
      fc.property(fc.string(), fc.jsonValue(), (ref, doc) => {
        resolveLocalRef(doc, ref);
        dereference(doc, { $ref: ref });
      }),
    );
  });
});
