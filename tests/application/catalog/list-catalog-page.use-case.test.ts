import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { listCatalogPage } from '../../../application/catalog/list-catalog-page.use-case';
import type { BackendError } from '../../../application/shared/backend-error';
import { TEXT_FILTER_FIELDS } from '../../../domain/catalog/filter-query';
import { NO_USER_CONTEXT, type UserFilterContext } from '../../../domain/catalog/filters';
import { DEFAULT_SORT, initialPage } from '../../../domain/catalog/pagination';
import { answer, component, fakeCatalogReader, type RecordedCall } from '../../support/catalog/fake-catalog';

const payments = component('payments', {
  metadata: { title: 'Payments Service', tags: ['payments'] },
  spec: { type: 'service' },
  relations: [
    { type: 'ownedBy', targetRef: 'group:default/team-payments' },
    { type: 'partOf', targetRef: 'system:default/payments-platform' },
    { type: 'partOf', targetRef: 'domain:default/commerce' },
  ],
});
const ledger = component('ledger', { spec: { type: 'service' } });

const setup = (user: UserFilterContext = NO_USER_CONTEXT) => {
  const calls: RecordedCall[] = [];
  const reader = fakeCatalogReader(
    {
      queryEntities: () => answer({ items: [payments, ledger], totalItems: 42, pageInfo: { nextCursor: 'next', prevCursor: 'prev' } }),
      getEntities: () => answer([payments, ledger]),
    },
    calls,
  );
  return { calls, list: listCatalogPage({ reader, userContext: () => user }) };
};

const right = async <A>(task: TE.TaskEither<BackendError, A>): Promise<A> => {
  const result = await task();
  if (E.isLeft(result)) throw new Error(result.left.message);
  return result.right;
};

describe('listCatalogPage', () => {
  it('asks by-query for the first cursor page with the filters, order and text term, and maps rows', async () => {
    const { calls, list } = setup();
    const page = await right(list({ filters: { kind: 'component', type: ['service'], text: 'pay' }, page: initialPage() }));
    expect(calls).toEqual([
      {
        method: 'queryEntities',
        args: [
          {
            filter: ['kind=component,spec.type=service'],
            orderFields: [DEFAULT_SORT],
            fullTextFilterTerm: 'pay',
            fullTextFilterFields: TEXT_FILTER_FIELDS,
            limit: 20,
            skipTotal: true,
          },
        ],
      },
    ]);
    // The count is asked apart (countCatalogEntities), so that the rows never wait for it.
    expect(page.totalItems).toBeUndefined();
    expect(page.totalIsExact).toBe(true);
    expect(page.pageInfo).toEqual({ nextCursor: 'next', prevCursor: 'prev' });
    expect(page.rows.map((row) => [row.entityRef, row.title, row.ownedBy, row.partOfSystems])).toEqual([
      ['component:default/payments', 'Payments Service', ['group:default/team-payments'], ['system:default/payments-platform']],
      ['component:default/ledger', 'ledger', [], []],
    ]);
    expect(page.rows[0]?.ref).toEqual({ kind: 'Component', namespace: 'default', name: 'payments' });
    expect(page.rows[0]?.entity).toBe(payments);
  });

  it('follows a cursor with only the cursor and the page size', async () => {
    const { calls, list } = setup();
    await right(list({ filters: { kind: 'component' }, page: { mode: 'cursor', limit: 50, cursor: 'abc' } }));
    expect(calls[0]?.args).toEqual([{ cursor: 'abc', limit: 50 }]);
  });

  it('asks for an offset page with limit and offset, in the given order, and one more row to know whether more follow', async () => {
    const { calls, list } = setup();
    const sort = { field: 'metadata.title', order: 'desc' } as const;
    const page = await right(list({ filters: {}, page: { mode: 'offset', limit: 10, offset: 30 }, sort }));
    expect(calls[0]?.args).toEqual([{ filter: [], orderFields: [sort], limit: 11, offset: 30, skipTotal: true }]);
    expect(page.hasMore).toBe(false);
  });

  it("sends nothing when the filters cannot match ('owned' without ownership refs)", async () => {
    const { calls, list } = setup();
    expect(await right(list({ filters: { user: 'owned' }, page: initialPage() }))).toEqual({
      rows: [],
      totalItems: 0,
      totalIsExact: true,
      pageInfo: {},
    });
    expect(calls).toEqual([]);
  });

  it('narrows the answer in the browser when the backend cannot express a filter; every match on the first page is counted', async () => {
    const reader = fakeCatalogReader({
      queryEntities: () => answer({ items: [payments, ledger], totalItems: 0, pageInfo: {} }),
      countEntities: () => answer(2),
      getEntitiesByRefs: () => answer([payments]),
    });
    const list = listCatalogPage({ reader, userContext: () => NO_USER_CONTEXT });
    const page = await right(list({ filters: { text: 'payments service' }, page: initialPage() }));
    expect(page.rows.map((row) => row.entity.metadata.name)).toEqual(['payments']);
    expect(page.totalItems).toBe(1);
    expect(page.totalIsExact).toBe(true);
  });

  it("measures 'owned' and 'starred' against the signed-in user's refs", async () => {
    const { calls, list } = setup({ ownershipRefs: ['user:default/guest', 'group:default/team-payments'], starredRefs: ['component:default/payments'] });
    await right(list({ filters: { user: 'owned' }, page: initialPage() }));
    await right(list({ filters: { kind: 'component', user: 'starred' }, page: initialPage() }));
    expect((calls[0]?.args[0] as { filter: string[] }).filter).toEqual([
      'relations.ownedBy=user:default/guest,relations.ownedBy=group:default/team-payments',
    ]);
    expect((calls[1]?.args[0] as { filter: string[] }).filter).toEqual(['kind=component,metadata.namespace=default,metadata.name=payments']);
  });

  it("lists every match through GET /entities in pagination mode 'none' and filters the text in the browser", async () => {
    const { calls, list } = setup();
    const page = await right(list({ filters: { kind: 'component', text: 'ledger' }, page: initialPage('none') }));
    expect(calls).toEqual([{ method: 'getEntities', args: [{ filter: ['kind=component'], order: [DEFAULT_SORT] }] }]);
    expect(page.rows.map((row) => row.entityRef)).toEqual(['component:default/ledger']);
    expect(page.totalItems).toBe(1);
    expect(page.totalIsExact).toBe(true);
  });

  it('passes a backend failure on', async () => {
    const failure: BackendError = { _tag: 'HttpStatus', status: 500, statusText: 'Internal Server Error', message: 'Request failed with 500 Internal Server Error' };
    const list = listCatalogPage({ reader: fakeCatalogReader({ queryEntities: () => TE.left(failure) }), userContext: () => NO_USER_CONTEXT });
    expect(await list({ filters: {}, page: initialPage() })()).toEqual(E.left(failure));
  });
});
