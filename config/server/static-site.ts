// The production build served from dist/: hashed assets (with the .br/.gz files the build writes beside
// them) cached for a year, and index.html for every app route, rewritten for the base path and compressed
// once at start. Assets are read into memory at start too (a build is a few megabytes, and its files never
// change while it is served), so an asset costs what index.html costs: no file system call per request.
// Every representation has a strong ETag, so a revalidation costs a 304.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { chooseEncoding, isNotModified, type Encoding } from './content-negotiation';
import { NON_PAGE_HEADERS } from './content-security-policy';
import { withEmbeddedConfig } from './embedded-config';
import { pageChunkFiles, preloadLinks, readBuildManifest, ROUTE_MODULES, routeChunkFiles, routeChunksElement, type RouteModule } from './route-preloads';

export const MIME: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.eot': 'application/vnd.ms-fontobject',
  '.ico': 'image/x-icon',
};

export const IMMUTABLE = 'public, max-age=31536000, immutable';

const FILE_SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz', identity: '' };

/** One stored form of a response body. */
export interface Representation {
  readonly body: Buffer;
  readonly etag: string;
  readonly encoding: Encoding;
}

const hashOf = (body: Buffer): string => createHash('sha256').update(body).digest('base64url').slice(0, 27);

/** A body kept in memory in every encoding worth sending, each with its own ETag. */
export const compressedForms = (body: Buffer): ReadonlyMap<Encoding, Representation> => {
  const hash = hashOf(body);
  const forms = new Map<Encoding, Representation>([['identity', { body, etag: `"${hash}"`, encoding: 'identity' }]]);
  const br = brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT } });
  const gzip = gzipSync(body, { level: zlib.Z_BEST_COMPRESSION });
  if (br.length < body.length) forms.set('br', { body: br, etag: `"${hash}-br"`, encoding: 'br' });
  if (gzip.length < body.length) forms.set('gzip', { body: gzip, etag: `"${hash}-gz"`, encoding: 'gzip' });
  return forms;
};

/** Sends the best in-memory form, or 304 when the client holds it. */
export const sendForms = (
  request: IncomingMessage,
  response: ServerResponse,
  forms: ReadonlyMap<Encoding, Representation>,
  headers: Record<string, string>,
): void => {
  const chosen = forms.get(chooseEncoding(request, new Set(forms.keys()))) ?? forms.get('identity')!;
  const common = { ...headers, ETag: chosen.etag, Vary: 'Accept-Encoding' };
  if (isNotModified(request, chosen.etag)) {
    response.writeHead(304, common).end();
    return;
  }
  response.writeHead(200, {
    ...common,
    ...(chosen.encoding === 'identity' ? {} : { 'Content-Encoding': chosen.encoding }),
    'Content-Length': String(chosen.body.length),
  });
  response.end(request.method === 'HEAD' ? undefined : chosen.body);
};

type Forms = ReadonlyMap<Encoding, Representation>;

/** Every asset of the build with the compressed files beside it, by its path under the app ('/assets/…'). */
const readAssets = async (assetsDir: string): Promise<ReadonlyMap<string, Forms>> => {
  const names = await readdir(assetsDir).catch(() => [] as string[]);
  const present = new Set(names);
  const assets = new Map<string, Forms>();
  for (const name of names) {
    if (name.endsWith(FILE_SUFFIX.br) || name.endsWith(FILE_SUFFIX.gzip)) continue;
    const body = await readFile(join(assetsDir, name)).catch(() => undefined);
    if (!body) continue;
    const hash = hashOf(body);
    const forms = new Map<Encoding, Representation>([['identity', { body, etag: `"${hash}"`, encoding: 'identity' }]]);
    for (const encoding of ['br', 'gzip'] as const) {
      if (!present.has(`${name}${FILE_SUFFIX[encoding]}`)) continue;
      const compressed = await readFile(join(assetsDir, `${name}${FILE_SUFFIX[encoding]}`)).catch(() => undefined);
      if (compressed) forms.set(encoding, { body: compressed, etag: `"${hash}-${FILE_SUFFIX[encoding].slice(1)}"`, encoding });
    }
    assets.set(`/assets/${name}`, forms);
  }
  return assets;
};

