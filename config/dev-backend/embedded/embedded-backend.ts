// Starts the real Backstage backend (config/dev-backend/embedded/backend.ts) as a child process, for `npm start`
// and for tests. See /work/shared/design/BACKEND.md.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CORE_SCHEMA, load } from 'js-yaml';
import type { EmbeddedBackendDatabase } from './backend-database';
import { SEARCH_TASKS_PATH } from './embedded-backend-client';

export interface EmbeddedBackendOptions {
  readonly port: number;
  /** Interface to listen on; default 127.0.0.1. */
  readonly host?: string;
  /** Origin of the portal: becomes app.baseUrl and the allowed CORS origin (with credentials). */
  readonly appBaseUrl: string;
  /**
   * PostgreSQL instead of the in-memory SQLite (`backend.database` of the portal's config). Replicas given the
   * same database serve the same catalog and scaffolder tasks and accept each other's tokens.
   */
  readonly database?: EmbeddedBackendDatabase;
  /** Further app-config files, layered after the generated config (relative to the caller's working directory). */
  readonly extraConfigFiles?: readonly string[];
  /**
   * Catalog locations read besides the examples (a team's own catalog files, `file` targets absolute): the catalog
   * reads the examples' locations and these.
   */
  readonly catalogLocations?: readonly CatalogLocationConfig[];
  /** Location types the catalog registers (POST /locations); default Backstage's, `url` only. */
  readonly allowedLocationTypes?: readonly string[];
  /** The backend proxy's endpoints (`proxy.endpoints` of the app config: the services a team's plugins call). */
  readonly proxyEndpoints?: Readonly<Record<string, unknown>>;
  /** A team's own backend plugins and modules, added beside the backend's (`portico.embeddedBackendModules`). */
  readonly addedModules?: readonly AddedBackendModule[];
  /** Config merged last, e.g. `{ portico: { permission: { deny: ['catalog.entity.create'] } } }`. */
  readonly extraConfig?: object;
  /** Receives every output line of the backend, without colour codes. */
  readonly log?: (line: string) => void;
  /** How long to wait for readiness; default 120 s (two shared cores can be slow). */
  readonly readyTimeoutMs?: number;
  /**
   * A directory holding a copy of config/dev-backend (at the same relative path) and the node_modules the backend
   * runs with; default the repository. The compatibility runner puts another Backstage release's packages there.
   */
  readonly root?: string;
}

/** A catalog location as Backstage's `catalog.locations` holds one. */
export interface CatalogLocationConfig {
  readonly type: string;
  readonly target: string;
  /** Backstage's per-location catalog rules (`[{ allow: [Kind, …] }]`), passed on as written. */
  readonly rules?: readonly unknown[];
}

/** A backend plugin or module of an npm package: its default export is what the backend adds. */
export interface AddedBackendModule {
  readonly packageName: string;
  /** The package's entry, absolute, as Node resolves it from the app's repository. */
  readonly file: string;
}

export interface EmbeddedBackend {
  readonly baseUrl: string;
  stop(): Promise<void>;
}

