import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { countCatalogEntities } from '../../../application/catalog/count-catalog-entities.use-case';
import type { BackendError } from '../../../application/shared/backend-error';
import { TEXT_FILTER_FIELDS } from '../../../domain/catalog/filter-query';
import { NO_USER_CONTEXT, type UserFilterContext } from '../../../domain/catalog/filters';
import { answer, fakeCatalogReader, type RecordedCall } from '../../support/catalog/fake-catalog';

const setup = (user: UserFilterContext = NO_USER_CONTEXT, total = 1234) => {
  const calls: RecordedCall[] = [];
  const reader = fakeCatalogReader({ countEntities: () => answer(total) }, calls);
  return { calls, count: countCatalogEntities({ reader, userContext: () => user }) };
};

describe('countCatalogEntities', () => {
  it('counts what the filters and text term match, with the same query as the page', async () => {
    const { calls, count } = setup();
    expect(await count({ kind: 'component', type: ['service'], text: 'pay' })()).toEqual(E.right({ totalItems: 1234, totalIsExact: true }));
    expect(calls).toEqual([
      {
        method: 'countEntities',
        args: [{ filter: ['kind=component,spec.type=service'], fullTextFilterTerm: 'pay', fullTextFilterFields: TEXT_FILTER_FIELDS }],
      },
    ]);
  });

  it('says the count is an upper bound when the page is narrowed in the browser (several words)', async () => {
    const { count } = setup();
    expect(await count({ text: 'payments service' })()).toEqual(E.right({ totalItems: 1234, totalIsExact: false }));
  });

  it("asks nothing when the filters cannot match ('owned' without ownership refs)", async () => {
    const { calls, count } = setup();
    expect(await count({ user: 'owned' })()).toEqual(E.right({ totalItems: 0, totalIsExact: true }));
    expect(calls).toEqual([]);
  });

  it("counts 'starred' against the signed-in user's stars", async () => {
    const { calls, count } = setup({ ownershipRefs: [], starredRefs: ['component:default/payments'] });
    await count({ kind: 'component', user: 'starred' })();
    expect(calls[0]?.args).toEqual([{ filter: ['kind=component,metadata.namespace=default,metadata.name=payments'] }]);
  });

  it('passes a backend failure on', async () => {
    const failure: BackendError = { _tag: 'HttpStatus', status: 503, statusText: 'Service Unavailable', message: 'Request failed with 503 Service Unavailable' };
    const count = countCatalogEntities({ reader: fakeCatalogReader({ countEntities: () => TE.left(failure) }), userContext: () => NO_USER_CONTEXT });
    expect(await count({})()).toEqual(E.left(failure));
  });
});
