import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { getTypeCounts } from '../../../application/search/get-type-counts.use-case';
import type { SearchEngine } from '../../../application/search/search-engine.port';
import { termCheckedSearchEngine } from '../../../application/search/term-checked-search-engine';
import { encodePageCursor, pageOfCursor } from '../../../domain/search/page-cursor';
import type { SearchQuery, SearchResult } from '../../../domain/search/query';

const doc = (title: string, text: string, kind: string, type = 'software-catalog'): SearchResult => ({
  type,
  document: { title, text, location: `/x/${title}`, fields: { kind } },
});

// Like Lunr: with a filter the term no longer restricts anything; without one, the term does.
const DOCS = [
  doc('Ledger', 'Records every refunded payment.', 'Component'),
  doc('Money Utils', 'Currency rounding.', 'Component'),
  doc('Checkout', 'Turns a basket into an order.', 'Component'),
  doc('Refunds API', 'Refunds.', 'API'),
  doc('Refunds guide', 'How refunds work.', 'Component', 'techdocs'),
];
const lunrLike = () => {
  const asked: SearchQuery[] = [];
  const engine: SearchEngine = {
    query: (query) => {
      asked.push(query);
      const kind = query.filters['kind'];
      const all = DOCS.filter((d) => (query.types.length === 0 || query.types.includes(d.type)) && (kind === undefined ? /refund/i.test(`${d.document.title} ${d.document.text}`) : d.document.fields['kind'] === kind));
      const limit = query.pageLimit ?? 25;
      const page = pageOfCursor(query.pageCursor);
      const results = all.slice(page * limit, page * limit + limit);
      return TE.right({ results, numberOfResults: all.length, ...((page + 1) * limit < all.length ? { nextPageCursor: encodePageCursor(page + 1) } : {}) });
    },
  };
  return { engine, asked };
};

describe('the term-checked search engine', () => {
  it('lists only the filtered results that contain the term, and counts agree with the list', async () => {
    const { engine } = lunrLike();
    const checked = termCheckedSearchEngine(engine);
    const state = { term: 'refund', types: ['software-catalog'], filters: { kind: 'Component' }, pageLimit: 25 };
    const answer = await checked.query({ term: 'refund', types: ['software-catalog'], filters: { kind: 'Component' }, pageLimit: 25 })();
    expect(E.isRight(answer) && answer.right.results.map((r) => r.document.title)).toEqual(['Ledger']);
    const counts = await getTypeCounts(checked)(state, [undefined, 'software-catalog', 'techdocs'])();
    expect(counts).toEqual(E.right({ '': 2, 'software-catalog': 1, techdocs: 1 }));
  });

  it('reads the backend page after page in large pages', async () => {
    const { engine, asked } = lunrLike();
    await termCheckedSearchEngine(engine).query({ term: 'refund', types: [], filters: { kind: 'Component' }, pageLimit: 1 })();
    expect(asked.map((q) => q.pageLimit)).toEqual([100]);
  });

  it('passes a search without filters or without a term to the backend as it is', async () => {
    const { engine, asked } = lunrLike();
    const query = { term: 'refund', types: [], filters: {}, pageLimit: 25 };
    const answer = await termCheckedSearchEngine(engine).query(query)();
    expect(asked).toEqual([query]);
    expect(E.isRight(answer) && answer.right.numberOfResults).toBe(3);
  });

  it('asks as it is when the backend refuses the large pages', async () => {
    const asked: SearchQuery[] = [];
    const engine: SearchEngine = {
      query: (query) => {
        asked.push(query);
        return query.pageLimit === 100
          ? TE.left({ _tag: 'HttpStatus', status: 400, statusText: 'Bad Request', message: 'The page limit "100" is greater than "50"' })
          : TE.right({ results: [], numberOfResults: 0 });
      },
    };
    const answer = await termCheckedSearchEngine(engine).query({ term: 'refund', types: [], filters: { kind: 'Component' }, pageLimit: 25 })();
    expect(E.isRight(answer)).toBe(true);
    expect(asked.map((q) => q.pageLimit)).toEqual([100, 25]);
  });
});
