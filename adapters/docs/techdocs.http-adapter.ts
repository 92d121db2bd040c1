import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type * as t from 'io-ts';
import type { TaskEither } from 'fp-ts/TaskEither';
import type { DocsSettingsSource } from '../../application/docs/docs-settings.port';
import type {
  DocsPageLocation,
  DocsSyncError,
  SiteFile,
  SyncResult,
  TechDocsGateway,
  TechDocsMetadata,
} from '../../application/docs/techdocs-gateway.port';
import { transportError, type BackendError } from '../../application/shared/backend-error';
import type { Entity } from '../../domain/catalog/entity';
import type { CompoundEntityRef } from '../../domain/catalog/entity-ref';
import { DEFAULT_STORAGE_PATH, TECHDOCS_PLUGIN_ID } from '../../domain/docs/constants';
import { docsTriplet, pageDirectoryUrl, pageHtmlUrl, siteRootUrl, storageUrlOf, tripletPath } from '../../domain/docs/docs-paths';
import { EntityCodec } from '../catalog/entity.codec';
import { docsMessages } from '../../domain/docs/messages';
import { httpStatusError, pluginMissingOf, pluginRequests, requestJson, requestText, type FetchFn } from '../shared/http';
import { createEventStreamParser, type ServerSentEvent } from '../shared/event-stream';
import { CookieWire, TechDocsMetadataWire, toTechDocsMetadata } from './techdocs-metadata.codec';

/**
 * The metadata, sync and current cookie routes are served by every docs plugin of the new backend system: a bare 404
 * there means the backend has no docs plugin. Pages in storage are not checked: storage may live elsewhere, and a
 * missing page answers a bare 404 too.
 */
const TECHDOCS_BACKEND = { id: TECHDOCS_PLUGIN_ID, missingMessage: docsMessages.backendPluginMissing };
const techdocsCalls = pluginRequests(TECHDOCS_BACKEND);

/**
 * Where a docs backend issues the docs cookie: at the auth service's cookie path, which every plugin of Backstage's
 * new backend system serves (the 1.54 and 1.55 lines among them, where {techdocs}/cookie is gone); then at
 * {techdocs}/cookie, which only older docs backends serve. The path that answered is remembered.
 */
export const COOKIE_PATHS = ['/.backstage/auth/v1/cookie', '/cookie'] as const;
type CookiePath = (typeof COOKIE_PATHS)[number];

/** Where the path of the docs backend's cookie that answered is kept (the tab's session storage in the browser). */
export interface CookiePathMemory {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Kept for as long as the adapter lives, when there is no storage. */
export const inMemoryCookiePaths = (): CookiePathMemory => {
  const kept = new Map<string, string>();
  return { getItem: (key) => kept.get(key) ?? null, setItem: (key, value) => void kept.set(key, value) };
};

/** The tab's session storage, when the browser lets the page have it; else kept for as long as the adapter lives. */
export const sessionCookiePaths = (window: Window): CookiePathMemory => {
  try {
    return window.sessionStorage;
  } catch {
    return inMemoryCookiePaths();
  }
};

const COOKIE_PATH_KEY = 'portico:techdocs-cookie-path';

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** An error event's data is a JSON string (the backend's error message), else taken as it is. */
const errorEventMessage = (data: string): string => {
  try {
    const parsed: unknown = JSON.parse(data);
    if (typeof parsed === 'string') return parsed;
    if (typeof parsed === 'object' && parsed !== null && typeof (parsed as { message?: unknown }).message === 'string') {
      return (parsed as { message: string }).message;
    }
  } catch {
    // Not JSON: the text itself.
  }
  return data;
};

const logLine = (data: string): string => {
  try {
    const parsed: unknown = JSON.parse(data);
    return typeof parsed === 'string' ? parsed : data;
  } catch {
    return data;
  }
};

