// Backstage frontend plugins in the build (portico.backstagePlugins). Three things:
// - the list the browser mounts them from (virtual:portico-backstage-plugins), each extension's package behind its
//   own dynamic import, so that nothing of theirs is in the first page's code;
// - the React 18 realm: Backstage packages declare React 17/18 and react-router 6 as peers, and the portal runs
//   React 19 and react-router 7. Every module inside the realm (a Backstage or Material UI v4 package, a named plugin
//   package, the host's own React 18 side, and whatever they import) that imports react, react-dom, react-router or
//   react-router-dom gets the copies installed as react18, react-dom18 and react-router-dom6. A third-party module
//   the realm imports (react-use, react-transition-group, …) is taken into the realm by its id, with a query mark,
//   so that the portal's own copy of it stays on React 19;
// - one chunk for the shared runtime (React 18, Material UI, Backstage's core libraries and the host), loaded on the
//   first page that shows a Backstage plugin and by none before.
// Before any of that, each package must be installed and not take a built-in plugin's id; the build stops on an
// extension its package does not export, naming the key and the package. A new-frontend-system plugin's package
// export must be marked as one; its extensions are learnt by instantiating it (backstage-frontend-plugins.ts).
import { readFile, realpath } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import * as E from 'fp-ts/Either';
import type { Plugin } from 'vite';
import type { CodeSplittingGroup } from 'rolldown';
import { loadAppConfig } from '../server/app-config/load-app-config';
import { BUILT_IN_PLUGIN_IDS } from '../../domain/app/built-in-plugins';
import type { EnvMap } from '../../domain/app/config-values';
import { BACKSTAGE_PLUGINS_KEY, packageNameOf, readBackstagePlugins, type BackstagePluginConfig } from '../../domain/backstage-plugins/backstage-plugin-config';
import { blueprintIconOf, type FrontendPluginManifest } from '../../domain/backstage-plugins/frontend-plugin-manifest';
import { exportedPredicateNames } from '../../domain/app/config-conditions';
import { describeFrontendPlugins, frontendPluginExportProblem } from './backstage-frontend-plugins';
import { installedManifestPath } from '../server/installed-package';
import { BACKSTAGE_UI_STYLES, scopeBaseLayer } from './backstage-ui-styles';

export const BACKSTAGE_PLUGINS_MODULE = 'virtual:portico-backstage-plugins';
const RESOLVED_MODULE = `\0${BACKSTAGE_PLUGINS_MODULE}`;
/** The host's React 18 side, below Portico's root. */
export const BACKSTAGE_HOST_REALM_FOLDER = 'adapters/backstage-plugins/react18';
/** The chunk holding React 18, Material UI v4, Backstage's core libraries and the host. */
export const BACKSTAGE_RUNTIME_CHUNK = 'backstage-runtime';
/**
 * Modules the realm takes from the host instead, because they would change the portal outside a plugin's element: the
 * theme's marks on document.body, the document's title (react-helmet, by its import's name).
 */
const REALM_REPLACEMENTS: readonly (readonly [RegExp, string])[] = [
  [/[\\/]@backstage[\\/]theme[\\/]dist[\\/]unified[\\/]useApplyThemeAttributes\.esm\.js$/, `${BACKSTAGE_HOST_REALM_FOLDER}/theme-attributes.ts`],
];
const REALM_SOURCE_REPLACEMENTS: Readonly<Record<string, string>> = { 'react-helmet': `${BACKSTAGE_HOST_REALM_FOLDER}/no-helmet.ts` };
/** Marks a module id as the React 18 realm's copy of a module the portal may also use. */
export const REALM_MARK = 'portico-react18';

/** The packages the realm maps, and what it maps them to (npm aliases the app repository installs). */
const REALM_PACKAGES: Readonly<Record<string, string>> = { react: 'react18', 'react-dom': 'react-dom18', 'react-router-dom': 'react-router-dom6' };
/** Folders of node_modules that are in the realm by where they are: Backstage's and Material UI v4's packages. */
const REALM_SCOPES = /[\\/]node_modules[\\/](@backstage|@backstage-community|@material-ui|@roadiehq|@janus-idp|@red-hat-developer-hub)[\\/]/;
/** What the shared runtime chunk takes: React 18, react-router 6, Material UI v4 and its styles, Backstage's core libraries. */
const RUNTIME_MODULES =
  /[\\/]node_modules[\\/](react18|react-dom18|react-router-dom6|@remix-run[\\/]router|scheduler|@material-ui[\\/](core|styles|system|utils)|jss[^\\/]*|@backstage[\\/](core-app-api|core-plugin-api|frontend-plugin-api|theme|version-bridge|config|errors|types|integration))[\\/]/;
