// Pages the portal is often opened on load their code lazily, after the entry has run and the session is
// restored. index.html names those chunks up front (<link rel="modulepreload">), so the browser downloads
// them beside the entry instead of after it. The chunks are found in the build's manifest (vite.config.ts).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ROUTE_CHUNKS_ELEMENT_ID } from '../../adapters/app/page-data-blocks';
import { jsonForScriptElement } from './embedded-config';

/** The modules a page needs first, by their source paths, and the app paths that open it. */
export interface RouteModule {
  readonly pattern: RegExp;
  readonly modules: readonly string[];
}

/**
 * The entry's own code, which the tiny entry imports once it has sent the session's refresh: it reads the config,
 * sends the page's early calls and loads the app's code. Every page needs it.
 */
export const PAGE_START_MODULE = 'config/browser/page-start.ts';

/** The app's code, which the page's start imports once the early calls are out: every page needs it. */
export const BOOT_MODULE = 'config/browser/boot.tsx';

const ENTITY_PAGE = 'ui/catalog/entity-page/entity-page.tsx';

/** The catalog index, the page the portal is most often opened on: the build puts what it imports in one chunk. */
export const CATALOG_INDEX_MODULE = 'ui/catalog/catalog-index-page.tsx';

/** In matching order: the first pattern that matches an app path names its modules. */
export const ROUTE_MODULES: readonly RouteModule[] = [
  { pattern: /^\/catalog\/?$/, modules: [CATALOG_INDEX_MODULE] },
  {
    // An API's definition tab: its card and the OpenAPI viewer (the most common definition) with the code that
    // reads a large document off the main thread, beside the entity page. That code first: it is small, and the
    // page's first script starts the worker with it, whose own script then downloads while the rest comes in.
    pattern: /^\/catalog\/[^/]+\/api\/[^/]+\/definition\/?$/i,
    modules: [
      'ui/api-docs/viewers/openapi-view-off-thread.ts',
      ENTITY_PAGE,
      'ui/api-docs/api-definition-card.tsx',
      'ui/api-docs/viewers/openapi-viewer.tsx',
    ],
  },
  { pattern: /^\/catalog\/[^/]+\/[^/]+\/[^/]+(\/.*)?$/, modules: [ENTITY_PAGE] },
];

interface ManifestChunk {
  readonly file: string;
  readonly name?: string;
  readonly src?: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
  readonly css?: readonly string[];
}

export type BuildManifest = Readonly<Record<string, ManifestChunk>>;

const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

const isManifestChunk = (value: unknown): value is ManifestChunk => {
  if (typeof value !== 'object' || value === null) return false;
  const chunk = value as Record<string, unknown>;
  return (
    typeof chunk.file === 'string' &&
    (chunk.name === undefined || typeof chunk.name === 'string') &&
    (chunk.src === undefined || typeof chunk.src === 'string') &&
    (chunk.imports === undefined || isStringArray(chunk.imports)) &&
    (chunk.css === undefined || isStringArray(chunk.css))
  );
};

export const parseBuildManifest = (text: string): BuildManifest | undefined => {
  const parsed: unknown = JSON.parse(text);
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  return Object.values(parsed).every(isManifestChunk) ? (parsed as BuildManifest) : undefined;
};

/** The build's manifest, or undefined for a build without one (then nothing is preloaded). */
export const readBuildManifest = async (distDir: string): Promise<BuildManifest | undefined> => {
  const text = await readFile(join(distDir, '.vite', 'manifest.json'), 'utf8').catch(() => undefined);
  return text === undefined ? undefined : parseBuildManifest(text);
};

/**
 * The build puts each first-page module with everything it imports in a chunk named after it (vite.config.ts).
 * Only the start: a lazy page's group would also take the modules it shares with other lazy pages, which then
 * load it (and evaluate the page module) wherever they open.
 */
export const FIRST_PAGE_MODULES: readonly string[] = [PAGE_START_MODULE, BOOT_MODULE];

