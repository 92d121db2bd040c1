/**
 * The part of the loaded config that the browser may see. Everything else (tokens, passwords, database
 * settings, backend secrets, where the server listens, the backend's internal addresses) stays on the server.
 * The allow-list names every key the browser reads, down to the leaves it reads: a key added next to an
 * allowed one (say `app.listen` beside `app.title`) stays on the server until it is listed here.
 */
import { configWithoutUrlCredentials } from '../url-credentials';

type Json = Record<string, unknown>;

/** What the browser reads of a config value. */
export type BrowserView =
  /** All of it: its content is the browser's business (texts, links, home page widgets). */
  | { readonly kind: 'all' }
  /** The listed keys of a mapping, each with what is read of it; a mapping left empty is dropped. */
  | { readonly kind: 'keys'; readonly keys: Readonly<Record<string, BrowserView>> }
  /** Every value of a mapping whose keys are open (integration types). */
  | { readonly kind: 'values'; readonly value: BrowserView }
  /** Every item of a list; an item that keeps nothing stays as `{}` so that positions hold. */
  | { readonly kind: 'items'; readonly item: BrowserView }
  /** A string as it is, or else what the view keeps (a discovery target: a URL, or internal and external URLs). */
  | { readonly kind: 'text-or'; readonly view: BrowserView };

const all: BrowserView = { kind: 'all' };
const keys = (read: Record<string, BrowserView>): BrowserView => ({ kind: 'keys', keys: read });
const values = (value: BrowserView): BrowserView => ({ kind: 'values', value });
const items = (item: BrowserView): BrowserView => ({ kind: 'items', item });
const textOr = (view: BrowserView): BrowserView => ({ kind: 'text-or', view });
const leaves = (...names: readonly string[]): BrowserView => keys(Object.fromEntries(names.map((name) => [name, all])));

/** The keys the browser app, its built-in plugins and the first page's start read (domain/app/read-app-settings.ts and the settings adapters). */
export const BROWSER_CONFIG: BrowserView = keys({
  app: keys({
    baseUrl: all,
    title: all,
    support: all,
    analytics: leaves('provider'),
    translations: all,
    routes: leaves('bindings'),
    // Which pages, sidebar items, entity tabs and cards show, in which order, with which titles, conditions and config.
    extensions: all,
  }),
  backend: leaves('baseUrl'),
  // The browser calls a plugin served elsewhere at its external URL; the internal one is for the backends.
  discovery: keys({ endpoints: items(keys({ target: textOr(leaves('external')), plugins: all })) }),
  auth: keys({ environment: all, autologout: leaves('enabled', 'idleTimeoutMinutes', 'promptBeforeIdleSeconds', 'logoutIfDisconnected') }),
  enableExperimentalRedirectFlow: all,
  permission: leaves('enabled', 'EXPERIMENTAL_enableBatchedRequests'),
  portico: keys({ signIn: all, embeddedBackend: all, home: all }),
  kubernetes: keys({ podExecTerminal: leaves('enabled'), frontend: keys({ podDelete: leaves('enabled') }) }),
  search: keys({ query: leaves('pageLimit'), typeFilter: all }),
  scaffolder: leaves('useLongPollingLogs'),
  techdocs: leaves('builder', 'storageUrl', 'legacyUseCaseSensitiveTripletPaths'),
  // How the catalog index pages (domain/catalog/index-pagination.ts); the rest of `catalog` is the backend's.
  catalog: keys({ index: leaves('pagination') }),
  // Integrations keep only their host and API base URL (the import's pull requests).
  integrations: values(items(leaves('host', 'apiBaseUrl', 'baseUrl', 'organization'))),
  home: all,
});

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

const own = (source: Json, key: string): boolean => Object.prototype.hasOwnProperty.call(source, key);

/** Defines rather than assigns, so a key named `__proto__` stays data. */
const withEntries = (entries: readonly (readonly [string, unknown])[]): Json => {
  const out: Json = {};
  for (const [key, value] of entries) Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
  return out;
};

/** What the browser may see of `value`; undefined when nothing of it is read. */
export const browserView = (view: BrowserView, value: unknown): unknown => {
  if (value === undefined) return undefined;
  switch (view.kind) {
    case 'all':
      return value;
    case 'text-or':
      return typeof value === 'string' ? value : browserView(view.view, value);
    case 'keys': {
      if (!isObject(value)) return undefined;
      const kept = Object.entries(view.keys).flatMap(([key, child]) => {
        const seen = own(value, key) ? browserView(child, value[key]) : undefined;
        return seen === undefined ? [] : [[key, seen] as const];
      });
      return kept.length ? withEntries(kept) : undefined;
    }
    case 'values': {
      if (!isObject(value)) return undefined;
      const kept = Object.entries(value).flatMap(([key, child]) => {
        const seen = browserView(view.value, child);
        return seen === undefined ? [] : [[key, seen] as const];
      });
      return kept.length ? withEntries(kept) : undefined;
    }
    case 'items':
      return Array.isArray(value) ? value.map((item) => browserView(view.item, item) ?? {}) : undefined;
  }
};

/** What the browser may see of the config, with no credentials in its URLs (https://user:password@host). */
export const frontendConfig = (config: Json): Json => {
  const view = configWithoutUrlCredentials(browserView(BROWSER_CONFIG, config));
  return isObject(view) ? view : {};
};

/**
 * Whether the browser reads the key at `path` (['app', 'title'], ['discovery', 'endpoints', 0, 'target']) or
 * something inside it. Positions in lists are numbers.
 */
export const browserReads = (path: readonly (string | number)[], view: BrowserView = BROWSER_CONFIG): boolean => {
  const [head, ...rest] = path;
  if (head === undefined || view.kind === 'all') return true;
  switch (view.kind) {
    case 'text-or':
      return browserReads(path, view.view);
    case 'keys':
      return typeof head === 'string' && own(view.keys, head) && browserReads(rest, view.keys[head]!);
    case 'values':
      return typeof head === 'string' && browserReads(rest, view.value);
    case 'items':
      return typeof head === 'number' && browserReads(rest, view.item);
  }
};