const JS_FILE = /\.(m?js|cjs|jsx)$/;
/**
 * The host's modules for new-frontend-system plugins (their host, Backstage's app wiring around them): a chunk apart
 * from the shared runtime, loaded only where such a plugin shows.
 */
const FRONTEND_SYSTEM_HOST_MODULES = /[\\/]frontend-[^\\/]+$/;

const fileOf = (id: string): string => id.split('?', 1)[0] ?? id;
const isMarked = (id: string): boolean => new RegExp(`[?&]${REALM_MARK}(&|$)`).test(id);
const marked = (id: string): string => (isMarked(id) ? id : `${id}${id.includes('?') ? '&' : '?'}${REALM_MARK}`);

/** The package a bare import names, and the path inside it: ['react-dom', '/client'] for 'react-dom/client'. */
const splitBare = (source: string): [string, string] | undefined => {
  const match = /^((?:@[^/]+\/)?[^/.][^/]*)(\/.*)?$/.exec(source);
  return match ? [match[1]!, match[2] ?? ''] : undefined;
};

export interface RealmBoundary {
  /** Portico's root (the repository, or the installed portico-app package). */
  readonly root: string;
  /** The folders of the Backstage plugin packages the config names. */
  readonly packageFolders: readonly string[];
}

/** Whether the module `id` runs on React 18: inside the realm by where it is, or marked as the realm's copy. */
export const isRealmModule = (boundary: RealmBoundary, id: string): boolean => {
  if (id.startsWith('\0')) return false;
  if (isMarked(id)) return true;
  const file = fileOf(id);
  if (REALM_SCOPES.test(file)) return true;
  if (file.startsWith(resolve(boundary.root, BACKSTAGE_HOST_REALM_FOLDER) + sep)) return true;
  return boundary.packageFolders.some((folder) => file.startsWith(folder + sep));
};

/** What a realm module's import of `source` becomes: 'react18/jsx-runtime' for 'react/jsx-runtime'; undefined when it stays. */
export const realmSource = (source: string): string | undefined => {
  const bare = splitBare(source);
  if (!bare) return undefined;
  const target = REALM_PACKAGES[bare[0]];
  return target === undefined ? undefined : `${target}${bare[1]}`;
};


/** react-router 6's ES module entry, beside react-router-dom6 (its own node_modules, or hoisted next to it). */
const realmRouterEntry = async (appDir: string): Promise<string | undefined> => {
  const dom = await installedManifestPath(appDir, 'react-router-dom6');
  if (!dom) return undefined;
  for (const folder of [join(dirname(dom), 'node_modules', 'react-router'), join(dirname(dom), '..', 'react-router')]) {
    try {
      const manifest = JSON.parse(await readFile(join(folder, 'package.json'), 'utf8')) as { version?: string; module?: string; main?: string };
      if (manifest.version?.startsWith('6.')) return resolve(folder, manifest.module ?? manifest.main ?? 'index.js');
    } catch {
      // not there: the next place
    }
  }
  return undefined;
};

/** The aliases the realm needs, each with the command that installs it. */
export const REALM_ALIASES: readonly (readonly [string, string])[] = [
  ['react18', 'react18@npm:react@18.3.1'],
  ['react-dom18', 'react-dom18@npm:react-dom@18.3.1'],
  ['react-router-dom6', 'react-router-dom6@npm:react-router-dom@6.30.3'],
];
/** The host's own Backstage libraries. */
export const HOST_LIBRARIES: readonly string[] = [
  '@backstage/catalog-client',
  '@backstage/core-app-api',
  '@backstage/core-plugin-api',
  '@backstage/frontend-app-api',
  '@backstage/frontend-plugin-api',
  '@backstage/integration',
  '@backstage/theme',
  '@backstage/ui',
  '@backstage/version-bridge',
  '@material-ui/core',
];

/**
 * Checks what the build needs before bundling: each package installed where Node finds it from `appDir`, the React
 * 18 aliases and the host's libraries installed, and no plugin taking a built-in plugin's id. Left: the reason, naming
 * the key and the package.
 */
