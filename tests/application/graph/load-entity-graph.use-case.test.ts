import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import type { EntitiesByRefsRequest } from '../../../application/catalog/catalog-reader.port';
import { GRAPH_ENTITY_FIELDS, loadEntityGraph, type LoadedEntityGraph } from '../../../application/graph/load-entity-graph.use-case';
import { fakeCatalogReader, type RecordedCall } from '../../support/catalog/fake-catalog';
import { paymentsSlice } from '../../domain/graph/graph-fixtures';

const ROOT = 'component:default/payments';

const byRefsReader = (calls: RecordedCall[]) => {
  const catalog = paymentsSlice();
  return fakeCatalogReader(
    { getEntitiesByRefs: (request: EntitiesByRefsRequest) => TE.right(request.entityRefs.map((ref) => catalog.get(ref) ?? null)) },
    calls,
  );
};

const refsAsked = (calls: RecordedCall[]) => calls.map((call) => (call.args[0] as EntitiesByRefsRequest).entityRefs);

describe('loadEntityGraph', () => {
  it('fetches level by level with by-refs up to maxDepth, asking only for the fields the graph draws', async () => {
    const calls: RecordedCall[] = [];
    const levels: LoadedEntityGraph[] = [];
    const result = await loadEntityGraph({ reader: byRefsReader(calls) })({ rootEntityRefs: ['Component:default/Payments'], maxDepth: 1 }, (level) => levels.push(level))();
    expect(refsAsked(calls)).toEqual([
      [ROOT],
      ['group:default/team-payments', 'system:default/payments-platform', 'api:default/payments-api', 'api:default/ledger-grpc', 'resource:default/payments-db'],
    ]);
    expect((calls[0]!.args[0] as EntitiesByRefsRequest).fields).toEqual(GRAPH_ENTITY_FIELDS);
    expect(E.isRight(result) && result.right.depth).toBe(1);
    expect(E.isRight(result) && [...result.right.entities.keys()].length).toBe(6);
    expect(levels.map((level) => level.entities.size)).toEqual([1, 6]);
  });

  it('stops at depth 0 with only the roots', async () => {
    const calls: RecordedCall[] = [];
    await loadEntityGraph({ reader: byRefsReader(calls) })({ rootEntityRefs: [ROOT], maxDepth: 0 })();
    expect(refsAsked(calls)).toEqual([[ROOT]]);
  });

  it('without a limit follows relations until nothing new is reached, never asking for a ref twice', async () => {
    const calls: RecordedCall[] = [];
    const result = await loadEntityGraph({ reader: byRefsReader(calls) })({ rootEntityRefs: [ROOT], maxDepth: Number.POSITIVE_INFINITY })();
    const asked = refsAsked(calls).flat();
    expect(new Set(asked).size).toBe(asked.length);
    expect(calls).toHaveLength(2);
    expect(E.isRight(result)).toBe(true);
  });

  it('follows only the chosen relations and kinds', async () => {
    const calls: RecordedCall[] = [];
    await loadEntityGraph({ reader: byRefsReader(calls) })({ rootEntityRefs: [ROOT], maxDepth: 3, relations: ['dependsOn'], kinds: ['resource'] })();
    expect(refsAsked(calls)).toEqual([[ROOT], ['resource:default/payments-db']]);
  });

  it('answers the backend failure', async () => {
    const failure = { _tag: 'Transport' as const, message: 'offline' };
    const reader = fakeCatalogReader({ getEntitiesByRefs: () => TE.left(failure) });
    expect(await loadEntityGraph({ reader })({ rootEntityRefs: [ROOT], maxDepth: 2 })()).toEqual(E.left(failure));
  });
});
