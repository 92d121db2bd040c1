import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { loadEntityPage } from '../../../application/catalog/load-entity-page.use-case';
import type { BackendError } from '../../../application/shared/backend-error';
import { answer, component, fakeCatalogReader, type RecordedCall } from '../../support/catalog/fake-catalog';

describe('loadEntityPage', () => {
  it('answers the entity of the route', async () => {
    const calls: RecordedCall[] = [];
    const payments = component('payments');
    const load = loadEntityPage({ reader: fakeCatalogReader({ getEntityByRef: () => answer(payments) }, calls) });
    expect(await load({ kind: 'component', namespace: 'default', name: 'payments' })()).toEqual(E.right({ _tag: 'Found', entity: payments }));
    expect(calls[0]?.args).toEqual([{ kind: 'component', namespace: 'default', name: 'payments' }]);
  });

  it("looks in the 'default' namespace when the route names none", async () => {
    const calls: RecordedCall[] = [];
    const load = loadEntityPage({ reader: fakeCatalogReader({ getEntityByRef: () => answer(component('x')) }, calls) });
    await load({ kind: 'api', name: 'x' })();
    await load({ kind: 'api', namespace: '', name: 'x' })();
    expect(calls.map((call) => call.args[0])).toEqual([
      { kind: 'api', namespace: 'default', name: 'x' },
      { kind: 'api', namespace: 'default', name: 'x' },
    ]);
  });

  it("answers the not-found texts when the catalog has no such entity", async () => {
    const load = loadEntityPage({ reader: fakeCatalogReader({ getEntityByRef: () => answer(undefined) }) });
    expect(await load({ kind: 'system', namespace: 'default', name: 'gone' })()).toEqual(
      E.right({
        _tag: 'NotFound',
        title: 'Entity was not found',
        message: 'There is no system with the requested kind, namespace, and name.',
      }),
    );
  });

  it('passes a backend failure on', async () => {
    const failure: BackendError = { _tag: 'Transport', message: 'offline' };
    const load = loadEntityPage({ reader: fakeCatalogReader({ getEntityByRef: () => TE.left(failure) }) });
    expect(await load({ kind: 'component', name: 'x' })()).toEqual(E.left(failure));
  });
});
