import { countFromKindFacet, isCountedByKindFacet, kindWithoutEntities } from '../../../domain/catalog/count-from-kinds';
import type { EntityFilters } from '../../../domain/catalog/filters';

const KINDS = [
  { value: 'Component', count: 6787 },
  { value: 'API', count: 1500 },
  { value: 'Group', count: 42 },
];

describe('isCountedByKindFacet', () => {
  it.each<[string, EntityFilters]>([
    ['no filter', {}],
    ['a kind', { kind: 'component' }],
    ["'all' entities", { kind: 'api', user: 'all' }],
    ['empty lists and blank text', { kind: 'api', type: [], tags: [], owners: [], lifecycles: [], namespaces: [], text: '  ' }],
  ])('holds for %s', (_, filters) => expect(isCountedByKindFacet(filters)).toBe(true));

  it.each<[string, EntityFilters]>([
    ['a type', { kind: 'component', type: ['service'] }],
    ['a tag', { tags: ['java'] }],
    ['an owner', { owners: ['team-a'] }],
    ['a lifecycle', { lifecycles: ['production'] }],
    ['a namespace', { namespaces: ['default'] }],
    ['a text', { kind: 'component', text: 'pay' }],
    ["'owned'", { user: 'owned' }],
    ["'starred'", { user: 'starred' }],
    ['orphans', { orphan: true }],
    ['no orphans', { orphan: false }],
    ['errors', { hasErrors: true }],
  ])('does not hold with %s', (_, filters) => expect(isCountedByKindFacet(filters)).toBe(false));
});

describe('countFromKindFacet', () => {
  it('takes the count of the kind, whatever its case', () => {
    expect(countFromKindFacet({ kind: 'component' }, KINDS)).toBe(6787);
    expect(countFromKindFacet({ kind: 'API' }, KINDS)).toBe(1500);
  });

  it('adds every kind up without a kind filter, and gives 0 for a kind the catalog lacks', () => {
    expect(countFromKindFacet({}, KINDS)).toBe(8329);
    expect(countFromKindFacet({ kind: 'template' }, KINDS)).toBe(0);
    expect(countFromKindFacet({}, [])).toBe(0);
  });
});

describe('kindWithoutEntities', () => {
  const kinds = [{ value: 'Component', count: 2 }, { value: 'API', count: 1 }, { value: 'Domain', count: 0 }];
  it('names a kind the catalog holds nothing of, once the kinds are known', () => {
    expect(kindWithoutEntities({ kind: 'all' }, kinds)).toBe('all');
    expect(kindWithoutEntities({ kind: 'Domain' }, kinds)).toBe('Domain');
    expect(kindWithoutEntities({ kind: 'widget' }, [])).toBe('widget');
  });
  it('says nothing for a kind the catalog has, without a kind, or before the kinds are known', () => {
    expect(kindWithoutEntities({ kind: 'api' }, kinds)).toBeUndefined();
    expect(kindWithoutEntities({}, kinds)).toBeUndefined();
    expect(kindWithoutEntities({ kind: 'all' }, undefined)).toBeUndefined();
  });
});
