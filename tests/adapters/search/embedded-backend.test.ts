import * as E from 'fp-ts/Either';
import type { TaskEither } from 'fp-ts/TaskEither';
import { CatalogHttpAdapter } from '../../../adapters/catalog/catalog.http-adapter';
import { SearchHttpAdapter } from '../../../adapters/search/search.http-adapter';
import type { FetchFn } from '../../../adapters/shared/http';
import { catalogEntityFinder } from '../../../application/search/catalog-entity-finder';
import type { EntityFinder } from '../../../application/search/entity-finder.port';
import type { BackendError } from '../../../application/shared/backend-error';
import { fetchGuestToken, waitForCatalog } from '../../../config/dev-backend/embedded/embedded-backend-client';
import { startEmbeddedBackend, type EmbeddedBackend } from '../../../config/dev-backend/embedded/embedded-backend';
import { stringifyEntityRef } from '../../../domain/catalog/entity-ref';
import { encodePageCursor } from '../../../domain/search/page-cursor';
import { splitHighlight } from '../../../domain/search/highlight';
import type { SearchResultSet } from '../../../domain/search/query';
import { freePort } from '../../support/e2e/free-port';

// The search adapters against the real embedded Backstage backend (and the catalog's
// by-query full-text filter for the command palette).

jest.setTimeout(240_000);

let backend: EmbeddedBackend;
let search: SearchHttpAdapter;
let finder: EntityFinder;

const run = async <A>(task: TaskEither<BackendError, A>): Promise<A> => {
  const result = await task();
  if (E.isLeft(result)) throw new Error(`expected success, got ${JSON.stringify(result.left)}`);
  return result.right;
};

beforeAll(async () => {
  backend = await startEmbeddedBackend({ port: await freePort(), appBaseUrl: 'http://localhost:3998' });
  const token = await fetchGuestToken(backend.baseUrl);
  await waitForCatalog({ baseUrl: backend.baseUrl, token, entityRefs: ['component:default/payments', 'component:default/web-shop'], timeoutMs: 120_000 });
  const authorized: FetchFn = (url, init) => {
    const headers = new Headers(init?.headers);
    headers.set('authorization', `Bearer ${token}`);
    return fetch(url, { ...init, headers });
  };
  const discovery = async (pluginId: string) => `${backend.baseUrl}/api/${pluginId}`;
  search = new SearchHttpAdapter(authorized, discovery);
  finder = catalogEntityFinder(new CatalogHttpAdapter(authorized, discovery));
  // The catalog collator indexes a few seconds after start.
  const deadline = Date.now() + 150_000;
  for (;;) {
    const found = await search.query({ term: 'payments', types: [], filters: {} })();
    if (E.isRight(found) && found.right.results.length > 5) break;
    if (Date.now() > deadline) throw new Error('the search index never filled');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
});

afterAll(async () => {
  await backend?.stop();
});

const titles = (set: SearchResultSet) => set.results.map((result) => result.document.title);

describe('SearchHttpAdapter against the embedded backend', () => {
  it('finds example entities with their locations and highlighted terms', async () => {
    const set = await run(search.query({ term: 'payments', types: [], filters: {} }));
    const service = set.results.find((result) => result.document.location === '/catalog/default/component/payments');
    expect(service?.type).toBe('software-catalog');
    expect(service?.document.title).toBe('Payments Service');
    expect(service?.document.fields['kind']).toBe('Component');
    const highlight = service?.highlight;
    expect(highlight).toBeDefined();
    const marked = splitHighlight(highlight!.fields['title'] ?? '', highlight!.preTag, highlight!.postTag);
    expect(marked).toEqual([
      { text: 'Payments', highlighted: true },
      { text: ' Service', highlighted: false },
    ]);
  });

  it('pages with cursors that are the base64 of the page number', async () => {
    const first = await run(search.query({ term: 'payments', types: [], filters: {}, pageLimit: 2 }));
    expect(first.results).toHaveLength(2);
    expect(first.nextPageCursor).toBe(encodePageCursor(1));
    const second = await run(search.query({ term: 'payments', types: [], filters: {}, pageLimit: 2, pageCursor: first.nextPageCursor! }));
    expect(second.previousPageCursor).toBe(encodePageCursor(0));
    expect(titles(second).some((title) => titles(first).includes(title))).toBe(false);
  });

  it('filters by type and by a filter value', async () => {
    const components = await run(search.query({ term: 'payments', types: ['software-catalog'], filters: { kind: 'API' } }));
    expect(components.results.length).toBeGreaterThan(0);
    expect(components.results.every((result) => result.document.fields['kind'] === 'API')).toBe(true);
  });

  it('counts with pageLimit 0', async () => {
    // Same type on both sides: the docs index may still be filling while this runs.
    const all = await run(search.query({ term: 'payments', types: ['software-catalog'], filters: {} }));
    const counted = await run(search.query({ term: 'payments', types: ['software-catalog'], filters: {}, pageLimit: 0 }));
    expect(counted.numberOfResults).toBe(all.numberOfResults);
  });

  it('turns a refused query into an error with the backend’s message', async () => {
    const refused = await search.query({ term: 'payments', types: ['no-such-type'], filters: {} })();
    expect(E.isLeft(refused) && refused.left._tag).toBe('HttpStatus');
    expect(E.isLeft(refused) && refused.left.message).toMatch(/^Request failed with 400 Bad Request/);
  });
});

describe('The catalog entity finder against the embedded backend', () => {
  it.each<[string, string]>([
    ['pay', 'component:default/payments'],
    ['Payments Service', 'component:default/payments'],
    ['web', 'component:default/web-shop'],
  ])('finds %p', async (term, ref) => {
    const entities = await run(finder.find(term, 8));
    expect(entities.map((entity) => stringifyEntityRef(entity))).toContain(ref);
    expect(entities.length).toBeLessThanOrEqual(8);
  });

  it('finds nothing for a term no entity has', async () => {
    expect(await run(finder.find('zzz-no-such-entity', 8))).toEqual([]);
  });
});
