import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import type { EntitiesByRefsRequest } from '../../../application/catalog/catalog-reader.port';
import { loadRelatedApis } from '../../../application/api-docs/load-related-apis.use-case';
import { component, fakeCatalogReader, type RecordedCall } from '../../support/catalog/fake-catalog';
import { entity } from '../../domain/graph/graph-fixtures';

describe('loadRelatedApis', () => {
  const checkout = component('checkout', {
    relations: [
      { type: 'providesApi', targetRef: 'api:default/checkout-trpc' },
      { type: 'consumesApi', targetRef: 'api:default/payments-api' },
      { type: 'consumesApi', targetRef: 'api:default/gone' },
      { type: 'dependsOn', targetRef: 'component:default/payments' },
    ],
  });

  it('fetches provided and consumed APIs in one by-refs call and reports the missing ones', async () => {
    const calls: RecordedCall[] = [];
    const apis = { 'api:default/checkout-trpc': entity('api:default/checkout-trpc'), 'api:default/payments-api': entity('api:default/payments-api') } as Record<string, ReturnType<typeof entity>>;
    const reader = fakeCatalogReader({ getEntitiesByRefs: (request: EntitiesByRefsRequest) => TE.right(request.entityRefs.map((ref) => apis[ref] ?? null)) }, calls);
    const result = await loadRelatedApis({ reader })(checkout)();
    expect(calls).toHaveLength(1);
    expect((calls[0]!.args[0] as EntitiesByRefsRequest).entityRefs).toEqual(['api:default/checkout-trpc', 'api:default/payments-api', 'api:default/gone']);
    expect(E.isRight(result) && result.right.provided.map((api) => api.metadata.name)).toEqual(['checkout-trpc']);
    expect(E.isRight(result) && result.right.consumed.map((api) => api.metadata.name)).toEqual(['payments-api']);
    expect(E.isRight(result) && result.right.missing).toEqual(['api:default/gone']);
  });

  it('asks nothing for a component without API relations', async () => {
    const reader = fakeCatalogReader({});
    expect(await loadRelatedApis({ reader })(component('lonely'))()).toEqual(E.right({ provided: [], consumed: [], missing: [] }));
  });
});
