import * as E from 'fp-ts/Either';
import type { Task } from 'fp-ts/Task';
import type { TaskEither } from 'fp-ts/TaskEither';
import type { SearchSettingsSource } from '../../application/search/search-settings.port';
import type { BackendError } from '../../application/shared/backend-error';
import type { JsonObject } from '../../domain/app/config-values';
import { DEFAULT_SEARCH_SETTINGS, readSearchSettings, type SearchSettings } from '../../domain/search/search-settings';

/**
 * Search settings from the browser's app config (search.query is passed to the browser). The config is
 * read once; when it cannot be read the defaults apply.
 */
export class SearchSettingsFromConfig implements SearchSettingsSource {
  private loaded: Promise<SearchSettings> | undefined;

  constructor(private readonly loadConfig: () => TaskEither<BackendError, JsonObject>) {}

  load(): Task<SearchSettings> {
    return () => {
      this.loaded ??= this.loadConfig()().then((config) =>
        E.isRight(config) ? readSearchSettings(config.right) : DEFAULT_SEARCH_SETTINGS,
      );
      return this.loaded;
    };
  }
}
