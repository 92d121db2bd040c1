import * as E from 'fp-ts/Either';
import fc from 'fast-check';
import { DEFAULT_SUPPORT, type AppSettings } from '../../../domain/app/app-settings';
import type { JsonObject } from '../../../domain/app/config-values';
import { readAppSettings } from '../../../domain/app/read-app-settings';

const minimal: JsonObject = { app: { baseUrl: 'http://localhost:3000' }, backend: { baseUrl: 'http://localhost:7007' } };

const withConfig = (extra: Record<string, unknown>): JsonObject => {
  const merge = (a: Record<string, unknown>, b: Record<string, unknown>): Record<string, unknown> => {
    const out: Record<string, unknown> = { ...a };
    for (const [key, value] of Object.entries(b)) {
      const below = out[key];
      out[key] =
        typeof below === 'object' && below !== null && !Array.isArray(below) && typeof value === 'object' && value !== null && !Array.isArray(value)
          ? merge(below as Record<string, unknown>, value as Record<string, unknown>)
          : value;
    }
    return out;
  };
  return merge(minimal as Record<string, unknown>, extra) as JsonObject;
};

const settings = (data: JsonObject): AppSettings => {
  const result = readAppSettings(data);
  if (E.isLeft(result)) throw new Error(`expected settings, got: ${result.left}`);
  return result.right;
};

const problem = (data: JsonObject, context?: string): string => {
  const result = readAppSettings(data, context);
  if (E.isRight(result)) throw new Error('expected a config problem');
  return result.left;
};

describe('readAppSettings defaults', () => {
  it('needs only app.baseUrl and backend.baseUrl', () => {
    expect(settings(minimal)).toEqual({
      title: 'Portico',
      baseUrl: 'http://localhost:3000',
      basePath: '',
      backendBaseUrl: 'http://localhost:7007',
      discoveryEndpoints: [],
      authEnvironment: 'development',
      enableExperimentalRedirectFlow: false,
      permissionEnabled: false,
      permissionBatched: false,
      support: DEFAULT_SUPPORT,
      signInAuto: false,
      routeBindings: {},
    });
  });

  it('has no sign-in page unless providers are configured (the user is a guest)', () => {
    expect(settings(minimal).signInProviders).toBeUndefined();
  });
});

describe('readAppSettings values', () => {
  it('reads every key the browser uses', () => {
    const read = settings({
      app: {
        title: 'Acme Portal',
        baseUrl: 'https://portal.acme.com/backstage/',
        routes: { bindings: { 'catalog.createComponent': 'scaffolder.root', 'catalog.viewTechDoc': false } },
        support: {
          url: 'https://help.acme.com',
          items: [{ title: 'Chat', icon: 'chat', links: [{ url: 'https://chat.acme.com', title: '#portal' }] }, { title: 'Docs' }],
        },
      },
      backend: { baseUrl: 'https://backend.acme.com/' },
      discovery: {
        endpoints: [
          { target: 'https://search.acme.com/api/{{pluginId}}', plugins: ['search'] },
          { target: { internal: 'http://k8s.internal/api/kubernetes', external: 'https://k8s.acme.com/api/kubernetes' }, plugins: ['kubernetes'] },
        ],
      },
      auth: { environment: 'production' },
      enableExperimentalRedirectFlow: true,
      permission: { enabled: 'yes', EXPERIMENTAL_enableBatchedRequests: 'on' },
      portico: { signIn: { auto: true, providers: [{ id: 'github', title: 'GitHub', message: 'Sign in using GitHub' }] } },
    });
    expect(read).toEqual({
      title: 'Acme Portal',
      baseUrl: 'https://portal.acme.com/backstage',
      basePath: '/backstage',
      backendBaseUrl: 'https://backend.acme.com',
      discoveryEndpoints: [
        { target: 'https://search.acme.com/api/{{pluginId}}', plugins: ['search'] },
        { target: { internal: 'http://k8s.internal/api/kubernetes', external: 'https://k8s.acme.com/api/kubernetes' }, plugins: ['kubernetes'] },
      ],
      authEnvironment: 'production',
      enableExperimentalRedirectFlow: true,
      permissionEnabled: true,
      permissionBatched: true,
      support: {
        url: 'https://help.acme.com',
        items: [
          { title: 'Chat', icon: 'chat', links: [{ url: 'https://chat.acme.com', title: '#portal' }] },
          { title: 'Docs', links: [] },
        ],
      },
      signInProviders: [{ id: 'github', title: 'GitHub', message: 'Sign in using GitHub' }],
      signInAuto: true,
      routeBindings: { 'catalog.createComponent': 'scaffolder.root', 'catalog.viewTechDoc': false },
    });
  });

  it('gives guest and custom their own titles and messages, and others a default message', () => {
    expect(settings(withConfig({ portico: { signIn: { providers: [{ id: 'guest' }, { id: 'custom' }, { id: 'gitlab' }, { id: 'okta', title: 'Okta SSO' }] } } })).signInProviders).toEqual([
      {
        id: 'guest',
        title: 'Guest',
        message: 'Enter as a Guest User. You will not have a verified identity, meaning some features might be unavailable.',
      },
      { id: 'custom', title: 'Custom User', message: 'Enter your own User ID and credentials. This selection will not be stored.' },
      { id: 'gitlab', title: 'gitlab', message: 'Sign in using gitlab' },
      { id: 'okta', title: 'Okta SSO', message: 'Sign in using Okta SSO' },
    ]);
  });

  it.each([
    ['y', true], ['YES', true], ['true', true], ['1', true], ['on', true], [true, true],
    ['n', false], ['No', false], ['false', false], ['0', false], ['off', false], [false, false],
  ])('reads permission.enabled %j as %s', (value, expected) => {
    expect(settings(withConfig({ permission: { enabled: value } })).permissionEnabled).toBe(expected);
  });

  it('strips the trailing slashes of app.baseUrl and keeps its path as the base path (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z0-9-]{1,8}$/), { maxLength: 3 }), fc.integer({ min: 0, max: 3 }), (segments, slashes) => {
        const path = segments.map((segment) => `/${segment}`).join('');
        const read = settings(withConfig({ app: { baseUrl: `https://portal.example.com${path}${'/'.repeat(slashes)}` } }));
        expect(read.baseUrl).toBe(`https://portal.example.com${path}`);
        expect(read.basePath).toBe(path);
      }),
    );
  });
});

