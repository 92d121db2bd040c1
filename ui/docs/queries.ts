import { useQuery, useQueryClient } from '@tanstack/react-query';
import * as E from 'fp-ts/Either';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { DocsEntityListerToken } from '../../application/docs/docs-entities.port';
import { DocsSettingsSourceToken } from '../../application/docs/docs-settings.port';
import { loadDocsPage, type DocsPageError, type LoadedDocsPage } from '../../application/docs/load-docs-page.use-case';
import { TechDocsGatewayToken } from '../../application/docs/techdocs-gateway.port';
import { TextSizeStoreToken } from '../../application/docs/text-size.store';
import { isPluginMissing, type BackendError } from '../../application/shared/backend-error';
import type { Entity } from '../../domain/catalog/entity';
import type { CompoundEntityRef } from '../../domain/catalog/entity-ref';
import { DEFAULT_DOCS_SETTINGS, type DocsSettings } from '../../domain/docs/docs-settings';
import { initialSyncState, syncReducer, type SyncState } from '../../domain/docs/reader-state';
import { imageTypeOf } from '../../domain/docs/site-links';
import { entityTitle } from '../../domain/catalog/presentation';
import { useOptionalService, useService } from '../app/services';
import { SearchEngineToken } from '../../application/search/search-engine.port';
import { siteSearchQuery } from '../../domain/docs/site-search';
import type { SearchQuery, SearchResult } from '../../domain/search/query';

const refKey = (ref: CompoundEntityRef) => [ref.namespace, ref.kind, ref.name] as const;

/** The react-query keys of the docs: a site's pages and metadata are keyed by the entity's namespace, kind and name. */
export const docsKeys = {
  settings: () => ['docs', 'settings'] as const,
  page: (ref: CompoundEntityRef, path: string) => ['docs', 'page', ...refKey(ref), path] as const,
  metadata: (ref: CompoundEntityRef) => ['docs', 'metadata', ...refKey(ref)] as const,
  entity: (ref: CompoundEntityRef) => ['docs', 'entity', ...refKey(ref)] as const,
  image: (url: string) => ['docs', 'image', url] as const,
  cookie: () => ['docs', 'cookie'] as const,
  stylesheets: (urls: readonly string[]) => ['docs', 'css', urls] as const,
  index: () => ['docs', 'index'] as const,
  siteSearch: (query: SearchQuery) => ['docs', 'site-search', query] as const,
};

/** Thrown by page queries so react-query keeps the typed reason. */
export class DocsPageLoadError extends Error {
  constructor(readonly reason: DocsPageError) {
    super(reason.message);
  }
}

export const useDocsSettings = (): DocsSettings => {
  const source = useService(DocsSettingsSourceToken);
  return useQuery({ queryKey: docsKeys.settings(), queryFn: () => source.load()(), staleTime: Infinity }).data ?? DEFAULT_DOCS_SETTINGS;
};

export const useDocsPage = (ref: CompoundEntityRef, path: string) => {
  const gateway = useService(TechDocsGatewayToken);
  const load = useMemo(() => loadDocsPage(gateway), [gateway]);
  return useQuery<LoadedDocsPage, DocsPageLoadError>({
    queryKey: docsKeys.page(ref, path),
    queryFn: async ({ signal }) => {
      const page = await load(ref, path, signal)();
      if (E.isLeft(page)) throw new DocsPageLoadError(page.left);
      return page.right;
    },
    retry: false,
    staleTime: 60_000,
  });
};

export const useTechDocsMetadata = (ref: CompoundEntityRef) => {
  const gateway = useService(TechDocsGatewayToken);
  return useQuery({
    queryKey: docsKeys.metadata(ref),
    queryFn: async () => {
      const result = await gateway.getTechDocsMetadata(ref)();
      if (E.isLeft(result)) throw new Error(result.left.message);
      return result.right;
    },
    retry: false,
  });
};

/** The docs' title: the site's name, else the entity's title, else its name while neither is known. */
export const useDocsTitle = (ref: CompoundEntityRef): string => {
  const metadata = useTechDocsMetadata(ref);
  const entity = useDocsEntityMetadata(ref);
  return metadata.data?.siteName ?? (entity.data ? entityTitle(entity.data) : ref.name);
};

export const useDocsEntityMetadata = (ref: CompoundEntityRef) => {
  const gateway = useService(TechDocsGatewayToken);
  return useQuery<Entity, Error>({
    queryKey: docsKeys.entity(ref),
    queryFn: async () => {
      const result = await gateway.getEntityMetadata(ref)();
      if (E.isLeft(result)) throw new Error(result.left.message);
      return result.right;
    },
    retry: false,
  });
};

const dataUrlOf = (bytes: Uint8Array, type: string): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the image'));
    reader.readAsDataURL(new Blob([bytes as BlobPart], { type }));
  });

/**
 * Loads a site image from storage with the user's credentials and answers it as a data: URL of its image type
 * (the portal's CSP allows data: images). Files that are not images answer undefined. Cached per URL.
 */