/** What one sync event means: go on (after logging), or the end of the sync. */
export const interpretSyncEvent = (event: ServerSentEvent, onLog: (line: string) => void): E.Either<DocsSyncError, SyncResult> | undefined => {
  switch (event.event) {
    case 'log':
      onLog(logLine(event.data));
      return undefined;
    case 'finish': {
      try {
        const data: unknown = JSON.parse(event.data);
        const updated = typeof data === 'object' && data !== null && (data as { updated?: unknown }).updated === true;
        return E.right(updated ? 'updated' : 'cached');
      } catch {
        return E.right('cached');
      }
    }
    case 'error':
      return E.left({ _tag: 'SyncFailed', message: errorEventMessage(event.data) });
    default:
      return undefined;
  }
};

/** The docs backend (metadata, cookie, sync) and its storage (page HTML). */
export class TechDocsHttpAdapter implements TechDocsGateway {
  constructor(
    private readonly fetchFn: FetchFn,
    private readonly resolveBaseUrl: (pluginId: string) => Promise<string>,
    private readonly settings: DocsSettingsSource,
    private readonly cookiePaths: CookiePathMemory = inMemoryCookiePaths(),
  ) {}

  getTechDocsMetadata(ref: CompoundEntityRef): TaskEither<BackendError, TechDocsMetadata> {
    return pipe(
      this.entityUrl('/metadata/techdocs', ref),
      TE.chain((url) => techdocsCalls.json(this.fetchFn, url, TechDocsMetadataWire)),
      TE.map(toTechDocsMetadata),
    );
  }

  getEntityMetadata(ref: CompoundEntityRef): TaskEither<BackendError, Entity> {
    return pipe(
      this.entityUrl('/metadata/entity', ref),
      TE.chain((url) => techdocsCalls.json(this.fetchFn, url, EntityCodec)),
    );
  }

  /**
   * Asks for the docs cookie where the backend answered it before in this session, else where the backend lines in
   * use answer it (the auth cookie path) and only then at the older {techdocs}/cookie: so that a current backend
   * answers no 404 (which the browser logs) on a person's first docs page, and an older one only once a session.
   */
  issueCookie(): TaskEither<BackendError, string> {
    return pipe(
      this.base(),
      TE.chain((base) => {
        const [current, older] = COOKIE_PATHS;
        // Every installed docs plugin of the new backend system serves the current path: a bare 404 there means no
        // docs plugin, unless the older path (which a backend of the old system serves) answers after all.
        const ask = (path: CookiePath): TaskEither<BackendError, t.TypeOf<typeof CookieWire> | undefined> =>
          path === current
            ? techdocsCalls.json(this.fetchFn, `${base}${current}`, CookieWire, { credentials: 'include', optional404: true })
            : requestJson(this.fetchFn, `${base}${older}`, CookieWire, { credentials: 'include', optional404: true });
        const [first, second] = this.rememberedCookiePath(base) === older ? [older, current] : [current, older];
        const answeredAt = (path: CookiePath) => (answer: t.TypeOf<typeof CookieWire> | undefined) => (answer ? { answer, path } : undefined);
        // A PluginMissing answer is kept until the other path has been asked too.
        let missing: BackendError | undefined;
        const tryPath = (path: CookiePath) =>
          pipe(
            ask(path),
            TE.map(answeredAt(path)),
            TE.orElse((error) => {
              if (error._tag !== 'PluginMissing') return TE.left(error);
              missing = error;
              return TE.right(undefined);
            }),
          );
        return pipe(
          tryPath(first),
          TE.chain((found) => (found ? TE.right(found) : tryPath(second))),
          TE.chain((found) => {
            if (!found) return TE.left<BackendError, string>(missing ?? { _tag: 'NotFound', message: 'The docs backend has no cookie endpoint' });
            this.rememberCookiePath(base, found.path);
            return TE.right(found.answer.expiresAt);
          }),
        );
      }),
    );
  }

  private rememberedCookiePath(base: string): string | undefined {
    try {
      return this.cookiePaths.getItem(`${COOKIE_PATH_KEY}:${base}`) ?? undefined;
    } catch {
      return undefined; // storage the browser refuses (private modes): the paths are asked in their usual order
    }
  }

  private rememberCookiePath(base: string, path: CookiePath): void {
    try {
      this.cookiePaths.setItem(`${COOKIE_PATH_KEY}:${base}`, path);
    } catch {
      // Not kept: asked in the usual order next time.
    }
  }

