import 'reflect-metadata';
import * as E from 'fp-ts/Either';
import { AppCookieGatewayToken } from '../../application/app/app-cookie.port';
import { SessionManagerToken } from '../../application/app/session-manager';
import { buildContainer } from '../../config/container';
import { readAppSettings } from '../../domain/app/read-app-settings';

const BACKEND = 'http://127.0.0.1:7007';

const settings = () => {
  const read = readAppSettings({ app: { baseUrl: 'http://127.0.0.1:3000' }, backend: { baseUrl: BACKEND } });
  if (E.isLeft(read)) throw new Error(read.left);
  return read.right;
};

const memoryStorage = (): Storage => {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
};

describe('buildContainer', () => {
  it('sends the identity token with the app cookie refresh (the backend issues the cookie only for a Bearer token)', async () => {
    const requests: { url: string; authorization: string | null }[] = [];
    const fetchFn = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
      requests.push({ url: String(input), authorization: new Headers(init?.headers).get('authorization') });
      return new Response(JSON.stringify({ expiresAt: '2030-01-01T00:00:00.000Z' }), { headers: { 'content-type': 'application/json' } });
    };
    const fakeWindow = { localStorage: memoryStorage(), location: { origin: 'http://127.0.0.1:3000' } } as unknown as Window;
    const services = buildContainer(settings(), { window: fakeWindow, fetch: fetchFn, protectedMode: true });
    services.get(SessionManagerToken).signInAsCustomUser('user:default/ada', 'token-of-ada');

    const refreshed = await services.get(AppCookieGatewayToken).refresh()();

    expect(refreshed).toEqual(E.right(Date.parse('2030-01-01T00:00:00.000Z')));
    expect(requests).toEqual([{ url: `${BACKEND}/api/app/.backstage/auth/v1/cookie`, authorization: 'Bearer token-of-ada' }]);
  });
});
