// The APIs the Backstage plugin host gives a plugin, on Portico's services. Backstage's API refs are stood in for by
// plain refs with their ids (the real ones are ES modules for React 18, which the host's build gives them).
import type { AnyApiFactory, ApiRef } from '@backstage/core-plugin-api';
import type { PortalServices } from '../../../adapters/backstage-plugins/portal-services';

const ref = (id: string) => ({ id, toString: () => `apiRef{${id}}` });
jest.mock('@backstage/core-app-api', () => ({ ConfigReader: jest.requireActual('@backstage/config').ConfigReader }));
jest.mock('@backstage/core-plugin-api', () => ({
  alertApiRef: ref('core.alert'),
  analyticsApiRef: ref('core.analytics'),
  configApiRef: ref('core.config'),
  discoveryApiRef: ref('core.discovery'),
  errorApiRef: ref('core.error'),
  fetchApiRef: ref('core.fetch'),
  identityApiRef: ref('core.identity'),
  storageApiRef: ref('core.storage'),
}));
jest.mock('@backstage/core-plugin-api/alpha', () => ({ translationApiRef: ref('core.translation') }));

// eslint-disable-next-line @typescript-eslint/no-require-imports -- after the mocks above
const { apiHolderOf, instantiationApis, portalApis } = require('../../../adapters/backstage-plugins/react18/backstage-apis') as typeof import('../../../adapters/backstage-plugins/react18/backstage-apis');

const apiRef = <T>(id: string) => ref(id) as unknown as ApiRef<T>;

const services = (): PortalServices & { posted: unknown[]; fetched: [string, RequestInit | undefined][]; events: string[]; tokens: string[] } => {
  const tokens: string[] = [];
  const posted: unknown[] = [];
  const fetched: [string, RequestInit | undefined][] = [];
  const events: string[] = [];
  return {
    posted,
    fetched,
    events,
    tokens,
    configData: { app: { title: 'Acme' }, integrations: { gitlab: [{ host: 'gitlab.acme.test', apiBaseUrl: 'https://gitlab.acme.test/api/v4' }] } },
    discovery: { getBaseUrl: async (pluginId) => `http://portal.test/api/${pluginId}` },
    fetch: async (input, init) => {
      fetched.push([input, init]);
      return new Response('{}');
    },
    identity: {
      getUser: () => ({ userEntityRef: 'user:default/pat', ownershipEntityRefs: ['group:default/payments'], displayName: 'Pat', email: 'pat@example.com' }),
      getToken: async () => 'the-token',
      subscribe: () => () => undefined,
    },
    alerts: { post: (alert) => posted.push(alert) },
    captureEvent: (action, subject) => events.push(`${action} ${subject}`),
    providerToken: async (provider, scopes) => {
      tokens.push(`${provider} ${scopes.join(' ')}`);
      if (provider !== 'github') throw new Error(`Sign-in with '${provider}' is not set up in this portal`);
      return 'gho_token';
    },
    isFeatureFlagActive: (name) => name === 'radar-v2',
    authorize: async ({ resourceRef }) => ({ result: resourceRef === 'group:default/team-payments' ? 'ALLOW' : 'DENY' }),
  };
};

