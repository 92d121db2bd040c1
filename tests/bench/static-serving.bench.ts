// How fast the portal server serves the production build: index.html (every app route) and a hashed asset (the
// first page's largest script), each as a browser asks for it (Brotli accepted), from a keep-alive load generator
// (autocannon) in another process, rounds alternating. The asset is budgeted relative to index.html measured in
// the same run: both are answered from memory, so an asset should cost about what the page costs.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { firstPageAssets } from './bundle-size.bench';
import { median, type BenchRow } from './bench-row';

const ROUNDS = 3;
const SECONDS = 4;
const CONNECTIONS = 16;

const requestsPerSecond = async (url: string): Promise<number> => {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers: { 'accept-encoding': 'br, gzip' } });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} answers other than 2xx, ${result.errors} errors`);
  return result.requests.average;
};

export const run = async (): Promise<BenchRow[]> => {
  if (!existsSync(join('dist', 'index.html'))) execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'error'], { stdio: 'inherit' });
  const scripts = firstPageAssets(readFileSync(join('dist', 'index.html'), 'utf8')).js;
  const asset = [...scripts].sort((a, b) => statSync(join('dist', b)).size - statSync(join('dist', a)).size)[0];
  if (!asset) throw new Error('index.html names no script');
  const server = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/static-server.ts'], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const base = await new Promise<string>((resolve, reject) => {
      server.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString('utf8').trim()));
      server.once('exit', (code) => reject(new Error(`The portal server exited with ${code}`)));
    });
    const page: number[] = [];
    const assets: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      page.push(await requestsPerSecond(`${base}/catalog`));
      assets.push(await requestsPerSecond(`${base}/${asset}`));
    }
    const pageRate = Math.round(median(page));
    const assetRate = Math.round(median(assets));
    return [
      { name: 'Static serving: index.html (Brotli), 16 keep-alive connections', value: pageRate, unit: 'req/s', budget: 1_000 },
      { name: `Static serving: the first page's largest asset (Brotli), same load`, value: assetRate, unit: 'req/s', budget: 1_000 },
      { name: 'Static serving: asset rate ÷ index.html rate, same run', value: Math.round((assetRate / pageRate) * 100) / 100, unit: '×', budget: 0.5, higherIsBetter: true },
    ];
  } finally {
    server.kill('SIGTERM');
  }
};
