import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { RELATION_TARGET_FIELDS, relationWarning } from '../../../application/catalog/relation-warning.use-case';
import type { BackendError } from '../../../application/shared/backend-error';
import { answer, component, fakeCatalogReader, type RecordedCall } from '../../support/catalog/fake-catalog';

const withTargets = (refs: readonly string[]) =>
  component('payments', { relations: refs.map((targetRef) => ({ type: 'dependsOn', targetRef })) });

describe('relationWarning', () => {
  it('answers the targets the catalog cannot find, asking for each distinct target once', async () => {
    const calls: RecordedCall[] = [];
    const reader = fakeCatalogReader({ getEntitiesByRefs: () => answer([component('ledger'), null, null]) }, calls);
    const entity = withTargets(['component:default/ledger', 'resource:default/gone', 'component:default/ledger', 'api:default/gone-too']);
    expect(await relationWarning({ reader })(entity)()).toEqual(E.right(['resource:default/gone', 'api:default/gone-too']));
    expect(calls).toEqual([
      {
        method: 'getEntitiesByRefs',
        args: [{ entityRefs: ['component:default/ledger', 'resource:default/gone', 'api:default/gone-too'], fields: RELATION_TARGET_FIELDS }],
      },
    ]);
  });

  it('asks nothing for an entity without relations or with more than 1000 targets', async () => {
    const calls: RecordedCall[] = [];
    const warn = relationWarning({ reader: fakeCatalogReader({}, calls) });
    expect(await warn(component('alone'))()).toEqual(E.right([]));
    const many = Array.from({ length: 1001 }, (_, index) => `component:default/c-${index}`);
    expect(await warn(withTargets(many))()).toEqual(E.right([]));
    expect(calls).toEqual([]);
  });

  it('still looks up exactly 1000 targets', async () => {
    const refs = Array.from({ length: 1000 }, (_, index) => `component:default/c-${index}`);
    const reader = fakeCatalogReader({ getEntitiesByRefs: () => answer(refs.map((_, index) => (index === 999 ? null : component('c')))) });
    expect(await relationWarning({ reader })(withTargets(refs))()).toEqual(E.right(['component:default/c-999']));
  });

  it('passes a backend failure on', async () => {
    const failure: BackendError = { _tag: 'Transport', message: 'offline' };
    const reader = fakeCatalogReader({ getEntitiesByRefs: () => TE.left(failure) });
    expect(await relationWarning({ reader })(withTargets(['component:default/x']))()).toEqual(E.left(failure));
  });
});
