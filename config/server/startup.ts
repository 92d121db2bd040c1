// What both server entries do around the stack: read and check the config (exit 1 with the reason when it
// is unusable), and stop gracefully on SIGTERM/SIGINT (a second signal exits at once).
import { configFilesFromArgs, loadAppConfig } from './app-config/load-app-config';
import { integrationsConfigProblem } from './app-config/integrations';
import * as E from 'fp-ts/Either';
import type { ConfigObject } from '../../domain/app/config-values';
import { createServerLog, type ServerLog } from './access-log';
import { readPortalSettings } from './app-config/portal-settings';

export interface StartupConfig {
  readonly config: ConfigObject;
  readonly files: readonly string[];
}

const fail = (message: string): never => {
  console.error(message);
  process.exit(1);
};

/** The merged config of app-config.yaml, app-config.local.yaml, each --config file and APP_CONFIG_*; warnings printed. */
export const loadStartupConfig = async (args: readonly string[]): Promise<StartupConfig> => {
  const loaded = await loadAppConfig({ cwd: process.cwd(), configFiles: configFilesFromArgs(args), env: process.env });
  if (loaded._tag === 'Left') return fail(`Portico could not load its configuration: ${loaded.left}`);
  for (const warning of loaded.right.warnings) console.warn(warning);
  const integrationsProblem = integrationsConfigProblem(loaded.right.config);
  if (integrationsProblem) return fail(integrationsProblem);
  console.log(`Config: ${loaded.right.files.join(', ')}`);
  return { config: loaded.right.config, files: loaded.right.files };
};

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
