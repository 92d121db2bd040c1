import * as E from 'fp-ts/Either';
import { CatalogFacetsFilterValues } from '../../../adapters/search/filter-values.catalog-facets-adapter';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('CatalogFacetsFilterValues', () => {
  it("answers a field's values from the catalog's entity facets", async () => {
    const urls: string[] = [];
    const adapter = new CatalogFacetsFilterValues(
      async (url) => {
        urls.push(url);
        return json({ facets: { 'spec.owner': [{ value: 'group:default/team-a', count: 3 }, { value: '', count: 1 }, { value: 'user:default/jo', count: 1 }] } });
      },
      async () => 'http://backend/api/catalog/',
    );
    expect(await adapter.values('owner')()).toEqual(E.right(['group:default/team-a', 'user:default/jo']));
    expect(urls).toEqual(['http://backend/api/catalog/entity-facets?facet=spec.owner']);
  });

  it('answers no values for a field the catalog does not hold, without asking', async () => {
    const adapter = new CatalogFacetsFilterValues(
      async () => {
        throw new Error('not asked');
      },
      async () => 'http://backend/api/catalog',
    );
    expect(await adapter.values('entityTitle')()).toEqual(E.right([]));
  });

  it('fails with the backend error', async () => {
    const adapter = new CatalogFacetsFilterValues(async () => json({ error: { message: 'boom' } }, 500), async () => 'http://backend/api/catalog');
    const answer = await adapter.values('owner')();
    expect(E.isLeft(answer) && answer.left._tag).toBe('HttpStatus');
  });
});
