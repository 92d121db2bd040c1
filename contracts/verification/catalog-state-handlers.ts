// Catalog provider states, made true through the catalog's own API: register or remove locations of
// the fixture catalog files (contracts/fixtures), wait for ingestion, and hand back the ids the
// interactions need (uid, location id, cursors, file URL) as Pact provider-state values.
import { CATALOG_FIXTURES, catalogStates, INJECTED } from '../support/provider-states';
import type { BackendUnderTest, StateHandlers } from './backend-under-test';
import { stateDeadline, STATE_HANDLER_TIMEOUT_TEXT } from './timeouts';

const POLL_MS = 250;

interface Location {
  readonly id: string;
  readonly type: string;
  readonly target: string;
}

const catalogCall = async (backend: BackendUnderTest, path: string, init: RequestInit = {}): Promise<Response> =>
  fetch(`${backend.baseUrl}/api/catalog${path}`, {
    ...init,
    headers: { authorization: `Bearer ${backend.token}`, 'content-type': 'application/json', ...init.headers },
  });

const catalogJson = async <T>(backend: BackendUnderTest, path: string, init: RequestInit = {}): Promise<T> => {
  const response = await catalogCall(backend, path, init);
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} /api/catalog${path} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
};

const entityPath = (ref: { kind: string; namespace: string; name: string }) => `/entities/by-name/${ref.kind}/${ref.namespace}/${ref.name}`;

const NOT_INGESTED_HINT = 'is the catalog file that holds it registered (catalog.locations), and does the catalog accept its kind (catalog.rules)?';

