import { acceptedEncodings } from '../../../config/server/content-negotiation';
import { devAccess } from '../../../config/server/dev-access';
import { hostChecker } from '../../../config/server/host-check';
import { parseRequestTarget } from '../../../config/server/request-target';

describe('parseRequestTarget', () => {
  it.each([
    ['/', '/', ''],
    ['/catalog?kind=api', '/catalog', '?kind=api'],
    ['/a/../b', '/b', ''],
    ['/assets/%2e%2e/x', '/x', ''],
    ['/docs/%C3%A9', '/docs/%C3%A9', ''],
  ])('reads %s', (target, path, search) => {
    expect(parseRequestTarget(target)).toEqual({ path, search });
  });

  it.each([undefined, '', '*', '//[', '//', '//evil.example/x', 'http://evil.example/', 'evil.example:443', '/%', '/%zz', '/%c0%ae', '/a\\b'])(
    'refuses %s',
    (target) => {
      expect(parseRequestTarget(target)).toBeUndefined();
    },
  );
});

describe('hostChecker', () => {
  const listening = { host: '127.0.0.1', port: 4321 };

  it('answers app.baseUrl host and port, and the loopback names for a loopback app', () => {
    const isOwn = hostChecker({ appBaseUrl: new URL('http://localhost:3000') }, listening);
    for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000', 'LocalHost:3000']) expect(isOwn(host)).toBe(true);
    for (const host of [undefined, '', 'localhost', 'localhost:3001', 'evil.example:3000', 'localhost:3000@evil', 'a b']) expect(isOwn(host)).toBe(false);
  });

  it('answers the default port when the Host header leaves it out', () => {
    const isOwn = hostChecker({ appBaseUrl: new URL('https://portal.example.com/portal') }, listening);
    expect(isOwn('portal.example.com')).toBe(true);
    expect(isOwn('portal.example.com:443')).toBe(true);
    expect(isOwn('portal.example.com:80')).toBe(false);
    expect(isOwn('127.0.0.1:443')).toBe(false);
  });

  it('answers allowedHosts: a name on any port, a name:port on that port only', () => {
    const isOwn = hostChecker({ appBaseUrl: new URL('https://portal.example.com'), allowedHosts: ['portal.internal', 'Alias.Example:8443'] }, listening);
    expect(isOwn('portal.internal:9000')).toBe(true);
    expect(isOwn('alias.example:8443')).toBe(true);
    expect(isOwn('alias.example:8444')).toBe(false);
  });

  it('answers the listening address when there is no app.baseUrl', () => {
    const isOwn = hostChecker({}, listening);
    expect(isOwn('127.0.0.1:4321')).toBe(true);
    expect(isOwn('localhost:4321')).toBe(true);
    expect(isOwn('evil.example:4321')).toBe(false);
  });
});

describe('acceptedEncodings', () => {
  it.each([
    [undefined, ['identity']],
    ['gzip, br', ['identity', 'br', 'gzip']],
    ['br;q=0, gzip;q=0.1', ['identity', 'gzip']],
    ['*;q=0.5', ['identity', 'br', 'gzip']],
    ['*, br;q=0', ['identity', 'gzip']],
    [';;,,q=1', ['identity']],
  ])('reads %s', (header, encodings) => {
    expect([...acceptedEncodings(header)].sort()).toEqual([...encodings].sort());
  });
});

describe('devAccess', () => {
  const root = '/work/repo';
  it.each([
    ['/', '', 'page'],
    ['/catalog/default/component/my.service', '', 'page'],
    ['/catalog-import', '?url=https://x', 'page'],
    ['/README.md', '', 'page'],
    ['/config/browser/main.tsx', '', 'module'],
    ['/ui/app/app.tsx', '?t=1', 'module'],
    ['/domain/app/x.ts', '?raw', 'module'],
    ['/@vite/client', '', 'module'],
    ['/plugin-api/index.ts', '', 'module'],
    ['/node_modules/.vite/deps/react.js', '?v=1', 'module'],
    ['/@fs/work/repo/node_modules/x/y.css', '', 'module'],
    ['/config/browser/container.ts', '', 'graph-module'],
    ['/app-config.yaml', '', 'refused'],
    ['/app-config.production.yaml', '', 'refused'],
    ['/package.json', '', 'refused'],
    ['/package-lock.json', '', 'refused'],
    ['/.git/config', '', 'refused'],
    ['/.env', '', 'refused'],
    ['/tests/x.ts', '', 'refused'],
    ['/contracts/verify.ts', '', 'refused'],
    ['/config/dev-backend/embedded/x.ts', '', 'refused'],
    ['/config/server/portal-server.ts', '', 'refused'],
    ['/config/server/app-config/portal-settings.ts', '', 'refused'],
    ['/config/dev-backend/kubernetes-fixture/x.ts', '', 'refused'],
    ['/config/package/build-package.ts', '', 'refused'],
    ['/node_modules/.bin/vite', '', 'refused'],
    ['/node_modules/react/index.js', '?raw', 'refused'],
    ['/vite.config.ts', '?url', 'page'],
    ['/config/server/stack.ts', '?url', 'refused'],
    ['/@fs/etc/passwd', '', 'refused'],
    ['/@fs/work/repo/app-config.yaml', '', 'refused'],
  ])('%s%s is %s', (path, search, access) => {
    expect(devAccess(path, search, root)).toBe(access);
  });

  // portico dev: the plugin's own folder and the app repository's packages, by their absolute paths; nothing else of the app repository.
  const folders = ['/work/acme/plugins/greeting', '/work/acme/node_modules'];
  it.each([
    ['/@fs/work/acme/plugins/greeting/src/index.tsx', 'module'],
    ['/@fs/work/acme/node_modules/react/index.js', 'module'],
    ['/@fs/work/acme/node_modules/.vite/deps/react.js', 'module'],
    ['/@fs/work/acme/plugins/greeting/.env', 'refused'],
    ['/@fs/work/acme/plugins/greeting-secrets/key.pem', 'refused'],
    ['/@fs/work/acme/app-config.yaml', 'refused'],
    ['/@fs/work/acme/plugins/other/src/index.tsx', 'refused'],
  ])('with a plugin under development, %s is %s', (path, access) => {
    expect(devAccess(path, '', root, folders)).toBe(access);
  });
});
