import { createAuthenticatedFetch } from '../../../adapters/app/authenticated-fetch';
import { EarlyGets } from '../../../adapters/app/early-gets';
import type { HttpFetch } from '../../../application/shared/service-declaration';

const URL_A = 'http://127.0.0.1:7007/api/catalog/entities/by-query?limit=20';
const AUTH = { authorization: 'Bearer token-a' };

const recordingFetch = (status = 200) => {
  const calls: { url: string; method: string; authorization: string | null }[] = [];
  const fetchFn: HttpFetch = async (url, init) => {
    calls.push({ url, method: init?.method ?? 'GET', authorization: new Headers(init?.headers).get('authorization') });
    return new Response(JSON.stringify({ from: calls.length }), { status });
  };
  return { calls, fetchFn };
};

const bodyOf = async (response: Response) => (await response.json()) as unknown;

describe('EarlyGets', () => {
  it("hands an early GET's answer to the app's first identical call, once", async () => {
    const early = recordingFetch();
    const app = recordingFetch();
    const gets = new EarlyGets();
    gets.send(early.fetchFn, URL_A, { headers: AUTH });
    const appFetch = gets.fetchTakingEarly(app.fetchFn);

    expect(await bodyOf(await appFetch(URL_A, { headers: AUTH }))).toEqual({ from: 1 });
    expect(app.calls).toEqual([]);
    await appFetch(URL_A, { headers: AUTH });
    expect(app.calls).toEqual([{ url: URL_A, method: 'GET', authorization: 'Bearer token-a' }]);
    expect(early.calls).toHaveLength(1);
  });

  it('hands it only to the same method, URL and token', async () => {
    const early = recordingFetch();
    const app = recordingFetch();
    const gets = new EarlyGets();
    gets.send(early.fetchFn, URL_A, { headers: AUTH });
    const appFetch = gets.fetchTakingEarly(app.fetchFn);

    await appFetch(`${URL_A}&offset=20`, { headers: AUTH });
    await appFetch(URL_A, { method: 'POST', headers: AUTH });
    await appFetch(URL_A, { headers: { authorization: 'Bearer token-b' } });
    await appFetch(URL_A);
    expect(app.calls.map((call) => [call.method, call.url, call.authorization])).toEqual([
      ['GET', `${URL_A}&offset=20`, 'Bearer token-a'],
      ['POST', URL_A, 'Bearer token-a'],
      ['GET', URL_A, 'Bearer token-b'],
      ['GET', URL_A, null],
    ]);
    expect(gets.take(URL_A, { headers: AUTH })).toBeDefined();
  });

  it('sends the call again when the early one failed', async () => {
    const app = recordingFetch();
    const gets = new EarlyGets();
    gets.send(() => Promise.reject(new TypeError('network down')), URL_A, { headers: AUTH });
    const response = await gets.fetchTakingEarly(app.fetchFn)(URL_A, { headers: AUTH });
    expect(await bodyOf(response)).toEqual({ from: 1 });
    expect(app.calls).toHaveLength(1);
  });

  it('keeps the retry of an early 401 with the authenticated fetch', async () => {
    const early = recordingFetch(401);
    const app = recordingFetch();
    const gets = new EarlyGets();
    gets.send(early.fetchFn, URL_A, { headers: AUTH });
    const onUnauthorized = jest.fn(async () => 'token-fresh');
    const backendFetch = createAuthenticatedFetch({
      baseFetch: gets.fetchTakingEarly(app.fetchFn),
      getToken: async () => 'token-a',
      isAllowed: () => true,
      onUnauthorized,
    });

    const response = await backendFetch(URL_A);
    expect(response.status).toBe(200);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(app.calls).toEqual([{ url: URL_A, method: 'GET', authorization: 'Bearer token-fresh' }]);
  });

  it('lets an authorized call wait until the early calls are sent, so that it cannot slip ahead of its twin', async () => {
    const early = recordingFetch();
    const app = recordingFetch();
    const gets = new EarlyGets();
    let sent!: () => void;
    gets.whileSending(new Promise<void>((resolve) => (sent = resolve)));
    const answer = gets.fetchTakingEarly(app.fetchFn)(URL_A, { headers: AUTH });
    gets.send(early.fetchFn, URL_A, { headers: AUTH });
    sent();

    expect(await bodyOf(await answer)).toEqual({ from: 1 });
    expect(app.calls).toEqual([]);
  });

  it('does not hold calls without a token', async () => {
    const app = recordingFetch();
    const gets = new EarlyGets();
    gets.whileSending(new Promise<void>(() => undefined));
    await gets.fetchTakingEarly(app.fetchFn)(URL_A);
    expect(app.calls).toHaveLength(1);
  });

  it('drops the answers nobody took, releasing their bodies', async () => {
    const cancel = jest.fn(async () => undefined);
    const response = { body: { cancel } } as unknown as Response;
    const app = recordingFetch();
    const gets = new EarlyGets();
    gets.send(async () => response, URL_A, { headers: AUTH });
    gets.dropUnused();

    await gets.fetchTakingEarly(app.fetchFn)(URL_A, { headers: AUTH });
    expect(app.calls).toHaveLength(1);
    expect(cancel).toHaveBeenCalledTimes(1);
  });
});
