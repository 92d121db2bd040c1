import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { catalogEntityFinder, FINDER_FIELDS, FINDER_TEXT_FIELDS } from '../../../application/search/catalog-entity-finder';
import type { BackendError } from '../../../application/shared/backend-error';
import { answer, component, fakeCatalogReader, type RecordedCall } from '../../support/catalog/fake-catalog';

describe('catalogEntityFinder', () => {
  it("answers the items of the catalog's full-text query for the term, limited, with the palette's fields and signal", async () => {
    const calls: RecordedCall[] = [];
    const payments = component('payments');
    const finder = catalogEntityFinder(fakeCatalogReader({ queryEntities: () => answer({ items: [payments], pageInfo: {}, totalItems: 1 }) }, calls));
    const signal = new AbortController().signal;
    expect(await finder.find('pay', 8, signal)()).toEqual(E.right([payments]));
    expect(calls).toEqual([
      {
        method: 'queryEntities',
        args: [{ fullTextFilterTerm: 'pay', fullTextFilterFields: FINDER_TEXT_FIELDS, limit: 8, fields: FINDER_FIELDS }, { signal }],
      },
    ]);
  });

  it("fails with the catalog's error", async () => {
    const failure: BackendError = { _tag: 'Transport', message: 'Failed to fetch' };
    const finder = catalogEntityFinder(fakeCatalogReader({ queryEntities: () => TE.left(failure) }));
    expect(await finder.find('pay', 8)()).toEqual(E.left(failure));
  });
});
