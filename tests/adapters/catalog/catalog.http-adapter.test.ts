import { createServer, type Server } from 'node:http';
import * as E from 'fp-ts/Either';
import type { Either } from 'fp-ts/Either';
import type { TaskEither } from 'fp-ts/TaskEither';
import { CatalogHttpAdapter } from '../../../adapters/catalog/catalog.http-adapter';
import type { FetchFn } from '../../../adapters/shared/http';
import type { BackendError } from '../../../application/shared/backend-error';
import { fetchGuestToken, waitForCatalog } from '../../../config/dev-backend/embedded/embedded-backend-client';
import { startEmbeddedBackend, type EmbeddedBackend } from '../../../config/dev-backend/embedded/embedded-backend';
import { exampleEntityRefs } from '../../../config/dev-backend/embedded/example-entities';
import { ANNOTATION_ORIGIN_LOCATION, type Entity } from '../../../domain/catalog/entity';
import { stringifyEntityRef } from '../../../domain/catalog/entity-ref';
import { freePort } from '../../support/e2e/free-port';

// The catalog adapter against the real embedded Backstage backend.
// A small file server on loopback plays the source-control host for location registration.

jest.setTimeout(180_000);

const REGISTERED_FILE = '/example/registered/catalog-info.yaml';
const REGISTERED_YAML = `apiVersion: backstage.io/v1alpha1
kind: Component
metadata:
  name: adapter-test-service
  title: Adapter Test Service
spec:
  type: service
  lifecycle: experimental
  owner: group:default/team-storefront
---
apiVersion: backstage.io/v1alpha1
kind: Component
metadata:
  name: adapter-test-worker
spec:
  type: service
  lifecycle: experimental
  owner: group:default/team-storefront
`;
const INVALID_FILE = '/example/invalid/catalog-info.yaml';
const INVALID_YAML = `apiVersion: backstage.io/v1alpha1
kind: Component
metadata:
  name: "not a valid name!"
spec:
  type: service
  lifecycle: experimental
  owner: team-storefront
`;

let backend: EmbeddedBackend;
let fileServer: Server;
let fileBase: string;
let token: string;
let calls: { url: string; method: string }[];
let adapter: CatalogHttpAdapter;

const run = async <A>(task: TaskEither<BackendError, A>): Promise<A> => {
  const result = await task();
  if (E.isLeft(result)) throw new Error(`expected success, got ${JSON.stringify(result.left)}`);
  return result.right;
};

const failure = async <A>(task: TaskEither<BackendError, A>): Promise<BackendError> => {
  const result: Either<BackendError, A> = await task();
  if (E.isRight(result)) throw new Error(`expected a failure, got ${JSON.stringify(result.right)}`);
  return result.left;
};

const refsOf = (entities: readonly (Entity | null)[]): (string | null)[] =>
  entities.map((entity) => (entity ? stringifyEntityRef(entity) : null));

const until = async <A>(probe: () => Promise<A | undefined>, what: string, timeoutMs = 60_000): Promise<A> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
};

beforeAll(async () => {
  fileServer = createServer((request, response) => {
    const body = request.url === REGISTERED_FILE ? REGISTERED_YAML : request.url === INVALID_FILE ? INVALID_YAML : undefined;
    response.writeHead(body ? 200 : 404, { 'content-type': 'text/yaml' });
    response.end(body ?? 'not found');
  });
  const filePort = await freePort();
  await new Promise<void>((resolve) => fileServer.listen(filePort, '127.0.0.1', resolve));
  fileBase = `http://127.0.0.1:${filePort}`;

  backend = await startEmbeddedBackend({
    port: await freePort(),
    appBaseUrl: 'http://localhost:3999',
    extraConfig: { backend: { reading: { allow: [{ host: `127.0.0.1:${filePort}` }] } } },
  });
  token = await fetchGuestToken(backend.baseUrl);
  await waitForCatalog({ baseUrl: backend.baseUrl, token, entityRefs: exampleEntityRefs(), timeoutMs: 120_000 });

  const authorized: FetchFn = (url, init) => {
    calls.push({ url, method: init?.method ?? 'GET' });
    const headers = new Headers(init?.headers);
    headers.set('authorization', `Bearer ${token}`);
    return fetch(url, { ...init, headers });
  };
  adapter = new CatalogHttpAdapter(authorized, async (pluginId) => `${backend.baseUrl}/api/${pluginId}/`);
});

