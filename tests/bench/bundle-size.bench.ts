// What the first page transfers: the entry script, the app's boot code and the chunks index.html preloads for
// the page, and its style sheets, compressed as the portal server sends them to a browser that accepts Brotli
// (the build's .br files) — plus the total the build emits. Lazy chunks (viewers, graph, terminal) are not part
// of the first page.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { pageChunkFiles, parseBuildManifest, ROUTE_MODULES } from '../../config/server/route-preloads';
import type { BenchRow } from './bench-row';

const DIST = 'dist';
/** The home page's module, which the home route loads once someone is signed in. */
const HOME_PAGE_MODULE = 'ui/home/home-page.tsx';
const KB = 1024;

/** Bytes on the wire: the precompressed file the server picks, else the file compressed here. */
const brotliSize = (file: string): number => {
  const path = join(DIST, file);
  return existsSync(`${path}.br`) ? readFileSync(`${path}.br`).length : brotliCompressSync(readFileSync(path)).length;
};
const gzipSize = (file: string): number => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;

/** Asset paths referenced by index.html (script, modulepreload, stylesheet), without the leading slash. */
export const firstPageAssets = (indexHtml: string): { js: string[]; css: string[] } => {
  const refs = [...indexHtml.matchAll(/(?:src|href)="\/?(assets\/[^"]+)"/g)].map((match) => match[1]!);
  return { js: refs.filter((ref) => ref.endsWith('.js')), css: refs.filter((ref) => ref.endsWith('.css')) };
};

const kb = (bytes: number): number => Math.round((bytes / KB) * 10) / 10;

export const run = (): BenchRow[] => {
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'error'], { stdio: 'inherit' });
  const entry = firstPageAssets(readFileSync(join(DIST, 'index.html'), 'utf8'));
  const manifest = parseBuildManifest(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8'));
  if (!manifest) throw new Error('The build wrote no manifest the portal server can read');
  /** Everything `/` (or the page of `routeModules`) loads before it can render: what index.html names plus its preloads. */
  const firstPage = (routeModules?: readonly string[]) => {
    const preloads = pageChunkFiles(manifest, routeModules);
    return { js: [...new Set([...entry.js, ...preloads.scripts])], css: [...new Set([...entry.css, ...preloads.styles])] };
  };
  const home = firstPage();
  const catalog = firstPage(ROUTE_MODULES[0]!.modules);
  /** What a signed-in user's first page, the home page, loads with its own module and what that imports. */
  const homeSignedIn = firstPage([HOME_PAGE_MODULE]);
  const all = readdirSync(join(DIST, 'assets')).map((file) => `assets/${file}`).filter((file) => /\.(js|css)$/.test(file));
  const sum = (files: readonly string[], size: (file: string) => number) => kb(files.reduce((total, file) => total + size(file), 0));
  return [
    { name: 'First page JS, as sent (Brotli)', value: sum(home.js, brotliSize), unit: 'KB', budget: 200 },
    { name: 'First page CSS, as sent (Brotli)', value: sum(home.css, brotliSize), unit: 'KB', budget: 50 },
    { name: '/catalog opened first: JS with its page preloaded, as sent (Brotli)', value: sum(catalog.js, brotliSize), unit: 'KB', budget: 250 },
    { name: 'Home page signed in: JS with its page, as sent (Brotli)', value: sum(homeSignedIn.js, brotliSize), unit: 'KB', budget: 250 },
    { name: 'All emitted JS+CSS (gzip)', value: sum(all, gzipSize), unit: 'KB', budget: 2048 },
  ];
};
