import fc from 'fast-check';
import {
  byQueryParams,
  listEntitiesParams,
  STARRED_EXACT_QUERY_MAX_REFS,
  TEXT_FILTER_FIELDS,
  toCatalogQuery,
  withNarrowestTerm,
  type CatalogEntityQuery,
} from '../../../domain/catalog/filter-query';
import { entityFilterPredicate, type EntityFilters, type UserFilterContext } from '../../../domain/catalog/filters';
import { initialPage } from '../../../domain/catalog/pagination';
import type { Entity } from '../../../domain/catalog/entity';

const exact = (filter: string[], extra: Partial<CatalogEntityQuery> = {}): CatalogEntityQuery => ({
  filter,
  matchesNothing: false,
  needsClientRefinement: false,
  ...extra,
});

describe('toCatalogQuery: filter= parameters', () => {
  it.each<[string, EntityFilters, UserFilterContext | undefined, CatalogEntityQuery]>([
    ['no filters', {}, undefined, exact([])],
    ['kind', { kind: 'component' }, undefined, exact(['kind=component'])],
    ['type: any of', { kind: 'component', type: ['service', 'website'] }, undefined, exact(['kind=component,spec.type=service,spec.type=website'])],
    ['one tag', { tags: ['a'] }, undefined, exact(['metadata.tags=a'])],
    ['tags: all of, as array-item keys', { tags: ['a', 'c++'] }, undefined, exact(['metadata.tags.a=true,metadata.tags.c++=true'])],
    ['lifecycle and namespace', { lifecycles: ['production'], namespaces: ['default', 'ops'] }, undefined, exact(['spec.lifecycle=production,metadata.namespace=default,metadata.namespace=ops'])],
    ['owners as canonical refs', { owners: ['Team-X', 'user:jdoe'] }, undefined, exact(['relations.ownedBy=group:default/team-x,relations.ownedBy=user:default/jdoe'])],
    ['orphans', { orphan: true }, undefined, exact(['metadata.annotations.backstage.io/orphan=true'])],
    ['user all', { user: 'all', kind: 'api' }, undefined, exact(['kind=api'])],
    [
      'user owned: the ownership refs',
      { user: 'owned' },
      { ownershipRefs: ['user:default/jdoe', 'group:default/x'], starredRefs: [] },
      exact(['relations.ownedBy=user:default/jdoe,relations.ownedBy=group:default/x']),
    ],
    [
      'user owned with owners: both must hold',
      { user: 'owned', owners: ['group:default/x', 'group:default/y'] },
      { ownershipRefs: ['user:default/jdoe', 'group:default/x'], starredRefs: [] },
      exact(['relations.ownedBy=group:default/x']),
    ],
    [
      'user starred: one exact filter per starred ref, other filters repeated',
      { user: 'starred', lifecycles: ['production'] },
      { ownershipRefs: [], starredRefs: ['component:default/a', 'API:Ops/B'] },
      exact([
        'spec.lifecycle=production,kind=component,metadata.namespace=default,metadata.name=a',
        'spec.lifecycle=production,kind=api,metadata.namespace=ops,metadata.name=b',
      ]),
    ],
    [
      'user starred with a kind: starred refs of other kinds are left out',
      { user: 'starred', kind: 'Component' },
      { ownershipRefs: [], starredRefs: ['component:default/a', 'api:default/b'] },
      exact(['kind=component,metadata.namespace=default,metadata.name=a']),
    ],
  ])('%s', (_name, filters, user, expected) => {
    expect(toCatalogQuery(filters, user)).toEqual(expected);
  });

  it('searches text in name, title, display name and tags', () => {
    expect(toCatalogQuery({ kind: 'component', text: '  Pay ' })).toEqual(
      exact(['kind=component'], { fullTextFilterTerm: 'pay', fullTextFilterFields: TEXT_FILTER_FIELDS }),
    );
    expect(TEXT_FILTER_FIELDS).toEqual(['metadata.name', 'metadata.title', 'spec.profile.displayName', 'metadata.tags']);
  });

  it('narrows several words by the longest until counted, names every word a candidate and asks for refinement', () => {
    expect(toCatalogQuery({ text: 'pay service' })).toEqual(
      exact([], { fullTextFilterTerm: 'service', fullTextFilterFields: TEXT_FILTER_FIELDS, needsClientRefinement: true, termCandidates: ['pay', 'service'] }),
    );
  });

  it('narrows by the candidate with the fewest matches, the first of equals', () => {
    const query = toCatalogQuery({ kind: 'component', text: 'ledger payment service' });
    const counted = [
      { term: 'ledger', matches: 40 },
      { term: 'payment', matches: 12 },
      { term: 'service', matches: 12 },
    ];
    expect(withNarrowestTerm(query, counted)).toEqual({ ...query, fullTextFilterTerm: 'payment' });
    expect(withNarrowestTerm(query, [])).toBe(query);
  });

  it('matches nothing when a candidate has no matches', () => {
    const query = toCatalogQuery({ text: 'ledger nowhere' });
    expect(withNarrowestTerm(query, [{ term: 'ledger', matches: 9 }, { term: 'nowhere', matches: 0 }])).toMatchObject({
      fullTextFilterTerm: 'nowhere',
      matchesNothing: true,
    });
  });

  it.each<[string, EntityFilters, UserFilterContext | undefined]>([
    ['owned without ownership refs', { user: 'owned' }, undefined],
    ['owned by nobody selected', { user: 'owned', owners: ['group:default/y'] }, { ownershipRefs: ['group:default/x'], starredRefs: [] }],
    ['starred without stars', { user: 'starred' }, undefined],
    ['starred, none of the kind', { user: 'starred', kind: 'user' }, { ownershipRefs: [], starredRefs: ['component:default/a'] }],
  ])('matches nothing: %s', (_name, filters, user) => {
    expect(toCatalogQuery(filters, user).matchesNothing).toBe(true);
  });

  it.each<[string, EntityFilters]>([
    ['no orphans', { orphan: false }],
    ['has errors', { hasErrors: true }],
    ['no errors', { hasErrors: false }],
    ['a value the backend cannot take', { type: ['a,b'] }],
  ])('asks for refinement: %s', (_name, filters) => {
    const query = toCatalogQuery(filters);
    expect(query.needsClientRefinement).toBe(true);
    expect(query.filter.join()).not.toContain('a,b');
  });

  it(`narrows by name beyond ${STARRED_EXACT_QUERY_MAX_REFS} starred refs`, () => {
    const starredRefs = Array.from({ length: STARRED_EXACT_QUERY_MAX_REFS + 1 }, (_, i) => `component:default/c${i % 30}`);
    const query = toCatalogQuery({ user: 'starred' }, { ownershipRefs: [], starredRefs });
    expect(query.needsClientRefinement).toBe(true);
    expect(query.filter).toHaveLength(1);
    expect(query.filter[0]!.split(',')).toHaveLength(30);
    expect(query.filter[0]).toMatch(/^metadata\.name=c0,metadata\.name=c1,/);
  });
});