export const checkBackstagePlugins = async (appDir: string, plugins: readonly BackstagePluginConfig[]): Promise<E.Either<string, readonly string[]>> => {
  const folders: string[] = [];
  for (const [index, plugin] of plugins.entries()) {
    const key = `${BACKSTAGE_PLUGINS_KEY}[${index}]`;
    if (BUILT_IN_PLUGIN_IDS.includes(plugin.id)) {
      return E.left(`Config key '${key}.id' (Backstage plugin '${plugin.package}'): the plugin id '${plugin.id}' is a built-in plugin's: set a different id`);
    }
    const packageName = packageNameOf(plugin.package);
    const manifest = await installedManifestPath(appDir, packageName);
    if (!manifest) return E.left(`Config key '${key}.package': the Backstage plugin '${plugin.package}' is not installed in ${resolve(appDir)} (npm install ${packageName})`);
    if (plugin.frontendSystem) {
      const problem = await frontendPluginExportProblem(manifest, plugin, key);
      if (problem !== undefined) return E.left(problem);
    }
    folders.push(dirname(manifest));
  }
  if (plugins.length > 0) {
    const missing: string[] = [];
    for (const [name, spec] of REALM_ALIASES) if (!(await installedManifestPath(appDir, name))) missing.push(spec);
    for (const name of HOST_LIBRARIES) if (!(await installedManifestPath(appDir, name))) missing.push(name);
    if (missing.length > 0) {
      return E.left(
        `Config key '${BACKSTAGE_PLUGINS_KEY}' names Backstage plugins, which run on React 18 beside the portal: install ${missing.join(', ')} ` +
          `in ${resolve(appDir)} (npm install ${missing.join(' ')})`,
      );
    }
  }
  return E.right(folders);
};

/** portico.backstagePlugins of a loaded config, read and checked against what is installed where Node finds it from `appDir`. */
export const backstagePluginsOfConfig = async (config: Readonly<Record<string, unknown>>, appDir: string): Promise<E.Either<string, readonly BackstagePluginConfig[]>> => {
  const portico = config['portico'];
  const value = typeof portico === 'object' && portico !== null && !Array.isArray(portico) ? (portico as Record<string, unknown>)['backstagePlugins'] : undefined;
  const read = readBackstagePlugins(value);
  if (E.isLeft(read)) return read;
  const checked = await checkBackstagePlugins(appDir, read.right);
  return E.isLeft(checked) ? checked : read;
};

/** portico.backstagePlugins of the app config in `cwd` (and the given --config files), read and checked; throws the reason. */
export const backstagePluginsOfAppConfig = async (cwd: string, configFiles: readonly string[], env: EnvMap = process.env): Promise<readonly BackstagePluginConfig[]> => {
  const loaded = await loadAppConfig({ cwd, configFiles, env });
  if (E.isLeft(loaded)) throw new Error(`Portico could not load its configuration: ${loaded.left}`);
  const plugins = await backstagePluginsOfConfig(loaded.right.config, cwd);
  if (E.isLeft(plugins)) throw new Error(plugins.left);
  return plugins.right;
};

/** The host's module that describes a new-frontend-system plugin, below Portico's root. */
export const BACKSTAGE_FRONTEND_DESCRIBER_MODULE = `${BACKSTAGE_HOST_REALM_FOLDER}/frontend-plugin-description.ts`;

/**
 * Two pages at one path, one of them a new-frontend-system plugin's (the config's own are checked as it is read):
 * the message naming the key and both packages; undefined when there is none.
 */
export const frontendPagePathClash = (plugins: readonly BackstagePluginConfig[], manifests: ReadonlyMap<string, FrontendPluginManifest>): string | undefined => {
  const owners = new Map<string, string>();
  for (const plugin of plugins) for (const route of plugin.dynamicRoutes) owners.set(route.path, plugin.package);
  for (const [index, plugin] of plugins.entries()) {
    for (const page of plugin.frontendSystem ? (manifests.get(plugin.id)?.pages ?? []) : []) {
      const other = owners.get(page.path);
      if (other !== undefined) {
        return (
          `Config key '${BACKSTAGE_PLUGINS_KEY}[${index}]' (Backstage plugin '${plugin.package}'): its page '${page.extensionId}' is at '${page.path}', ` +
          `where '${other}' already mounts a page: move one (extensions: [{ '${page.extensionId}': { config: { path: … } } }]) or disable it`
        );
      }
      owners.set(page.path, plugin.package);
    }
  }
  return undefined;
};

/** The host's module that makes the portal plugins, below Portico's root. */
export const BACKSTAGE_PORTAL_PLUGINS_MODULE = 'config/browser/backstage-plugins.tsx';

