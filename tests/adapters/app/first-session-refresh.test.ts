import * as E from 'fp-ts/Either';
import { EMBEDDED_CONFIG_ELEMENT_ID, type DataBlockSource } from '../../../adapters/app/page-data-blocks';
import { startEarlySessionRefresh } from '../../../adapters/app/early-session-refresh';
import { fetchTakingFirstRefresh, firstRefreshUrl, sendFirstSessionRefresh } from '../../../adapters/app/first-session-refresh';
import type { HttpFetch } from '../../../application/shared/service-declaration';
import type { JsonObject } from '../../../domain/app/config-values';
import { PROVIDER_DEFAULT_SCOPES } from '../../../domain/app/provider-default-scopes';
import { readAppSettings } from '../../../domain/app/read-app-settings';
import { guestSessionBody, storageWith } from './session-fixtures';

const pageWith = (text: string | undefined): DataBlockSource => ({
  getElementById: (id) => (id === EMBEDDED_CONFIG_ELEMENT_ID && text !== undefined ? { textContent: text } : null),
});

/** A fetch that records what it is asked and answers every call with a session. */
const recordingFetch = () => {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetchFn: HttpFetch = (url, init) => {
    calls.push({ url, init });
    return Promise.resolve(new Response(JSON.stringify(guestSessionBody), { status: 200, headers: { 'content-type': 'application/json' } }));
  };
  return { calls, fetchFn };
};

/** The URL the app's own early refresh (the auth adapter, through the app's settings) asks for this config. */
const adapterRefreshUrl = async (appConfig: JsonObject, providerId: string): Promise<string | undefined> => {
  const settings = readAppSettings(appConfig);
  if (E.isLeft(settings)) throw new Error(settings.left);
  const { calls, fetchFn } = recordingFetch();
  await startEarlySessionRefresh(settings.right, storageWith(providerId), fetchFn)?.result;
  return calls[0]?.url;
};

const APP = { baseUrl: 'http://portal.example.com' };
const PROVIDERS = ['guest', 'my-oidc', ...Object.keys(PROVIDER_DEFAULT_SCOPES)];
const CONFIGS: [string, JsonObject][] = [
  ['the backend at the portal', { app: APP, backend: { baseUrl: 'http://portal.example.com' } }],
  ['a backend base URL with a path and a trailing slash', { app: APP, backend: { baseUrl: 'https://backstage.example.com/internal/' } }],
  ['an auth environment', { app: APP, backend: { baseUrl: 'https://backstage.example.com' }, auth: { environment: 'production' } }],
];

describe('firstRefreshUrl', () => {
  it.each(CONFIGS)("is the URL of the app's own refresh, for every provider, with %s", async (_case, appConfig) => {
    for (const providerId of PROVIDERS) {
      expect(firstRefreshUrl(appConfig, providerId)).toBe(await adapterRefreshUrl(appConfig, providerId));
    }
  });

  it.each([
    ['nothing is stored', { app: APP, backend: { baseUrl: 'http://b.example.com' } }, null],
    ['the legacy guest is stored', { app: APP, backend: { baseUrl: 'http://b.example.com' } }, 'guest-legacy'],
    ['a custom user is stored', { app: APP, backend: { baseUrl: 'http://b.example.com' } }, 'custom'],
    ['the config has no backend base URL', { app: APP }, 'guest'],
    ['the backend base URL is not a URL', { app: APP, backend: { baseUrl: '/backend' } }, 'guest'],
    ['the backend base URL has a query', { app: APP, backend: { baseUrl: 'http://b.example.com?x=1' } }, 'guest'],
    ['the auth environment is not text', { app: APP, backend: { baseUrl: 'http://b.example.com' }, auth: { environment: 3 } }, 'guest'],
    [
      'discovery endpoints are configured (the app decides where auth is)',
      { app: APP, backend: { baseUrl: 'http://b.example.com' }, discovery: { endpoints: [{ target: 'http://auth.example.com/api/{{pluginId}}', plugins: ['auth'] }] } },
      'guest',
    ],
    ['the config is not an object', 'text', 'guest'],
  ])('is undefined when %s', (_case, appConfig, stored) => {
    expect(firstRefreshUrl(appConfig, stored)).toBeUndefined();
  });
});

