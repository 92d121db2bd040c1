import * as E from 'fp-ts/Either';
import * as T from 'fp-ts/Task';
import * as TE from 'fp-ts/TaskEither';
import { deferDocsServices, type DocsServices } from '../../../application/docs/deferred-docs-services';
import type { TechDocsGateway } from '../../../application/docs/techdocs-gateway.port';
import { DEFAULT_DOCS_SETTINGS } from '../../../domain/docs/docs-settings';

const ref = { kind: 'component', namespace: 'default', name: 'payments' };
const location = { siteRoot: 'http://b/s/', pageDirectory: 'http://b/s/', htmlUrl: 'http://b/s/index.html' };

const gateway: TechDocsGateway = {
  getTechDocsMetadata: () => TE.right({ siteName: 'Payments Service' }),
  getEntityMetadata: () => TE.right({ apiVersion: 'v1', kind: 'Component', metadata: { name: 'payments' } }),
  issueCookie: () => TE.right('2030-01-01T00:00:00Z'),
  sync: (_ref, onLog) => {
    onLog('line');
    return TE.right('updated');
  },
  locatePage: () => TE.right(location),
  getPageHtml: () => TE.right('<h1>x</h1>'),
  getSiteText: () => TE.right('css'),
  getSiteFile: () => TE.right({ contentType: 'image/png', bytes: new Uint8Array([1]) }),
};

const services: DocsServices = {
  gateway,
  lister: { listEntitiesWithDocs: () => TE.right([]) },
  settings: { load: () => T.of({ ...DEFAULT_DOCS_SETTINGS, builder: 'external' }) },
};

describe('deferDocsServices', () => {
  it('passes every call through to the loaded adapters, loading them once', async () => {
    let loads = 0;
    const deferred = deferDocsServices(async () => {
      loads += 1;
      return services;
    });
    const lines: string[] = [];
    expect(await deferred.gateway.getTechDocsMetadata(ref)()).toEqual(E.right({ siteName: 'Payments Service' }));
    expect(E.isRight(await deferred.gateway.getEntityMetadata(ref)())).toBe(true);
    expect(await deferred.gateway.issueCookie()()).toEqual(E.right('2030-01-01T00:00:00Z'));
    expect(await deferred.gateway.sync(ref, (line) => lines.push(line))()).toEqual(E.right('updated'));
    expect(await deferred.gateway.locatePage(ref, '')()).toEqual(E.right(location));
    expect(await deferred.gateway.getPageHtml(location)()).toEqual(E.right('<h1>x</h1>'));
    expect(await deferred.gateway.getSiteText('u')()).toEqual(E.right('css'));
    expect(E.isRight(await deferred.gateway.getSiteFile('u')())).toBe(true);
    expect(await deferred.lister.listEntitiesWithDocs()()).toEqual(E.right([]));
    expect((await deferred.settings.load()()).builder).toBe('external');
    expect(lines).toEqual(['line']);
    expect(loads).toBe(1);
  });

  it('turns a failed load into a Transport error and default settings', async () => {
    const deferred = deferDocsServices(() => Promise.reject(new Error('chunk failed')));
    expect(await deferred.gateway.getPageHtml(location)()).toEqual(E.left({ _tag: 'Transport', message: 'chunk failed' }));
    expect(await deferred.settings.load()()).toEqual(DEFAULT_DOCS_SETTINGS);
  });
});
