// What the dev server may hand out. Vite serves any file under the project root on request; the portal
// only lets through what the app's module graph needs: the app's source folders, dependencies, Vite's own
// endpoints, and the browser files of config/ the graph has loaded. Any other path is an app route and
// gets index.html; repository files (config, manifests, tests, server code, dotfiles) are refused.

/** Folders holding browser code; `?raw`/`?url` reads are allowed here only. */
const SOURCE_FOLDERS = ['/domain/', '/application/', '/adapters/', '/ui/', '/plugin-api/'];
const VITE_ENDPOINTS = ['/@vite/', '/@id/', '/@react-refresh', '/__vite', '/node_modules/.vite/'];
/** The browser entry; its imports under config/ are allowed once the module graph has them. */
export const BROWSER_ENTRY = '/config/browser/main.tsx';

const REFUSED: readonly RegExp[] = [
  /^\/app-config[^/]*\.ya?ml$/i,
  /^\/package(-lock)?\.json$/i,
  /^\/(tests|contracts|\.git)(\/|$)/i,
  // Only the browser root of config/ is browser code; the server and the development backend are not.
  /^\/config\/(?!browser\/)/i,
  /^\/node_modules\/\.bin(\/|$)/i,
];

export type DevAccess =
  /** Passed to Vite as it is. */
  | 'module'
  /** A config/ file: passed to Vite when the module graph has it. */
  | 'graph-module'
  /** An app route: answered with index.html. */
  | 'page'
  | 'refused';

const hasDotSegment = (path: string): boolean =>
  path.split('/').some((segment) => segment.startsWith('.') && segment !== '.vite');

const readsFileContents = (search: string): boolean => {
  const query = new URLSearchParams(search);
  return query.has('raw') || query.has('url') || query.has('inline');
};

const accessByPath = (path: string, root: string, folders: readonly string[]): DevAccess => {
  if (REFUSED.some((rule) => rule.test(path))) return 'refused';
  if (hasDotSegment(path) && !path.startsWith('/node_modules/.vite/')) return 'refused';
  if (path === '/' || path === '/index.html') return 'page';
  if (SOURCE_FOLDERS.some((folder) => path.startsWith(folder)) || path === BROWSER_ENTRY) return 'module';
  if (path.startsWith('/@fs/')) {
    const file = path.slice('/@fs'.length);
    const inRoot = (folder: string) => file.startsWith(`${root}${folder}`);
    const inFolder = folders.some((folder) => file.startsWith(`${folder}/`) && !hasDotSegment(file.slice(folder.length)));
    return inRoot('/node_modules/') || SOURCE_FOLDERS.some(inRoot) || inRoot(BROWSER_ENTRY) || inFolder ? 'module' : 'refused';
  }
  if (VITE_ENDPOINTS.some((prefix) => path.startsWith(prefix))) return 'module';
  if (path.startsWith('/node_modules/')) return 'module';
  if (path.startsWith('/config/')) return 'graph-module';
  return 'page';
};

/**
 * `path` is the decoded request path below the base path, `search` its query; `folders` are more folders whose files
 * the graph may load by their absolute path (`/@fs/…`): a plugin package's own, the app repository's node_modules.
 */
export const devAccess = (path: string, search: string, root: string, folders: readonly string[] = []): DevAccess => {
  const access = accessByPath(path, root, folders);
  if (access === 'page' || access === 'refused' || !readsFileContents(search)) return access;
  const source = SOURCE_FOLDERS.some((folder) => path.startsWith(folder)) || path === BROWSER_ENTRY;
  return source ? access : 'refused';
};