/** What the module code needs of new-frontend-system plugins: their manifests (by plugin id), and which Blueprint icons exist. */
export interface FrontendPluginsOfModule {
  readonly manifests: ReadonlyMap<string, FrontendPluginManifest>;
  readonly isBlueprintIcon: (name: string) => boolean;
}

/** The Blueprint icon of each new-frontend-system page with a sidebar item, by extension id. */
const frontendPageIcons = (plugin: BackstagePluginConfig, frontend: FrontendPluginsOfModule): ReadonlyMap<string, string> =>
  new Map((frontend.manifests.get(plugin.id)?.pages ?? []).flatMap((page) => (page.title !== undefined ? [[page.extensionId, blueprintIconOf(page.iconName, frontend.isBlueprintIcon)] as const] : [])));

/**
 * The code of the module the browser's boot takes the plugins from: without any, an empty list and nothing else (the
 * first page's code is as without the feature); with some, their pages and entity cards and tabs, each with the
 * dynamic import of its package (`entryOf`), made into portal plugins by `hostModule`. A new-frontend-system plugin's
 * come from its manifest.
 */
export const backstagePluginsModuleCode = (
  plugins: readonly BackstagePluginConfig[],
  entryOf: (packageName: string) => string,
  hostModule: string,
  frontend: FrontendPluginsOfModule = { manifests: new Map(), isBlueprintIcon: () => true },
): string => {
  if (plugins.length === 0) return 'export const backstagePortalPlugins = () => [];\n';
  const loaders = plugins.map((plugin, index) => `const load${index} = () => import(${JSON.stringify(entryOf(plugin.package))});`);
  // Each sidebar icon is the one Blueprint icon component it names, not Blueprint's whole icon set.
  const icons = [
    ...new Set([
      ...plugins.flatMap((plugin) => plugin.dynamicRoutes.flatMap((route) => (route.menuItem?.icon ? [iconComponentName(route.menuItem.icon)] : []))),
      ...plugins.flatMap((plugin) => [...frontendPageIcons(plugin, frontend).values()].map(iconComponentName)),
    ]),
  ];
  const iconImports = icons.length > 0 ? `import { ${icons.join(', ')} } from '@blueprintjs/icons';\n` : '';
  const common = (plugin: BackstagePluginConfig, index: number, importName: string) =>
    `pluginId: ${JSON.stringify(plugin.id)}, packageName: ${JSON.stringify(plugin.package)}, importName: ${JSON.stringify(importName)}, load: load${index}`;
  const routes = plugins.flatMap((plugin, index) =>
    plugin.dynamicRoutes.map(
      (route) =>
        `  { ${common(plugin, index, route.importName)}, path: ${JSON.stringify(route.path)}, ` +
        `menuItem: ${route.menuItem ? `{ text: ${JSON.stringify(route.menuItem.text)}, icon: ${route.menuItem.icon ? iconComponentName(route.menuItem.icon) : 'null'} }` : 'null'} },`,
    ),
  );
  const mounts = plugins.flatMap((plugin, index) =>
    plugin.mountPoints.map(
      (mount) =>
        `  { ${common(plugin, index, mount.importName)}, mountPoint: ${JSON.stringify(mount.mountPoint)}, path: ${JSON.stringify(mount.path ?? null)}, ` +
        `title: ${JSON.stringify(mount.title ?? null)}, if: ${JSON.stringify(mount.if ?? null)}, order: ${JSON.stringify(mount.order ?? null)}, props: ${JSON.stringify(mount.props ?? null)} },`,
    ),
  );
  const frontendPlugins = plugins.flatMap((plugin, index) => {
    const manifest = frontend.manifests.get(plugin.id);
    if (!plugin.frontendSystem || !manifest) return [];
    const pageIcons = frontendPageIcons(plugin, frontend);
    const pages = manifest.pages.map((page) => {
      const icon = pageIcons.get(page.extensionId);
      return `{ extensionId: ${JSON.stringify(page.extensionId)}, path: ${JSON.stringify(page.path)}, title: ${JSON.stringify(page.title ?? null)}, icon: ${icon ? iconComponentName(icon) : 'null'} }`;
    });
    return [
      `  { pluginId: ${JSON.stringify(plugin.id)}, packageName: ${JSON.stringify(plugin.package)}, extensions: ${JSON.stringify(plugin.frontendSystem.extensions)}, load: load${index}, ` +
        `pages: [${pages.join(', ')}], entityCards: ${JSON.stringify(manifest.entityCards)}, entityContents: ${JSON.stringify(manifest.entityContents)} },`,
    ];
  });
  return (
    `import { backstagePortalPluginsOf } from ${JSON.stringify(hostModule)};\n` +
    iconImports +
    `${loaders.join('\n')}\n` +
    `const routes = [\n${routes.join('\n')}\n];\n` +
    `const mounts = [\n${mounts.join('\n')}\n];\n` +
    `const frontendPlugins = [\n${frontendPlugins.join('\n')}\n];\n` +
    'export const backstagePortalPlugins = (configData) => backstagePortalPluginsOf(configData, routes, mounts, frontendPlugins);\n'
  );
};