describe('sendFirstSessionRefresh', () => {
  const embedded = JSON.stringify({ appConfig: { app: APP, backend: { baseUrl: 'http://portal.example.com' } } });

  it("sends the stored session's refresh from the config in index.html, as a script's call with the session cookie", () => {
    const { calls, fetchFn } = recordingFetch();
    const sent = sendFirstSessionRefresh(pageWith(embedded), storageWith('github'), fetchFn);
    expect(sent?.url).toBe('http://portal.example.com/api/auth/github/refresh?optional&scope=read%3Auser&env=development');
    expect(calls).toEqual([{ url: sent!.url, init: { headers: { 'x-requested-with': 'XMLHttpRequest' }, credentials: 'include' } }]);
  });

  it.each([
    ['index.html carries no config', pageWith(undefined), storageWith('guest')],
    ['the config is not JSON', pageWith('{oops'), storageWith('guest')],
    ['the page may not use its storage', pageWith(embedded), undefined],
    ['no session is stored', pageWith(embedded), storageWith()],
    [
      'reading the storage throws',
      pageWith(embedded),
      {
        getItem: () => {
          throw new Error('denied');
        },
      } as unknown as Storage,
    ],
  ])('sends nothing when %s', (_case, page, storage) => {
    const { calls, fetchFn } = recordingFetch();
    expect(sendFirstSessionRefresh(page, storage, fetchFn)).toBeUndefined();
    expect(calls).toEqual([]);
  });

  it("makes the app's early refresh take the sent answer: one request, the session decoded", async () => {
    const { calls, fetchFn } = recordingFetch();
    const sent = sendFirstSessionRefresh(pageWith(embedded), storageWith('guest'), fetchFn);
    const settings = readAppSettings({ app: APP, backend: { baseUrl: 'http://portal.example.com' } });
    if (E.isLeft(settings)) throw new Error(settings.left);
    const result = await startEarlySessionRefresh(settings.right, storageWith('guest'), fetchTakingFirstRefresh(sent, fetchFn))!.result;
    expect(calls.map((call) => call.url)).toEqual(['http://portal.example.com/api/auth/guest/refresh?optional&env=development']);
    expect(E.isRight(result) && result.right.backstageIdentity?.identity.userEntityRef).toBe('user:development/guest');
  });
});

describe('fetchTakingFirstRefresh', () => {
  const URL_SENT = 'http://portal.example.com/api/auth/guest/refresh?optional&env=development';
  const answer = (body: string) => Promise.resolve(new Response(body));

  it('hands the sent answer to the first GET of its URL only; every other call goes out', async () => {
    const fetchFn = jest.fn<Promise<Response>, Parameters<HttpFetch>>(() => answer('sent again'));
    const taking = fetchTakingFirstRefresh({ url: URL_SENT, response: answer('early') }, fetchFn);
    expect(await (await taking('http://portal.example.com/api/catalog/entities')).text()).toBe('sent again');
    expect(await (await taking(URL_SENT, { method: 'POST' })).text()).toBe('sent again');
    expect(await (await taking(URL_SENT)).text()).toBe('early');
    expect(await (await taking(URL_SENT)).text()).toBe('sent again');
    expect(fetchFn).toHaveBeenCalledTimes(3);
  });

  it('sends the call again when the early one failed', async () => {
    const fetchFn = jest.fn<Promise<Response>, Parameters<HttpFetch>>(() => answer('sent again'));
    const failed = Promise.reject(new TypeError('Failed to fetch'));
    failed.catch(() => undefined);
    const taking = fetchTakingFirstRefresh({ url: URL_SENT, response: failed }, fetchFn);
    expect(await (await taking(URL_SENT)).text()).toBe('sent again');
    expect(fetchFn).toHaveBeenCalledWith(URL_SENT, undefined);
  });

  it('passes every call on when nothing was sent', async () => {
    const fetchFn = jest.fn<Promise<Response>, Parameters<HttpFetch>>(() => answer('sent'));
    await fetchTakingFirstRefresh(undefined, fetchFn)(URL_SENT);
    expect(fetchFn).toHaveBeenCalledTimes(1);
  });
});
