import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { EntityCodec, PartialEntityCodec } from '../../../adapters/catalog/entity.codec';
import { nullable, openStruct } from '../../../adapters/catalog/open-struct.codec';
import { decodeWith } from '../../../adapters/shared/decode';
import * as t from 'io-ts';

const decode = decodeWith(EntityCodec);

const pathsOf = (value: unknown): readonly string[] => {
  const result = decode(value);
  if (E.isRight(result)) throw new Error('expected a decode failure');
  if (result.left._tag !== 'Decode') throw new Error('expected a Decode error');
  return result.left.paths;
};

const minimal = { apiVersion: 'backstage.io/v1alpha1', kind: 'Component', metadata: { name: 'payments' } };

const word = fc.stringMatching(/^[a-z][a-z0-9-]{0,12}$/);
const extraKey = word.filter((key) => !['apiVersion', 'kind', 'metadata', 'spec', 'relations', 'status'].includes(key));

const entityArbitrary = fc.record(
  {
    apiVersion: fc.constantFrom('backstage.io/v1alpha1', 'example.com/v2'),
    kind: fc.constantFrom('Component', 'API', 'User', 'Custom'),
    metadata: fc.record(
      {
        name: word,
        namespace: word,
        uid: fc.uuid(),
        title: fc.string(),
        description: fc.string(),
        tags: fc.array(word),
        labels: fc.dictionary(word, word),
        annotations: fc.dictionary(word, fc.string()),
        links: fc.array(fc.record({ url: fc.webUrl(), title: fc.string() }, { requiredKeys: ['url'] })),
        extra: fc.jsonValue(),
      },
      { requiredKeys: ['name'] },
    ),
    spec: fc.record(
      {
        type: word,
        owner: word,
        lifecycle: word,
        profile: fc.record({ displayName: fc.string(), email: fc.string() }, { requiredKeys: [] }),
        targets: fc.array(fc.string()),
        custom: fc.jsonValue(),
      },
      { requiredKeys: [] },
    ),
    relations: fc.array(fc.record({ type: word, targetRef: word })),
    status: fc.record({
      items: fc.array(
        fc.record(
          {
            level: fc.constantFrom('info', 'warning', 'error'),
            type: word,
            message: fc.string(),
            error: fc.record({ name: word, message: fc.string(), stack: fc.string() }),
          },
          { requiredKeys: ['level', 'type', 'message'] },
        ),
      ),
    }),
  },
  { requiredKeys: ['apiVersion', 'kind', 'metadata'] },
);

describe('EntityCodec', () => {
  it('decodes any well-formed entity to itself, unknown fields included', () => {
    fc.assert(
      fc.property(entityArbitrary, fc.dictionary(extraKey, fc.jsonValue()), (entity, extra) => {
        const wire = { ...extra, ...entity };
        expect(decode(wire)).toEqual(E.right(wire));
      }),
    );
  });

  it('leaves absent optional fields absent', () => {
    const decoded = decode(minimal);
    expect(E.isRight(decoded) && Object.keys(decoded.right)).toEqual(['apiVersion', 'kind', 'metadata']);
    expect(E.isRight(decoded) && Object.keys(decoded.right.metadata)).toEqual(['name']);
  });

  it.each([
    [{}, ['apiVersion: expected string, got nothing', 'kind: expected string, got nothing', 'metadata: expected EntityMetadata, got nothing']],
    [{ ...minimal, metadata: { title: 'x' } }, ['metadata.name: expected string, got nothing']],
    [{ ...minimal, metadata: { name: 7 } }, ['metadata.name: expected string, got 7']],
    [{ ...minimal, metadata: { name: 'a', tags: ['ok', 3] } }, ['metadata.tags.1: expected string, got 3']],
    [{ ...minimal, metadata: { name: 'a', annotations: { k: true } } }, ['metadata.annotations.k: expected string, got true']],
    [{ ...minimal, metadata: { name: 'a', links: [{ title: 'no url' }] } }, ['metadata.links.0.url: expected string, got nothing']],
    [{ ...minimal, spec: 'service' }, ['spec: expected EntitySpec, got "service"']],
    [{ ...minimal, spec: { type: 1 } }, ['spec.type: expected string, got 1']],
    [{ ...minimal, spec: { profile: { displayName: null } } }, ['spec.profile.displayName: expected string, got null']],
    [{ ...minimal, relations: [{ type: 'ownedBy', targetRef: 'group:a' }, { type: 'x' }] }, ['relations.1.targetRef: expected string, got nothing']],
    [
      { ...minimal, status: { items: [{ level: 'fatal', type: 't', message: 'm' }] } },
      ['status.items.0.level: expected "info" | "warning" | "error", got "fatal"'],
    ],
    [[minimal], ['(root): expected Entity, got [{"apiVersion":"backstage.io/v1alpha1","kind":"Component"...']],
  ])('reports the failing paths of %j', (wire, paths) => {
    expect(pathsOf(wire)).toEqual(paths);
  });

  it('names the field of any required part that is missing or not a string', () => {
    const required = ['apiVersion', 'kind', 'metadata.name'] as const;
    fc.assert(
      fc.property(entityArbitrary, fc.constantFrom(...required), fc.constantFrom(undefined, 1, null, {}, []), (entity, path, bad) => {
        const wire = structuredClone(entity) as Record<string, unknown> & { metadata: Record<string, unknown> };
        if (path === 'metadata.name') wire.metadata.name = bad;
        else wire[path] = bad;
        expect(pathsOf(wire)[0]).toMatch(new RegExp(`^${path.replace('.', '\\.')}: expected string, got `));
      }),
    );
  });
});

describe('PartialEntityCodec', () => {
  it('accepts an entity with parts missing, and still checks the parts present', () => {
    expect(E.isRight(PartialEntityCodec.decode({ kind: 'Component', metadata: { annotations: { a: 'b' } } }))).toBe(true);
    expect(E.isRight(PartialEntityCodec.decode({}))).toBe(true);
    const bad = decodeWith(PartialEntityCodec)({ metadata: { name: 5 } });
    expect(bad).toEqual(E.left(expect.objectContaining({ paths: ['metadata.name: expected string, got 5'] })));
  });
});

describe('openStruct and nullable', () => {
  const Point = openStruct('Point', { x: t.number }, { label: t.string });

  it('keeps unknown fields, refuses non-objects and arrays', () => {
    expect(Point.decode({ x: 1, z: 'kept' })).toEqual(E.right({ x: 1, z: 'kept' }));
    expect(E.isLeft(Point.decode(null))).toBe(true);
    expect(E.isLeft(Point.decode([1]))).toBe(true);
    expect(Point.is({ x: 1, label: 'a' })).toBe(true);
    expect(Point.is({ x: 1, label: 2 })).toBe(false);
  });

  it('passes the nullable path through without a union index', () => {
    expect(decodeWith(t.array(nullable(Point)))([null, { x: 'no' }])).toEqual(
      E.left(expect.objectContaining({ paths: ['1.x: expected number, got "no"'] })),
    );
    expect(nullable(Point).is(null)).toBe(true);
    expect(nullable(Point).encode(null)).toBeNull();
  });
});