/** The Blueprint icon component a kebab-case icon name is: 'layout-circle' → 'LayoutCircleIcon'. */
export const iconComponentName = (icon: string): string => `${icon.replace(/(^|-)([a-z0-9])/g, (_, __, letter: string) => letter.toUpperCase())}Icon`;

/** What a plugin's config names of its package: each extension and each predicate a condition uses, with its key. */
const namedExports = (plugin: BackstagePluginConfig, key: string): readonly { name: string; key: string }[] => [
  ...plugin.dynamicRoutes.map((route, index) => ({ name: route.importName, key: `${key}.dynamicRoutes[${index}].importName` })),
  ...plugin.mountPoints.flatMap((mount, index) => [
    { name: mount.importName, key: `${key}.mountPoints[${index}].importName` },
    ...exportedPredicateNames(mount.if).map((name) => ({ name, key: `${key}.mountPoints[${index}].config.if` })),
  ]),
];

/** The shared runtime's chunk: the realm's copies of React 18, Material UI and Backstage's core libraries, and the host. */
export const backstageRuntimeGroup = (root: string): CodeSplittingGroup => {
  const hostFolder = resolve(root, BACKSTAGE_HOST_REALM_FOLDER) + sep;
  const inHost = (file: string) => file.startsWith(hostFolder) && !FRONTEND_SYSTEM_HOST_MODULES.test(file);
  return {
    name: BACKSTAGE_RUNTIME_CHUNK,
    test: (id) => !id.startsWith('\0') && (inHost(fileOf(id)) || ((isMarked(id) || REALM_SCOPES.test(fileOf(id))) && RUNTIME_MODULES.test(fileOf(id)))),
    priority: 0,
  };
};

/**
 * The list module and the realm's resolution. `plugins` as backstagePluginsOfAppConfig gives them, `appDir` the app
 * repository whose node_modules hold them.
 */
