import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import {
  buildAuthorizeBatch,
  responseMatchesRequest,
  type AuthorizeRequestItem,
  type AuthorizeResponseItem,
} from '../../../domain/permission/authorize-batch';
import { ALLOW, DENY, type PermissionDecision } from '../../../domain/permission/decision';
import {
  catalogEntityDeletePermission,
  catalogEntityReadPermission,
  catalogLocationCreatePermission,
  type PermissionRequest,
} from '../../../domain/permission/permission';

const counter = () => {
  let n = 0;
  return () => `id-${(n += 1)}`;
};

const mismatch = E.left({ _tag: 'ItemsDoNotMatch', message: 'Items in response do not match request' });

const requests: PermissionRequest[] = [
  { permission: catalogEntityDeletePermission, resourceRef: 'component:default/a' },
  { permission: catalogLocationCreatePermission },
  { permission: catalogEntityDeletePermission, resourceRef: 'component:default/b' },
  { permission: catalogEntityReadPermission, resourceRef: 'component:default/a' },
];

describe('one item per request', () => {
  const batch = buildAuthorizeBatch(requests, { batched: false, newId: counter() });

  it('gives each request its own id', () => {
    expect(batch.items).toEqual([
      { id: 'id-1', permission: catalogEntityDeletePermission, resourceRef: 'component:default/a' },
      { id: 'id-2', permission: catalogLocationCreatePermission },
      { id: 'id-3', permission: catalogEntityDeletePermission, resourceRef: 'component:default/b' },
      { id: 'id-4', permission: catalogEntityReadPermission, resourceRef: 'component:default/a' },
    ]);
    expect('resourceRef' in batch.items[1]!).toBe(false);
  });

  it('reads decisions back in request order, whatever the answer order', () => {
    const conditional = { result: 'CONDITIONAL', pluginId: 'catalog', resourceType: 'catalog-entity', conditions: { not: { rule: 'R', resourceType: 'catalog-entity' } } } as const;
    const answer: AuthorizeResponseItem[] = [
      { id: 'id-4', ...conditional },
      { id: 'id-2', result: 'DENY' },
      { id: 'id-1', result: 'ALLOW' },
      { id: 'id-3', result: 'DENY' },
    ];
    expect(batch.resolve(answer)).toEqual(E.right([ALLOW, DENY, DENY, conditional]));
  });

  it.each<[string, AuthorizeResponseItem[]]>([
    ['a missing item', [{ id: 'id-1', result: 'ALLOW' }, { id: 'id-2', result: 'ALLOW' }, { id: 'id-3', result: 'ALLOW' }]],
    ['a stranger', [{ id: 'id-1', result: 'ALLOW' }, { id: 'id-2', result: 'ALLOW' }, { id: 'id-3', result: 'ALLOW' }, { id: 'x', result: 'ALLOW' }]],
    ['a repeated item', [{ id: 'id-1', result: 'ALLOW' }, { id: 'id-1', result: 'ALLOW' }, { id: 'id-2', result: 'ALLOW' }, { id: 'id-3', result: 'ALLOW' }]],
    ['an extra item', [1, 2, 3, 4, 4].map((n) => ({ id: `id-${n}`, result: 'ALLOW' as const }))],
    ['a list where one result was due', [1, 2, 3, 4].map((n) => ({ id: `id-${n}`, result: ['ALLOW' as const] }))],
  ])("refuses %s with 'Items in response do not match request'", (_label, answer) => {
    expect(batch.resolve(answer)).toEqual(mismatch);
  });
});

