import * as E from 'fp-ts/Either';
import {
  DEFAULT_PROXY_LIMITS,
  DEFAULT_SHUTDOWN_TIMEOUT_MS,
  embeddedBackendExposed,
  readPortalSettings,
  type PortalSettings,
} from '../../../../config/server/app-config/portal-settings';
import type { ConfigObject, JsonValue } from '../../../../domain/app/config-values';

const config = (portico: Record<string, JsonValue> = {}, backendBaseUrl = 'http://localhost:7007', appBaseUrl = 'http://localhost:3000'): ConfigObject => ({
  app: { baseUrl: appBaseUrl },
  backend: { baseUrl: backendBaseUrl },
  portico,
});

const settings = (data: ConfigObject): PortalSettings => {
  const read = readPortalSettings(data, '/srv/app-config.yaml');
  if (E.isLeft(read)) throw new Error(read.left);
  return read.right;
};

const problem = (data: ConfigObject): string => {
  const read = readPortalSettings(data, '/srv/app-config.yaml');
  if (E.isRight(read)) throw new Error('expected a problem');
  return read.left;
};

describe('readPortalSettings', () => {
  it('runs the embedded backend behind the proxy on loopback by default', () => {
    expect(settings(config())).toEqual({
      appBaseUrl: new URL('http://localhost:3000'),
      basePath: '',
      backendBaseUrl: new URL('http://localhost:7007'),
      listen: { host: '127.0.0.1', port: 3000 },
      allowedHosts: [],
      embeddedBackend: true,
      backendProxy: true,
      protectedMode: false,
      proxy: DEFAULT_PROXY_LIMITS,
      shutdownTimeoutMs: DEFAULT_SHUTDOWN_TIMEOUT_MS,
      pluginPackages: [],
      accessLog: true,
      metrics: { enabled: true },
    });
  });

  it('refuses to expose the embedded backend on the network, unless a lab says so in so many words', () => {
    const exposed = (extra: Record<string, JsonValue>) =>
      readPortalSettings({ app: { baseUrl: 'http://localhost:3000', listen: { host: '0.0.0.0' } }, backend: { baseUrl: 'http://localhost:7007' }, portico: extra });
    expect(exposed({})).toEqual(E.left(embeddedBackendExposed('0.0.0.0')));
    expect(embeddedBackendExposed('0.0.0.0')).toContain('portico.dangerouslyExposeEmbeddedBackend: true');
    expect(E.isRight(exposed({ dangerouslyExposeEmbeddedBackend: true }))).toBe(true);
    expect(E.isRight(exposed({ embeddedBackend: false }))).toBe(true);
    for (const host of ['127.0.0.1', '127.0.0.2', '::1', 'localhost']) {
      expect(E.isRight(readPortalSettings({ app: { baseUrl: 'http://localhost:3000', listen: { host } }, backend: { baseUrl: 'http://localhost:7007' } }))).toBe(true);
    }
  });

  it('serves metrics on a listener of its own only when given a port, on loopback unless told otherwise', () => {
    expect(settings(config({ metrics: { port: 9464 } })).metrics).toEqual({ enabled: true, listen: { host: '127.0.0.1', port: 9464 } });
    expect(settings(config({ metrics: { port: '9464', host: '0.0.0.0' } })).metrics).toEqual({ enabled: true, listen: { host: '0.0.0.0', port: 9464 } });
    expect(settings(config({ metrics: { enabled: 'off', port: 9464 } })).metrics).toEqual({ enabled: false });
    expect(settings(config({ accessLog: 'no' })).accessLog).toBe(false);
  });

  it('reads the plugin packages the portal is built with', () => {
    expect(settings(config({ plugins: ['@acme/portico-plugin-on-call', 'portico-plugin-cost'] })).pluginPackages).toEqual([
      '@acme/portico-plugin-on-call',
      'portico-plugin-cost',
    ]);
  });

  it.each(['off', 'OFF', 'no', 'n', 'false', '0', false, 0])('turns the proxy off with backendProxy: %j', (value) => {
    expect(settings(config({ backendProxy: value })).backendProxy).toBe(false);
  });

  it.each(['on', 'Yes', 'y', 'true', '1', true, 1])('turns the proxy on for a backend elsewhere with backendProxy: %j', (value) => {
    expect(settings(config({ backendProxy: value }, 'https://backstage.example.com')).backendProxy).toBe(true);
  });

  it.each(['no', 'No', 'off', 'n', 'false', '0', false])('starts no backend with embeddedBackend: %j', (value) => {
    const read = settings(config({ embeddedBackend: value }));
    expect(read.embeddedBackend).toBe(false);
    expect(read.backendProxy).toBe(false);
  });

  it.each(['yes', 'on', true])('turns protected mode on with protectedMode: %j', (value) => {
    expect(settings(config({ protectedMode: value })).protectedMode).toBe(true);
  });

  it('names key and file of a flag spelt otherwise', () => {
    expect(problem(config({ backendProxy: 'maybe' }))).toBe(
      "Unable to convert config value for key 'portico.backendProxy' in '/srv/app-config.yaml' to a boolean",
    );
  });

  it('listens on every interface for a public app.baseUrl without the embedded backend, and as configured', () => {
    expect(settings(config({}, 'https://backstage.example.com', 'https://portal.example.com/portal/')).listen).toEqual({ host: '0.0.0.0', port: 443 });
    expect(settings(config({}, 'https://backstage.example.com', 'https://portal.example.com/portal/')).basePath).toBe('/portal');
    expect(settings({ ...config({ embeddedBackend: false }), app: { baseUrl: 'http://localhost:3000', listen: { host: '::', port: '8080' } } }).listen).toEqual({
      host: '::',
      port: 8080,
    });
  });

  it('reads the proxy limits, allowed hosts and shutdown timeout, numbers given as text included', () => {
    const read = settings(
      config({ allowedHosts: ['portal.internal'], proxy: { connectTimeoutMs: '250', maxPendingRequests: 4 }, shutdownTimeoutMs: 1500 }),
    );
    expect(read.allowedHosts).toEqual(['portal.internal']);
    expect(read.proxy).toEqual({ ...DEFAULT_PROXY_LIMITS, connectTimeoutMs: 250, maxPendingRequests: 4 });
    expect(read.shutdownTimeoutMs).toBe(1500);
  });

  it('names the key of a bad limit or URL', () => {
    expect(problem(config({ proxy: { firstByteTimeoutMs: 0 } }))).toBe("Config key 'portico.proxy.firstByteTimeoutMs' must be a positive number, got 0");
    expect(problem(config({}, 'backend:7007'))).toBe("Config key 'backend.baseUrl' must be an http(s) URL, got 'backend:7007'");
    expect(problem(config({}, 'http://localhost:7007', '/relative'))).toBe("Config key 'app.baseUrl' must be an absolute URL, got '/relative'");
  });

  it('names no credentials of a bad URL (the message goes to the log)', () => {
    expect(problem(config({}, 'ftp://portal-user:url-secret@backstage.example.com'))).toBe(
      "Config key 'backend.baseUrl' must be an http(s) URL, got 'ftp://backstage.example.com'",
    );
    expect(problem(config({}, 'http://portal-user:url-secret@[bad'))).toBe("Config key 'backend.baseUrl' must be an absolute URL, got 'http://[bad'");
  });
});