beforeEach(() => {
  calls = [];
});

afterAll(async () => {
  await backend?.stop();
  await new Promise((resolve) => fileServer?.close(resolve));
});

describe('entities', () => {
  it('lists entities with GET /entities: filter, order, fields, limit and offset', async () => {
    const components = await run(
      adapter.getEntities({ filter: ['kind=component'], order: [{ field: 'metadata.name', order: 'desc' }], fields: ['metadata.title'] }),
    );
    const names = components.map((entity) => entity.metadata.name);
    expect(names).toContain('payments');
    expect(components.every((entity) => entity.kind === 'Component')).toBe(true);
    expect(names).toEqual([...names].sort().reverse());
    const payments = components.find((entity) => entity.metadata.name === 'payments');
    // Only the selected fields plus the identity fields come back.
    expect(payments).toEqual({
      apiVersion: 'backstage.io/v1alpha1',
      kind: 'Component',
      metadata: { name: 'payments', namespace: 'default', title: 'Payments Service' },
    });
    expect(calls[0]?.url).toContain('/api/catalog/entities?fields=apiVersion%2Ckind%2Cmetadata.name%2Cmetadata.namespace%2Cmetadata.title');

    const second = await run(adapter.getEntities({ filter: ['kind=component'], order: [{ field: 'metadata.name', order: 'desc' }], limit: 2, offset: 1 }));
    expect(second.map((entity) => entity.metadata.name)).toEqual(names.slice(1, 3));
  });

  it('treats several filter sets as alternatives', async () => {
    const entities = await run(adapter.getEntities({ filter: ['kind=group', 'kind=user'], fields: ['kind'] }));
    expect(new Set(entities.map((entity) => entity.kind))).toEqual(new Set(['Group', 'User']));
  });

  it('pages through GET /entities/by-query with limit, total and cursors', async () => {
    const first = await run(
      adapter.queryEntities({ filter: ['kind=component'], orderFields: [{ field: 'metadata.name', order: 'asc' }], limit: 2 }),
    );
    expect(first.items).toHaveLength(2);
    expect(first.totalItems).toBeGreaterThan(2);
    expect(first.pageInfo.nextCursor).toEqual(expect.any(String));
    expect(first.pageInfo.prevCursor).toBeUndefined();

    const second = await run(adapter.queryEntities({ cursor: first.pageInfo.nextCursor!, limit: 2 }));
    expect(second.items).toHaveLength(2);
    expect(second.pageInfo.prevCursor).toEqual(expect.any(String));
    const firstNames = first.items.map((entity) => entity.metadata.name);
    const secondNames = second.items.map((entity) => entity.metadata.name);
    expect([...firstNames, ...secondNames]).toEqual([...firstNames, ...secondNames].sort());
    expect(secondNames.some((name) => firstNames.includes(name))).toBe(false);

    const back = await run(adapter.queryEntities({ cursor: second.pageInfo.prevCursor!, limit: 2 }));
    expect(back.items.map((entity) => entity.metadata.name)).toEqual(firstNames);
  });

  it('pages by offset and searches the full text of the fields asked for', async () => {
    const all = await run(adapter.queryEntities({ filter: ['kind=component'], orderFields: [{ field: 'metadata.name', order: 'asc' }], limit: 100 }));
    const offsetPage = await run(
      adapter.queryEntities({ filter: ['kind=component'], orderFields: [{ field: 'metadata.name', order: 'asc' }], limit: 3, offset: 2 }),
    );
    expect(offsetPage.items.map((entity) => entity.metadata.name)).toEqual(all.items.slice(2, 5).map((entity) => entity.metadata.name));

    const found = await run(
      adapter.queryEntities({ fullTextFilterTerm: ' Payments Serv ', fullTextFilterFields: ['metadata.title'], limit: 20 }),
    );
    expect(found.items.map((entity) => entity.metadata.name)).toEqual(['payments']);
    expect(found.totalItems).toBe(1);
  });

  it('skips the count when asked (totalItems=exclude), and counts apart with the same filters and term', async () => {
    const request = { filter: ['kind=component'], orderFields: [{ field: 'metadata.name', order: 'asc' }] as const, limit: 2 };
    const counted = await run(adapter.queryEntities(request));
    const uncounted = await run(adapter.queryEntities({ ...request, skipTotal: true }));
    expect(uncounted.items.map((entity) => entity.metadata.name)).toEqual(counted.items.map((entity) => entity.metadata.name));
    expect(uncounted.totalItems).toBe(0);
    expect(uncounted.pageInfo.nextCursor).toEqual(expect.any(String));
    expect(await run(adapter.countEntities({ filter: ['kind=component'] }))).toBe(counted.totalItems);
    expect(await run(adapter.countEntities({ fullTextFilterTerm: ' Payments Serv ', fullTextFilterFields: ['metadata.title'] }))).toBe(1);
  });

  it('loads entities by refs in the order asked, null for the missing ones, with the filter applied', async () => {
    const refs = ['component:default/payments', 'component:default/no-such-thing', 'group:default/team-payments', 'api:default/payments-api'];
    expect(refsOf(await run(adapter.getEntitiesByRefs({ entityRefs: refs, fields: ['metadata.title'] })))).toEqual([
      'component:default/payments',
      null,
      'group:default/team-payments',
      'api:default/payments-api',
    ]);
    expect(refsOf(await run(adapter.getEntitiesByRefs({ entityRefs: refs, filter: ['kind=component'] })))).toEqual([
      'component:default/payments',
      null,
      null,
      null,
    ]);
    const byRefs = calls.filter((call) => call.url.includes('/entities/by-refs'));
    expect(byRefs.map((call) => call.method)).toEqual(['POST', 'POST']);
    expect(byRefs[1]?.url).toMatch(/\/entities\/by-refs\?filter=kind%3Dcomponent$/);
  });

  it('splits more than 1000 refs into chunks and keeps the positions', async () => {
    const missing = Array.from({ length: 1500 }, (_, index) => `component:default/missing-${index}`);
    const refs = ['component:default/ledger', ...missing.slice(0, 1200), 'component:default/payments', ...missing.slice(1200)];
    const items = await run(adapter.getEntitiesByRefs({ entityRefs: refs, fields: ['kind'] }));
    expect(items).toHaveLength(refs.length);
    expect(refsOf([items[0]!, items[1201]!])).toEqual(['component:default/ledger', 'component:default/payments']);
    expect(items.filter((item) => item !== null)).toHaveLength(2);
    expect(calls.filter((call) => call.url.includes('/entities/by-refs'))).toHaveLength(2);
  });

  it('asks nothing for no refs', async () => {
    expect(await run(adapter.getEntitiesByRefs({ entityRefs: [] }))).toEqual([]);
    expect(calls).toEqual([]);
  });

  it('finds an entity by name and answers undefined for a missing one', async () => {
    const payments = await run(adapter.getEntityByRef({ kind: 'Component', namespace: 'default', name: 'payments' }));
    expect(payments?.metadata.title).toBe('Payments Service');
    expect(payments?.spec?.owner).toBe('group:default/team-payments');
    expect(payments?.relations).toEqual(expect.arrayContaining([{ type: 'ownedBy', targetRef: 'group:default/team-payments' }]));
    expect(await run(adapter.getEntityByRef({ kind: 'component', namespace: 'default', name: 'no-such-thing' }))).toBeUndefined();
  });

  it('finds an entity by uid, answers undefined for an unknown uid', async () => {
    const ledger = await run(adapter.getEntityByRef({ kind: 'component', namespace: 'default', name: 'ledger' }));
    const uid = ledger!.metadata.uid!;
    expect((await run(adapter.getEntityByUid(uid)))?.metadata.name).toBe('ledger');
    expect(await run(adapter.getEntityByUid('00000000-0000-0000-0000-000000000000'))).toBeUndefined();
  });

  it('answers the ancestry of an entity, and fails with the status text for a missing one', async () => {
    const ancestry = await run(adapter.getEntityAncestry({ kind: 'resource', namespace: 'default', name: 'payments-db' }));
    expect(ancestry.rootEntityRef).toBe('resource:default/payments-db');
    const root = ancestry.items.find((item) => stringifyEntityRef(item.entity) === 'resource:default/payments-db');
    expect(root?.parentEntityRefs).toEqual(['location:default/example-infrastructure']);
    expect(ancestry.items.map((item) => stringifyEntityRef(item.entity))).toContain('location:default/example-infrastructure');

    const missing = await failure(adapter.getEntityAncestry({ kind: 'resource', namespace: 'default', name: 'no-such-thing' }));
    expect(missing).toMatchObject({ _tag: 'HttpStatus', status: 404, statusText: 'Not Found' });
    expect(missing.message).toMatch(/^Request failed with 404 Not Found/);
  });

  it('counts facets, narrowed by the filter', async () => {
    const { facets } = await run(adapter.getEntityFacets({ facets: ['kind', 'spec.lifecycle'], filter: ['kind=component'] }));
    expect(facets.kind).toEqual([{ value: 'Component', count: expect.any(Number) }]);
    const lifecycles = facets['spec.lifecycle']!.map((facet) => facet.value);
    expect(lifecycles).toEqual(expect.arrayContaining(['production', 'experimental', 'deprecated']));
    const components = await run(adapter.getEntities({ filter: ['kind=component'], fields: ['kind'] }));
    expect(facets.kind?.[0]?.count).toBe(components.length);
  });

  it('refreshes an entity (POST /refresh answers 200)', async () => {
    expect(await run(adapter.refreshEntity('component:default/payments'))).toBeUndefined();
    expect(calls).toEqual([{ url: `${backend.baseUrl}/api/catalog/refresh`, method: 'POST' }]);
  });
});