describe('one item per permission (batched)', () => {
  const batch = buildAuthorizeBatch(requests, { batched: true, newId: counter() });

  it('groups requests by permission name, collecting resource refs', () => {
    expect(batch.items).toEqual<AuthorizeRequestItem[]>([
      { id: 'id-1', permission: catalogEntityDeletePermission, resourceRef: ['component:default/a', 'component:default/b'] },
      { id: 'id-2', permission: catalogLocationCreatePermission },
      { id: 'id-3', permission: catalogEntityReadPermission, resourceRef: ['component:default/a'] },
    ]);
  });

  it('hands each request the result for its own resource', () => {
    const answer: AuthorizeResponseItem[] = [
      { id: 'id-1', result: ['DENY', 'ALLOW'] },
      { id: 'id-2', result: 'ALLOW' },
      { id: 'id-3', result: 'ALLOW' },
    ];
    expect(batch.resolve(answer)).toEqual(E.right([DENY, ALLOW, ALLOW, ALLOW]));
  });

  it('refuses a list of the wrong length', () => {
    expect(batch.resolve([{ id: 'id-1', result: ['ALLOW'] }, { id: 'id-2', result: 'ALLOW' }, { id: 'id-3', result: ['ALLOW'] }])).toEqual(mismatch);
  });

  it('denies a resource request that carried no ref', () => {
    const b = buildAuthorizeBatch(
      [{ permission: catalogEntityDeletePermission }, { permission: catalogEntityDeletePermission, resourceRef: 'c:d/e' }],
      { batched: true, newId: counter() },
    );
    expect(b.items).toEqual([{ id: 'id-1', permission: catalogEntityDeletePermission, resourceRef: ['c:d/e'] }]);
    expect(b.resolve([{ id: 'id-1', result: ['ALLOW'] }])).toEqual(E.right([DENY, ALLOW]));
  });
});

describe('responseMatchesRequest', () => {
  it('holds exactly for a permutation of the request ids', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string(), { maxLength: 8 }), fc.array(fc.string(), { maxLength: 8 }), (ids, answered) => {
        const expected = answered.length === ids.length && new Set(answered).size === ids.length && answered.every((id) => ids.includes(id));
        expect(responseMatchesRequest(ids, answered.map((id) => ({ id })))).toBe(expected);
      }),
    );
    fc.assert(
      fc.property(fc.uniqueArray(fc.string(), { maxLength: 8 }).chain((ids) => fc.shuffledSubarray(ids, { minLength: ids.length }).map((s) => [ids, s] as const)), ([ids, shuffled]) => {
        expect(responseMatchesRequest(ids, shuffled.map((id) => ({ id })))).toBe(true);
      }),
    );
  });
});

describe('any set of requests', () => {
  const permission = fc.constantFrom(catalogEntityDeletePermission, catalogEntityReadPermission, catalogLocationCreatePermission);
  const request = fc.record({ permission, resourceRef: fc.constantFrom('a:b/c', 'a:b/d', 'x:y/z') });
  const allowedRefs = new Set(['a:b/c', 'x:y/z']);

  /** A backend that allows location creation and the listed refs, answering in reverse order. */
  const backend = (items: readonly AuthorizeRequestItem[]): AuthorizeResponseItem[] =>
    [...items].reverse().map((item) => {
      if (item.permission.type === 'basic') return { id: item.id, result: 'ALLOW' };
      if (Array.isArray(item.resourceRef)) return { id: item.id, result: item.resourceRef.map((ref: string) => (allowedRefs.has(ref) ? 'ALLOW' : 'DENY')) };
      return { id: item.id, result: allowedRefs.has(item.resourceRef as string) ? 'ALLOW' : 'DENY' };
    });

  const expected = (r: PermissionRequest): PermissionDecision =>
    r.permission.type === 'basic' || allowedRefs.has(r.resourceRef!) ? ALLOW : DENY;

  it('gets the same decisions batched or not, one per request', () => {
    fc.assert(
      fc.property(fc.array(request, { maxLength: 12 }), fc.boolean(), (reqs, batched) => {
        const batch = buildAuthorizeBatch(reqs, { batched, newId: counter() });
        if (batched) expect(batch.items.length).toBe(new Set(reqs.map((r) => r.permission.name)).size);
        else expect(batch.items.length).toBe(reqs.length);
        expect(batch.resolve(backend(batch.items))).toEqual(E.right(reqs.map(expected)));
      }),
    );
  });

  it('refuses any answer that lost an item', () => {
    fc.assert(
      fc.property(fc.array(request, { minLength: 1, maxLength: 12 }), fc.boolean(), fc.nat(), (reqs, batched, drop) => {
        const batch = buildAuthorizeBatch(reqs, { batched, newId: counter() });
        const answer = backend(batch.items);
        answer.splice(drop % answer.length, 1);
        expect(batch.resolve(answer)).toEqual(mismatch);
      }),
    );
  });
});
