import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { countCatalogEntities } from '../../../application/catalog/count-catalog-entities.use-case';
import type { BackendError } from '../../../application/shared/backend-error';
import { TEXT_FILTER_FIELDS } from '../../../domain/catalog/filter-query';
import { NO_USER_CONTEXT, type UserFilterContext } from '../../../domain/catalog/filters';
import { answer, component, fakeCatalogReader, type RecordedCall } from '../../support/catalog/fake-catalog';
import { pagedCatalogReader } from './paged-catalog-reader';
import type { Entity } from '../../../domain/catalog/entity';

const setup = (user: UserFilterContext = NO_USER_CONTEXT, total = 1234) => {
  const calls: RecordedCall[] = [];
  const reader = fakeCatalogReader({ countEntities: () => answer(total) }, calls);
  return { calls, count: countCatalogEntities({ reader, userContext: () => user }) };
};

describe('countCatalogEntities', () => {
  it('counts what the filters and text term match, with the same query as the page, as work the user did not ask for', async () => {
    const { calls, count } = setup();
    expect(await count({ kind: 'component', type: ['service'], text: 'pay' })()).toEqual(E.right({ totalItems: 1234, totalIsExact: true }));
    expect(calls).toEqual([
      {
        method: 'countEntities',
        args: [{ filter: ['kind=component,spec.type=service'], fullTextFilterTerm: 'pay', fullTextFilterFields: TEXT_FILTER_FIELDS }, { background: true }],
      },
    ]);
  });

  it('says the count is an upper bound when the page is narrowed in the browser and the backend matches too many to read', async () => {
    const calls: RecordedCall[] = [];
    const reader = fakeCatalogReader({ countEntities: () => answer(1234) }, calls);
    const count = countCatalogEntities({ reader, userContext: () => NO_USER_CONTEXT, exactCountScanMax: 1000 });
    expect(await count({ text: 'payments service' })()).toEqual(E.right({ totalItems: 1234, totalIsExact: false }));
    // Each word is counted, as background work, to choose the term; the fewest matches are the bound, with no count after.
    expect(calls.map((call) => call.args)).toEqual([
      [{ filter: [], fullTextFilterTerm: 'payments', fullTextFilterFields: TEXT_FILTER_FIELDS }, { background: true }],
      [{ filter: [], fullTextFilterTerm: 'service', fullTextFilterFields: TEXT_FILTER_FIELDS }, { background: true }],
    ]);
  });

  it('counts a filter of several words as nothing, exactly, when one word matches nothing', async () => {
    const reader = fakeCatalogReader({ countEntities: ({ fullTextFilterTerm }) => answer(fullTextFilterTerm === 'nowhere' ? 0 : 50) });
    const count = countCatalogEntities({ reader, userContext: () => NO_USER_CONTEXT });
    expect(await count({ text: 'payments nowhere' })()).toEqual(E.right({ totalItems: 0, totalIsExact: true }));
  });

  it('counts a list narrowed in the browser exactly by reading the matches, with only the fields the filters look at', async () => {
    const withErrors = (index: number): Partial<Entity> => (index % 3 === 0 ? { status: { items: [{ level: 'error', type: 't', message: 'm' }] } } : {});
    const entities = Array.from({ length: 25 }, (_, index) => component(`c${index}`, withErrors(index)));
    const paged = pagedCatalogReader(entities);
    const count = countCatalogEntities({ reader: paged.reader, userContext: () => NO_USER_CONTEXT, countScanPageSize: 10 });
    expect(await count({ kind: 'component', hasErrors: true })()).toEqual(E.right({ totalItems: 9, totalIsExact: true }));
    // One request for as many as the backend counted.
    expect(paged.requests).toHaveLength(1);
    expect(paged.requests[0]).toMatchObject({ filter: ['kind=component'], limit: 25, fields: ['kind', 'metadata.name', 'metadata.namespace', 'status.items'] });
  });

  it('reads on, a page at a time, when more entities match than the backend counted a moment before', async () => {
    const withErrors = (index: number): Partial<Entity> => (index % 3 === 0 ? { status: { items: [{ level: 'error', type: 't', message: 'm' }] } } : {});
    const entities = Array.from({ length: 25 }, (_, index) => component(`c${index}`, withErrors(index)));
    const paged = pagedCatalogReader(entities);
    const reader = fakeCatalogReader({ queryEntities: (request) => paged.reader.queryEntities(request), countEntities: () => answer(12) });
    const count = countCatalogEntities({ reader, userContext: () => NO_USER_CONTEXT, countScanPageSize: 10 });
    expect(await count({ kind: 'component', hasErrors: true })()).toEqual(E.right({ totalItems: 9, totalIsExact: true }));
    expect(paged.requests.map((request) => request.limit)).toEqual([12, 10, 10]);
  });

  it("asks nothing when the filters cannot match ('owned' without ownership refs)", async () => {
    const { calls, count } = setup();
    expect(await count({ user: 'owned' })()).toEqual(E.right({ totalItems: 0, totalIsExact: true }));
    expect(calls).toEqual([]);
  });

  it("counts 'starred' against the signed-in user's stars", async () => {
    const { calls, count } = setup({ ownershipRefs: [], starredRefs: ['component:default/payments'] });
    await count({ kind: 'component', user: 'starred' })();
    expect(calls[0]?.args).toEqual([{ filter: ['kind=component,metadata.namespace=default,metadata.name=payments'] }, { background: true }]);
  });

  it('passes a backend failure on', async () => {
    const failure: BackendError = { _tag: 'HttpStatus', status: 503, statusText: 'Service Unavailable', message: 'Request failed with 503 Service Unavailable' };
    const count = countCatalogEntities({ reader: fakeCatalogReader({ countEntities: () => TE.left(failure) }), userContext: () => NO_USER_CONTEXT });
    expect(await count({})()).toEqual(E.left(failure));
  });
});
