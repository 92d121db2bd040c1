import { request } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as E from 'fp-ts/Either';
import { EMBEDDED_CONFIG_ELEMENT_ID, ROUTE_CHUNKS_ELEMENT_ID, type DataBlockSource } from '../../../adapters/app/page-data-blocks';
import { loadFrontendConfig, readEmbeddedFrontendConfig } from '../../../adapters/app/frontend-config.http-adapter';
import { embeddedConfigElement, jsonForScriptElement, withEmbeddedConfig } from '../../../config/server/embedded-config';
import { startPortalServer, type PortalServer } from '../../../config/server/portal-server';

const HOSTILE = {
  app: { title: 'Ends here </script><script>alert(1)</script>', note: '<!-- <script> & > \u2028 \u2029 </SCRIPT >' },
};

/** The text of the data block as an HTML parser ends it: at the first "</script" (any case). */
const dataBlockText = (html: string): string => {
  const open = `<script type="application/json" id="${EMBEDDED_CONFIG_ELEMENT_ID}">`;
  const start = html.indexOf(open) + open.length;
  const end = html.toLowerCase().indexOf('</script', start);
  return html.slice(start, end);
};

/** A page as the browser adapter sees it: the data block's text, found by its id. */
const pageWith = (html: string): DataBlockSource => ({
  getElementById: (id) => (id === EMBEDDED_CONFIG_ELEMENT_ID && html.includes(`id="${id}"`) ? { textContent: dataBlockText(html) } : null),
});

const failingFetch = jest.fn(() => Promise.reject(new Error('no request expected')));

describe('the config embedded in index.html', () => {
  it('cannot close its element or open a comment, whatever the values hold', () => {
    const element = embeddedConfigElement(HOSTILE);
    expect(element.match(/<\/script/gi)).toHaveLength(1);
    expect(element.endsWith('</script>')).toBe(true);
    expect(dataBlockText(element)).not.toMatch(/[<>&\u2028\u2029]/);
  });

  it('reads back to the same values', () => {
    expect(JSON.parse(jsonForScriptElement(HOSTILE))).toEqual(HOSTILE);
    expect(readEmbeddedFrontendConfig(pageWith(embeddedConfigElement(HOSTILE)))).toEqual(HOSTILE);
  });

  it('goes at the end of the head', () => {
    const html = withEmbeddedConfig('<html><head><title>x</title></head><body></body></html>', { app: {} });
    expect(html).toMatch(/<title>x<\/title>\s*<script type="application\/json" id="portico-app-config">\{"appConfig":\{"app":\{\}\}\}<\/script>\s*<\/head>/);
  });

  it('is used without a request when the page has it', async () => {
    failingFetch.mockClear();
    const page = pageWith(withEmbeddedConfig('<head></head>', HOSTILE));
    expect(await loadFrontendConfig(failingFetch, '/portal', page)()).toEqual(E.right(HOSTILE));
    expect(failingFetch).not.toHaveBeenCalled();
  });

  it.each([
    ['absent (an index.html from an older portal)', '<head></head>'],
    ['not JSON', `<script type="application/json" id="${EMBEDDED_CONFIG_ELEMENT_ID}">{oops</script>`],
    ['not the config', `<script type="application/json" id="${EMBEDDED_CONFIG_ELEMENT_ID}">{"other":1}</script>`],
  ])('falls back to {base}/.portico/app-config.json when it is %s', async (_case, html) => {
    const fetchFn = jest.fn((_input: string) => Promise.resolve(new Response(JSON.stringify({ appConfig: { app: { title: 'Fetched' } } }), { headers: { 'content-type': 'application/json' } })));
    expect(await loadFrontendConfig(fetchFn, '/portal', pageWith(html))()).toEqual(E.right({ app: { title: 'Fetched' } }));
    expect(fetchFn).toHaveBeenCalledTimes(1);
    expect(fetchFn.mock.calls[0]![0]).toBe('/portal/.portico/app-config.json');
  });
});

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shared-111.js">
  </head>
  <body><div id="root"></div></body>
