// Telling a page's code that failed to download (a stale chunk after a redeploy, a dropped connection)
// from an error of the page itself: only the first is cured by loading the code again.

/** What browsers and bundlers say when a dynamically imported module or its preloads cannot be fetched. */
const CHUNK_LOAD_MESSAGES: readonly RegExp[] = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
  /Unable to preload CSS for/i, // Vite's preload helper
  /Loading (CSS )?chunk [\w-]+ failed/i, // webpack-style ChunkLoadError texts
];

/** Errors Vite reported through its vite:preloadError event, whatever their text. */
const preloadErrors = new WeakSet<object>();

export const isChunkLoadError = (error: unknown): boolean => {
  if (typeof error !== 'object' || error === null) return false;
  if (preloadErrors.has(error)) return true;
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_LOAD_MESSAGES.some((pattern) => pattern.test(error.message));
};

interface PreloadErrorEvent extends Event {
  readonly payload?: unknown;
}

/**
 * Remembers the errors of Vite's vite:preloadError events, so that the error boundaries know them as
 * chunk-load failures. Vite still rejects the import with the error; the boundary offers the reload.
 */
export const watchPreloadErrors = (target: Pick<Window, 'addEventListener' | 'removeEventListener'>): (() => void) => {
  const remember = (event: Event) => {
    const payload = (event as PreloadErrorEvent).payload;
    if (typeof payload === 'object' && payload !== null) preloadErrors.add(payload);
  };
  target.addEventListener('vite:preloadError', remember);
  return () => target.removeEventListener('vite:preloadError', remember);
};

/**
 * The same-origin script address a failed dynamic import names in its message (Chromium and Firefox do;
 * Safari does not), without a retry parameter of an earlier attempt.
 */
export const failedModuleUrl = (error: unknown, origin: string): string | undefined => {
  if (!(error instanceof Error)) return undefined;
  const named = /(https?:\/\/[^\s'"]+\.m?js)(\?[^\s'"]*)?/.exec(error.message)?.[1];
  if (!named) return undefined;
  try {
    const url = new URL(named);
    return url.origin === origin ? url.href : undefined;
  } catch {
    return undefined;
  }
};

export const withRetryParam = (url: string, attempt: number): string => {
  const next = new URL(url);
  next.searchParams.set('retry', String(attempt));
  return next.href;
};

let retryGeneration = 0;

/** An error boundary's Retry: imports that failed before download again on their next render. */
export const retryFailedImports = (): void => {
  retryGeneration += 1;
};

/** How many Retries there have been; a failed import renders its error until this grows. */
export const importRetryGeneration = (): number => retryGeneration;