describe('query parameters', () => {
  const query = toCatalogQuery({ kind: 'component', text: 'pay' });

  it('first cursor page: filters, order, text, limit', () => {
    expect(byQueryParams(query, initialPage())).toEqual([
      ['filter', 'kind=component'],
      ['orderField', 'metadata.name,asc'],
      ['fullTextFilterTerm', 'pay'],
      ['fullTextFilterFields', 'metadata.name,metadata.title,spec.profile.displayName,metadata.tags'],
      ['limit', '20'],
    ]);
  });

  it('later cursor page: only cursor and limit, the backend keeps the rest', () => {
    expect(byQueryParams(query, { mode: 'cursor', limit: 50, cursor: 'abc' })).toEqual([
      ['cursor', 'abc'],
      ['limit', '50'],
    ]);
  });

  it('offset page with a custom sort', () => {
    expect(byQueryParams(toCatalogQuery({}), { mode: 'offset', limit: 10, offset: 30 }, { field: 'metadata.title', order: 'desc' })).toEqual([
      ['orderField', 'metadata.title,desc'],
      ['limit', '10'],
      ['offset', '30'],
    ]);
  });

  it('GET /entities for no pagination: filters and order', () => {
    expect(listEntitiesParams(toCatalogQuery({ kind: 'api', tags: ['x'] }))).toEqual([
      ['filter', 'kind=api,metadata.tags=x'],
      ['order', 'asc:metadata.name'],
    ]);
  });
});

