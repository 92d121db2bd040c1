import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { defaultDiscoveryPattern } from '../../../domain/app/discovery-pattern';
import {
  allowedBackendBases,
  isAllowedBackendUrl,
  resolvePluginBaseUrl,
  validateDiscoveryUrlPattern,
  type DiscoverySettings,
} from '../../../domain/app/discovery';

const messageOf = (result: E.Either<{ message: string }, unknown>) => (E.isLeft(result) ? result.left.message : 'Right');

describe('validateDiscoveryUrlPattern', () => {
  it.each([
    'http://localhost:7007/api/{{pluginId}}',
    'http://localhost:7007/api/{{ pluginId }}',
    'https://{{pluginId}}.internal.example.com',
    'https://backend.example.com/catalog-api',
  ])('accepts %p', (pattern) => expect(validateDiscoveryUrlPattern(pattern)).toEqual(E.right(pattern)));

  it.each([
    ['not a url', "Invalid discovery URL pattern 'not a url': not a valid URL"],
    ['/api/{{pluginId}}', "Invalid discovery URL pattern '/api/{{pluginId}}': not a valid URL"],
    ['http://x/api/{{pluginId}}#top', "Invalid discovery URL pattern 'http://x/api/{{pluginId}}#top': URL must not have a hash"],
    ['http://x/api/{{pluginId}}?a=1', "Invalid discovery URL pattern 'http://x/api/{{pluginId}}?a=1': URL must not have a query"],
    ['http://x/api/?', "Invalid discovery URL pattern 'http://x/api/?': URL must not have a query"],
    ['http://x/api/{{pluginId}}/', "Invalid discovery URL pattern 'http://x/api/{{pluginId}}/': URL must not end with a slash"],
    ['http://x/', "Invalid discovery URL pattern 'http://x/': URL must not end with a slash"],
  ])('refuses %p', (pattern, message) => expect(messageOf(validateDiscoveryUrlPattern(pattern))).toBe(message));

  it('refuses any valid URL once it carries a query, a hash or a trailing slash', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: false, withFragments: false }), fc.constantFrom('?q=1', '#x', '/'), (url, suffix) => {
        expect(E.isLeft(validateDiscoveryUrlPattern(`${url.replace(/\/+$/, '')}${suffix}`))).toBe(true);
      }),
    );
  });
});

describe('resolvePluginBaseUrl', () => {
  const settings: DiscoverySettings = {
    backendBaseUrl: 'http://localhost:7007/',
    endpoints: [
      { target: 'https://catalog.example.com/api/{{pluginId}}', plugins: ['catalog', 'search'] },
      { target: { internal: 'http://k8s.svc:7007/api/kubernetes', external: 'https://k8s.example.com/api/kubernetes' }, plugins: ['kubernetes'] },
      { target: 'https://bad.example.com/', plugins: ['broken'] },
    ],
  };

  it.each([
    ['catalog', 'https://catalog.example.com/api/catalog'],
    ['search', 'https://catalog.example.com/api/search'],
    ['kubernetes', 'https://k8s.example.com/api/kubernetes'],
    ['permission', 'http://localhost:7007/api/permission'],
    ['auth', 'http://localhost:7007/api/auth'],
  ])('%p → %p', (pluginId, url) => expect(resolvePluginBaseUrl(pluginId, settings)).toEqual(E.right(url)));

  it('reports a bad endpoint pattern', () => {
    expect(messageOf(resolvePluginBaseUrl('broken', settings))).toBe(
      "Invalid discovery URL pattern 'https://bad.example.com/': URL must not end with a slash",
    );
  });

  it('uses /api/{pluginId} under the backend base URL by default', () => {
    expect(defaultDiscoveryPattern('http://localhost:7007')).toBe('http://localhost:7007/api/{{pluginId}}');
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z][a-z0-9-]{0,20}$/), (pluginId) => {
        expect(resolvePluginBaseUrl(pluginId, { backendBaseUrl: 'https://b.example.com', endpoints: [] })).toEqual(
          E.right(`https://b.example.com/api/${pluginId}`),
        );
      }),
    );
  });
});

describe('isAllowedBackendUrl', () => {
  const bases = allowedBackendBases({
    backendBaseUrl: 'https://backend.example.com',
    endpoints: [
      { target: 'https://catalog.example.com/api/{{pluginId}}', plugins: ['catalog'] },
      { target: 'https://{{pluginId}}.svc.example.com', plugins: ['search'] },
      { target: { internal: 'http://inner', external: 'https://k8s.example.com/k8s-api' }, plugins: ['kubernetes'] },
    ],
  });

  it('lists the backend and the external discovery targets', () => {
    expect(bases).toEqual([
      'https://backend.example.com',
      'https://catalog.example.com/api/{{pluginId}}',
      'https://{{pluginId}}.svc.example.com',
      'https://k8s.example.com/k8s-api',
    ]);
  });

  it.each<[string, boolean]>([
    ['https://backend.example.com/api/catalog/entities', true],
    ['https://backend.example.com', true],
    ['https://BACKEND.example.com:443/api/x', true],
    ['https://catalog.example.com/api/catalog/entities?filter=kind=component', true],
    ['https://catalog.example.com/api/catalog', true],
    ['https://catalog.example.com/other', false],
    ['https://catalog.example.com/api', false],
    ['https://search.svc.example.com/api/query', true],
    ['https://a.b.svc.example.com/', false],
    ['https://k8s.example.com/k8s-api/clusters', true],
    ['https://k8s.example.com/k8s-api-evil', false],
    ['https://k8s.example.com/k8s-api/../admin', false],
    ['http://backend.example.com/api/catalog', false],
    ['https://backend.example.com:8443/api/catalog', false],
    ['https://backend.example.com.evil.com/api', false],
    ['https://evil.com/https://backend.example.com', false],
    ['https://backend.example.com@evil.com/', false],
    ['https://user:pw@backend.example.com/', false],
    ['http://inner/api', false],
    ['not a url', false],
  ])('%p → %p', (url, allowed) => expect(isAllowedBackendUrl(url, bases)).toBe(allowed));

  it('never allows a URL on a foreign host', () => {
    fc.assert(
      fc.property(fc.webUrl(), (url) => {
        const host = new URL(url).hostname;
        fc.pre(!host.endsWith('example.com'));
        expect(isAllowedBackendUrl(url, bases)).toBe(false);
      }),
    );
  });

  it('allows every path below the backend base URL', () => {
    fc.assert(
      fc.property(fc.webPath(), (path) => {
        expect(isAllowedBackendUrl(`https://backend.example.com${path}`, ['https://backend.example.com/'])).toBe(true);
      }),
    );
  });
});