describe('readAppSettings errors name the key', () => {
  it.each<[string, JsonObject, string]>([
    ['missing app.baseUrl', { backend: { baseUrl: 'http://b' } }, "Missing required value in config for key 'app.baseUrl' (looked in 'app-config')"],
    ['missing backend.baseUrl', { app: { baseUrl: 'http://a' } }, "Missing required value in config for key 'backend.baseUrl' (looked in 'app-config')"],
    ['a number title', withConfig({ app: { title: 5 } }), "Invalid type in config for key 'app.title' in 'app-config', got number, wanted string"],
    ['an empty title', withConfig({ app: { title: '' } }), "Invalid type in config for key 'app.title' in 'app-config', got empty-string, wanted string"],
    ['app that is not an object', { app: 'x', backend: { baseUrl: 'http://b' } }, "Invalid type in config for key 'app' in 'app-config', got string, wanted object"],
    ['a boolean that is not one', withConfig({ permission: { enabled: 'maybe' } }), "Unable to convert config value for key 'permission.enabled' in 'app-config' to a boolean"],
    ['a redirect flag that is an object', withConfig({ enableExperimentalRedirectFlow: {} }), "Invalid type in config for key 'enableExperimentalRedirectFlow' in 'app-config', got object, wanted boolean"],
    ['support without url', withConfig({ app: { support: { items: [] } } }), "Missing required value in config for key 'app.support.url' (looked in 'app-config')"],
    ['a support item without title', withConfig({ app: { support: { url: 'https://x', items: [{ icon: 'chat' }] } } }), "Missing required value in config for key 'app.support.items[0].title' (looked in 'app-config')"],
    ['a support link without url', withConfig({ app: { support: { url: 'https://x', items: [{ title: 'a', links: [{ title: 'b' }] }] } } }), "Missing required value in config for key 'app.support.items[0].links[0].url' (looked in 'app-config')"],
    ['a provider without id', withConfig({ portico: { signIn: { providers: [{ id: 'guest' }, { title: 'x' }] } } }), "Missing required value in config for key 'portico.signIn.providers[1].id' (looked in 'app-config')"],
    ['providers that are not objects', withConfig({ portico: { signIn: { providers: ['guest'] } } }), "Invalid type in config for key 'portico.signIn.providers[0]' in 'app-config', got string, wanted object-array"],
  ])('%s', (_name, data, expected) => {
    expect(problem(data)).toBe(expected);
  });

  it('names the file it read', () => {
    expect(problem({ app: { baseUrl: 'http://a' } }, '/etc/portico/app-config.yaml')).toBe(
      "Missing required value in config for key 'backend.baseUrl' (looked in '/etc/portico/app-config.yaml')",
    );
  });

  it("refuses duplicate provider ids: 'ID is duplicated. IDs of identity providers have to be unique.'", () => {
    expect(problem(withConfig({ portico: { signIn: { providers: [{ id: 'github' }, { id: 'guest' }, { id: 'github', title: 'Again' }] } } }))).toBe(
      'ID is duplicated. IDs of identity providers have to be unique.',
    );
  });
});

