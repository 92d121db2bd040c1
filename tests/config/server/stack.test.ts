import { browserConfig, usesBackendProxy, wantsEmbeddedBackend } from '../../../config/server/stack';

const config = (backendBaseUrl: string, portico: Record<string, unknown> = {}) => ({
  app: { baseUrl: 'http://localhost:3000' },
  backend: { baseUrl: backendBaseUrl, cors: { origin: 'http://localhost:3000' } },
  portico,
});

describe('wantsEmbeddedBackend', () => {
  it('starts the embedded backend for a backend on this machine unless switched off', () => {
    expect(wantsEmbeddedBackend(config('http://localhost:7007'))).toBe(true);
    expect(wantsEmbeddedBackend(config('http://127.0.0.1:7007'))).toBe(true);
    expect(wantsEmbeddedBackend(config('http://localhost:7007', { embeddedBackend: false }))).toBe(false);
    expect(wantsEmbeddedBackend(config('https://backstage.example.com'))).toBe(false);
  });

  it.each(['no', 'NO', 'n', 'off', 'false', '0'])('starts no backend with portico.embeddedBackend: %j', (value) => {
    expect(wantsEmbeddedBackend(config('http://localhost:7007', { embeddedBackend: value }))).toBe(false);
  });

  it.each(['yes', 'on', 'true', '1'])('starts the backend with portico.embeddedBackend: %j', (value) => {
    expect(wantsEmbeddedBackend(config('http://localhost:7007', { embeddedBackend: value }))).toBe(true);
  });
});

describe('usesBackendProxy', () => {
  it('passes the API on by default with the embedded backend', () => {
    expect(usesBackendProxy(config('http://localhost:7007'))).toBe(true);
  });

  it('leaves a backend elsewhere to be called directly unless asked to', () => {
    expect(usesBackendProxy(config('https://backstage.example.com'))).toBe(false);
    expect(usesBackendProxy(config('https://backstage.example.com', { backendProxy: true }))).toBe(true);
    expect(usesBackendProxy(config('http://localhost:7007', { embeddedBackend: false }))).toBe(false);
  });

  it('follows portico.backendProxy when it is set', () => {
    expect(usesBackendProxy(config('http://localhost:7007', { backendProxy: false }))).toBe(false);
  });

  it.each(['off', 'Off', 'no', 'n', 'false', '0'])('turns the proxy off with portico.backendProxy: %j', (value) => {
    expect(usesBackendProxy(config('http://localhost:7007', { backendProxy: value }))).toBe(false);
  });

  it.each(['on', 'yes', 'y', 'true', '1'])('turns the proxy on for a backend elsewhere with portico.backendProxy: %j', (value) => {
    expect(usesBackendProxy(config('https://backstage.example.com', { backendProxy: value }))).toBe(true);
  });

  it('refuses a spelling it does not know, naming the key', () => {
    expect(() => usesBackendProxy(config('http://localhost:7007', { backendProxy: 'maybe' }))).toThrow(/'portico\.backendProxy'/);
  });
});

describe('browserConfig', () => {
  it("behind the proxy, tells the browser that the backend is the portal's origin and base path", () => {
    const seen = browserConfig(config('http://localhost:7007'), true, 'http://localhost:3000/portal');
    expect(seen['backend']).toEqual({ baseUrl: 'http://localhost:3000/portal', cors: { origin: 'http://localhost:3000' } });
  });

  it('leaves the config as it is without the proxy', () => {
    const original = config('https://backstage.example.com');
    expect(browserConfig(original, false, 'http://localhost:3000')).toBe(original);
  });
});