// The real catalog backend's filter parser and search index, from the installed backend package:
// the query must select exactly the entities the predicate selects (or a superset when refinement is asked for).
describe('contract with the catalog backend filter semantics', () => {
  type Row = { key: string; value: string | null };
  type Predicate = Record<string, unknown>;
  /* eslint-disable @typescript-eslint/no-require-imports */
  const { parseEntityFilterParams } = require('../../../node_modules/@backstage/plugin-catalog-backend/dist/service/request/parseEntityFilterParams.cjs.js') as {
    parseEntityFilterParams: (params: { filter?: string[] }) => Predicate | undefined;
  };
  const { buildEntitySearch } = require('../../../node_modules/@backstage/plugin-catalog-backend/dist/database/operations/stitcher/buildEntitySearch.cjs.js') as {
    buildEntitySearch: (id: string, entity: Entity) => Row[];
  };
  /* eslint-enable @typescript-eslint/no-require-imports */

  const holds = (predicate: Predicate, rows: Row[]): boolean => {
    if (Array.isArray(predicate.$all)) return (predicate.$all as Predicate[]).every((p) => holds(p, rows));
    if (Array.isArray(predicate.$any)) return (predicate.$any as Predicate[]).some((p) => holds(p, rows));
    const [key, value] = Object.entries(predicate)[0]!;
    const values = rows.filter((row) => row.key === key.toLowerCase()).map((row) => row.value);
    if (typeof value === 'string') return values.includes(value.toLowerCase());
    const operator = value as { $in?: string[]; $exists?: boolean };
    if (operator.$in) return values.some((v) => operator.$in!.map((x) => x.toLowerCase()).includes(v ?? ''));
    return values.length > 0;
  };

  const backendSelects = (query: CatalogEntityQuery, entity: Entity): boolean => {
    const rows = buildEntitySearch('id', entity);
    const predicate = parseEntityFilterParams({ filter: [...query.filter] });
    if (predicate && !holds(predicate, rows)) return false;
    if (!query.fullTextFilterTerm) return true;
    const fields = (query.fullTextFilterFields ?? []).map((f) => f.toLowerCase());
    return rows.some((row) => fields.includes(row.key) && row.value !== null && row.value.includes(query.fullTextFilterTerm!.toLowerCase()));
  };

  const pick = <T,>(values: readonly T[]) => fc.constantFrom(...values);
  const refs = ['group:default/a', 'group:ops/b', 'user:default/jdoe'];
  const words = ['pay', 'ledger', 'web', 'java', 'go'];
  const arbEntity: fc.Arbitrary<Entity> = fc
    .record({
      kind: pick(['Component', 'API', 'User']),
      namespace: fc.option(pick(['default', 'ops']), { nil: undefined }),
      name: pick(['pay', 'ledger', 'web-shop', 'jdoe']),
      title: fc.option(pick(['Payment Service', 'Web Shop']), { nil: undefined }),
      displayName: fc.option(pick(['Jane Doe', 'Pay Team']), { nil: undefined }),
      type: pick(['service', 'website']),
      lifecycle: pick(['production', 'experimental']),
      tags: fc.subarray(['java', 'go', 'c++', 'web']),
      owner: fc.option(pick(refs), { nil: undefined }),
      orphan: fc.boolean(),
      errors: fc.boolean(),
    })
    .map((e) => ({
      apiVersion: 'backstage.io/v1alpha1',
      kind: e.kind,
      metadata: {
        name: e.name,
        ...(e.namespace ? { namespace: e.namespace } : {}),
        ...(e.title ? { title: e.title } : {}),
        tags: e.tags,
        ...(e.orphan ? { annotations: { 'backstage.io/orphan': 'true' } } : {}),
      },
      spec: { type: e.type, lifecycle: e.lifecycle, ...(e.displayName ? { profile: { displayName: e.displayName } } : {}) },
      relations: e.owner ? [{ type: 'ownedBy', targetRef: e.owner }] : [],
      ...(e.errors ? { status: { items: [{ level: 'error' as const, type: 'backstage.io/catalog-processing', message: 'x' }] } } : {}),
    }));
  // At most three filters at once, so that entities often match and differences show.
  const arbAllFilters = fc.record(
    {
      kind: pick(['component', 'API', 'user']),
      type: fc.subarray(['service', 'website']),
      tags: fc.subarray(['java', 'go', 'c++']),
      text: fc.array(pick([...words, 'PAY', 'shop', 'doe', 'c+']), { maxLength: 2 }).map((w) => w.join(' ')),
      owners: fc.subarray([...refs, 'a']),
      lifecycles: fc.subarray(['production', 'experimental']),
      namespaces: fc.subarray(['default', 'ops']),
      user: pick(['owned', 'starred', 'all'] as const),
      orphan: fc.boolean(),
      hasErrors: fc.boolean(),
    },
  );
  const arbFilters: fc.Arbitrary<EntityFilters> = fc
    .tuple(arbAllFilters, fc.subarray(['kind', 'type', 'tags', 'text', 'owners', 'lifecycles', 'namespaces', 'user', 'orphan', 'hasErrors'] as const, { maxLength: 3 }))
    .map(([all, keys]) => Object.fromEntries(keys.map((key) => [key, all[key]])) as EntityFilters);
  const arbUser: fc.Arbitrary<UserFilterContext> = fc.record({
    ownershipRefs: fc.subarray(refs),
    starredRefs: fc.subarray(['component:default/pay', 'api:ops/ledger', 'user:default/jdoe', 'component:default/web-shop']),
  });

  it('selects what the predicate selects', () => {
    fc.assert(
      fc.property(fc.array(arbEntity, { minLength: 1, maxLength: 8 }), arbFilters, arbUser, (entities, filters, user) => {
        const query = toCatalogQuery(filters, user);
        const predicate = entityFilterPredicate(filters, user);
        for (const entity of entities) {
          const wanted = predicate(entity);
          if (query.matchesNothing) expect(wanted).toBe(false);
          else if (query.needsClientRefinement) expect(!wanted || backendSelects(query, entity)).toBe(true);
          else expect(backendSelects(query, entity)).toBe(wanted);
        }
      }),
      { numRuns: 1000 },
    );
  });
});
