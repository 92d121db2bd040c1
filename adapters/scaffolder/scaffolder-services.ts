// Builds the scaffolder's services; scaffolder.services.ts loads this module on first use.
import * as E from 'fp-ts/Either';
import type { TaskEither } from 'fp-ts/TaskEither';
import type { BackendError } from '../../application/shared/backend-error';
import type { CatalogReader } from '../../application/catalog/catalog-reader.port';
import { catalogLookup } from '../../application/scaffolder/catalog-lookup';
import { FallbackTaskEventSource } from '../../application/scaffolder/fallback-task-events';
import { PollingTaskEventSource } from '../../application/scaffolder/polling-task-events';
import type { ScaffolderServices } from '../../application/scaffolder/scaffolder-services';
import { parseConfigBoolean, type JsonObject } from '../../domain/app/config-values';
import { SCAFFOLDER_PLUGIN_ID } from '../../domain/scaffolder/constants';
import { integrationsFromConfig, withDefaultIntegrations } from '../../domain/scaffolder/repo-url';
import type { FetchFn } from '../shared/http';
import { EventStreamTaskEvents } from './event-stream-task-events';
import { ScaffolderHttpAdapter } from './scaffolder.http-adapter';
import { YamlTemplateDocumentParser } from './yaml-template-document.adapter';
import { ZipArchiveBuilder } from './zip-archive.adapter';

export interface ScaffolderServicesOptions {
  /** fetch that adds the Bearer token for backend URLs. */
  readonly fetch: FetchFn;
  readonly discoveryOf: (pluginId: string) => Promise<string>;
  /** The pickers' and the template list's entities come from the catalog's reader. */
  readonly catalog: CatalogReader;
  /** Reads the browser's app config (integrations, scaffolder.useLongPollingLogs); without it the defaults apply. */
  readonly loadConfig?: () => Promise<JsonObject | undefined>;
  readonly setTimeout?: (callback: () => void, ms: number) => unknown;
}

/** The browser's app config, or undefined when it cannot be read. */
export const frontendConfigLoader = (loadFrontendConfig: () => TaskEither<BackendError, JsonObject>) => async (): Promise<JsonObject | undefined> => {
  const loaded = await loadFrontendConfig()();
  return E.isRight(loaded) ? loaded.right : undefined;
};

const section = (config: JsonObject | undefined, key: string): JsonObject | undefined => {
  const value = config?.[key];
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as JsonObject) : undefined;
};

export const createScaffolderServices = async (options: ScaffolderServicesOptions): Promise<ScaffolderServices> => {
  const config = await options.loadConfig?.();
  const api = new ScaffolderHttpAdapter(options.fetch, options.discoveryOf);
  const schedule = options.setTimeout ?? ((callback: () => void, ms: number) => setTimeout(callback, ms));
  const polling = new PollingTaskEventSource({ api, sleep: (ms) => new Promise<void>((resolve) => void schedule(resolve, ms)) });
  const stream = new EventStreamTaskEvents(options.fetch, () => options.discoveryOf(SCAFFOLDER_PLUGIN_ID));
  const useLongPollingLogs = parseConfigBoolean(section(config, 'scaffolder')?.['useLongPollingLogs']) === true;
  return {
    api,
    events: useLongPollingLogs ? polling : new FallbackTaskEventSource(stream, polling),
    catalog: catalogLookup(options.catalog),
    archive: new ZipArchiveBuilder(),
    documents: new YamlTemplateDocumentParser(),
    integrations: withDefaultIntegrations(integrationsFromConfig(config?.['integrations'])),
  };
};
