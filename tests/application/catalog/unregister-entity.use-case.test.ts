import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { COLOCATED_ENTITY_FIELDS, unregisterEntity } from '../../../application/catalog/unregister-entity.use-case';
import type { BackendError } from '../../../application/shared/backend-error';
import { ANNOTATION_LOCATION, ANNOTATION_ORIGIN_LOCATION } from '../../../domain/catalog/entity';
import { answer, component, fakeCatalogReader, fakeEntityRegistrar, type RecordedCall } from '../../support/catalog/fake-catalog';

const ORIGIN = 'url:https://github.com/example-org/payments/blob/main/catalog-info.yaml';
const registered = component('payments', {
  metadata: { uid: 'uid-1', annotations: { [ANNOTATION_ORIGIN_LOCATION]: ORIGIN, [ANNOTATION_LOCATION]: 'url:https://elsewhere' } },
});
const location = { id: 'loc-1', type: 'url', target: ORIGIN.slice(4) };

describe('unregisterEntity', () => {
  it("offers unregistering the location with the entities it brought in", async () => {
    const calls: RecordedCall[] = [];
    const reader = fakeCatalogReader(
      {
        getLocationByRef: () => answer(location),
        getEntities: () => answer([component('payments'), component('payments-worker')]),
      },
      calls,
    );
    const dialog = unregisterEntity({ reader, registrar: fakeEntityRegistrar({}) });
    expect(dialog.initialState(registered)).toEqual({ type: 'loading' });
    expect(await dialog.loadState(registered)()).toEqual({
      type: 'unregister',
      location: ORIGIN,
      locationId: 'loc-1',
      colocatedEntities: [
        { kind: 'Component', namespace: 'default', name: 'payments' },
        { kind: 'Component', namespace: 'default', name: 'payments-worker' },
      ],
    });
    expect(calls).toHaveLength(2);
    expect(calls).toEqual(
      expect.arrayContaining([
        { method: 'getLocationByRef', args: [ORIGIN] },
        {
          method: 'getEntities',
          args: [{ filter: [`metadata.annotations.backstage.io/managed-by-origin-location=${ORIGIN}`], fields: COLOCATED_ENTITY_FIELDS }],
        },
      ]),
    );
  });

  it('offers only deleting when the location is not registered, or the entity names none', async () => {
    const reader = fakeCatalogReader({ getLocationByRef: () => answer(undefined), getEntities: () => answer([]) });
    const dialog = unregisterEntity({ reader, registrar: fakeEntityRegistrar({}) });
    expect(await dialog.loadState(registered)()).toEqual({ type: 'only-delete' });
    expect(await dialog.loadState(component('orphan'))()).toEqual({ type: 'only-delete' });
  });

  it('uses the managed-by location when the origin location is missing', async () => {
    const calls: RecordedCall[] = [];
    const reader = fakeCatalogReader({ getLocationByRef: () => answer(undefined), getEntities: () => answer([]) }, calls);
    const managed = component('x', { metadata: { annotations: { [ANNOTATION_LOCATION]: 'url:https://managed' } } });
    await unregisterEntity({ reader, registrar: fakeEntityRegistrar({}) }).loadState(managed)();
    expect(calls.find((call) => call.method === 'getLocationByRef')?.args).toEqual(['url:https://managed']);
  });

  it('says bootstrap at once, without asking the backend, for the protected bootstrap location', async () => {
    const calls: RecordedCall[] = [];
    const bootstrap = component('x', { metadata: { annotations: { [ANNOTATION_ORIGIN_LOCATION]: 'bootstrap:bootstrap' } } });
    const dialog = unregisterEntity({ reader: fakeCatalogReader({}, calls), registrar: fakeEntityRegistrar({}, calls) });
    expect(dialog.initialState(bootstrap)).toEqual({ type: 'bootstrap', location: 'bootstrap:bootstrap' });
    expect(await dialog.loadState(bootstrap)()).toEqual({ type: 'bootstrap', location: 'bootstrap:bootstrap' });
    expect(calls).toEqual([]);
  });

  it('answers the error state when a lookup fails', async () => {
    const failure: BackendError = { _tag: 'HttpStatus', status: 403, statusText: 'Forbidden', message: 'Request failed with 403 Forbidden' };
    const reader = fakeCatalogReader({ getLocationByRef: () => answer(location), getEntities: () => TE.left(failure) });
    expect(await unregisterEntity({ reader, registrar: fakeEntityRegistrar({}) }).loadState(registered)()).toEqual({
      type: 'error',
      error: failure,
    });
  });

  it('removes the location by id and deletes the entity by uid', async () => {
    const calls: RecordedCall[] = [];
    const registrar = fakeEntityRegistrar({ removeLocationById: () => answer(undefined), removeEntityByUid: () => answer(undefined) }, calls);
    const dialog = unregisterEntity({ reader: fakeCatalogReader({}), registrar });
    expect(await dialog.unregisterLocation('loc-1')()).toEqual(E.right(undefined));
    expect(await dialog.deleteEntity(registered)()).toEqual(E.right(undefined));
    expect(calls).toEqual([
      { method: 'removeLocationById', args: ['loc-1'] },
      { method: 'removeEntityByUid', args: ['uid-1'] },
    ]);
    expect(await dialog.deleteEntity(component('no-uid'))()).toEqual(
      E.left({ _tag: 'NotFound', message: 'Entity no-uid has no uid and cannot be deleted' }),
    );
  });
});
