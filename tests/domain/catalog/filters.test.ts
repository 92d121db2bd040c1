import {
  entityFilterPredicate,
  predicateFields,
  entityMatchesFilters,
  normalizeOwnerRefs,
  setFilter,
  textFilterWords,
  type EntityFilters,
  type UserFilterContext,
} from '../../../domain/catalog/filters';
import type { Entity } from '../../../domain/catalog/entity';

const entity = (name: string, extra: { kind?: string; namespace?: string; title?: string; displayName?: string; type?: string; lifecycle?: string; tags?: string[]; owner?: string; orphan?: boolean; errors?: number } = {}): Entity => ({
  apiVersion: 'backstage.io/v1alpha1',
  kind: extra.kind ?? 'Component',
  metadata: {
    name,
    ...(extra.namespace ? { namespace: extra.namespace } : {}),
    ...(extra.title ? { title: extra.title } : {}),
    ...(extra.tags ? { tags: extra.tags } : {}),
    ...(extra.orphan !== undefined ? { annotations: { 'backstage.io/orphan': String(extra.orphan) } } : {}),
  },
  spec: {
    ...(extra.type ? { type: extra.type } : {}),
    ...(extra.lifecycle ? { lifecycle: extra.lifecycle } : {}),
    ...(extra.displayName ? { profile: { displayName: extra.displayName } } : {}),
  },
  relations: extra.owner ? [{ type: 'ownedBy', targetRef: extra.owner }] : [],
  ...(extra.errors ? { status: { items: Array.from({ length: extra.errors }, () => ({ level: 'error' as const, type: 'backstage.io/catalog-processing', message: 'x' })) } } : {}),
});

const catalog: Entity[] = [
  entity('payments', { type: 'service', lifecycle: 'production', tags: ['java', 'payments'], owner: 'group:default/team-a', title: 'Payment Service' }),
  entity('ledger', { type: 'service', lifecycle: 'experimental', tags: ['java'], owner: 'group:default/team-b', namespace: 'finance' }),
  entity('web', { type: 'website', lifecycle: 'production', tags: ['react'], owner: 'user:default/jdoe', orphan: true }),
  entity('orders-api', { kind: 'API', type: 'openapi', lifecycle: 'production', owner: 'group:default/team-a', errors: 1 }),
  entity('jdoe', { kind: 'User', displayName: 'Jane Doe' }),
];

const names = (filters: EntityFilters, user?: UserFilterContext) => catalog.filter(entityFilterPredicate(filters, user)).map((e) => e.metadata.name);