describe('validation and analysis', () => {
  const valid = {
    apiVersion: 'backstage.io/v1alpha1',
    kind: 'Component',
    metadata: { name: 'new-service' },
    spec: { type: 'service', lifecycle: 'experimental', owner: 'group:default/team-storefront' },
  };

  it('accepts a valid entity', async () => {
    expect(await run(adapter.validateEntity(valid, 'url:https://github.com/example-org/new-service'))).toEqual({ valid: true });
  });

  it('answers valid=false with the messages for an invalid entity or location', async () => {
    const badName = await run(
      adapter.validateEntity({ ...valid, metadata: { name: 'not a valid name!' } }, 'url:https://github.com/example-org/x'),
    );
    expect(badName.valid).toBe(false);
    if (badName.valid) return;
    expect(badName.errors.length).toBeGreaterThan(0);
    expect(badName.errors[0]?.message).toContain('metadata.name');

    const badLocation = await run(adapter.validateEntity(valid, 'file:/tmp/catalog-info.yaml'));
    expect(badLocation).toEqual({
      valid: false,
      errors: [expect.objectContaining({ message: expect.stringContaining("only 'url:<target>' is supported") })],
    });
  });

  it('analyzes a repository without a catalog file into a generated component', async () => {
    const result = await run(adapter.analyzeLocation({ location: { type: 'url', target: 'https://github.com/example-org/new-service' } }));
    expect(result.existingEntityFiles).toEqual([]);
    expect(result.generateEntities).toHaveLength(1);
    expect(result.generateEntities[0]?.entity).toMatchObject({ kind: 'Component', metadata: { name: 'new-service' } });
    expect(result.generateEntities[0]?.fields).toEqual([]);
  });
});