  sync(ref: CompoundEntityRef, onLog: (line: string) => void, signal?: AbortSignal): TaskEither<DocsSyncError, SyncResult> {
    return pipe(
      this.entityUrl('/sync', ref),
      TE.chainW((url) => () => this.readSync(url, onLog, signal)),
    );
  }

  locatePage(ref: CompoundEntityRef, path: string): TaskEither<BackendError, DocsPageLocation> {
    return pipe(
      TE.Do,
      TE.apS('base', this.base()),
      TE.apS('settings', TE.fromTask(this.settings.load())),
      TE.map(({ base, settings }) => {
        const storage = storageUrlOf(settings.storageUrl, base, DEFAULT_STORAGE_PATH);
        const triplet = docsTriplet(ref, settings.legacyUseCaseSensitiveTripletPaths);
        return {
          siteRoot: siteRootUrl(storage, triplet),
          pageDirectory: pageDirectoryUrl(storage, triplet, path),
          htmlUrl: pageHtmlUrl(storage, triplet, path),
        };
      }),
    );
  }

  getPageHtml(location: DocsPageLocation, signal?: AbortSignal): TaskEither<BackendError, string> {
    return requestText(this.fetchFn, location.htmlUrl, { headers: { accept: 'text/html, text/plain' }, ...(signal ? { signal } : {}) });
  }

  getSiteText(url: string, signal?: AbortSignal): TaskEither<BackendError, string> {
    return requestText(this.fetchFn, url, signal ? { signal } : {});
  }

  getSiteFile(url: string, signal?: AbortSignal): TaskEither<BackendError, SiteFile> {
    return async () => {
      try {
        const response = await this.fetchFn(url, signal ? { signal } : {});
        if (!response.ok) return E.left(await httpStatusError(response));
        return E.right({ contentType: response.headers.get('content-type') ?? '', bytes: new Uint8Array(await response.arrayBuffer()) });
      } catch (error) {
        return E.left(transportError(messageOf(error)));
      }
    };
  }

  private base(): TaskEither<BackendError, string> {
    return TE.tryCatch(
      async () => (await this.resolveBaseUrl(TECHDOCS_PLUGIN_ID)).replace(/\/+$/, ''),
      (error): BackendError => transportError(messageOf(error)),
    );
  }

  private entityUrl(prefix: string, ref: CompoundEntityRef): TaskEither<BackendError, string> {
    return pipe(
      TE.Do,
      TE.apS('base', this.base()),
      TE.apS('settings', TE.fromTask(this.settings.load())),
      TE.map(({ base, settings }) => `${base}${prefix}/${tripletPath(docsTriplet(ref, settings.legacyUseCaseSensitiveTripletPaths))}`),
    );
  }

  private async readSync(url: string, onLog: (line: string) => void, signal?: AbortSignal): Promise<E.Either<DocsSyncError, SyncResult>> {
    let response: Response;
    try {
      response = await this.fetchFn(url, { headers: { accept: 'text/event-stream' }, ...(signal ? { signal } : {}) });
    } catch (error) {
      return E.left(transportError(messageOf(error)));
    }
    const missing = await pluginMissingOf(response, TECHDOCS_BACKEND);
    if (missing) return E.left(missing);
    if (!response.ok) return E.left(await httpStatusError(response));
    const received: ServerSentEvent[] = [];
    const parser = createEventStreamParser((event) => received.push(event));
    // The sync answer may close right after its last event, without the blank line that ends it.
    const read = (text: string, ended: boolean) => {
      parser.push(text);
      if (ended) parser.end({ completeLast: true });
      for (const event of received.splice(0)) {
        const outcome = interpretSyncEvent(event, onLog);
        if (outcome) return outcome;
      }
      return undefined;
    };
    try {
      if (!response.body) return read(await response.text(), true) ?? E.right('cached');
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      for (;;) {
        const { value, done } = await reader.read();
        const outcome = done ? read(decoder.decode(), true) : read(decoder.decode(value, { stream: true }), false);
        if (outcome) {
          if (!done) await reader.cancel().catch(() => undefined);
          return outcome;
        }
        if (done) return E.left({ _tag: 'SyncFailed', message: 'The docs sync ended without a result' });
      }
    } catch (error) {
      return E.left(transportError(messageOf(error)));
    }
  }
}