describe('readAppSettings discovery endpoints', () => {
  it.each<[string, unknown, string]>([
    ['a list', { endpoints: { target: 'x' } }, "Invalid type in config for key 'discovery.endpoints', wanted array"],
    ['a target', { endpoints: [{ plugins: ['search'] }] }, 'Invalid discovery endpoint at discovery.endpoints[0]: wanted target and plugins'],
    ['plugins', { endpoints: [{ target: 'https://x/api/{{pluginId}}' }] }, 'Invalid discovery endpoint at discovery.endpoints[0]: wanted target and plugins'],
    ['string plugin ids', { endpoints: [{ target: 'https://x/api/{{pluginId}}', plugins: [1] }] }, 'Invalid discovery endpoint at discovery.endpoints[0]: wanted target and plugins'],
    ['an external target', { endpoints: [{ target: { internal: 'http://x' }, plugins: ['a'] }] }, 'Invalid discovery endpoint at discovery.endpoints[0]: wanted target and plugins'],
    ['a valid URL', { endpoints: [{ target: 'search.internal/api', plugins: ['search'] }] }, "Invalid discovery URL pattern 'search.internal/api': not a valid URL"],
    ['no hash', { endpoints: [{ target: 'https://x/api/{{pluginId}}#top', plugins: ['a'] }] }, "Invalid discovery URL pattern 'https://x/api/{{pluginId}}#top': URL must not have a hash"],
    ['no query', { endpoints: [{ target: 'https://x/api/{{pluginId}}?a=1', plugins: ['a'] }] }, "Invalid discovery URL pattern 'https://x/api/{{pluginId}}?a=1': URL must not have a query"],
    ['no trailing slash', { endpoints: [{ target: { external: 'https://x/api/{{pluginId}}/' }, plugins: ['a'] }] }, "Invalid discovery URL pattern 'https://x/api/{{pluginId}}/': URL must not end with a slash"],
  ])('needs %s', (_name, discovery, expected) => {
    expect(problem(withConfig({ discovery }))).toBe(expected);
  });

  it('names the index of the endpoint that is wrong', () => {
    expect(
      problem(
        withConfig({
          discovery: {
            endpoints: [
              { target: 'https://a/api/{{pluginId}}', plugins: ['a'] },
              { target: 'https://b/api/{{pluginId}}', plugins: ['b'] },
              { target: 'https://c/api/{{pluginId}}' },
            ],
          },
        }),
      ),
    ).toBe('Invalid discovery endpoint at discovery.endpoints[2]: wanted target and plugins');
  });
});

describe('readAppSettings route bindings', () => {
  it('accepts route ids and false', () => {
    const bindings = { 'catalog.createComponent': 'catalog-import.importPage', 'catalog.viewTechDoc': false };
    expect(settings(withConfig({ app: { routes: { bindings } } })).routeBindings).toEqual(bindings);
  });

  it('leaves the route ids to the start, which knows the routes of every plugin, package plugins included', () => {
    const bindings = { 'on-call.viewTeam': 'catalog.catalogEntity' };
    expect(settings(withConfig({ app: { routes: { bindings } } })).routeBindings).toEqual(bindings);
  });

  it.each<[string, unknown, string]>([
    ['an empty string', { 'catalog.createComponent': '' }, "Invalid config at app.routes.bindings['catalog.createComponent'], value must be a non-empty string or false"],
    ['true', { 'catalog.createComponent': true }, "Invalid config at app.routes.bindings['catalog.createComponent'], value must be a non-empty string or false"],
    ['a number', { x: 1 }, "Invalid config at app.routes.bindings['x'], value must be a non-empty string or false"],
    ['a list instead of an object', ['a'], 'Invalid config at app.routes.bindings, value must be an object'],
    ['a string instead of an object', 'a', 'Invalid config at app.routes.bindings, value must be an object'],
  ])('refuses %s', (_name, bindings, expected) => {
    expect(problem(withConfig({ app: { routes: { bindings } } }))).toBe(expected);
  });
});
