import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { docsPageError, loadDocsPage } from '../../../application/docs/load-docs-page.use-case';
import type { DocsPageLocation, TechDocsGateway } from '../../../application/docs/techdocs-gateway.port';
import type { BackendError } from '../../../application/shared/backend-error';

const location: DocsPageLocation = { siteRoot: 'http://b/s/', pageDirectory: 'http://b/s/runbook/', htmlUrl: 'http://b/s/runbook/index.html' };
const httpError = (status: number, statusText: string): BackendError => ({ _tag: 'HttpStatus', status, statusText, message: `Request failed with ${status} ${statusText}` });

const gateway = (page: E.Either<BackendError, string>): TechDocsGateway => ({
  getTechDocsMetadata: () => TE.left({ _tag: 'Transport', message: 'unused' }),
  getEntityMetadata: () => TE.left({ _tag: 'Transport', message: 'unused' }),
  issueCookie: () => TE.right('2030-01-01T00:00:00Z'),
  sync: () => TE.right('cached'),
  locatePage: () => TE.right(location),
  getPageHtml: (at) => (at === location ? TE.fromEither(page) : TE.left({ _tag: 'Transport', message: 'wrong location' })),
  getSiteText: () => TE.right(''),
  getSiteFile: () => TE.right({ contentType: '', bytes: new Uint8Array() }),
});

const ref = { kind: 'component', namespace: 'default', name: 'payments' };

describe('loadDocsPage', () => {
  it('answers the page HTML with where it lives', async () => {
    expect(await loadDocsPage(gateway(E.right('<h1>Runbook</h1>')))(ref, 'runbook')()).toEqual(E.right({ html: '<h1>Runbook</h1>', location }));
  });

  it.each<[string, BackendError, string, unknown]>([
    ['a missing home page', httpError(404, 'Not Found'), '', { _tag: 'PageNotFound', missingIndex: true, message: 'Page not found. This could be because there is no index.md file in the root of the docs directory of this repository.' }],
    ['a missing page', httpError(404, 'Not Found'), 'runbook', { _tag: 'PageNotFound', missingIndex: false, message: 'Page not found.' }],
    ['a 500', httpError(500, 'Internal Server Error'), 'runbook', { _tag: 'BackendFailure', message: 'Could not generate documentation or an error in the TechDocs backend.' }],
    ['another status', httpError(403, 'Forbidden'), 'runbook', { _tag: 'BackendFailure', message: 'Request failed with 403 Forbidden' }],
  ])('turns %s into the text the reader shows', async (_, error, path, expected) => {
    expect(await loadDocsPage(gateway(E.left(error)))(ref, path)()).toEqual(E.left(expected));
    expect(docsPageError(error, path)).toEqual(expected);
  });
});