</html>
`;

/** A build manifest: the entry and a shared chunk, the catalog page with a chunk of its own and a style sheet. */
const MANIFEST = {
  'index.html': { file: 'assets/index-abc123.js', isEntry: true, imports: ['_shared-111.js'] },
  '_shared-111.js': { file: 'assets/shared-111.js' },
  '_table-222.js': { file: 'assets/table-222.js', imports: ['_shared-111.js'] },
  'ui/catalog/catalog-index-page.tsx': { file: 'assets/catalog-index-page-333.js', isDynamicEntry: true, imports: ['_table-222.js', '_shared-111.js'], css: ['assets/catalog-444.css'] },
  'config/browser/boot.tsx': { file: 'assets/boot-555.js', isDynamicEntry: true, imports: ['_react-666.js', '_shared-111.js'], css: ['assets/boot-777.css'] },
  '_react-666.js': { file: 'assets/react-666.js' },
};

/** The route's scripts the page lists in its data block for the first script, if it lists any. */
const routeChunksOf = (html: string): unknown => {
  const text = new RegExp(`<script type="application/json" id="${ROUTE_CHUNKS_ELEMENT_ID}">([^<]*)</script>`).exec(html)?.[1];
  return text === undefined ? undefined : JSON.parse(text);
};

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

const get = (server: PortalServer, path: string, headers: Record<string, string> = {}) =>
  new Promise<Answer>((resolve, reject) => {
    const { hostname, port } = new URL(server.url);
    const req = request({ hostname, port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });

describe('index.html of the production build', () => {
  let root: string;
  let distDir: string;
  const servers: PortalServer[] = [];
  const start = async (frontendConfig: Record<string, unknown>) => {
    const server = await startPortalServer({ host: '127.0.0.1', port: 0, basePath: '/portal', frontendConfig, mode: 'static', distDir, connectOrigins: [] });
    servers.push(server);
    return server;
  };

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'portico-embedded-config-'));
    distDir = join(root, 'dist');
    await mkdir(join(distDir, 'assets'), { recursive: true });
    await mkdir(join(distDir, '.vite'), { recursive: true });
    await writeFile(join(distDir, 'index.html'), INDEX_HTML);
    await writeFile(join(distDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await rm(root, { recursive: true, force: true });
  });

  it('carries the browser config, still not cached, and the config request still answers', async () => {
    const server = await start(HOSTILE);
    const page = await get(server, '/portal/');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(readEmbeddedFrontendConfig(pageWith(page.body))).toEqual(HOSTILE);
    expect(page.body.match(/<\/script/gi)).toHaveLength(2);
    const requested = await get(server, '/portal/.portico/app-config.json');
    expect(JSON.parse(requested.body)).toEqual({ appConfig: HOSTILE });
  });

  it('has another ETag when the config changes, and the same one for the same config', async () => {
    const [first, same, changed] = await Promise.all([
      start({ app: { title: 'One' } }),
      start({ app: { title: 'One' } }),
      start({ app: { title: 'Two' } }),
    ]);
    const etagOf = async (server: PortalServer) => (await get(server, '/portal/', { 'Accept-Encoding': 'br' })).headers.etag;
    const firstTag = await etagOf(first);
    expect(firstTag).toBeDefined();
    expect(await etagOf(same)).toBe(firstTag);
    expect(await etagOf(changed)).not.toBe(firstTag);
    const revalidated = await get(changed, '/portal/', { 'Accept-Encoding': 'br', 'If-None-Match': String(firstTag) });
    expect(revalidated.status).toBe(200);
  });

  it("lists the catalog page's chunks for the first script to preload and preloads its style sheet on /catalog, beyond what the entry loads", async () => {
    const server = await start({ app: {} });
    const catalog = await get(server, '/portal/catalog?filters%5Bkind%5D=api');
    expect(routeChunksOf(catalog.body)).toEqual(['/portal/assets/catalog-index-page-333.js', '/portal/assets/table-222.js']);
    expect(catalog.body).not.toContain('<link rel="modulepreload" crossorigin href="/portal/assets/catalog-index-page-333.js">');
    expect(catalog.body).toContain('<link rel="preload" as="style" crossorigin href="/portal/assets/catalog-444.css">');
    expect(catalog.body.match(/shared-111\.js/g)).toHaveLength(1);
    expect(readEmbeddedFrontendConfig(pageWith(catalog.body))).toEqual({ app: {} });
    const home = await get(server, '/portal/');
    expect(home.body).not.toContain('catalog-index-page');
    expect(routeChunksOf(home.body)).toBeUndefined();
  });

  it("preloads the app's boot code, which the page's start imports, on every page", async () => {
    const server = await start({ app: {} });
    for (const path of ['/portal/', '/portal/catalog', '/portal/docs']) {
      const page = await get(server, path);
      expect(page.body).toContain('<link rel="modulepreload" crossorigin href="/portal/assets/boot-555.js">');
      expect(page.body).toContain('<link rel="modulepreload" crossorigin href="/portal/assets/react-666.js">');
      expect(page.body).toContain('<link rel="preload" as="style" crossorigin href="/portal/assets/boot-777.css">');
      expect(page.body.match(/shared-111\.js/g)).toHaveLength(1);
    }
  });
});

describe('the page title', () => {
  it("is app.title, escaped, in place of the build's title", () => {
    const html = withEmbeddedConfig('<html><head><title>Portico</title></head><body></body></html>', { app: { title: 'ACME <Portal> & $& Co' } });
    expect(html).toContain('<title>ACME &lt;Portal&gt; &amp; $&amp; Co</title>');
    expect(html).not.toContain('<title>Portico</title>');
  });

  it("stays the build's title without app.title", () => {
    expect(withEmbeddedConfig('<head><title>Portico</title></head>', { app: {} })).toContain('<title>Portico</title>');
  });
});
