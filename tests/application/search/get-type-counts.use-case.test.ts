import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { getTypeCounts } from '../../../application/search/get-type-counts.use-case';
import type { SearchEngine } from '../../../application/search/search-engine.port';
import type { BackendError } from '../../../application/shared/backend-error';
import type { SearchQuery } from '../../../domain/search/query';
import type { SearchState } from '../../../domain/search/search-state';

const state: SearchState = { term: 'payments', types: ['software-catalog'], filters: { kind: 'Component' }, pageLimit: 25, pageCursor: 'MQ==' };
const failed: BackendError = { _tag: 'HttpStatus', status: 400, statusText: 'Bad Request', message: 'Request failed with 400 Bad Request' };

const engine = (answer: (query: SearchQuery) => E.Either<BackendError, number | undefined>) => {
  const asked: SearchQuery[] = [];
  const fake: SearchEngine = {
    query: (query) => {
      asked.push(query);
      const result = answer(query);
      return E.isLeft(result) ? TE.left(result.left) : TE.right({ results: [{ type: 'x', document: { title: 't', text: '', location: '/', fields: {} } }], ...(result.right === undefined ? {} : { numberOfResults: result.right }) });
    },
  };
  return { fake, asked };
};

describe('getTypeCounts (per-type counts call the query with pageLimit 0)', () => {
  it('asks once per type with pageLimit 0 and no cursor, with the same term and filters for every type', async () => {
    const { fake, asked } = engine((query) => E.right(query.types[0] === 'techdocs' ? 12000 : 7));
    const counts = await getTypeCounts(fake)(state, [undefined, 'software-catalog', 'techdocs'])();
    expect(counts).toEqual(E.right({ '': 7, 'software-catalog': 7, techdocs: 12000 }));
    expect(asked).toEqual([
      { term: 'payments', types: [], filters: { kind: 'Component' }, pageLimit: 0 },
      { term: 'payments', types: ['software-catalog'], filters: { kind: 'Component' }, pageLimit: 0 },
      { term: 'payments', types: ['techdocs'], filters: { kind: 'Component' }, pageLimit: 0 },
    ]);
  });

  it('leaves out a type whose count failed, and counts the sent results when the backend gives no total', async () => {
    const { fake } = engine((query) => (query.types[0] === 'techdocs' ? E.left(failed) : E.right(undefined)));
    expect(await getTypeCounts(fake)(state, [undefined, 'techdocs'])()).toEqual(E.right({ '': 1 }));
  });

  it('fails when every count failed', async () => {
    const { fake } = engine(() => E.left(failed));
    expect(await getTypeCounts(fake)(state, [undefined, 'techdocs'])()).toEqual(E.left(failed));
  });
});
