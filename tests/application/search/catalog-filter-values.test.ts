import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { catalogFilterValues } from '../../../application/search/catalog-filter-values';
import type { BackendError } from '../../../application/shared/backend-error';
import { answer, fakeCatalogReader, type RecordedCall } from '../../support/catalog/fake-catalog';

describe('catalogFilterValues', () => {
  it("answers a field's values from the catalog's entity facets, without empty values", async () => {
    const calls: RecordedCall[] = [];
    const values = catalogFilterValues(
      fakeCatalogReader(
        {
          getEntityFacets: () =>
            answer({ facets: { 'spec.owner': [{ value: 'group:default/team-a', count: 3 }, { value: '', count: 1 }, { value: 'user:default/jo', count: 1 }] } }),
        },
        calls,
      ),
    );
    const signal = new AbortController().signal;
    expect(await values.values('owner', signal)()).toEqual(E.right(['group:default/team-a', 'user:default/jo']));
    expect(calls).toEqual([{ method: 'getEntityFacets', args: [{ facets: ['spec.owner'] }, { signal }] }]);
  });

  it('answers no values when the catalog has none for the facet', async () => {
    const values = catalogFilterValues(fakeCatalogReader({ getEntityFacets: () => answer({ facets: {} }) }));
    expect(await values.values('kind')()).toEqual(E.right([]));
  });

  it('answers no values for a field the catalog does not hold, without asking', async () => {
    const calls: RecordedCall[] = [];
    expect(await catalogFilterValues(fakeCatalogReader({}, calls)).values('entityTitle')()).toEqual(E.right([]));
    expect(calls).toEqual([]);
  });

  it("fails with the catalog's error", async () => {
    const failure: BackendError = { _tag: 'HttpStatus', status: 500, statusText: 'Internal Server Error', message: 'Request failed with 500 Internal Server Error, boom' };
    const values = catalogFilterValues(fakeCatalogReader({ getEntityFacets: () => TE.left(failure) }));
    expect(await values.values('owner')()).toEqual(E.left(failure));
  });
});
