import type { Task } from 'fp-ts/Task';
import type { DocsSettings } from '../../domain/docs/docs-settings';
import { serviceToken } from '../shared/service-token';

/** Docs settings from the app config; answers the defaults when the config cannot be read. */
export interface DocsSettingsSource {
  load(): Task<DocsSettings>;
}

export const DocsSettingsSourceToken = serviceToken<DocsSettingsSource>('DocsSettingsSource');