/** The name of the chunk a first-page module is built into: its file name without the extension. */
export const firstPageChunkName = (module: string): string => module.replace(/^.*\//, '').replace(/\.[^.]+$/, '');

/** The manifest key of the chunk that holds `module`: its own, or that of the chunk named after it. */
const chunkKeyOf = (manifest: BuildManifest, module: string): string | undefined => {
  if (manifest[module]) return module;
  if (!FIRST_PAGE_MODULES.includes(module)) return undefined;
  const name = firstPageChunkName(module);
  return Object.entries(manifest).find(([, chunk]) => chunk.src === undefined && chunk.name === name)?.[0];
};

/** A chunk's key and every key it imports statically, at any depth. */
const staticClosure = (manifest: BuildManifest, keys: readonly string[]): Set<string> => {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
};

export interface ChunkFiles {
  readonly scripts: readonly string[];
  readonly styles: readonly string[];
}

/** What `module` needs beyond what the entry loads already: its script chunks and style sheets, as build paths. */
export const chunkFilesOf = (manifest: BuildManifest, module: string): ChunkFiles => {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry).map(([key]) => key);
  const loaded = staticClosure(manifest, entries);
  const moduleKey = chunkKeyOf(manifest, module);
  const needed = [...staticClosure(manifest, moduleKey ? [moduleKey] : [])].filter((key) => !loaded.has(key));
  const loadedStyles = new Set([...loaded].flatMap((key) => manifest[key]?.css ?? []));
  return {
    scripts: needed.map((key) => manifest[key]!.file),
    styles: [...new Set(needed.flatMap((key) => manifest[key]?.css ?? []))].filter((file) => !loadedStyles.has(file)),
  };
};

/** What a page needs beyond the entry: the page's start and the app's boot code, then the opened route's modules, if any. */
export const pageChunkFiles = (manifest: BuildManifest, routeModules: readonly string[] = []): ChunkFiles => {
  const parts = [...FIRST_PAGE_MODULES, ...routeModules].map((module) => chunkFilesOf(manifest, module));
  return {
    scripts: [...new Set(parts.flatMap((part) => part.scripts))],
    styles: [...new Set(parts.flatMap((part) => part.styles))],
  };
};

/**
 * The <link> elements that start the downloads, with URLs under `basePath`. At the default priority: at low
 * priority Chromium starts them only after the entry's, and they came in after the page's first backend answer.
 */
export const preloadLinks = (files: ChunkFiles, basePath: string): string =>
  [
    ...files.scripts.map((file) => `<link rel="modulepreload" crossorigin href="${basePath}/${file}">`),
    ...files.styles.map((file) => `<link rel="preload" as="style" crossorigin href="${basePath}/${file}">`),
  ].join('\n    ');

/** What the opened route's modules need beyond the page's start and the app's code: their own scripts and styles. */
export const routeChunkFiles = (manifest: BuildManifest, routeModules: readonly string[]): ChunkFiles => {
  const first = pageChunkFiles(manifest);
  const page = pageChunkFiles(manifest, routeModules);
  return {
    scripts: page.scripts.filter((file) => !first.scripts.includes(file)),
    styles: page.styles.filter((file) => !first.styles.includes(file)),
  };
};

/**
 * The route's scripts as a data block the first script reads (config/browser/route-chunk-preloads.ts): it preloads
 * them once the session's refresh is asked, so that they do not hold the browser's six connections meanwhile.
 */
export const routeChunksElement = (scripts: readonly string[], basePath: string): string =>
  `<script type="application/json" id="${ROUTE_CHUNKS_ELEMENT_ID}">${jsonForScriptElement(scripts.map((file) => `${basePath}/${file}`))}</script>`;

/** The modules an app path's page needs first, among ROUTE_MODULES. */
export const routeModulesOf = (appPath: string, routes: readonly RouteModule[] = ROUTE_MODULES): readonly string[] =>
  routes.find((route) => route.pattern.test(appPath))?.modules ?? [];