export const backstagePluginsBuild = (root: string, appDir: string, plugins: readonly BackstagePluginConfig[]): Plugin => {
  let boundary: RealmBoundary = { root: resolve(root), packageFolders: [] };
  const entries = new Map<string, string>();
  let manifests: ReadonlyMap<string, FrontendPluginManifest> = new Map();
  let routerOfRealm: string | undefined;
  let nodeEnv = 'production';
  // The dev server tells no module's exports: the names are checked by the build only.
  let checksExports = true;
  return {
    name: 'portico-backstage-plugins',
    enforce: 'pre',
    configResolved(config) {
      nodeEnv = config.isProduction ? 'production' : 'development';
      checksExports = config.command === 'build';
    },
    async buildStart() {
      const checked = await checkBackstagePlugins(appDir, plugins);
      if (E.isLeft(checked)) return this.error(checked.left);
      // As real paths: module ids are (a package linked into node_modules is in the realm by where it really is).
      const real = (path: string) => realpath(path).catch(() => path);
      boundary = { root: await real(resolve(root)), packageFolders: await Promise.all(checked.right.map(real)) };
      entries.clear();
      for (const plugin of plugins) {
        const resolved = await this.resolve(plugin.package, join(appDir, 'package.json'));
        if (!resolved) return this.error(`The Backstage plugin '${plugin.package}' (${BACKSTAGE_PLUGINS_KEY}) has no entry module the build can import`);
        entries.set(plugin.package, resolved.id);
      }
      const described = await describeFrontendPlugins({
        describerModule: resolve(root, BACKSTAGE_FRONTEND_DESCRIBER_MODULE),
        appDir,
        plugins,
        realmPackages: REALM_PACKAGES,
      });
      if (E.isLeft(described)) return this.error(described.left);
      const clash = frontendPagePathClash(plugins, described.right);
      if (clash !== undefined) return this.error(clash);
      manifests = described.right;
    },
    async resolveId(source, importer, options) {
      if (source === BACKSTAGE_PLUGINS_MODULE) return RESOLVED_MODULE;
      if (!importer || source.startsWith('\0') || !isRealmModule(boundary, importer)) return null;
      const sourceReplacement = REALM_SOURCE_REPLACEMENTS[source];
      if (sourceReplacement) return { id: resolve(boundary.root, sourceReplacement) };
      const from = fileOf(importer);
      const target = realmSource(source) ?? source;
      const resolveFrom = from;
      // react-router 6 is react-router-dom6's own dependency: a realm module importing it gets that copy, by its
      // path (the build dedupes 'react-router' to the portal's copy by name).
      if (source === 'react-router') {
        routerOfRealm ??= await realmRouterEntry(appDir);
        if (routerOfRealm) return { id: marked(routerOfRealm) };
      }
      const resolved = await this.resolve(target, resolveFrom, { ...options, skipSelf: true });
      if (!resolved || resolved.external || resolved.id.startsWith('\0') || !JS_FILE.test(fileOf(resolved.id))) return resolved;
      const replacement = REALM_REPLACEMENTS.find(([pattern]) => pattern.test(fileOf(resolved.id)));
      if (replacement) return { id: resolve(boundary.root, replacement[1]) };
      // In the realm by where it is: its own id. Otherwise the realm's copy of it, apart from the portal's.
      const byPlace = isRealmModule({ ...boundary }, fileOf(resolved.id));
      return byPlace ? resolved : { ...resolved, id: marked(resolved.id) };
    },
    transform(code, id) {
      return BACKSTAGE_UI_STYLES.test(fileOf(id)) ? { code: scopeBaseLayer(code), map: null } : null;
    },
    async load(id) {
      if (id === RESOLVED_MODULE) {
        // Each named extension is an export of its package: checked on the package's entry module as it loads, so
        // that a misspelt name stops the build with the key and the package rather than a page that fails later.
        for (const [index, plugin] of checksExports ? plugins.entries() : []) {
          const entry = entries.get(plugin.package);
          if (entry === undefined || plugin.frontendSystem) continue;
          const exported = ((await this.load({ id: entry })) as { exports?: readonly string[] } | null)?.exports;
          if (!exported) continue;
          for (const named of namedExports(plugin, `${BACKSTAGE_PLUGINS_KEY}[${index}]`)) {
            if (exported.includes(named.name)) continue;
            const offered = exported.filter((name) => (/^[A-Z]/.test(named.name) ? /^[A-Z]/.test(name) : /^[a-z]/.test(name)));
            return this.error(
              `Config key '${named.key}' (Backstage plugin '${plugin.package}'): ` +
                `the package exports no '${named.name}' (it exports ${(offered.length > 0 ? offered : exported).join(', ')})`,
            );
          }
        }
        const icons = checksExports ? await this.resolve('@blueprintjs/icons', join(root, 'package.json')) : null;
        const iconExports = icons ? (((await this.load({ id: icons.id })) as { exports?: readonly string[] } | null)?.exports ?? []) : [];
        for (const [index, plugin] of plugins.entries()) {
          for (const [routeIndex, route] of plugin.dynamicRoutes.entries()) {
            const icon = route.menuItem?.icon;
            if (icon && iconExports.length > 0 && !iconExports.includes(iconComponentName(icon))) {
              return this.error(
                `Config key '${BACKSTAGE_PLUGINS_KEY}[${index}].dynamicRoutes[${routeIndex}].menuItem.icon' (Backstage plugin '${plugin.package}'): ` +
                  `'${icon}' is not a Blueprint icon (https://blueprintjs.com/docs/#icons)`,
              );
            }
          }
        }
        return backstagePluginsModuleCode(plugins, (packageName) => entries.get(packageName) ?? packageName, resolve(root, BACKSTAGE_PORTAL_PLUGINS_MODULE), {
          manifests,
          // Without the icons' exports (not expected) every name is taken as it is; the browser's build then names a missing one.
          isBlueprintIcon: (name) => iconExports.length === 0 || iconExports.includes(iconComponentName(name)),
        });
      }
      if (!isMarked(id) || id.startsWith('\0')) return null;
      // The build's define does not reach a module loaded under a marked id: its NODE_ENV checks (React's production
      // build, Material UI's warnings) are replaced here.
      const code = await readFile(fileOf(id), 'utf8');
      return { code: code.replace(/\bprocess\.env\.NODE_ENV\b/g, JSON.stringify(nodeEnv)), moduleType: 'js' };
    },
  };
};
