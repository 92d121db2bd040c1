// What the first page loads: the entry script, the chunks it preloads, and its stylesheets, gzipped —
// plus the total the build emits. Lazy chunks (viewers, graph, terminal) are not part of the first page.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BenchRow } from './bench-row';

const DIST = 'dist';
const KB = 1024;

const gzipSize = (file: string): number => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;

/** Asset paths referenced by index.html (script, modulepreload, stylesheet), without the leading slash. */
export const firstPageAssets = (indexHtml: string): { js: string[]; css: string[] } => {
  const refs = [...indexHtml.matchAll(/(?:src|href)="\/?(assets\/[^"]+)"/g)].map((match) => match[1]!);
  return { js: refs.filter((ref) => ref.endsWith('.js')), css: refs.filter((ref) => ref.endsWith('.css')) };
};

export const run = (): BenchRow[] => {
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'error'], { stdio: 'inherit' });
  const { js, css } = firstPageAssets(readFileSync(join(DIST, 'index.html'), 'utf8'));
  const all = readdirSync(join(DIST, 'assets')).map((file) => `assets/${file}`);
  const sum = (files: string[]) => Math.round((files.reduce((total, file) => total + gzipSize(file), 0) / KB) * 10) / 10;
  return [
    { name: 'First page JS (gzip)', value: sum(js), unit: 'KB', budget: 220 },
    { name: 'First page CSS (gzip)', value: sum(css), unit: 'KB', budget: 50 },
    { name: 'All emitted JS+CSS (gzip)', value: sum(all.filter((f) => /\.(js|css)$/.test(f))), unit: 'KB', budget: 2048 },
  ];
};
