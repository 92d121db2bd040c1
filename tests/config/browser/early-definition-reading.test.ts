// Opened on an API's Definition tab, the page's first script starts the worker a large OpenAPI definition is read
// in, before the app's code is in; on any other page it does not.
import * as E from 'fp-ts/Either';
import { EarlyGets } from '../../../adapters/app/early-gets';
import type { EarlyRefresh } from '../../../application/app/session-manager';
import type { HttpFetch } from '../../../application/shared/service-declaration';
import { sendEarlyCatalogCallsOnceRefreshed } from '../../../config/browser/early-catalog-calls';
import type { AuthSession } from '../../../domain/app/auth-session';
import { readAppSettings } from '../../../domain/app/read-app-settings';
import { prepareOffThreadReading } from '../../../ui/api-docs/viewers/openapi-reading';

jest.mock('../../../ui/api-docs/viewers/openapi-reading', () => ({
  ...jest.requireActual<object>('../../../ui/api-docs/viewers/openapi-reading'),
  prepareOffThreadReading: jest.fn(),
}));

const prepare = jest.mocked(prepareOffThreadReading);

const settings = () => {
  const read = readAppSettings({ app: { baseUrl: 'http://127.0.0.1:3000' }, backend: { baseUrl: 'http://127.0.0.1:7007' } });
  if (E.isLeft(read)) throw new Error(read.left);
  return read.right;
};

const session: AuthSession = {
  profile: {},
  providerInfo: {},
  backstageIdentity: {
    token: 'token-of-ada',
    expiresAt: Date.now() + 3_600_000,
    identity: { type: 'user', userEntityRef: 'user:default/ada', ownershipEntityRefs: ['user:default/ada'] },
  },
};

/** A refresh that has not answered yet: what the first script knows when it starts. */
const pendingRefresh = (): { refresh: EarlyRefresh; answer: () => void } => {
  let answer = () => undefined as void;
  const result = new Promise<E.Either<never, AuthSession>>((resolve) => (answer = () => resolve(E.right(session))));
  return { refresh: { providerId: 'guest', result }, answer };
};

const openOn = async (pathname: string): Promise<{ preparedBeforeTheRefresh: boolean }> => {
  const fetchFn: HttpFetch = async () => new Response('{}', { status: 404 });
  const { refresh, answer } = pendingRefresh();
  const sending = sendEarlyCatalogCallsOnceRefreshed(refresh, { settings: settings(), location: { pathname, search: '' }, fetchFn, earlyGets: new EarlyGets() });
  const preparedBeforeTheRefresh = prepare.mock.calls.length > 0;
  answer();
  await sending;
  return { preparedBeforeTheRefresh };
};

describe("the page's first script and the OpenAPI reader's worker", () => {
  beforeEach(() => prepare.mockClear());

  it.each(['/catalog/default/api/big-api/definition', '/catalog/Default/API/big-api/definition/'])(
    'starts the worker on %s, before the session is even refreshed',
    async (pathname) => {
      expect(await openOn(pathname)).toEqual({ preparedBeforeTheRefresh: true });
      expect(prepare).toHaveBeenCalledTimes(1);
    },
  );

  it.each([
    ['the overview tab', '/catalog/default/api/big-api'],
    ["another kind's tab of that name", '/catalog/default/component/big-api/definition'],
    ['the catalog index', '/catalog'],
  ])('starts nothing on %s', async (_, pathname) => {
    await openOn(pathname);
    expect(prepare).not.toHaveBeenCalled();
  });
});