export interface StaticSiteOptions {
  readonly distDir: string;
  readonly basePath: string;
  readonly protectedMode?: boolean;
  /** Headers every HTML page carries (Content-Security-Policy and friends). */
  readonly pageHeaders: Record<string, string>;
  /** The config the browser may see, embedded in index.html (without it, the app asks for it). */
  readonly frontendConfig?: Record<string, unknown>;
  /** Pages whose chunks index.html preloads when the portal is opened on them. */
  readonly routeModules?: readonly RouteModule[];
}

export type SiteHandler = (request: IncomingMessage, response: ServerResponse, appPath: string) => Promise<void>;

const escapeAttribute = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const createStaticSite = async (options: StaticSiteOptions): Promise<SiteHandler> => {
  const distDir = resolve(options.distDir);
  const assetsDir = join(distDir, 'assets');
  const rawIndex = await readFile(join(distDir, 'index.html'), 'utf8').catch(() => {
    throw new Error(`No build found in ${distDir}: run "npm run build" first.`);
  });
  // One build serves any base path: asset URLs are rewritten under it.
  const index = rawIndex
    .replaceAll('"/assets/', `"${options.basePath}/assets/`)
    .replace(
      '<head>',
      `<head>\n    <meta name="portico-base-path" content="${escapeAttribute(options.basePath)}" />` +
        (options.protectedMode ? '\n    <meta name="backstage-app-mode" content="protected" />' : ''),
    );
  const page = options.frontendConfig ? withEmbeddedConfig(index, options.frontendConfig) : index;
  // One index.html per page with preloads, the same for every URL of that page, compressed once here.
  const manifest = await readBuildManifest(distDir);
  // The start's and the app's code (and every style sheet) are preloaded by index.html itself; the route's own
  // scripts by the first script, once the session's refresh is asked.
  const withPreloads = (routeModules: readonly string[] = []) => {
    if (!manifest) return compressedForms(Buffer.from(page, 'utf8'));
    const first = pageChunkFiles(manifest);
    const route = routeChunkFiles(manifest, routeModules);
    const head = [
      preloadLinks({ scripts: first.scripts, styles: [...first.styles, ...route.styles] }, options.basePath),
      ...(route.scripts.length > 0 ? [routeChunksElement(route.scripts, options.basePath)] : []),
    ].join('\n    ');
    return compressedForms(Buffer.from(page.replace('</head>', `  ${head}\n  </head>`), 'utf8'));
  };
  const indexForms = withPreloads();
  const routeModules = manifest ? (options.routeModules ?? ROUTE_MODULES) : [];
  const routeForms = routeModules.map((route) => ({ pattern: route.pattern, forms: withPreloads(route.modules) }));
  const indexFormsFor = (appPath: string) => routeForms.find((route) => route.pattern.test(appPath))?.forms ?? indexForms;
  const pageHeaders = { 'Content-Type': MIME['.html']!, 'Cache-Control': 'no-cache', ...options.pageHeaders };

  const assets = await readAssets(assetsDir);
  const notFound = Buffer.from('Not found');
  const serveAsset = (request: IncomingMessage, response: ServerResponse, appPath: string) => {
    const forms = assets.get(appPath);
    if (!forms) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': String(notFound.length), ...NON_PAGE_HEADERS });
      response.end(request.method === 'HEAD' ? undefined : notFound);
      return;
    }
    sendForms(request, response, forms, {
      'Content-Type': MIME[extname(appPath)] ?? 'application/octet-stream',
      'Cache-Control': IMMUTABLE,
      'X-Content-Type-Options': 'nosniff',
    });
  };

  return async (request, response, appPath) => {
    if (appPath.startsWith('/assets/')) return serveAsset(request, response, appPath);
    sendForms(request, response, indexFormsFor(appPath), pageHeaders);
  };
};
