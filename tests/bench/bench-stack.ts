// What the browser benchmarks share: a private build of the portal and a stack serving it.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadAppConfig } from '../../config/server/app-config/load-app-config';
import type { EmbeddedBackendDatabase } from '../../config/dev-backend/embedded/backend-database';
import { startStack, type RunningStack } from '../../config/server/stack';
import { freePort } from '../support/e2e/free-port';

/** The last lines the backend logged, for the failure message of a benchmark. */
export class BackendLines {
  private readonly lines: string[] = [];
  constructor(private readonly keep = 200) {}
  push(line: string): void {
    this.lines.push(line);
    if (this.lines.length > this.keep) this.lines.shift();
  }
  last(count: number): string {
    return this.lines.slice(-count).join('\n');
  }
}

/**
 * The portal built into a directory of its own: other processes (the e2e set-up, the bundle
 * benchmark) rebuild ./dist at any time, and startStack serves ./dist of the working directory.
 */
export interface BenchBuild {
  /**
   * Starts the embedded backend with `backendConfig` merged in, and the portal serving this build, on free ports.
   * With `database`, the portal's config carries it as `backend.database`, as an installation's would.
   */
  start(backendConfig: Record<string, unknown>, log: (line: string) => void, database?: EmbeddedBackendDatabase): Promise<RunningStack>;
  /** Starts only the portal serving this build, at `portalUrl`, against a backend that is already running. */
  startAgainst(backendUrl: string, portalUrl: string): Promise<RunningStack>;
  remove(): void;
}

/**
 * `configEnv`: app config given as environment values (APP_CONFIG_<path>, as Backstage's config loader reads them), for
 * the build (vite.config.ts reads the app config) and for the stack that serves it, e.g. portico.backstagePlugins.
 */
export const buildPortalForBench = (name: string, configEnv: Readonly<Record<string, string>> = {}): BenchBuild => {
  const root = join(tmpdir(), `portico-bench-${name}-build-${process.pid}`);
  execFileSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'error', '--outDir', join(root, 'dist'), '--emptyOutDir'],
    { stdio: 'inherit', env: { ...process.env, ...configEnv } },
  );
  const startWith = async (overrides: Record<string, string>, backendConfig?: Record<string, unknown>, log?: (line: string) => void) => {
    const loaded = await loadAppConfig({ cwd: process.cwd(), configFiles: [], env: { ...process.env, ...configEnv, ...overrides } });
    if (loaded._tag === 'Left') throw new Error(loaded.left);
    const repoRoot = process.cwd();
    process.chdir(root);
    try {
      return await startStack({
        config: loaded.right.config,
        mode: 'static',
        ...(backendConfig ? { backendConfig } : {}),
        ...(log ? { log } : {}),
      });
    } finally {
      process.chdir(repoRoot);
    }
  };
  return {
    start: async (backendConfig, log, database) => {
      const [portalPort, backendPort] = [await freePort(), await freePort()];
      return startWith(
        {
          APP_CONFIG_app_baseUrl: `http://127.0.0.1:${portalPort}`,
          APP_CONFIG_backend_baseUrl: `http://127.0.0.1:${backendPort}`,
          // Environment overrides are read as JSON when they parse as JSON.
          ...(database ? { APP_CONFIG_backend_database: JSON.stringify(database) } : {}),
        },
        backendConfig,
        log,
      );
    },
    // As with the embedded default, the portal passes the backend's API on from its own origin.
    startAgainst: (backendUrl, portalUrl) =>
      startWith({
        APP_CONFIG_app_baseUrl: portalUrl,
        APP_CONFIG_backend_baseUrl: backendUrl,
        APP_CONFIG_portico_embeddedBackend: 'false',
        APP_CONFIG_portico_backendProxy: 'true',
      }),
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
};
