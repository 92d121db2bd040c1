import * as E from 'fp-ts/Either';
import { AppCookieGatewayToken } from '../../../application/app/app-cookie.port';
import { CookieRefresherToken, type CookieRefresher } from '../../../application/app/cookie-refresher';
import { startProtectedMode } from '../../../application/app/protected-mode';
import type { ServiceToken } from '../../../application/shared/service-token';

const lookup = (entries: [ServiceToken<unknown>, unknown][]) => {
  const byId = new Map(entries.map(([token, value]) => [token.id, value]));
  return {
    get<T>(token: ServiceToken<T>): T {
      if (!byId.has(token.id)) throw new Error(`No implementation available for ${token.name}`);
      return byId.get(token.id) as T;
    },
  };
};

describe('startProtectedMode', () => {
  it('starts the cookie refresher', async () => {
    const refresher = { start: jest.fn(async () => true) } as unknown as CookieRefresher;
    const result = await startProtectedMode(lookup([[CookieRefresherToken, refresher], [AppCookieGatewayToken, {}]]));
    expect(result).toEqual(E.right(true));
  });

  it.each([
    ['the cookie refresher', [[AppCookieGatewayToken, {}]]],
    ['the cookie gateway', [[CookieRefresherToken, { start: async () => true }]]],
  ] as [string, [ServiceToken<unknown>, unknown][]][])('refuses to start without %s', async (_name, entries) => {
    expect(await startProtectedMode(lookup(entries))).toEqual(E.left('App is running in protected mode but missing required APIs'));
  });
});
