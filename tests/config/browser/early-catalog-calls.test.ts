import * as E from 'fp-ts/Either';
import { EarlyGets } from '../../../adapters/app/early-gets';
import { LocalStorageStore } from '../../../adapters/app/local-storage.store';
import { SessionManagerToken, type EarlyRefresh } from '../../../application/app/session-manager';
import { transportError } from '../../../application/shared/backend-error';
import type { HttpFetch } from '../../../application/shared/service-declaration';
import { buildContainer } from '../../../config/browser/container';
import { sendEarlyCatalogCallsOnceRefreshed } from '../../../config/browser/early-catalog-calls';
import { portalPlugins } from '../../../config/browser/plugins';
import type { AuthSession } from '../../../domain/app/auth-session';
import { STORAGE_KEYS } from '../../../domain/app/constants';
import { readAppSettings } from '../../../domain/app/read-app-settings';
import { prepareOffThreadReading, readEntityAnswerEarly } from '../../../ui/api-docs/viewers/openapi-reading';
import { prefetchOpenedRoute, shellRoutes } from '../../../ui/app/opened-route-prefetch';
import { createAppQueryClient } from '../../../ui/app/query-client';
import { memoryStorage } from '../../support/memory-storage';

// A spy in its place: this test's DOM has no Worker, where the real one starts nothing.
jest.mock('../../../ui/api-docs/viewers/openapi-reading', () => ({
  ...jest.requireActual<object>('../../../ui/api-docs/viewers/openapi-reading'),
  prepareOffThreadReading: jest.fn(),
  readEntityAnswerEarly: jest.fn(),
}));

const prepareWorker = jest.mocked(prepareOffThreadReading);
const handEntityAnswer = jest.mocked(readEntityAnswerEarly);
const BACKEND = 'http://127.0.0.1:7007';
const TOKEN = 'token-of-ada';

const settings = (catalog: Record<string, unknown> = {}) => {
  const read = readAppSettings({ app: { baseUrl: 'http://127.0.0.1:3000' }, backend: { baseUrl: BACKEND }, catalog: catalog as never });
  if (E.isLeft(read)) throw new Error(read.left);
  return read.right;
};

const session: AuthSession = {
  profile: {},
  providerInfo: {},
  backstageIdentity: {
    token: TOKEN,
    expiresAt: Date.now() + 3_600_000,
    identity: { type: 'user', userEntityRef: 'user:default/ada', ownershipEntityRefs: ['user:default/ada', 'group:default/team-a'] },
  },
};

const refreshAnswering = (answer: EarlyRefresh['result'] extends Promise<infer A> ? A : never): EarlyRefresh => ({
  providerId: 'guest',
  result: Promise.resolve(answer),
});

interface Sent {
  readonly method: string;
  readonly url: string;
  readonly authorization: string | null;
}

const recordingFetch = () => {
  const sent: Sent[] = [];
  const fetchFn: HttpFetch = async (url, init) => {
    sent.push({ method: init?.method ?? 'GET', url, authorization: new Headers(init?.headers).get('authorization') });
    return new Response(JSON.stringify({ items: [], pageInfo: {}, totalItems: 0 }), { headers: { 'content-type': 'application/json' } });
  };
  return { sent, fetchFn };
};

const isCatalogCall = (call: Sent) => call.url.startsWith(`${BACKEND}/api/catalog/`);

/** What the entry sends for /catalog with `search`. */
const entryCalls = async (search: string, answer = refreshAnswering(E.right(session)), pathname = '/catalog', catalog = {}): Promise<Sent[]> => {
  const { sent, fetchFn } = recordingFetch();
  await sendEarlyCatalogCallsOnceRefreshed(answer, { settings: settings(catalog), location: { pathname, search }, fetchFn, earlyGets: new EarlyGets() });
  return sent;
};

/** What the app's start sends for the same page: the restored session, then the opened route's prefetch. */
const pageCalls = async (search: string, pathname = '/catalog', catalog = {}): Promise<Sent[]> => {
  const { sent, fetchFn } = recordingFetch();
  const storage = memoryStorage();
  new LocalStorageStore(storage).set(STORAGE_KEYS.signInProvider, 'guest');
  const window = { localStorage: storage, location: { origin: 'http://127.0.0.1:3000' }, crypto: globalThis.crypto } as unknown as Window;
  const plugins = portalPlugins();
  const services = buildContainer(settings(catalog), { window, fetch: fetchFn, protectedMode: false, earlySessionRefresh: refreshAnswering(E.right(session)) }, plugins);
  await services.get(SessionManagerToken).restore();
  const queryClient = createAppQueryClient();
  prefetchOpenedRoute(shellRoutes(plugins), { pathname, search }, { queryClient, services });
  await new Promise<void>((resolve) => {
    const check = () => (sent.some(isCatalogCall) ? resolve() : setTimeout(check, 5));
    check();
  });
  queryClient.clear();
  return sent.filter(isCatalogCall);
};

