import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { TaskEither } from 'fp-ts/TaskEither';
import type { CompoundEntityRef } from '../../domain/catalog/entity-ref';
import { normalizePagePath } from '../../domain/docs/docs-paths';
import { docsMessages } from '../../domain/docs/messages';
import type { BackendError } from '../shared/backend-error';
import type { DocsPageLocation, TechDocsGateway } from './techdocs-gateway.port';

export interface LoadedDocsPage {
  readonly html: string;
  readonly location: DocsPageLocation;
}

/** Failures as the reader shows them: 404 'Page not found.' (+ the no-index sentence for a site's home), 500. */
export type DocsPageError =
  | { readonly _tag: 'PageNotFound'; readonly message: string; readonly missingIndex: boolean }
  | { readonly _tag: 'BackendFailure'; readonly message: string };

export const docsPageError = (error: BackendError, path: string): DocsPageError => {
  if ((error._tag === 'HttpStatus' && error.status === 404) || error._tag === 'NotFound') {
    const missingIndex = normalizePagePath(path) === '';
    return { _tag: 'PageNotFound', missingIndex, message: missingIndex ? `${docsMessages.pageNotFound} ${docsMessages.noIndexFile}` : docsMessages.pageNotFound };
  }
  if (error._tag === 'HttpStatus' && error.status === 500) return { _tag: 'BackendFailure', message: docsMessages.backendError };
  return { _tag: 'BackendFailure', message: error.message };
};

/** A docs page's HTML from storage, with where it lives (its links and images resolve against that). */
export const loadDocsPage =
  (gateway: TechDocsGateway) =>
  (ref: CompoundEntityRef, path: string, signal?: AbortSignal): TaskEither<DocsPageError, LoadedDocsPage> =>
    pipe(
      gateway.locatePage(ref, path),
      TE.chain((location) => pipe(gateway.getPageHtml(location, signal), TE.map((html) => ({ html, location })))),
      TE.mapLeft((error) => docsPageError(error, path)),
    );
