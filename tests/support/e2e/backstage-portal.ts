// A portal built with config of its own (as `portico build` makes it, production mode), served in front of the e2e
// stack's backend: for the end-to-end tests of Backstage plugins and of app.extensions.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { loadAppConfig } from '../../../config/server/app-config/load-app-config';
import { startStack, type RunningStack } from '../../../config/server/stack';
import { freePort } from './free-port';
import { REPOSITORY } from './packages';
import { backendUrl } from './portal';

const run = promisify(execFile);

export interface BuiltPortal {
  readonly folder: string;
  readonly stack: RunningStack;
  close(): Promise<void>;
}

/**
 * Builds the portal with `plugins` as portico.backstagePlugins (given as Backstage's config loader takes a value from
 * the environment, APP_CONFIG_<path>, so that the repository's config files stay as they are) into a folder of its
 * own, and serves that build.
 */
export const buildPortalWithBackstagePlugins = (plugins: readonly unknown[], folderPrefix: string): Promise<BuiltPortal> =>
  buildPortalWithConfig({ APP_CONFIG_portico_backstagePlugins: JSON.stringify(plugins) }, folderPrefix);

/**
 * Builds the portal with config given as APP_CONFIG_<path> variables (`configEnv`, each value JSON), so that the
 * repository's config files stay as they are, into a folder of its own, and serves that build with the same config.
 */
export const buildPortalWithConfig = async (configEnv: Readonly<Record<string, string>>, folderPrefix: string): Promise<BuiltPortal> => {
  const folder = await mkdtemp(join(tmpdir(), folderPrefix));
  try {
    await run(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', '--outDir', join(folder, 'dist')], {
      cwd: REPOSITORY,
      // A production build, as `portico build` makes (jest's NODE_ENV=test would give React's development builds).
      env: { ...process.env, ...configEnv, NODE_ENV: 'production', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
      maxBuffer: 64 * 1024 * 1024,
    });
    const port = await freePort();
    const loaded = await loadAppConfig({
      cwd: REPOSITORY,
      configFiles: [],
      env: { ...configEnv, APP_CONFIG_app_baseUrl: `http://127.0.0.1:${port}`, APP_CONFIG_backend_baseUrl: backendUrl() },
    });
    if (loaded._tag === 'Left') throw new Error(loaded.left);
    const portico = loaded.right.config['portico'] as Record<string, unknown>;
    const config = { ...loaded.right.config, portico: { ...portico, embeddedBackend: false, backendProxy: true } };
    // The stack serves ./dist of its working directory: this build.
    const cwd = process.cwd();
    process.chdir(folder);
    let stack: RunningStack;
    try {
      stack = await startStack({ config, mode: 'static' });
    } finally {
      process.chdir(cwd);
    }
    return {
      folder,
      stack,
      close: async () => {
        await stack.stop();
        await rm(folder, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
};
