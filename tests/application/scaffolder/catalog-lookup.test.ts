import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import type { EntityFacets } from '../../../application/catalog/catalog-reader.port';
import { catalogFilterSets, catalogLookup } from '../../../application/scaffolder/catalog-lookup';
import type { BackendError } from '../../../application/shared/backend-error';
import { answer, component, fakeCatalogReader, type RecordedCall } from '../../support/catalog/fake-catalog';

describe('catalogFilterSets', () => {
  it('makes one filter set per filter: key=value pairs joined by commas, repeated keys, bare keys for exists', () => {
    expect(catalogFilterSets([{ kind: ['Group', 'User'], 'relations.hasMember': 'user:default/me' }, { 'metadata.name': { exists: true } }, {}])).toEqual([
      'kind=Group,kind=User,relations.hasMember=user:default/me',
      'metadata.name',
    ]);
  });
});

describe('catalogLookup', () => {
  it('gets entities with the filters as filter sets and the fields', async () => {
    const calls: RecordedCall[] = [];
    const team = component('team-a', { kind: 'Group' });
    const lookup = catalogLookup(fakeCatalogReader({ getEntities: () => answer([team]) }, calls));
    expect(await lookup.getEntities([{ kind: 'Group' }], ['kind', 'metadata.name'])()).toEqual(E.right([team]));
    expect(await lookup.getEntities([])()).toEqual(E.right([team]));
    expect(calls).toEqual([
      { method: 'getEntities', args: [{ filter: ['kind=Group'], fields: ['kind', 'metadata.name'] }] },
      { method: 'getEntities', args: [{ filter: [], fields: undefined }] },
    ]);
  });

  it('reads one facet, empty when the catalog has none', async () => {
    const calls: RecordedCall[] = [];
    const facets: EntityFacets[] = [{ facets: { 'metadata.tags': [{ value: 'java', count: 2 }] } }, { facets: {} }];
    const lookup = catalogLookup(fakeCatalogReader({ getEntityFacets: () => answer(facets.shift()!) }, calls));
    expect(await lookup.getEntityFacet('metadata.tags', [{ kind: ['Component'] }])()).toEqual(E.right([{ value: 'java', count: 2 }]));
    expect(await lookup.getEntityFacet('metadata.tags')()).toEqual(E.right([]));
    expect(calls).toEqual([
      { method: 'getEntityFacets', args: [{ facets: ['metadata.tags'], filter: ['kind=Component'] }] },
      { method: 'getEntityFacets', args: [{ facets: ['metadata.tags'], filter: [] }] },
    ]);
  });

  it("fails with the catalog's error", async () => {
    const failure: BackendError = { _tag: 'Transport', message: 'Could not find the catalog backend: no' };
    const lookup = catalogLookup(fakeCatalogReader({ getEntities: () => TE.left(failure), getEntityFacets: () => TE.left(failure) }));
    expect(await lookup.getEntities([{ kind: 'Group' }])()).toEqual(E.left(failure));
    expect(await lookup.getEntityFacet('metadata.tags')()).toEqual(E.left(failure));
  });
});
