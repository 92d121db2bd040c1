// npx tsx contracts/tooling/stock-backend.ts [--keep] [--root DIR] [--junit FILE]: verifies Portico's pacts against a *stock*
// Backstage 1.55 backend composed and configured as docs/contracts.md tells a backend team: Backstage's own packages
// only (the create-app composition, with the app backend, the Template kind module and the allow-all policy), its
// base config, and contracts/fixtures/backend/app-config.yaml on top. Nothing of Portico's embedded backend runs.
//
// Installs the packages from the npm registry into a throwaway directory under the system's temp folder (as the
// compatibility runner does, tests/compat), starts the backend on a free loopback port, serves contracts/fixtures,
// and runs `portico-contracts verify --allow-destructive` against it. Exits with the verifier's code (0: something
// verified and nothing failed). Not part of `npm test`: the install alone takes minutes. --keep keeps the directory,
// --root runs a kept one again without installing. npm builds better-sqlite3 for the Node.js that runs npm: set
// npm_config_nodedir when that Node.js has no headers of its own.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { prepareThrowawayBackend } from '../../tests/compat/throwaway-backend';
import { runPorticoContracts } from '../cli/portico-contracts';
import { DOCUMENTED_BACKEND_CONFIG } from '../verification/embedded-target';
import { FIXTURES_DIR, startFixtureServer } from '../verification/fixture-server';
import { READINESS_PATH } from '../verification/preflight';
import { STOCK_ENTRY, STOCK_LINE } from '../verification/stock-backend-composition';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const log = (line: string): void => console.log(`[stock] ${line}`);

/** A team's own base config: where it listens, its database, no clusters. */
const baseConfig = (port: number): object => ({
  app: { baseUrl: 'http://localhost:3000' },
  backend: {
    baseUrl: `http://127.0.0.1:${port}`,
    listen: { port, host: '127.0.0.1' },
    database: { client: 'better-sqlite3', connection: ':memory:' },
    cors: { origin: 'http://localhost:3000', methods: ['GET', 'HEAD', 'PATCH', 'POST', 'PUT', 'DELETE'], credentials: true },
  },
  kubernetes: { serviceLocatorMethod: { type: 'multiTenant' }, clusterLocatorMethods: [{ type: 'config', clusters: [] }] },
});

const freePort = (): Promise<number> =>
  new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** What the backend said, without its access log of the readiness polls. */
const startLines = (output: readonly string[]): string =>
  output
    .join('')
    .split('\n')
    .filter((line) => !line.includes('/.backstage/health/'))
    .slice(0, 60)
    .join('\n');

const waitUntilReady = async (baseUrl: string, child: ChildProcess, output: string[]): Promise<void> => {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The stock backend exited ${child.exitCode}:\n${startLines(output)}`);
    try {
      const response = await fetch(`${baseUrl}${READINESS_PATH}`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((wake) => setTimeout(wake, 500));
  }
  throw new Error(`The stock backend was not ready within 180 s:\n${startLines(output)}`);
};

const main = async (): Promise<number> => {
  const { values } = parseArgs({ options: { keep: { type: 'boolean' }, root: { type: 'string' }, junit: { type: 'string' } }, strict: true });
  const started = Date.now();
  const backendDir = values.root
    ? { root: resolve(values.root), remove: async () => undefined }
    : await prepareThrowawayBackend({ line: STOCK_LINE, repoRoot, log });
  const fixtures = await startFixtureServer();
  let child: ChildProcess | undefined;
  try {
    const port = await freePort();
    await writeFile(join(backendDir.root, 'stock-backend.mjs'), STOCK_ENTRY);
    // The app backend serves the frontend package (app.packageName, default app), which a backend repository has
    // (packages/app) and this directory has not: an empty stand-in, so that it serves no files but starts.
    await mkdir(join(backendDir.root, 'node_modules', 'app'), { recursive: true });
    await writeFile(join(backendDir.root, 'node_modules', 'app', 'package.json'), JSON.stringify({ name: 'app', version: '0.0.0', private: true }));
    await writeFile(join(backendDir.root, 'app-config.yaml'), JSON.stringify(baseConfig(port), null, 2));
    const output: string[] = [];
    log(`starting the stock backend (Backstage ${STOCK_LINE.release}) with ${DOCUMENTED_BACKEND_CONFIG}`);
    child = spawn(process.execPath, ['stock-backend.mjs', '--config', 'app-config.yaml', '--config', DOCUMENTED_BACKEND_CONFIG], {
      cwd: backendDir.root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORTICO_CONTRACTS_FIXTURES: FIXTURES_DIR,
        PORTICO_CONTRACTS_EXAMPLES: join(repoRoot, 'config/dev-backend/examples'),
        PORTICO_CONTRACTS_FIXTURES_HOST: fixtures.host,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8')));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8')));
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitUntilReady(baseUrl, child, output);
    log(`ready after ${((Date.now() - started) / 1000).toFixed(0)} s; verifying`);
    const code = await runPorticoContracts(
      ['verify', '--provider-base-url', baseUrl, '--fixtures-base-url', fixtures.baseUrl, '--allow-destructive', ...(values.junit ? ['--junit', values.junit] : [])],
      { version: 'stock-backend' },
    );
    if (code !== 0) log(`the backend said:\n${startLines(output)}`);
    log(`verify exited ${code}; the whole run took ${((Date.now() - started) / 60_000).toFixed(1)} minutes`);
    return code;
  } finally {
    child?.kill('SIGTERM');
    await fixtures.stop();
    if (values.keep || values.root) log(`kept ${backendDir.root}`);
    else await backendDir.remove();
  }
};

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