describe("the Backstage plugin host's APIs", () => {
  it("gives fetch, discovery, identity, alerts and analytics as Portico's services", async () => {
    const portal = services();
    const holder = apiHolderOf(portalApis(portal), []);
    const fetchApi = holder.get(apiRef<{ fetch: (input: string | URL) => Promise<Response> }>('core.fetch'))!;
    await fetchApi.fetch(new URL('http://portal.test/api/tech-radar/data'));
    expect(portal.fetched[0]![0]).toBe('http://portal.test/api/tech-radar/data');
    await expect(holder.get(apiRef<{ getBaseUrl: (id: string) => Promise<string> }>('core.discovery'))!.getBaseUrl('tech-radar')).resolves.toBe('http://portal.test/api/tech-radar');
    const identity = holder.get(apiRef<{ getCredentials(): Promise<{ token?: string }>; getBackstageIdentity(): Promise<unknown> }>('core.identity'))!;
    await expect(identity.getCredentials()).resolves.toEqual({ token: 'the-token' });
    await expect(identity.getBackstageIdentity()).resolves.toEqual({ type: 'user', userEntityRef: 'user:default/pat', ownershipEntityRefs: ['group:default/payments'] });
    holder.get(apiRef<{ post(alert: { message: string; severity?: string }): void }>('core.alert'))!.post({ message: 'Saved', severity: 'success' });
    holder.get(apiRef<{ post(error: Error): void }>('core.error'))!.post(new Error('Could not load the radar'));
    expect(portal.posted).toEqual([
      { message: 'Saved', severity: 'success' },
      { message: 'Could not load the radar', severity: 'error' },
    ]);
    holder.get(apiRef<{ captureEvent(event: { action: string; subject: string }): void }>('core.analytics'))!.captureEvent({ action: 'click', subject: 'blip' });
    expect(portal.events).toEqual(['click blip']);
    const t = holder.get(apiRef<{ getTranslation(ref: unknown): { ready: boolean; t: (key: string, options?: object) => string } }>('core.translation'))!.getTranslation({
      id: 'radar',
      getDefaultMessages: () => ({ title: 'Radar of {{team}}', entries_one: '{{count}} entry', entries_other: '{{count}} entries' }),
    });
    expect([t.ready, t.t('title', { team: 'Payments' }), t.t('entries', { count: 1 }), t.t('entries', { count: 3 }), t.t('missing')]).toEqual([
      true,
      'Radar of Payments',
      '1 entry',
      '3 entries',
      'missing',
    ]);
  });

  it("builds a plugin's own API once, on first use, from the APIs it depends on; a missing one is named by its ref id", () => {
    const created: unknown[] = [];
    const factory = {
      api: apiRef('plugin.techradar.service'),
      deps: { fetchApi: apiRef('core.fetch'), discoveryApi: apiRef('core.discovery') },
      factory: (deps: unknown) => {
        created.push(deps);
        return { load: () => undefined };
      },
    } as unknown as AnyApiFactory;
    const holder = apiHolderOf(portalApis(services()), [factory]);
    const api = holder.get(apiRef('plugin.techradar.service'));
    expect(api).toBe(holder.get(apiRef('plugin.techradar.service')));
    expect(created).toHaveLength(1);
    expect(holder.get(apiRef('plugin.acme.service'))).toBeUndefined();
    const needsAcme = { ...factory, api: apiRef('plugin.sonarqube.service'), deps: { acmeApi: apiRef('plugin.acme.service') } } as unknown as AnyApiFactory;
    expect(() => apiHolderOf(portalApis(services()), [needsAcme]).get(apiRef('plugin.sonarqube.service'))).toThrow(
      'No implementation available for apiRef{plugin.acme.service}, which apiRef{plugin.sonarqube.service} depends on',
    );
  });

  it("reads a new-frontend-system plugin's factories when asked for an API, so that they may be known after the holder is made", () => {
    let factories: AnyApiFactory[] = [];
    const holder = apiHolderOf(portalApis(services()), () => factories);
    expect(holder.get(apiRef('plugin.techradar.service'))).toBeUndefined();
    factories = [{ api: apiRef('plugin.techradar.service'), deps: { configApi: apiRef('core.config') }, factory: () => ({ radar: true }) } as unknown as AnyApiFactory];
    expect(holder.get(apiRef('plugin.techradar.service'))).toEqual({ radar: true });
  });

  it("gives an extension's instantiation the app config and translations only", () => {
    const holder = instantiationApis({ app: { title: 'Acme' } });
    expect(holder.get(apiRef<{ getString(key: string): string }>('core.config'))!.getString('app.title')).toBe('Acme');
    expect(holder.get(apiRef<{ getTranslation(ref: unknown): { t: (key: string) => string } }>('core.translation'))!.getTranslation({ id: 'x', getDefaultMessages: () => ({ a: 'A' }) }).t('a')).toBe('A');
    expect(holder.get(apiRef('core.fetch'))).toBeUndefined();
  });

  it("gives the catalog through the portal's discovery and fetch, permissions from the portal's checks, and feature flags as the user switched them", async () => {
    const portal = services();
    const holder = apiHolderOf(portalApis(portal), []);
    const catalog = holder.get(apiRef<{ getEntityByRef(ref: string): Promise<unknown> }>('plugin.catalog.service'))!;
    await catalog.getEntityByRef('group:default/team-payments');
    expect(portal.fetched[0]![0]).toBe('http://portal.test/api/catalog/entities/by-name/group/default/team-payments');
    const permission = holder.get(apiRef<{ authorize(request: { permission: object; resourceRef?: string }): Promise<{ result: string }> }>('plugin.permission.api'))!;
    const update = { type: 'resource', name: 'catalog.entity.update', attributes: { action: 'update' }, resourceType: 'catalog-entity' };
    await expect(permission.authorize({ permission: update, resourceRef: 'group:default/team-payments' })).resolves.toEqual({ result: 'ALLOW' });
    const flags = holder.get(apiRef<{ isActive(name: string): boolean }>('core.featureflags'))!;
    expect([flags.isActive('radar-v2'), flags.isActive('other')]).toEqual([true, false]);
  });

  it("gives SCM credentials from the auth backend's provider of the URL's integration, with the plugin's extra scopes", async () => {
    const portal = services();
    const holder = apiHolderOf(portalApis(portal), []);
    const scmAuth = holder.get(
      apiRef<{ getCredentials(options: { url: string; additionalScope?: object }): Promise<{ token: string; headers: Record<string, string> }> }>('core.scmauth'),
    )!;
    await expect(scmAuth.getCredentials({ url: 'https://github.com/', additionalScope: { customScopes: { github: ['workflow'] } } })).resolves.toEqual({
      token: 'gho_token',
      headers: { Authorization: 'Bearer gho_token' },
    });
    expect(portal.tokens).toEqual(['github repo read:org read:user workflow']);
    await expect(scmAuth.getCredentials({ url: 'https://gitlab.acme.test/group/repo' })).rejects.toThrow("Sign-in with 'gitlab' is not set up in this portal");
    await expect(scmAuth.getCredentials({ url: 'https://git.example.org/repo' })).rejects.toThrow('No SCM integration of the app config (integrations) covers https://git.example.org/repo');
    const integrations = holder.get(apiRef<{ github: { byHost(host: string): unknown } }>('integration.scmintegrations'))!;
    expect(integrations.github.byHost('github.com')).toBeDefined();
    const github = holder.get(apiRef<{ getAccessToken(scope?: string): Promise<string> }>('core.auth.github'))!;
    await expect(github.getAccessToken('repo')).resolves.toBe('gho_token');
  });
});
