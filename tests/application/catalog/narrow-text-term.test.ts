import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { narrowTextTerm } from '../../../application/catalog/narrow-text-term';
import type { BackendError } from '../../../application/shared/backend-error';
import { toCatalogQuery } from '../../../domain/catalog/filter-query';
import { answer, fakeCatalogReader, type RecordedCall } from '../../support/catalog/fake-catalog';

const matches: Record<string, number> = { ledger: 30, payment: 7, service: 68_000 };

/** A count that answers when released, so that the test decides when the backend is done. */
const heldCounts = () => {
  const release: Array<() => void> = [];
  const calls: RecordedCall[] = [];
  const reader = fakeCatalogReader(
    {
      countEntities: ({ fullTextFilterTerm = '' }) =>
        () =>
          new Promise((resolve) => release.push(() => resolve(E.right(matches[fullTextFilterTerm] ?? 0)))),
    },
    calls,
  );
  return { reader, calls, releaseAll: () => release.splice(0).forEach((go) => go()) };
};

/** Lets every promise that can go on go on. */
const settled = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('narrowTextTerm', () => {
  it('counts every word at once and narrows by the rarest', async () => {
    const { reader, calls, releaseAll } = heldCounts();
    const narrowing = narrowTextTerm(reader)(toCatalogQuery({ kind: 'component', text: 'ledger service payment' }))();
    await settled();
    // All three counts are under way before any answers.
    expect(calls.map((call) => (call.args[0] as { fullTextFilterTerm: string }).fullTextFilterTerm)).toEqual(['ledger', 'service', 'payment']);
    releaseAll();
    const narrowed = await narrowing;
    expect(narrowed).toEqual(E.right(expect.objectContaining({ termMatches: 7 })));
    expect(E.isRight(narrowed) && narrowed.right.query.fullTextFilterTerm).toBe('payment');
  });

  it('shares counts under way between the page and the count of a list, and asks again once they are done', async () => {
    const { reader, calls, releaseAll } = heldCounts();
    const narrow = narrowTextTerm(reader);
    const query = toCatalogQuery({ text: 'ledger payment' });
    const both = Promise.all([narrow(query)(), narrow(query)()]);
    await settled();
    expect(calls).toHaveLength(2);
    releaseAll();
    const [page, count] = await both;
    expect(page).toEqual(count);
    const again = narrow(query)();
    await settled();
    expect(calls).toHaveLength(4);
    releaseAll();
    await again;
  });

  it('leaves a query of one word, or one that cannot match, as it is without asking', async () => {
    const calls: RecordedCall[] = [];
    const narrow = narrowTextTerm(fakeCatalogReader({ countEntities: () => answer(1) }, calls));
    const single = toCatalogQuery({ text: 'ledger' });
    expect(await narrow(single)()).toEqual(E.right({ query: single }));
    const nothing = toCatalogQuery({ user: 'owned', text: 'ledger payment' });
    expect(await narrow(nothing)()).toEqual(E.right({ query: nothing }));
    expect(calls).toEqual([]);
  });

  it('counts with the read options it is given', async () => {
    const calls: RecordedCall[] = [];
    const narrow = narrowTextTerm(fakeCatalogReader({ countEntities: () => answer(2) }, calls));
    await narrow(toCatalogQuery({ text: 'ledger payment' }), { background: true })();
    expect(calls.map((call) => call.args[1])).toEqual([{ background: true }, { background: true }]);
  });

  it('passes a failed count on', async () => {
    const failure: BackendError = { _tag: 'Transport', message: 'Network request failed' };
    const narrow = narrowTextTerm(fakeCatalogReader({ countEntities: ({ fullTextFilterTerm }) => (fullTextFilterTerm === 'payment' ? TE.left(failure) : answer(3)) }));
    expect(await narrow(toCatalogQuery({ text: 'ledger payment' }))()).toEqual(E.left(failure));
  });
});
