// What both server entries do around the stack: read and check the config (exit 1 with the reason when it
// is unusable), and stop gracefully on SIGTERM/SIGINT (a second signal exits at once); and where the embedded
// backend's log goes (a file, or the terminal with --backend-log).
import { createWriteStream, openSync, type WriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { configFilesFromArgs, loadAppConfig } from './app-config/load-app-config';
import { integrationsConfigProblem } from './app-config/integrations';
import { checkExtensionsOfConfig } from './app-config/extensions-check';
import * as E from 'fp-ts/Either';
import type { ConfigLayer, ConfigObject } from '../../domain/app/config-values';
import { createServerLog, type ServerLog } from './access-log';
import { readPortalSettings } from './app-config/portal-settings';
import { startStack, type RunningStack, type StackOptions } from './stack';

export interface StartupConfig {
  readonly config: ConfigObject;
  readonly files: readonly string[];
  /** Each file's (and the environment's) own values, for checks that name the file a value came from. */
  readonly layers: readonly ConfigLayer[];
}

const fail = (message: string): never => {
  console.error(message);
  process.exit(1);
};

/**
 * The merged config of app-config.yaml, app-config.local.yaml, each --config file and APP_CONFIG_*; its warnings and
 * files printed unless `announce` is false (a step before the server, which prints them).
 */
export const loadStartupConfig = async (args: readonly string[], { announce = true }: { announce?: boolean } = {}): Promise<StartupConfig> => {
  const loaded = await loadAppConfig({ cwd: process.cwd(), configFiles: configFilesFromArgs(args), env: process.env });
  if (loaded._tag === 'Left') return fail(`Portico could not load its configuration: ${loaded.left}`);
  if (announce) for (const warning of loaded.right.warnings) console.warn(warning);
  const integrationsProblem = integrationsConfigProblem(loaded.right.config);
  if (integrationsProblem) return fail(integrationsProblem);
  const extensions = await checkExtensionsOfConfig(loaded.right.layers, loaded.right.config, process.cwd());
  if (E.isLeft(extensions)) return fail(extensions.left);
  if (announce) console.log(`Config: ${loaded.right.files.join(', ')}`);
  return { config: loaded.right.config, files: loaded.right.files, layers: loaded.right.layers };
};

/** The port a URL names, or its scheme's default. */
export const portOf = (url: URL): number => (url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80);

/** The server's log on standard output, with the access log as portico.accessLog says (on unless switched off). */
export const serverLogOf = (config: ConfigObject): ServerLog => {
  const settings = readPortalSettings(config);
  return createServerLog({ accessLog: E.isLeft(settings) || settings.right.accessLog });
};

/** On SIGTERM or SIGINT: stop (letting calls in flight finish), then exit 0; a second signal exits at once. */
export const stopOnSignals = (stop: () => Promise<void>): void => {
  const shutdown = async (signal: string) => {
    console.log(`${signal}: Portico is stopping`);
    process.once('SIGINT', () => process.exit(130));
    process.once('SIGTERM', () => process.exit(143));
    try {
      await stop();
      process.exit(0);
    } catch (error) {
      console.error(`Portico did not stop cleanly: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
};

export const exitOnStartFailure = (error: unknown): void => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
};

/** `npm start -- --backend-log`: the embedded backend's log in the terminal instead of a file. */
export const BACKEND_LOG_FLAG = '--backend-log';

export interface BackendLog {
  /** Takes one line of the backend's output. */
  readonly log: (line: string) => void;
  /** Where the lines go: the file's path, or undefined for the terminal. */
  readonly file?: string;
  /** Writes out what is pending and closes the file. */
  close(): Promise<void>;
}

/** The file the embedded backend on `port` logs to (one per port, so that two starts side by side keep theirs apart). */
export const backendLogFile = (port: number, dir = tmpdir()): string => join(dir, `portico-backend-${port}.log`);

const inTerminal = (print: (line: string) => void): BackendLog => ({ log: (line) => print(`[backend] ${line}`), close: async () => undefined });

/**
 * Where the embedded backend's output goes: by default a file (emptied at each start) whose path the start prints, so
 * that the terminal shows what started where; with --backend-log, the terminal, each line marked [backend]. A file that
 * cannot be written leaves the log in the terminal, saying why.
 */
export const openBackendLog = (options: {
  readonly args: readonly string[];
  readonly port: number;
  readonly dir?: string;
  readonly print?: (line: string) => void;
}): BackendLog => {
  const print = options.print ?? ((line: string) => console.log(line));
  if (options.args.includes(BACKEND_LOG_FLAG)) return inTerminal(print);
  const file = backendLogFile(options.port, options.dir);
  let stream: WriteStream;
  try {
    stream = createWriteStream('', { fd: openSync(file, 'w'), encoding: 'utf8' });
  } catch (error) {
    print(`The backend's log cannot be written to ${file} (${error instanceof Error ? error.message : String(error)}); it is shown here.`);
    return inTerminal(print);
  }
  stream.on('error', () => undefined);
  return {
    log: (line) => void stream.write(`${line}\n`),
    file,
    close: () => new Promise((closed) => stream.end(closed)),
  };
};

/** What the wait for the embedded backend's search index says when it did not end with an index. */
const SEARCH_OUTCOMES: Readonly<Record<string, string>> = {
  'timed-out': 'The search index is not built yet; the search page says so until it is.',
  'no-search-plugin': 'The backend has no search plugin: the search page says so.',
  'no-guest-sign-in': 'The backend has no guest sign-in, so the search index was not waited for.',
};

/**
 * The end of a start: where the backend, the portal and the metrics are, then, once every area answers (with the
 * embedded backend: its first search index is built), that Portico is ready. Nothing more when a signal came first.
 */
export const announceStart = async (stack: RunningStack): Promise<void> => {
  console.log(stack.backend ? `Backend: ${stack.backendUrl} (the embedded Backstage backend)` : `Backend: ${stack.backendUrl} (not embedded)`);
  console.log(`Portal: ${stack.portalUrl} (listening on ${stack.portal.url})`);
  if (stack.portal.metricsUrl) console.log(`Metrics: ${stack.portal.metricsUrl}`);
  if (stack.backend) {
    // Until its first index is built the search backend cannot answer; the portal is not ready before.
    console.log('Waiting for the backend to build its first search index…');
    const outcome = await stack.searchIndex;
    if (outcome === 'stopped') return;
    const said = SEARCH_OUTCOMES[outcome];
    if (said) console.log(said);
  }
  console.log(`Portico is ready: ${stack.portalUrl}`);
};

export interface StackRun {
  /** The command's arguments (--backend-log). */
  readonly args: readonly string[];
  /** The embedded backend's port when the stack starts one: its log goes to a file named after it. */
  readonly embeddedBackendPort?: number;
  /** How the start names the embedded backend and the flag that shows its log here. */
  readonly backendName: string;
  readonly backendLogHint: string;
  readonly stack: Omit<StackOptions, 'log'>;
}

/**
 * Starts the stack, with the embedded backend's log in a file (or in this terminal with --backend-log), stops it on
 * SIGTERM or SIGINT, and says where everything runs and when Portico is ready.
 */
export const runStack = async (run: StackRun): Promise<void> => {
  const backendLog = run.embeddedBackendPort === undefined ? undefined : openBackendLog({ args: run.args, port: run.embeddedBackendPort });
  if (backendLog) {
    console.log(
      backendLog.file
        ? `Starting ${run.backendName}; its log: ${backendLog.file} (${run.backendLogHint} shows it here)`
        : `Starting ${run.backendName}; its log follows, each line marked [backend]`,
    );
  }
  const stack = await startStack({ ...run.stack, ...(backendLog ? { log: backendLog.log } : {}) }).catch(async (error: unknown) => {
    await backendLog?.close();
    throw error;
  });
  stopOnSignals(async () => {
    await stack.stop();
    await backendLog?.close();
  });
  await announceStart(stack);
};