describe('locations', () => {
  it('registers a location: dry run, real, lookups, entity deletion and removal', async () => {
    const target = `${fileBase}${REGISTERED_FILE}`;

    const dryRun = await run(adapter.addLocation({ target, dryRun: true }));
    expect(dryRun.exists).toBe(false);
    expect(dryRun.location).toMatchObject({ type: 'url', target, id: `url:${target}` });
    expect(dryRun.entities.map(stringifyEntityRef)).toEqual(
      expect.arrayContaining(['component:default/adapter-test-service', 'component:default/adapter-test-worker']),
    );
    expect(calls[0]?.url).toMatch(/\/locations\?dryRun=true$/);
    expect(await run(adapter.getLocationByRef(`url:${target}`))).toBeUndefined();

    const added = await run(adapter.addLocation({ target }));
    expect(added.location).toMatchObject({ type: 'url', target, id: expect.any(String) });
    expect(added.entities).toEqual([]);
    const { id } = added.location;

    // Locations carry more than the domain names (e.g. the ref of their Location entity); it is kept.
    const location = { id, type: 'url', target, entityRef: expect.stringMatching(/^location:default\/generated-/) };
    expect(await run(adapter.getLocationById(id))).toEqual(location);
    expect(await run(adapter.getLocations())).toContainEqual(location);
    expect(await run(adapter.getLocationByRef(`url:${target}`))).toEqual(location);
    expect((await run(adapter.addLocation({ target, dryRun: true }))).exists).toBe(true);

    const again = await failure(adapter.addLocation({ target }));
    expect(again).toMatchObject({ _tag: 'HttpStatus', status: 409 });

    const worker = await until(
      async () => run(adapter.getEntityByRef({ kind: 'component', namespace: 'default', name: 'adapter-test-worker' })),
      'the registered entities',
    );
    expect(worker.metadata.annotations?.[ANNOTATION_ORIGIN_LOCATION]).toBe(`url:${target}`);
    expect(await run(adapter.getLocationByEntity({ kind: 'component', namespace: 'default', name: 'adapter-test-worker' }))).toEqual(
      location,
    );

    expect(await run(adapter.removeEntityByUid(worker.metadata.uid!))).toBeUndefined();
    expect(await run(adapter.getEntityByUid(worker.metadata.uid!))).toBeUndefined();

    expect(await run(adapter.removeLocationById(id))).toBeUndefined();
    expect(await run(adapter.getLocationById(id))).toBeUndefined();
    expect(await run(adapter.getLocationByRef(`url:${target}`))).toBeUndefined();
  });

  it('reports why a location cannot be added', async () => {
    const unreadable = await failure(adapter.addLocation({ target: `${fileBase}/no/such/catalog-info.yaml`, dryRun: true }));
    expect(unreadable._tag).toBe('HttpStatus');
    expect(unreadable.message).toMatch(/^Request failed with \d{3} /);

    const invalid = await failure(adapter.addLocation({ target: `${fileBase}${INVALID_FILE}`, dryRun: true }));
    expect(invalid).toMatchObject({ _tag: 'HttpStatus', status: 400 });
    expect(invalid.message).toContain('not a valid name!');

    const wrongType = await failure(adapter.addLocation({ type: 'file', target: '/tmp/catalog-info.yaml' }));
    expect(wrongType).toMatchObject({ _tag: 'HttpStatus', status: 400 });
    expect(wrongType.message).toContain('Registered locations must be of an allowed type');
  });

  it('answers undefined for unknown location ids and entities without a registered location', async () => {
    expect(await run(adapter.getLocationById('00000000-0000-0000-0000-000000000000'))).toBeUndefined();
    expect(await run(adapter.getLocationByEntity({ kind: 'component', namespace: 'default', name: 'no-such-thing' }))).toBeUndefined();
  });
});

describe('failures', () => {
  it('fails with 401 and the backend message without a token', async () => {
    const anonymous = new CatalogHttpAdapter((url, init) => fetch(url, init), async () => `${backend.baseUrl}/api/catalog`);
    expect(await failure(anonymous.getEntityByRef({ kind: 'component', namespace: 'default', name: 'payments' }))).toEqual({
      _tag: 'HttpStatus',
      status: 401,
      statusText: 'Unauthorized',
      message: 'Request failed with 401 Unauthorized, Missing credentials',
      name: 'AuthenticationError',
    });
  });

  it('fails with a transport error when the backend cannot be reached or found', async () => {
    const closedPort = await freePort();
    const unreachable = new CatalogHttpAdapter((url, init) => fetch(url, init), async () => `http://127.0.0.1:${closedPort}/api/catalog`);
    expect((await failure(unreachable.getLocations()))._tag).toBe('Transport');

    const undiscoverable = new CatalogHttpAdapter((url, init) => fetch(url, init), async () => {
      throw new Error('no catalog endpoint');
    });
    expect(await failure(undiscoverable.getLocations())).toEqual({
      _tag: 'Transport',
      message: 'Could not find the catalog backend: no catalog endpoint',
    });
  });
});
