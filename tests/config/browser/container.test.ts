import * as E from 'fp-ts/Either';
import { AppCookieGatewayToken } from '../../../application/app/app-cookie.port';
import { SessionManagerToken } from '../../../application/app/session-manager';
import * as TE from 'fp-ts/TaskEither';
import { KeyValueStoreToken } from '../../../application/app/key-value-store.port';
import { appServices } from '../../../adapters/app/app.services';
import { TRANSPORT_ERROR } from '../../../application/shared/deferred-service';
import { lazyLoader, lazyService, service } from '../../../application/shared/service-declaration';
import { serviceToken } from '../../../application/shared/service-token';
import type { BackendError } from '../../../application/shared/backend-error';
import type { TaskEither } from 'fp-ts/TaskEither';
import { buildContainer, type ContainerHost } from '../../../config/browser/container';
import { portalPlugins } from '../../../config/browser/plugins';
import { readAppSettings } from '../../../domain/app/read-app-settings';
import { memoryStorage } from '../../support/memory-storage';

const BACKEND = 'http://127.0.0.1:7007';

const settings = () => {
  const read = readAppSettings({ app: { baseUrl: 'http://127.0.0.1:3000' }, backend: { baseUrl: BACKEND } });
  if (E.isLeft(read)) throw new Error(read.left);
  return read.right;
};

describe('buildContainer', () => {
  it('sends the identity token with the app cookie refresh (the backend issues the cookie only for a Bearer token)', async () => {
    const requests: { url: string; authorization: string | null }[] = [];
    const fetchFn = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
      requests.push({ url: String(input), authorization: new Headers(init?.headers).get('authorization') });
      return new Response(JSON.stringify({ expiresAt: '2030-01-01T00:00:00.000Z' }), { headers: { 'content-type': 'application/json' } });
    };
    const fakeWindow = { localStorage: memoryStorage(), location: { origin: 'http://127.0.0.1:3000' } } as unknown as Window;
    const services = buildContainer(settings(), { window: fakeWindow, fetch: fetchFn, protectedMode: true }, portalPlugins());
    services.get(SessionManagerToken).signInAsCustomUser('user:default/ada', 'token-of-ada');

    const refreshed = await services.get(AppCookieGatewayToken).refresh()();

    expect(refreshed).toEqual(E.right(Date.parse('2030-01-01T00:00:00.000Z')));
    expect(requests).toEqual([{ url: `${BACKEND}/api/app/.backstage/auth/v1/cookie`, authorization: 'Bearer token-of-ada' }]);
  });

  const host = (fetchFn: ContainerHost['fetch'] = () => Promise.reject(new Error('no network in this test'))): ContainerHost => ({
    window: { localStorage: memoryStorage(), location: { origin: 'http://127.0.0.1:3000' }, crypto: globalThis.crypto } as unknown as Window,
    fetch: fetchFn,
    protectedMode: false,
  });

  it('resolves every service the shell and the plugins declare, without loading any lazy code or calling the network', () => {
    const fetchFn = jest.fn(() => Promise.reject(new Error('no network in this test')));
    const plugins = portalPlugins();
    const services = buildContainer(settings(), host(fetchFn), plugins);
    const declared = [...appServices, ...plugins.flatMap((plugin) => plugin.services ?? [])];

    expect(declared.length).toBeGreaterThan(55);
    for (const { token } of declared) expect(services.get(token)).toBeDefined();
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it("hands the services the boot's app config without asking the portal server again", async () => {
    const fetchFn = jest.fn(() => Promise.reject(new Error('no network in this test')));
    const ConfigToken = serviceToken<() => TaskEither<BackendError, unknown>>('ConfigReader');
    const withConfig = buildContainer(settings(), { ...host(fetchFn), appConfig: { app: { title: 'Boot config' } } }, [
      { id: 'reader', services: [service(ConfigToken, (_, context) => context.loadFrontendConfig)] },
    ]);
    expect(await withConfig.get(ConfigToken)()()).toEqual(E.right({ app: { title: 'Boot config' } }));
    expect(fetchFn).not.toHaveBeenCalled();

    const beforeBoot = buildContainer(settings(), host(fetchFn), [
      { id: 'reader', services: [service(ConfigToken, (_, context) => context.loadFrontendConfig)] },
    ]);
    const read = await beforeBoot.get(ConfigToken)()();
    expect(E.isLeft(read) && read.left.message).toBe('Tried to access config API before config was loaded');
  });

  it('creates each service once per container', () => {
    const services = buildContainer(settings(), host(), portalPlugins());
    expect(services.get(KeyValueStoreToken)).toBe(services.get(KeyValueStoreToken));
    expect(buildContainer(settings(), host(), portalPlugins()).get(KeyValueStoreToken)).not.toBe(services.get(KeyValueStoreToken));
  });

  it('refuses a token declared twice, naming the token and both declarers', () => {
    const token = serviceToken<string>('Greeting');
    const build = () =>
      buildContainer(settings(), host(), [
        { id: 'first-plugin', services: [service(token, () => 'hello')] },
        { id: 'second-plugin', services: [service(token, () => 'hi')] },
      ]);
    expect(build).toThrow("Service 'Greeting' is declared twice: by 'first-plugin' and by 'second-plugin'");
  });

  it("refuses a plugin's declaration of a token the shell already declares", () => {
    expect(() => buildContainer(settings(), host(), [{ id: 'intruder', services: [service(KeyValueStoreToken, () => ({}) as never)] }])).toThrow(
      "Service 'KeyValueStore' is declared twice: by 'app' and by 'intruder'",
    );
  });

  it('names a token nobody declares', () => {
    const services = buildContainer(settings(), host(), []);
    expect(() => services.get(serviceToken<string>('Nowhere'))).toThrow('Nowhere');
  });

  it('loads a lazy service with its first call, gives it other services and the context, and loads it once', async () => {
    interface Greeter {
      greet(name: string): TaskEither<BackendError, string>;
    }
    const GreeterToken = serviceToken<Greeter>('Greeter');
    const PunctuationToken = serviceToken<string>('Punctuation');
    const load = jest.fn(async (punctuation: string, title: string): Promise<Greeter> => ({ greet: (name) => TE.right(`${title}: ${name}${punctuation}`) }));
    const services = buildContainer(settings(), host(), [
      {
        id: 'greetings',
        services: [
          service(PunctuationToken, () => '!'),
          lazyService(GreeterToken, (get, context) => load(get(PunctuationToken), context.settings.title), { greet: TRANSPORT_ERROR }),
        ],
      },
    ]);

    const greeter = services.get(GreeterToken);
    expect(load).not.toHaveBeenCalled();
    const answers = await Promise.all([greeter.greet('Ada')(), services.get(GreeterToken).greet('Grace')()]);

    expect(answers).toEqual([E.right(`${settings().title}: Ada!`), E.right(`${settings().title}: Grace!`)]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('hands a lazy loader the same load on every call, and retries one that failed', async () => {
    const ModulesToken = serviceToken<() => Promise<{ readonly name: string }>>('Modules');
    const load = jest.fn<Promise<{ readonly name: string }>, []>().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue({ name: 'module' });
    const services = buildContainer(settings(), host(), [{ id: 'modules', services: [lazyLoader(ModulesToken, () => load())] }]);

    await expect(services.get(ModulesToken)()).rejects.toThrow('chunk failed');
    const loaded = await services.get(ModulesToken)();
    expect(await services.get(ModulesToken)()).toBe(loaded);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
