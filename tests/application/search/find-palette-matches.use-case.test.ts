import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import type { EntityFinder } from '../../../application/search/entity-finder.port';
import { findPaletteMatches } from '../../../application/search/find-palette-matches.use-case';
import type { SearchEngine } from '../../../application/search/search-engine.port';
import type { BackendError } from '../../../application/shared/backend-error';
import type { Entity } from '../../../domain/catalog/entity';
import type { SearchQuery } from '../../../domain/search/query';

const payments: Entity = { apiVersion: 'backstage.io/v1alpha1', kind: 'Component', metadata: { name: 'payments' } };
const doc = { type: 'techdocs', document: { title: 'Runbook', text: '', location: '/docs/default/component/payments/runbook', fields: {} } };
const down: BackendError = { _tag: 'Transport', message: 'connection refused' };

const fakes = (entities: E.Either<BackendError, readonly Entity[]>, documents: E.Either<BackendError, readonly (typeof doc)[]>) => {
  const calls: { finder: [string, number][]; engine: SearchQuery[] } = { finder: [], engine: [] };
  const finder: EntityFinder = { find: (term, limit) => (calls.finder.push([term, limit]), TE.fromEither(entities)) };
  const engine: SearchEngine = { query: (query) => (calls.engine.push(query), TE.fromEither(E.map((results: readonly (typeof doc)[]) => ({ results }))(documents))) };
  return { find: findPaletteMatches({ finder, engine }), calls };
};

describe('findPaletteMatches', () => {
  it('asks the catalog and the search backend with the trimmed term', async () => {
    const { find, calls } = fakes(E.right([payments]), E.right([doc]));
    expect(await find('  pay ')()).toEqual({ entities: [payments], documents: [doc], errors: [] });
    expect(calls.finder).toEqual([['pay', 8]]);
    expect(calls.engine).toEqual([{ term: 'pay', types: [], filters: {}, pageLimit: 5 }]);
  });

  it('keeps the matches of one source when the other fails', async () => {
    const { find } = fakes(E.left(down), E.right([doc]));
    expect(await find('pay')()).toEqual({ entities: [], documents: [doc], errors: [down] });
  });

  it('asks nobody for an empty term', async () => {
    const { find, calls } = fakes(E.right([payments]), E.right([doc]));
    expect(await find('   ')()).toEqual({ entities: [], documents: [], errors: [] });
    expect(calls.finder).toEqual([]);
    expect(calls.engine).toEqual([]);
  });
});
