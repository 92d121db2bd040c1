// The embedded Backstage backend as a verification target: started on a free loopback port with the
// configuration the provider states need, signed in as the guest, stopped afterwards. That configuration is the one
// docs/contracts.md gives backend teams for a stock backend (contracts/fixtures/backend/app-config.yaml), loaded as
// it is; on top of it only what a test backend has and a team's does not: the fixture cluster and a policy that
// denies catalog.entity.create.
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fetchGuestToken } from '../../config/dev-backend/embedded/embedded-backend-client';
import { startEmbeddedBackend } from '../../config/dev-backend/embedded/embedded-backend';
import { fixtureClusterBackendConfig } from '../../config/dev-backend/kubernetes-fixture/fixture-backend-config';
import { startFixtureCluster } from '../../config/dev-backend/kubernetes-fixture/fixture-cluster';
import { ALL_PROVIDER_STATES, EMBEDDED_BACKEND_DENIED_PERMISSIONS } from '../support/provider-states';
import type { BackendUnderTest } from './backend-under-test';
import { FIXTURES_DIR, startFixtureServer } from './fixture-server';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The config docs/contracts.md gives for a stock backend; the contract tests' backend loads exactly this file. */
export const DOCUMENTED_BACKEND_CONFIG = join(FIXTURES_DIR, 'backend', 'app-config.yaml');

/** The variables the documented config reads, as the embedded backend (run from `root`) has them. */
export const documentedConfigVariables = (root: string, fixturesHost: string): Record<string, string> => ({
  PORTICO_CONTRACTS_FIXTURES: FIXTURES_DIR,
  PORTICO_CONTRACTS_EXAMPLES: join(root, 'config/dev-backend/examples'),
  PORTICO_CONTRACTS_FIXTURES_HOST: fixturesHost,
});

/** The states the embedded backend cannot be put into, with the reason (their interactions are skipped). */
export const embeddedBackendSkips = (): ReadonlyMap<string, string> =>
  new Map(
    ALL_PROVIDER_STATES.flatMap((state) => (state.notOnEmbeddedBackend ? [[state.name, state.notOnEmbeddedBackend] as const] : [])),
  );

const freeLoopbackPort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

export interface EmbeddedTargetOptions {
  /** Receives the backend's output lines (default: dropped; they are shown if it fails to start). */
  readonly log?: (line: string) => void;
  /** Runs the embedded backend from this root instead of the repository (see EmbeddedBackendOptions.root). */
  readonly backendRoot?: string;
}

export interface EmbeddedTarget {
  readonly backend: BackendUnderTest;
  stop(): Promise<void>;
}

/** Stops what was started, last first, even when one of them fails to stop. */
const stopAll = async (stops: Array<() => Promise<void>>): Promise<void> => {
  for (const stop of [...stops].reverse()) await stop().catch(() => undefined);
};

/**
 * Starts the embedded backend for verification with what the provider states need: the fixture catalog
 * files it may read, the fixture Kubernetes cluster, a policy denying catalog.entity.create. Signs in
 * as the guest.
 */
export const startEmbeddedTarget = async (options: EmbeddedTargetOptions = {}): Promise<EmbeddedTarget> => {
  const stops: Array<() => Promise<void>> = [];
  try {
    const fixtures = await startFixtureServer();
    stops.push(fixtures.stop);
    const cluster = await startFixtureCluster();
    stops.push(cluster.stop);
    const port = await freeLoopbackPort();
    // The backend process inherits them (Backstage substitutes ${...} in config files from its environment).
    Object.assign(process.env, documentedConfigVariables(options.backendRoot ?? REPO_ROOT, fixtures.host));
    const backend = await startEmbeddedBackend({
      port,
      // Nothing is served there; it only becomes app.baseUrl and the CORS origin.
      appBaseUrl: `http://127.0.0.1:${port}`,
      extraConfigFiles: [DOCUMENTED_BACKEND_CONFIG],
      extraConfig: {
        ...fixtureClusterBackendConfig(cluster.url),
        portico: { permission: { deny: EMBEDDED_BACKEND_DENIED_PERMISSIONS } },
      },
      ...(options.log ? { log: options.log } : {}),
      ...(options.backendRoot ? { root: options.backendRoot } : {}),
    });
    stops.push(backend.stop);
    const token = await fetchGuestToken(backend.baseUrl);
    return {
      backend: { baseUrl: backend.baseUrl, token, fixturesBaseUrl: fixtures.baseUrl, restoreDeletedPods: () => cluster.reset() },
      stop: () => stopAll(stops),
    };
  } catch (error) {
    await stopAll(stops);
    throw error;
  }
};

/** Runs `use` against a freshly started embedded backend and always stops it. */
export const withEmbeddedBackend = async <T>(
  use: (backend: BackendUnderTest) => Promise<T>,
  options: EmbeddedTargetOptions = {},
): Promise<T> => {
  const target = await startEmbeddedTarget(options);
  try {
    return await use(target.backend);
  } finally {
    await target.stop();
  }
};