export const useSiteImageLoader = (): ((url: string) => Promise<string | undefined>) => {
  const gateway = useService(TechDocsGatewayToken);
  const queryClient = useQueryClient();
  return useCallback(
    (url: string) =>
      queryClient
        .fetchQuery({
          queryKey: docsKeys.image(url),
          queryFn: async () => {
            const file = await gateway.getSiteFile(url)();
            if (E.isLeft(file)) return null;
            const type = imageTypeOf(url, file.right.contentType);
            return type ? dataUrlOf(file.right.bytes, type) : null;
          },
          staleTime: 5 * 60_000,
        })
        .then((src) => src ?? undefined)
        .catch(() => undefined),
    [gateway, queryClient],
  );
};

type PluginMissing = Extract<BackendError, { _tag: 'PluginMissing' }>;

/** The docs cookie's expiry (0 without one), and the backend's answer when it has no docs plugin. */
interface DocsCookie {
  readonly expiresAt: number;
  readonly missingPlugin: PluginMissing | null;
}

const useDocsCookieQuery = () => {
  const gateway = useService(TechDocsGatewayToken);
  return useQuery<DocsCookie>({
    queryKey: docsKeys.cookie(),
    queryFn: async () => {
      const result = await gateway.issueCookie()();
      // Without a cookie the page still shows; only its images may not load.
      if (E.isRight(result)) return { expiresAt: Date.parse(result.right), missingPlugin: null };
      return { expiresAt: 0, missingPlugin: isPluginMissing(result.left) ? result.left : null };
    },
    staleTime: 5 * 60_000,
    retry: false,
  });
};

/** The docs cookie lets the browser load the site's images from storage; asked once, again near its expiry. */
export const useDocsCookie = (): boolean => useDocsCookieQuery().isFetched;

/**
 * Whether the backend has a docs plugin, read from the cookie call (which every docs plugin serves): the missing
 * plugin's error when it has none, null when it has one, undefined until known.
 */
export const useMissingTechDocs = (): PluginMissing | null | undefined => {
  const cookie = useDocsCookieQuery();
  return cookie.data ? cookie.data.missingPlugin : undefined;
};

/** Stylesheets of the site, fetched as text and inlined into the page's shadow root. */
export const useSiteStylesheets = (urls: readonly string[]) => {
  const gateway = useService(TechDocsGatewayToken);
  return useQuery({
    queryKey: docsKeys.stylesheets(urls),
    queryFn: async ({ signal }) => {
      const sheets = await Promise.all(urls.map(async (url) => ({ url, text: await gateway.getSiteText(url, signal)() })));
      return sheets.flatMap(({ url, text }) => (E.isRight(text) ? [{ url, text: text.right }] : []));
    },
    staleTime: 5 * 60_000,
    enabled: urls.length > 0,
  });
};

/**
 * Runs the docs sync for the site once per site: log lines while building, then updated
 * or cached; an error event ends it with its message.
 */
export const useDocsSync = (ref: CompoundEntityRef, hasContent: () => boolean): [SyncState, (event: Parameters<typeof syncReducer>[1]) => void] => {
  const gateway = useService(TechDocsGatewayToken);
  const [state, dispatch] = useReducer(syncReducer, initialSyncState);
  const contentRef = useRef(hasContent);
  contentRef.current = hasContent;
  const [namespace, kind, name] = refKey(ref);
  useEffect(() => {
    const controller = new AbortController();
    dispatch({ _tag: 'Restart' });
    void gateway
      .sync({ namespace, kind, name }, (line) => dispatch({ _tag: 'Log', line }), controller.signal)()
      .then((result) => {
        if (controller.signal.aborted) return;
        if (E.isRight(result)) dispatch({ _tag: 'Finish', updated: result.right === 'updated', hadContent: contentRef.current() });
        else dispatch({ _tag: 'Failed', message: result.left.message });
      });
    return () => controller.abort();
  }, [gateway, namespace, kind, name]);
  return [state, dispatch];
};

/** The text size add-on's value, kept in local storage. */
export const useTextSize = (): [number, (value: number) => void] => {
  const store = useService(TextSizeStoreToken);
  const [value, setValue] = useState(() => store.get());
  return [
    value,
    (next: number) => {
      store.set(next);
      setValue(store.get());
    },
  ];
};

export const useEntitiesWithDocs = () => {
  const lister = useService(DocsEntityListerToken);
  return useQuery<readonly Entity[], Error>({
    queryKey: docsKeys.index(),
    queryFn: async () => {
      const result = await lister.listEntitiesWithDocs()();
      if (E.isLeft(result)) throw new Error(result.left.message);
      return result.right;
    },
  });
};

/**
 * The search backend's docs documents of this site that match the term; `available` is false when the portal has
 * no search (then the reader offers no search box).
 */
export const useSiteSearch = (docsRef: CompoundEntityRef, term: string) => {
  const engine = useOptionalService(SearchEngineToken);
  const query = siteSearchQuery(docsRef, term);
  const results = useQuery<readonly SearchResult[], Error>({
    queryKey: docsKeys.siteSearch(query),
    queryFn: async ({ signal }) => {
      const answer = await engine!.query(query, signal)();
      if (E.isLeft(answer)) throw new Error(answer.left.message);
      return answer.right.results;
    },
    enabled: engine !== undefined && query.term !== '',
  });
  return { available: engine !== undefined, results };
};
