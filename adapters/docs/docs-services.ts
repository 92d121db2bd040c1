import type { TaskEither } from 'fp-ts/TaskEither';
import type { DocsServices } from '../../application/docs/deferred-docs-services';
import type { BackendError } from '../../application/shared/backend-error';
import type { JsonObject } from '../../domain/app/config-values';
import type { FetchFn } from '../shared/http';
import { DocsEntitiesHttpAdapter } from './docs-entities.http-adapter';
import { DocsSettingsFromConfig } from './docs-settings.config-adapter';
import { TechDocsHttpAdapter } from './techdocs.http-adapter';

export interface DocsServicesDeps {
  /** Adds the identity token for backend URLs. */
  readonly fetch: FetchFn;
  readonly discoveryOf: (pluginId: string) => Promise<string>;
  readonly loadConfig: () => TaskEither<BackendError, JsonObject>;
}

/** The docs adapters (loaded as one chunk on first use, see deferDocsServices). */
export const createDocsServices = (deps: DocsServicesDeps): DocsServices => {
  const settings = new DocsSettingsFromConfig(deps.loadConfig);
  return {
    gateway: new TechDocsHttpAdapter(deps.fetch, deps.discoveryOf, settings),
    lister: new DocsEntitiesHttpAdapter(deps.fetch, deps.discoveryOf),
    settings,
  };
};