/** Polls until the catalog has ingested the entity; answers its uid. */
const waitForEntity = async (
  backend: BackendUnderTest,
  ref: { kind: string; namespace: string; name: string },
  hint: string = NOT_INGESTED_HINT,
): Promise<string> => {
  const deadline = stateDeadline();
  for (;;) {
    const response = await catalogCall(backend, entityPath(ref));
    if (response.ok) return ((await response.json()) as { metadata: { uid: string } }).metadata.uid;
    await response.body?.cancel();
    if (Date.now() > deadline) throw new Error(`The catalog did not ingest ${ref.kind}:${ref.namespace}/${ref.name} within ${STATE_HANDLER_TIMEOUT_TEXT}: ${hint}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
};

const fixtureUrl = (backend: BackendUnderTest, fixture: string): string => {
  if (!backend.fixturesBaseUrl) {
    throw new Error(
      'This state registers a catalog file from contracts/fixtures: serve that folder where the backend can read it ' +
        'and pass its URL with --fixtures-base-url',
    );
  }
  return `${backend.fixturesBaseUrl.replace(/\/+$/, '')}/${fixture}`;
};

/** The fixture file must be served at its URL: the backend reads it from there. */
const expectServed = async (target: string): Promise<void> => {
  let status: number | string;
  try {
    const response = await fetch(target, { signal: AbortSignal.timeout(5_000) });
    await response.body?.cancel();
    status = response.status;
  } catch (error) {
    status = error instanceof Error ? error.message : String(error);
  }
  if (status !== 200) {
    throw new Error(`GET ${target} answered ${status}: serve the package's fixtures/ folder at the URL given with --fixtures-base-url`);
  }
};

const findLocation = async (backend: BackendUnderTest, target: string): Promise<Location | undefined> =>
  (await catalogJson<Array<{ data: Location }>>(backend, '/locations')).map((item) => item.data).find((location) => location.target === target);

const PAY_QUERY = '/entities/by-query?filter=kind%3Dcomponent&limit=1&orderField=metadata.name%2Casc&fullTextFilterTerm=pay&fullTextFilterFields=metadata.name';

/** The first page of the list the `after` interaction continues: same filter, order and limit. */
const FIRST_COMPONENT_PAGE = '/entities?fields=metadata.name&limit=1&filter=kind%3Dcomponent&order=asc%3Ametadata.name';

/** The `after` cursor of a `link: <...?after=...>; rel="next"` header, as GET /entities sends it when there is a next page. */
const afterCursorOf = (link: string | null): string | undefined => {
  const next = link?.split(',').find((part) => /;\s*rel="?next"?/.test(part));
  const target = next?.match(/<([^>]*)>/)?.[1];
  return target ? new URL(target, 'http://ignored').searchParams.get('after') ?? undefined : undefined;
};

export const catalogStateHandlers = (backend: BackendUnderTest): StateHandlers => ({
  [catalogStates.paymentsExists.name]: async () => ({
    [INJECTED.uid]: await waitForEntity(backend, { kind: 'component', namespace: 'default', name: 'payments' }),
  }),

  [catalogStates.entityAbsent.name]: async () => {
    const response = await catalogCall(backend, entityPath({ kind: 'component', namespace: 'default', name: 'does-not-exist' }));
    await response.body?.cancel();
    if (response.status !== 404) throw new Error(`component:default/does-not-exist must not exist, the catalog answered ${response.status}`);
  },

  [catalogStates.severalPayComponents.name]: async () => {
    await waitForEntity(backend, { kind: 'component', namespace: 'default', name: 'payments' });
    const page = await catalogJson<{ totalItems: number; pageInfo: { nextCursor?: string } }>(backend, PAY_QUERY);
    if (!page.pageInfo.nextCursor) throw new Error(`Only ${page.totalItems} component(s) have pay in their name; this state needs two or more`);
    return { [INJECTED.cursor]: page.pageInfo.nextCursor };
  },

  [catalogStates.severalComponents.name]: async () => {
    await waitForEntity(backend, { kind: 'component', namespace: 'default', name: 'payments' });
    const response = await catalogCall(backend, FIRST_COMPONENT_PAGE);
    const text = await response.text();
    if (!response.ok) throw new Error(`GET /api/catalog${FIRST_COMPONENT_PAGE} answered ${response.status}: ${text}`);
    const after = afterCursorOf(response.headers.get('link'));
    if (!after) throw new Error(`GET /api/catalog${FIRST_COMPONENT_PAGE} named no next page (link header: ${response.headers.get('link')}); this state needs two or more components`);
    return { [INJECTED.after]: after };
  },

  [catalogStates.locationAbsent.name]: async () => {
    const response = await catalogCall(backend, '/locations/00000000-0000-4000-8000-000000000000');
    await response.body?.cancel();
    if (response.status !== 404) throw new Error(`The location 00000000-0000-4000-8000-000000000000 must not exist, the catalog answered ${response.status}`);
  },

  // A property of the deployment's catalog.rules (Backstage allows Component by default); nothing to create.
  [catalogStates.componentsAccepted.name]: async () => undefined,

  [catalogStates.registeredLocation.name]: async () => {
    const target = fixtureUrl(backend, CATALOG_FIXTURES.registered);
    await expectServed(target);
    const location =
      (await findLocation(backend, target)) ??
      (await catalogJson<{ location: Location }>(backend, '/locations', { method: 'POST', body: JSON.stringify({ type: 'url', target }) })).location;
    const uid = await waitForEntity(
      backend,
      { kind: 'component', namespace: 'default', name: 'contract-registered' },
      `the location ${target} is registered (${location.id}); may the backend read it (backend.reading.allow must name ${new URL(target).host})?`,
    );
    return { [INJECTED.locationId]: location.id, [INJECTED.uid]: uid, [INJECTED.catalogFileUrl]: target };
  },

  [catalogStates.unregisteredFile.name]: async () => {
    const target = fixtureUrl(backend, CATALOG_FIXTURES.unregistered);
    await expectServed(target);
    const registered = await findLocation(backend, target);
    if (registered) {
      const response = await catalogCall(backend, `/locations/${encodeURIComponent(registered.id)}`, { method: 'DELETE' });
      await response.body?.cancel();
    }
    return { [INJECTED.catalogFileUrl]: target };
  },

  // Without an SCM location analyzer the catalog proposes an entity from the URL; with one, the
  // repository must really have no catalog file. Nothing to prepare from outside.
  [catalogStates.repositoryWithoutCatalogFile.name]: async () => undefined,
  [catalogStates.repositoryWithCatalogFile.name]: async () => undefined,
});
