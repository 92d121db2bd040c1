import * as E from 'fp-ts/Either';
import { startEarlySessionRefresh } from '../../../adapters/app/early-session-refresh';
import { readAppSettings } from '../../../domain/app/read-app-settings';
import { jsonReply, startLocalHttpServer, type LocalHttpServer } from '../shared/local-http-server';
import { guestSessionBody, storageWith } from './session-fixtures';

let server: LocalHttpServer;
beforeAll(async () => {
  server = await startLocalHttpServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.received.length = 0;
});

const settings = () => {
  const read = readAppSettings({ app: { baseUrl: 'http://127.0.0.1:3000' }, backend: { baseUrl: server.origin } });
  if (E.isLeft(read)) throw new Error(read.left);
  return read.right;
};

describe('startEarlySessionRefresh', () => {
  it("starts the stored provider's optional refresh as a restore would, and hands over its decoded answer", async () => {
    server.answer(() => jsonReply(200, guestSessionBody));
    const early = startEarlySessionRefresh(settings(), storageWith('guest'), (input, init) => fetch(input, init));
    expect(early?.providerId).toBe('guest');
    const result = await early!.result;
    expect(server.received.map((request) => request.url)).toEqual(['/api/auth/guest/refresh?optional&env=development']);
    expect(server.received[0]!.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(E.isRight(result) && result.right.backstageIdentity?.identity.userEntityRef).toBe('user:development/guest');
  });

  it("asks the provider's default scopes, as the session manager's connector does", async () => {
    server.answer(() => jsonReply(200, guestSessionBody));
    await startEarlySessionRefresh(settings(), storageWith('github'), (input, init) => fetch(input, init))!.result;
    expect(server.received[0]!.url).toBe('/api/auth/github/refresh?optional&scope=read%3Auser&env=development');
  });

  it.each([
    ['nothing is stored', undefined],
    ['the legacy guest is stored (no backend session)', 'guest-legacy'],
    ['a custom user is stored (its token is never kept)', 'custom'],
  ])('starts nothing when %s', (_case, providerId) => {
    const fetchFn = jest.fn();
    expect(startEarlySessionRefresh(settings(), storageWith(providerId), fetchFn)).toBeUndefined();
    expect(fetchFn).not.toHaveBeenCalled();
  });
});
