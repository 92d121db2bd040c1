import type { TaskEither } from 'fp-ts/TaskEither';
import type { ResolvedHomeSettings } from '../../domain/home/home-settings';
import type { BackendError } from '../shared/backend-error';
import { serviceToken } from '../shared/service-token';

/** The home page's settings (the `home:` block of app-config, with defaults). */
export interface HomeSettingsSource {
  load(): TaskEither<BackendError, ResolvedHomeSettings>;
}

export const HomeSettingsSourceToken = serviceToken<HomeSettingsSource>('HomeSettingsSource');
