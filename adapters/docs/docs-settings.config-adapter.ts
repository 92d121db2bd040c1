import * as E from 'fp-ts/Either';
import type { Task } from 'fp-ts/Task';
import type { TaskEither } from 'fp-ts/TaskEither';
import type { DocsSettingsSource } from '../../application/docs/docs-settings.port';
import type { BackendError } from '../../application/shared/backend-error';
import type { JsonObject } from '../../domain/app/config-values';
import { DEFAULT_DOCS_SETTINGS, readDocsSettings, type DocsSettings } from '../../domain/docs/docs-settings';

/** Docs settings from the browser's app config (techdocs and integrations are passed to the browser), read once. */
export class DocsSettingsFromConfig implements DocsSettingsSource {
  private loaded: Promise<DocsSettings> | undefined;

  constructor(private readonly loadConfig: () => TaskEither<BackendError, JsonObject>) {}

  load(): Task<DocsSettings> {
    return () => {
      this.loaded ??= this.loadConfig()().then((config) => (E.isRight(config) ? readDocsSettings(config.right) : DEFAULT_DOCS_SETTINGS));
      return this.loaded;
    };
  }
}
