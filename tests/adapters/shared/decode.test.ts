import * as E from 'fp-ts/Either';
import fc from 'fast-check';
import * as t from 'io-ts';
import { decodeWith, failingPaths } from '../../../adapters/shared/decode';

const Entity = t.type({
  kind: t.string,
  metadata: t.type({ name: t.string, tags: t.array(t.string) }),
});
const List = t.type({ items: t.array(Entity) });

const pathsOf = <A, O>(codec: t.Type<A, O, unknown>, value: unknown): readonly string[] => {
  const result = decodeWith(codec)(value);
  if (E.isRight(result)) throw new Error('expected a decode failure');
  if (result.left._tag !== 'Decode') throw new Error(`expected Decode, got ${result.left._tag}`);
  return result.left.paths;
};

describe('decodeWith', () => {
  it('passes a matching value through', () => {
    const value = { items: [{ kind: 'Component', metadata: { name: 'a', tags: ['x'] } }] };
    expect(decodeWith(List)(value)).toEqual(E.right(value));
  });

  it('names the failing path through arrays and objects, without codec names', () => {
    const value = {
      items: [
        { kind: 'Component', metadata: { name: 'a', tags: [] } },
        { kind: 'API', metadata: { name: 'b', tags: ['ok', 3] } },
      ],
    };
    expect(pathsOf(List, value)).toEqual(['items.1.metadata.tags.1: expected string, got 3']);
  });

  it("says 'nothing' for a missing field and '(root)' for a wrong top-level value", () => {
    expect(pathsOf(Entity, { metadata: { name: 'a', tags: [] } })).toEqual(['kind: expected string, got nothing']);
    expect(pathsOf(List, 'hello')).toEqual(['(root): expected { items: Array<{ kind: string, metadata: { name: string, tags: Array<string> } }> }, got "hello"']);
  });

  it('builds the Decode error message from the paths', () => {
    const result = decodeWith(Entity)({ kind: 1, metadata: { name: null, tags: [] } });
    expect(result).toEqual(
      E.left({
        _tag: 'Decode',
        paths: ['kind: expected string, got 1', 'metadata.name: expected string, got null'],
        message: 'The backend answered with data Portico cannot read: kind: expected string, got 1; metadata.name: expected string, got null',
      }),
    );
  });

  it('shortens long values to 60 characters', () => {
    const [path] = pathsOf(t.type({ name: t.string }), { name: { text: 'x'.repeat(200) } });
    const shown = path!.slice('name: expected string, got '.length);
    expect(shown).toHaveLength(60);
    expect(shown.endsWith('...')).toBe(true);
    expect(shown.startsWith('{"text":"xxx')).toBe(true);
  });

  it('describes a value JSON cannot show by its type', () => {
    expect(pathsOf(t.type({ n: t.string }), { n: BigInt(1) })).toEqual(['n: expected string, got bigint']);
  });

  it('reports at most five failures', () => {
    const value = { items: Array.from({ length: 12 }, () => ({ kind: 1, metadata: {} })) };
    const paths = pathsOf(List, value);
    expect(paths).toHaveLength(5);
    expect(paths[0]).toBe('items.0.kind: expected string, got 1');
  });

  it('lists each failing path once', () => {
    const errors = t.type({ a: t.string }).decode({ a: 1 });
    if (E.isRight(errors)) throw new Error('expected failure');
    expect(failingPaths([...errors.left, ...errors.left])).toEqual(['a: expected string, got 1']);
  });

  it('every failure names a path under the failing item (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ kind: fc.string(), metadata: fc.record({ name: fc.string(), tags: fc.array(fc.string()) }) }), { minLength: 1, maxLength: 5 }),
        fc.nat(),
        fc.oneof(fc.integer(), fc.boolean(), fc.constant(null)),
        (items, at, bad) => {
          const index = at % items.length;
          const broken = items.map((item, i) => (i === index ? { ...item, kind: bad } : item));
          const paths = pathsOf(List, { items: broken });
          expect(paths).toEqual([`items.${index}.kind: expected string, got ${JSON.stringify(bad)}`]);
        },
      ),
    );
  });

  it('leaves the members of intersections and unions out of the path', () => {
    const Item = t.intersection([t.type({ name: t.string }), t.partial({ size: t.union([t.number, t.type({ value: t.number })]) })]);
    const errors = t.type({ items: t.array(Item) }).decode({ items: [{ name: 'a' }, { name: 'b', size: { value: 'big' } }] });
    if (E.isRight(errors)) throw new Error('expected failure');
    expect(failingPaths(errors.left)).toEqual([
      'items.1.size: expected number, got {"value":"big"}',
      'items.1.size.value: expected number, got "big"',
    ]);
  });

  it('reports up to a given number of failures', () => {
    const value = { items: Array.from({ length: 12 }, () => ({ kind: 1, metadata: {} })) };
    const errors = List.decode(value);
    if (E.isRight(errors)) throw new Error('expected failure');
    expect(failingPaths(errors.left, 8)).toHaveLength(8);
  });
});
