import * as E from 'fp-ts/Either';
import { CatalogHttpAdapter } from '../../../adapters/catalog/catalog.http-adapter';
import type { FetchFn } from '../../../adapters/shared/http';
import { docsEntityLister } from '../../../application/docs/docs-entities';
import { catalogLookup } from '../../../application/scaffolder/catalog-lookup';
import { PICKER_FIELDS } from '../../../application/scaffolder/picker-entities.use-case';
import { catalogEntityFinder, FINDER_FIELDS, FINDER_TEXT_FIELDS } from '../../../application/search/catalog-entity-finder';
import { catalogFilterValues } from '../../../application/search/catalog-filter-values';

// The docs index, the palette, the search filters and the scaffolder's pickers read the catalog through
// CatalogHttpAdapter. Their requests are the ones their own clients used to send: the expected URLs below
// are written the way those clients wrote them, and compared by path and decoded query parameters.

const BASE = 'http://backend.test/api/catalog';

interface Sent {
  readonly url: string;
  readonly init: RequestInit | undefined;
  /** Whether the request's signal had fired when it was sent. */
  readonly aborted: boolean;
}

const fakeBackend = (body: unknown) => {
  const sent: Sent[] = [];
  const fetchFn: FetchFn = async (url, init) => {
    sent.push({ url, init, aborted: init?.signal?.aborted === true });
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  return { sent, reader: new CatalogHttpAdapter(fetchFn, async () => `${BASE}/`) };
};

/** Path and query parameters as the backend reads them, in a stable order. */
const onTheWire = (url: string) => {
  const parsed = new URL(url);
  return { path: parsed.pathname, params: [...parsed.searchParams].map(([key, value]) => `${key}=${value}`).sort() };
};

const entity = { apiVersion: 'backstage.io/v1alpha1', kind: 'Component', metadata: { name: 'payments', namespace: 'default' } };

describe('the catalog reads of docs, search and the scaffolder', () => {
  it('lists the entities with docs with GET /entities, the techdocs-ref filter and the docs index fields', async () => {
    const { sent, reader } = fakeBackend([entity]);
    expect(await docsEntityLister(reader).listEntitiesWithDocs()()).toEqual(E.right([entity]));
    const fields = 'apiVersion,kind,metadata.name,metadata.namespace,metadata.title,metadata.description,metadata.annotations,spec.type,spec.owner,spec.lifecycle,relations';
    const before = `${BASE}/entities?${new URLSearchParams({ filter: 'metadata.annotations.backstage.io/techdocs-ref', fields }).toString()}`;
    expect(sent.map((one) => onTheWire(one.url))).toEqual([onTheWire(before)]);
    expect(sent[0]?.init?.method).toBe('GET');
    expect(sent[0]?.init?.headers).toEqual({});
  });

  it("finds the palette's entities with GET /entities/by-query and passes the caller's signal on", async () => {
    const { sent, reader } = fakeBackend({ items: [entity], totalItems: 1, pageInfo: {} });
    expect(await catalogEntityFinder(reader).find('pay ments', 8, new AbortController().signal)()).toEqual(E.right([entity]));
    const before = `${BASE}/entities/by-query?${new URLSearchParams({
      fullTextFilterTerm: 'pay ments',
      fullTextFilterFields: FINDER_TEXT_FIELDS.join(','),
      limit: '8',
      fields: FINDER_FIELDS.join(','),
    }).toString()}`;
    expect(sent.map((one) => onTheWire(one.url))).toEqual([onTheWire(before)]);
    const cancelled = new AbortController();
    cancelled.abort();
    await catalogEntityFinder(reader).find('pay', 8, cancelled.signal)();
    expect(sent.map((one) => one.aborted)).toEqual([false, true]);
  });

  it("reads a search filter's values with GET /entity-facets and one facet", async () => {
    const { sent, reader } = fakeBackend({ facets: { 'spec.owner': [{ value: 'group:default/team-a', count: 1 }] } });
    expect(await catalogFilterValues(reader).values('owner')()).toEqual(E.right(['group:default/team-a']));
    expect(sent.map((one) => onTheWire(one.url))).toEqual([onTheWire(`${BASE}/entity-facets?facet=spec.owner`)]);
    const cancelled = new AbortController();
    cancelled.abort();
    await catalogFilterValues(reader).values('owner', cancelled.signal)();
    expect(sent.map((one) => one.aborted)).toEqual([false, true]);
  });

  it("reads the pickers' entities and tag facet with one filter parameter per filter", async () => {
    const { sent, reader } = fakeBackend([entity]);
    const lookup = catalogLookup(reader);
    await lookup.getEntities([{ kind: ['Group', 'User'], 'relations.hasMember': 'user:default/me' }, { 'metadata.name': { exists: true } }], ['kind', 'metadata.name'])();
    await lookup.getEntities([{ kind: 'template' }], ['apiVersion', 'kind', 'metadata', 'spec.type', 'spec.owner', 'relations'])();
    await lookup.getEntities([{ kind: 'Group' }], PICKER_FIELDS)();
    const facets = fakeBackend({ facets: { 'metadata.tags': [{ value: 'java', count: 2 }] } });
    expect(await catalogLookup(facets.reader).getEntityFacet('metadata.tags', [{ kind: ['Component'] }])()).toEqual(E.right([{ value: 'java', count: 2 }]));

    expect(sent.map((one) => onTheWire(one.url))).toEqual([
      // The identity fields always come along, so every answer is a whole entity.
      onTheWire(`${BASE}/entities?filter=kind=Group,kind=User,relations.hasMember=user%3Adefault%2Fme&filter=metadata.name&fields=apiVersion,kind,metadata.name,metadata.namespace`),
      onTheWire(`${BASE}/entities?filter=kind=template&fields=apiVersion,kind,metadata,spec.type,spec.owner,relations`),
      onTheWire(`${BASE}/entities?filter=kind=Group&fields=apiVersion,${PICKER_FIELDS.join(',')}`),
    ]);
    expect(facets.sent.map((one) => onTheWire(one.url))).toEqual([onTheWire(`${BASE}/entity-facets?facet=metadata.tags&filter=kind=Component`)]);
  });
});