describe('the entry sends the catalog index page’s first call', () => {
  it.each([
    ['the default view', ''],
    ['a kind and a text filter', '?filters%5Bkind%5D=api&filters%5Btext%5D=payments'],
    ['the owned filter', '?filters%5Bkind%5D=component&filters%5Buser%5D=owned'],
    ['an order and a page size', '?filters%5Bkind%5D=system&sort=metadata.name,desc&limit=50'],
  ])('as the page sends it: %s', async (_, search) => {
    const early = await entryCalls(search);
    expect(early).toHaveLength(1);
    expect(early[0]!.authorization).toBe(`Bearer ${TOKEN}`);
    expect(early).toEqual(await pageCalls(search));
  });

  it.each([
    ['offset', '?filters%5Bkind%5D=component&offset=40&limit=10'],
    ['none', '?filters%5Bkind%5D=component'],
  ])('pages the way catalog.index.pagination says (%s), as the page does', async (mode, search) => {
    const catalog = { index: { pagination: mode } };
    const early = await entryCalls(search, undefined, '/catalog', catalog);
    expect(early).toHaveLength(1);
    expect(early[0]!.url).toContain(mode === 'offset' ? '/entities/by-query?' : '/entities?');
    expect(early).toEqual(await pageCalls(search, '/catalog', catalog));
  });

  it("asks the owned filter with the refreshed user's ownership refs", async () => {
    const [call] = await entryCalls('?filters%5Bkind%5D=component&filters%5Buser%5D=owned');
    expect(decodeURIComponent(call!.url)).toContain('group:default/team-a');
  });

  it.each([
    ['an entity page', '/catalog/default/component/payments'],
    ['a tab of it, with the kind and namespace in capitals', '/catalog/Default/API/payments-api/definition'],
    ['a name written with escapes', '/catalog/default/component/with%20space'],
  ])('sends the entity of %s as the page asks for it', async (_, pathname) => {
    const early = await entryCalls('', undefined, pathname);
    expect(early).toHaveLength(1);
    expect(early[0]!.url).toContain('/entities/by-name/');
    expect(early).toEqual(await pageCalls('', pathname));
  });

  it('sends nothing when the refresh found no session, for the starred filter or on another page', async () => {
    expect(await entryCalls('', refreshAnswering(E.left(transportError('not signed in'))))).toEqual([]);
    expect(await entryCalls('', refreshAnswering(E.right({ profile: {}, providerInfo: {} })))).toEqual([]);
    expect(await entryCalls('?filters%5Buser%5D=starred')).toEqual([]);
    expect(await entryCalls('', undefined, '/docs')).toEqual([]);
    expect(await entryCalls('', undefined, '/catalog/default/component')).toEqual([]);
    expect(await entryCalls('', undefined, '/catalog/default/component/%E0%A4%A')).toEqual([]);
  });
});

describe("the page's first script and the OpenAPI reader's worker", () => {
  beforeEach(() => {
    prepareWorker.mockClear();
    handEntityAnswer.mockClear();
  });

  /** Opens `pathname` while the refresh is still out; whether the worker was started by then. */
  const preparedBeforeTheRefresh = async (pathname: string): Promise<boolean> => {
    let answer = () => undefined as void;
    const result = new Promise<E.Either<never, AuthSession>>((resolve) => (answer = () => resolve(E.right(session))));
    const { fetchFn } = recordingFetch();
    const location = { pathname, search: '' };
    const sending = sendEarlyCatalogCallsOnceRefreshed({ providerId: 'guest', result }, { settings: settings(), location, fetchFn, earlyGets: new EarlyGets() });
    const prepared = prepareWorker.mock.calls.length > 0;
    answer();
    await sending;
    return prepared;
  };

  it.each(['/catalog/default/api/big-api/definition', '/catalog/Default/API/big-api/definition/'])(
    'starts the worker on the Definition tab %s, before the session is even refreshed',
    async (pathname) => {
      expect(await preparedBeforeTheRefresh(pathname)).toBe(true);
      expect(prepareWorker).toHaveBeenCalledTimes(1);
    },
  );

  it("hands the worker the early entity call's answer, the one the app's own call then takes", async () => {
    const { fetchFn } = recordingFetch();
    const earlyGets = new EarlyGets();
    const location = { pathname: '/catalog/default/api/big-api/definition', search: '' };
    await sendEarlyCatalogCallsOnceRefreshed(refreshAnswering(E.right(session)), { settings: settings(), location, fetchFn, earlyGets });
    expect(handEntityAnswer).toHaveBeenCalledTimes(1);
    const url = `${BACKEND}/api/catalog/entities/by-name/api/default/big-api`;
    expect(earlyGets.take(url, { headers: { authorization: `Bearer ${TOKEN}` } })).toBe(handEntityAnswer.mock.calls[0]![0]);
  });

  it("hands nothing over on an entity page's other tabs", async () => {
    await entryCalls('', undefined, '/catalog/default/api/big-api');
    await entryCalls('', undefined, '/catalog/default/component/big-api/definition');
    expect(handEntityAnswer).not.toHaveBeenCalled();
  });

  it.each([
    ['the overview tab', '/catalog/default/api/big-api'],
    ["another kind's tab of that name", '/catalog/default/component/big-api/definition'],
    ['the catalog index', '/catalog'],
  ])('starts nothing on %s', async (_, pathname) => {
    await preparedBeforeTheRefresh(pathname);
    expect(prepareWorker).not.toHaveBeenCalled();
  });
});

