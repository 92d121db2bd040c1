// Serves a stock Backstage app's production build (stock-app.ts) the way Portico's server serves Portico's, so that
// the two differ by their apps alone:
//   - every file from memory, compressed once with Portico's own routine (config/server/static-site.ts: Brotli at its
//     highest quality, else gzip), with a strong ETag; hashed files under /static/ cached for a year. The .br/.gz
//     forms are written beside the build the first time, so later runs read them instead of compressing again.
//     (A stock installation serves the app from @backstage/plugin-app-backend, which sends gzip from the backend's
//     compression middleware: larger than Brotli. Measuring stock with Portico's compression is the kinder choice.)
//   - the backend's API passed on from the app's own origin by Portico's proxy (config/server/backend-proxy.ts), as
//     Portico's server does for the embedded backend: the stock app calls its own origin (backend.baseUrl = the
//     app's origin), so neither app pays CORS preflights and both reach the same backend through the same code.
//   - index.html for every other path, its <script type="backstage.io/config"> replaced with the run's config, as
//     @backstage/plugin-app-backend injects the installation's config into index.html.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, relative, sep } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { createBackendProxy, isProxiedPath } from '../../../config/server/backend-proxy';
import type { Encoding } from '../../../config/server/content-negotiation';
import { compressedForms, IMMUTABLE, MIME, sendForms, type Representation } from '../../../config/server/static-site';

type Forms = ReadonlyMap<Encoding, Representation>;

const COMPRESSIBLE = new Set(['.js', '.css', '.html', '.json', '.svg', '.txt', '.ico', '.map']);

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });

/** The file's forms; the compressed ones are read from `<file>.br` / `<file>.gz`, written here the first time. */
const formsOf = (file: string): Forms => {
  const body = readFileSync(file);
  const etag = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  const forms = new Map<Encoding, Representation>([['identity', { body, etag: `"${etag}"`, encoding: 'identity' }]]);
  if (!COMPRESSIBLE.has(extname(file))) return forms;
  // The same forms as Portico's compressedForms (config/server/static-site.ts), stored beside the build.
  if (!existsSync(`${file}.br`) || !existsSync(`${file}.gz`)) {
    writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT } }));
    writeFileSync(`${file}.gz`, gzipSync(body, { level: zlib.Z_BEST_COMPRESSION }));
  }
  const br = readFileSync(`${file}.br`);
  const gz = readFileSync(`${file}.gz`);
  if (br.length < body.length) forms.set('br', { body: br, etag: `"${etag}-br"`, encoding: 'br' });
  if (gz.length < body.length) forms.set('gzip', { body: gz, etag: `"${etag}-gz"`, encoding: 'gzip' });
  return forms;
};

/** The config the stock app reads at run time: its own origin as app and backend base URL. */
const runtimeConfig = (origin: string) => [
  { context: 'runtime', data: { app: { title: 'Stock Backstage', baseUrl: origin }, organization: { name: 'My Company' }, backend: { baseUrl: origin } } },
];

const CONFIG_ELEMENT = /<script type="backstage\.io\/config">[\s\S]*?<\/script>/;

export interface StockServer {
  readonly url: string;
  /** Bytes of every JS file of the build as sent (Brotli) and raw, for the report. */
  readonly jsBytes: { readonly raw: number; readonly brotli: number; readonly files: number };
  stop(): Promise<void>;
}

/** Serves `distDir` on a free loopback port, passing /api/ on to `backendUrl`. */
export const startStockServer = async (distDir: string, backendUrl: string): Promise<StockServer> => {
  const assets = new Map<string, Forms>();
  let jsRaw = 0;
  let jsBrotli = 0;
  let jsFiles = 0;
  for (const file of filesUnder(distDir)) {
    if (/\.(br|gz|map)$/.test(file) || file.endsWith('index.html.tmpl') || file.endsWith(`${sep}index.html`)) continue;
    const forms = formsOf(file);
    assets.set(`/${relative(distDir, file).split(sep).join('/')}`, forms);
    if (file.endsWith('.js')) {
      jsFiles += 1;
      jsRaw += forms.get('identity')!.body.length;
      jsBrotli += (forms.get('br') ?? forms.get('identity')!).body.length;
    }
  }
  const rawIndex = readFileSync(join(distDir, 'index.html'), 'utf8');
  if (!CONFIG_ELEMENT.test(rawIndex)) throw new Error(`${distDir}/index.html has no backstage.io/config element`);
  const proxy = createBackendProxy(backendUrl);
  const server = createServer();
  await new Promise<void>((resolvePromise) => server.listen(0, '127.0.0.1', resolvePromise));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const index = compressedForms(
    Buffer.from(rawIndex.replace(CONFIG_ELEMENT, `<script type="backstage.io/config">${JSON.stringify(runtimeConfig(origin))}</script>`), 'utf8'),
  );

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', origin);
    if (isProxiedPath(url.pathname)) {
      proxy.handle(request, response, `${url.pathname}${url.search}`);
      return;
    }
    const forms = assets.get(url.pathname);
    if (forms) {
      sendForms(request, response, forms, {
        'Content-Type': MIME[extname(url.pathname)] ?? 'application/octet-stream',
        'Cache-Control': url.pathname.startsWith('/static/') ? IMMUTABLE : 'no-cache',
      });
      return;
    }
    if (url.pathname.startsWith('/static/')) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    sendForms(request, response, index, { 'Content-Type': MIME['.html']!, 'Cache-Control': 'no-cache' });
  });

  return {
    url: origin,
    jsBytes: { raw: jsRaw, brotli: jsBrotli, files: jsFiles },
    stop: async () => {
      proxy.closeStreams();
      proxy.close();
      server.closeAllConnections();
      await new Promise<void>((resolvePromise) => server.close(() => resolvePromise()));
    },
  };
};