describe('entity filters', () => {
  it.each<[string, EntityFilters, string[]]>([
    ['nothing', {}, ['payments', 'ledger', 'web', 'orders-api', 'jdoe']],
    ['kind, ignoring case', { kind: 'component' }, ['payments', 'ledger', 'web']],
    ['kind API', { kind: 'API' }, ['orders-api']],
    ['type: any of', { type: ['website', 'openapi'] }, ['web', 'orders-api']],
    ['type, ignoring case', { type: ['SERVICE'] }, ['payments', 'ledger']],
    ['one tag', { tags: ['java'] }, ['payments', 'ledger']],
    ['tags: all must match', { tags: ['java', 'payments'] }, ['payments']],
    ['tags with no entity holding all', { tags: ['java', 'react'] }, []],
    ['lifecycle: any of', { lifecycles: ['experimental', 'nope'] }, ['ledger']],
    ['namespace', { namespaces: ['finance'] }, ['ledger']],
    ['default namespace when absent', { namespaces: ['default'] }, ['payments', 'web', 'orders-api', 'jdoe']],
    ['owners: full refs', { owners: ['group:default/team-a'] }, ['payments', 'orders-api']],
    ['owners: a ref without kind is a group', { owners: ['team-b', 'default/team-a'] }, ['payments', 'ledger', 'orders-api']],
    ['owners: a user', { owners: ['user:jdoe'] }, ['web']],
    ['orphans only', { orphan: true }, ['web']],
    ['no orphans', { orphan: false }, ['payments', 'ledger', 'orders-api', 'jdoe']],
    ['with errors', { hasErrors: true }, ['orders-api']],
    ['without errors', { hasErrors: false }, ['payments', 'ledger', 'web', 'jdoe']],
    ['empty lists do not filter', { type: [], tags: [], owners: [], lifecycles: [], namespaces: [] }, ['payments', 'ledger', 'web', 'orders-api', 'jdoe']],
    ['several at once', { kind: 'Component', lifecycles: ['production'], tags: ['java'] }, ['payments']],
  ])('%s', (_name, filters, expected) => {
    expect(names(filters)).toEqual(expected);
  });

  describe('text', () => {
    it.each<[string, string[]]>([
      ['pay', ['payments']],
      ['PAYMENT service', ['payments']], // words in title, any order, case-insensitive
      ['service payment', ['payments']],
      ['jane', ['jdoe']], // display name
      ['react', ['web']], // tag
      ['java ledger', ['ledger']], // all words must match
      ['java nope', []],
      ['   ', ['payments', 'ledger', 'web', 'orders-api', 'jdoe']],
    ])('%j', (text, expected) => {
      expect(names({ text })).toEqual(expected);
    });
  });

  describe('user', () => {
    const user: UserFilterContext = {
      ownershipRefs: ['user:default/jdoe', 'group:default/team-a'],
      starredRefs: ['component:finance/ledger', 'User:Default/JDoe'],
    };

    it.each<[EntityFilters['user'], string[]]>([
      ['owned', ['payments', 'web', 'orders-api']],
      ['starred', ['ledger', 'jdoe']],
      ['all', ['payments', 'ledger', 'web', 'orders-api', 'jdoe']],
    ])('%s', (kind, expected) => {
      expect(names({ user: kind }, user)).toEqual(expected);
    });

    it('owned matches nothing without ownership refs, starred nothing without stars', () => {
      expect(names({ user: 'owned' })).toEqual([]);
      expect(names({ user: 'starred' })).toEqual([]);
    });
  });

  it('entityMatchesFilters checks one entity', () => {
    expect(entityMatchesFilters(catalog[0]!, { kind: 'component', tags: ['java'] })).toBe(true);
    expect(entityMatchesFilters(catalog[0]!, { kind: 'api' })).toBe(false);
  });
});

describe('helpers', () => {
  it('splits text into lowercase words', () => {
    expect(textFilterWords('  Foo\tBAR  baz ')).toEqual(['foo', 'bar', 'baz']);
    expect(textFilterWords(undefined)).toEqual([]);
  });

  it('normalises owners to canonical group refs, dropping broken ones', () => {
    expect(normalizeOwnerRefs(['Team-A', 'user:JDoe', 'ops/infra', 'group:'])).toEqual([
      'group:default/team-a',
      'user:default/jdoe',
      'group:ops/infra',
    ]);
  });

  it('setFilter replaces or removes one field', () => {
    const filters: EntityFilters = { kind: 'component', tags: ['java'] };
    expect(setFilter(filters, 'tags', ['java', 'go'])).toEqual({ kind: 'component', tags: ['java', 'go'] });
    expect(setFilter(filters, 'tags', [])).toEqual({ kind: 'component' });
    expect(setFilter(filters, 'kind', undefined)).toEqual({ tags: ['java'] });
    expect(setFilter(filters, 'text', '')).toEqual(filters);
    expect(filters).toEqual({ kind: 'component', tags: ['java'] });
  });
  it('names the fields the predicate looks at for the filters given', () => {
    expect(predicateFields({ kind: 'component', hasErrors: true })).toEqual(['kind', 'metadata.name', 'metadata.namespace', 'status.items']);
    expect(predicateFields({ text: 'two words', orphan: false, user: 'owned' })).toEqual([
      'kind', 'metadata.name', 'metadata.namespace', 'metadata.title', 'metadata.tags', 'spec.profile.displayName', 'relations', 'metadata.annotations',
    ]);
  });
});