export const READINESS_PATH = '/.backstage/health/v1/readiness';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
/** The backend's entry, relative to the root it runs from. */
export const BACKEND_ENTRY = 'config/dev-backend/embedded/backend.ts';
/** The backend's base config, relative to the root it runs from; backend.ts always loads it first. */
export const BACKEND_BASE_CONFIG = 'config/dev-backend/embedded/app-config.backend.yaml';
const DEFAULT_HOST = '127.0.0.1';
const DEFAULT_READY_TIMEOUT_MS = 120_000;
const READINESS_POLL_MS = 250;
const GRACEFUL_STOP_MS = 10_000;
const KEPT_OUTPUT_LINES = 40;
// eslint-disable-next-line no-control-regex -- matches the backend's colour escape codes on purpose
const ANSI_ESCAPE = /\u001b\[[0-9;]*m/g;

export async function startEmbeddedBackend(options: EmbeddedBackendOptions): Promise<EmbeddedBackend> {
  const host = options.host ?? DEFAULT_HOST;
  const baseUrl = `http://${urlHost(host)}:${options.port}`;
  await assertPortFree(host, options.port);

  const root = options.root ?? repoRoot;
  const fromAppConfig = await appConfigForBackend(root, options);
  const configDir = await mkdtemp(join(tmpdir(), 'portico-backend-'));
  const configFiles = [
    await writeConfig(configDir, 'generated', { ...generatedConfig(baseUrl, host, options), ...fromAppConfig }),
    // The child runs in the repo root; relative paths mean the caller's working directory.
    ...(options.extraConfigFiles ?? []).map((file) => resolve(file)),
    ...(options.extraConfig ? [await writeConfig(configDir, 'extra', options.extraConfig)] : []),
  ];

  const output = new OutputTail(KEPT_OUTPUT_LINES, options.log);
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(root, BACKEND_ENTRY), ...configFiles.flatMap((file) => ['--config', file])],
    {
      // `--import tsx` resolves from the working directory.
      cwd: root,
      env: { ...backendEnvironment(process.env), PORTICO_BACKEND_STOP_WITH_PARENT: '1' },
      stdio: ['pipe', 'pipe', 'pipe'],
      detached: true,
    },
  );
  child.stdout?.on('data', (chunk: Buffer) => output.add(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.add(chunk));
  const exited = exitOf(child);

  const stop = async (): Promise<void> => {
    await terminate(child, exited);
    await rm(configDir, { recursive: true, force: true });
  };

  try {
    await waitUntilReady(baseUrl, exited, options.readyTimeoutMs ?? DEFAULT_READY_TIMEOUT_MS);
  } catch (error) {
    await stop();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Embedded backend at ${baseUrl} did not become ready: ${reason}\n${output.lastLines()}`);
  }
  return { baseUrl, stop };
}

/**
 * The environment the backend starts with: the portal's, without its config overrides. APP_CONFIG_* variables
 * configure the portal; the backend's config is what the portal writes for it, nothing a variable slips in (a
 * variable naming the benchmarks' rows file would copy a file into the catalog). Nor is it told it runs in
 * production (the portal's build sets NODE_ENV=production in the portal's own process): it is a local backend on
 * loopback, and Backstage would warn on every plugin's start that a localhost backend.baseUrl in production is a
 * misconfiguration. Without NODE_ENV it runs as Backstage runs by default (not 'development': error bodies carry
 * no stack traces and the catalog's answers are not pretty-printed).
 */
export const backendEnvironment = (env: NodeJS.ProcessEnv): NodeJS.ProcessEnv =>
  Object.fromEntries(
    Object.entries(env).filter(([name, value]) => !name.toUpperCase().startsWith('APP_CONFIG_') && !(name === 'NODE_ENV' && value === 'production')),
  );

function generatedConfig(baseUrl: string, host: string, options: EmbeddedBackendOptions): object {
  return {
    app: { baseUrl: options.appBaseUrl },
    backend: {
      baseUrl,
      listen: { port: options.port, host },
      cors: {
        origin: new URL(options.appBaseUrl).origin,
        methods: ['GET', 'HEAD', 'PATCH', 'POST', 'PUT', 'DELETE'],
        credentials: true,
      },
      ...(options.database ? { database: options.database } : {}),
    },
  };
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The example locations of the base config, as written there (their `${PORTICO_EXAMPLES_DIR}` left to the backend). */
export async function baseCatalogLocations(root: string): Promise<unknown[]> {
  const base = load(await readFile(join(root, BACKEND_BASE_CONFIG), 'utf8'), { schema: CORE_SCHEMA });
  const catalog = isObject(base) ? base['catalog'] : undefined;
  const locations = isObject(catalog) ? catalog['locations'] : undefined;
  return Array.isArray(locations) ? locations : [];
}

/** A value the backend's config loader reads as written: `${` would otherwise name an environment variable. */
const literal = (value: string): string => value.replaceAll('${', () => '$${');

/**
 * What the app config adds to the generated config: the examples' locations and the given ones (a list in a later
 * config file replaces the earlier one, so both are written here), the location types the catalog registers, the
 * proxy's endpoints and the team's own backend modules.
 */
export async function appConfigForBackend(
  root: string,
  options: Pick<EmbeddedBackendOptions, 'catalogLocations' | 'allowedLocationTypes' | 'proxyEndpoints' | 'addedModules'>,
): Promise<Json> {
  const added = options.catalogLocations ?? [];
  const portico = {
    ...(options.allowedLocationTypes?.length ? { catalog: { allowedLocationTypes: [...options.allowedLocationTypes] } } : {}),
    ...(options.addedModules?.length ? { addedModules: options.addedModules.map((module) => ({ ...module, file: literal(module.file) })) } : {}),
  };
  return {
    ...(added.length
      ? { catalog: { locations: [...(await baseCatalogLocations(root)), ...added.map((location) => ({ ...location, target: literal(location.target) }))] } }
      : {}),
    ...(Object.keys(portico).length ? { portico } : {}),
    ...(options.proxyEndpoints && Object.keys(options.proxyEndpoints).length ? { proxy: { endpoints: options.proxyEndpoints } } : {}),
  };
}

async function writeConfig(dir: string, name: string, config: object): Promise<string> {
  // JSON is YAML, which is what Backstage's config loader reads.
  const file = join(dir, `app-config.${name}.yaml`);
  await writeFile(file, JSON.stringify(config, null, 2));
  return file;
}

function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return DEFAULT_HOST;
  return host.includes(':') ? `[${host}]` : host;
}

/** A server already answering on the port would make the readiness check lie. */
function assertPortFree(host: string, port: number): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(new Error(`Cannot start the embedded backend: ${host}:${port} is not available (${error.code ?? error.message})`)),
    );
    probe.listen(port, host, () => probe.close(() => resolvePromise()));
  });
}

type Exit = { readonly code: number | null; readonly signal: NodeJS.Signals | null };

function exitOf(child: ChildProcess): Promise<Exit> {
  return new Promise((resolvePromise) => {
    child.once('exit', (code, signal) => resolvePromise({ code, signal }));
    child.once('error', () => resolvePromise({ code: null, signal: null }));
  });
}

async function waitUntilReady(baseUrl: string, exited: Promise<Exit>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let hasExited: Exit | undefined;
  void exited.then((exit) => {
    hasExited = exit;
  });
  while (Date.now() < deadline) {
    if (hasExited) {
      throw new Error(`the process exited (code ${hasExited.code}, signal ${hasExited.signal}) before it was ready`);
    }
    if (await isReady(baseUrl)) return;
    await delay(READINESS_POLL_MS);
  }
  throw new Error(`no answer 200 from ${READINESS_PATH} within ${timeoutMs} ms`);
}

async function isReady(baseUrl: string): Promise<boolean> {
  try {
    const response = await fetch(`${baseUrl}${READINESS_PATH}`, { signal: AbortSignal.timeout(2_000) });
    await response.body?.cancel();
    return response.status === 200;
  } catch {
    return false;
  }
}

async function terminate(child: ChildProcess, exited: Promise<Exit>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  signalGroup(child, 'SIGTERM');
  const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), GRACEFUL_STOP_MS);
  await exited;
  clearTimeout(timer);
  // The backend is gone; make sure nothing it started lingers in its process group.
  signalGroup(child, 'SIGKILL');
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

function delay(ms: number): Promise<void> {
  return new Promise((resolvePromise) => setTimeout(resolvePromise, ms));
}

class OutputTail {
  private readonly lines: string[] = [];
  private partial = '';

  constructor(
    private readonly keep: number,
    private readonly log: ((line: string) => void) | undefined,
  ) {}

  add(chunk: Buffer): void {
    const parts = (this.partial + chunk.toString('utf8')).split('\n');
    this.partial = parts.pop() ?? '';
    for (const part of parts) this.push(part.replace(ANSI_ESCAPE, '').trimEnd());
  }

  lastLines(): string {
    const pending = this.partial.replace(ANSI_ESCAPE, '').trimEnd();
    const lines = pending ? [...this.lines, pending] : this.lines;
    return lines.length ? `Last output lines:\n${lines.join('\n')}` : 'The backend wrote no output.';
  }

  private push(line: string): void {
    // Our own polls (readiness, the search index's first build) are logged as requests; they would crowd out the
    // lines that explain a failure.
    if (!line || line.includes(READINESS_PATH) || line.includes(SEARCH_TASKS_PATH)) return;
    this.log?.(line);
    this.lines.push(line);
    if (this.lines.length > this.keep) this.lines.shift();
  }
}
