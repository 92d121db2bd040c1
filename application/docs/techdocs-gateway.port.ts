import type { TaskEither } from 'fp-ts/TaskEither';
import type { Entity } from '../../domain/catalog/entity';
import type { CompoundEntityRef } from '../../domain/catalog/entity-ref';
import type { BackendError } from '../shared/backend-error';
import { serviceToken } from '../shared/service-token';

/** What the docs backend knows about a site (techdocs_metadata.json). */
export interface TechDocsMetadata {
  readonly siteName: string;
  readonly siteDescription?: string;
  readonly etag?: string;
  readonly buildTimestamp?: number;
  readonly files?: readonly string[];
}

/** Where a page of a site lives in storage. */
export interface DocsPageLocation {
  /** The site's root directory URL, with a trailing slash. */
  readonly siteRoot: string;
  /** The page's directory URL (its relative links resolve against it), with a trailing slash. */
  readonly pageDirectory: string;
  readonly htmlUrl: string;
}

export interface SiteFile {
  readonly contentType: string;
  readonly bytes: Uint8Array;
}

export type SyncResult = 'updated' | 'cached';

/** A sync that ended with an error event; it rejects with the event's data. */
export type DocsSyncError = BackendError | { readonly _tag: 'SyncFailed'; readonly message: string };

/** The docs backend and its storage. */
export interface TechDocsGateway {
  /** GET {techdocs}/metadata/techdocs/{namespace}/{kind}/{name} */
  getTechDocsMetadata(ref: CompoundEntityRef): TaskEither<BackendError, TechDocsMetadata>;
  /** GET {techdocs}/metadata/entity/{namespace}/{kind}/{name} */
  getEntityMetadata(ref: CompoundEntityRef): TaskEither<BackendError, Entity>;
  /** The docs cookie, so the browser may load a site's images straight from storage. Answers its expiry. */
  issueCookie(): TaskEither<BackendError, string>;
  /** GET {techdocs}/sync/{namespace}/{kind}/{name}: an event stream of log lines that ends updated or cached. */
  sync(ref: CompoundEntityRef, onLog: (line: string) => void, signal?: AbortSignal): TaskEither<DocsSyncError, SyncResult>;
  locatePage(ref: CompoundEntityRef, path: string): TaskEither<BackendError, DocsPageLocation>;
  /** GET {storage}/{namespace}/{kind}/{name}/{path}/index.html; a missing page is the HttpStatus 404. */
  getPageHtml(location: DocsPageLocation, signal?: AbortSignal): TaskEither<BackendError, string>;
  /** A text file of the site (stylesheets), with the caller's credentials. */
  getSiteText(url: string, signal?: AbortSignal): TaskEither<BackendError, string>;
  /**
   * A binary file of the site (images), with the caller's credentials. Storage serves files as text/plain, which
   * browsers refuse to show as cross-origin images, so the reader loads them itself.
   */
  getSiteFile(url: string, signal?: AbortSignal): TaskEither<BackendError, SiteFile>;
}

export const TechDocsGatewayToken = serviceToken<TechDocsGateway>('TechDocsGateway');
