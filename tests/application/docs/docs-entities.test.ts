import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { DOCS_INDEX_FIELDS, docsEntityLister } from '../../../application/docs/docs-entities';
import type { BackendError } from '../../../application/shared/backend-error';
import { answer, component, fakeCatalogReader, type RecordedCall } from '../../support/catalog/fake-catalog';

describe('docsEntityLister', () => {
  it('lists the entities with a docs reference annotation, with the fields the docs index shows', async () => {
    const calls: RecordedCall[] = [];
    const payments = component('payments', { metadata: { annotations: { 'backstage.io/techdocs-ref': 'dir:.' } } });
    const lister = docsEntityLister(fakeCatalogReader({ getEntities: () => answer([payments]) }, calls));
    expect(await lister.listEntitiesWithDocs()()).toEqual(E.right([payments]));
    expect(calls).toEqual([{ method: 'getEntities', args: [{ filter: ['metadata.annotations.backstage.io/techdocs-ref'], fields: DOCS_INDEX_FIELDS }] }]);
  });

  it("fails with the catalog's error", async () => {
    const failure: BackendError = { _tag: 'Decode', message: 'The backend answered with data Portico cannot read: 0.kind: expected string, got 3', paths: ['0.kind: expected string, got 3'] };
    const lister = docsEntityLister(fakeCatalogReader({ getEntities: () => TE.left(failure) }));
    expect(await lister.listEntitiesWithDocs()()).toEqual(E.left(failure));
  });
});
