// Links into the docs reader from other areas (the entity page's About card, template cards, the home page): their
// path parameters follow the docs' rule for the entity triplet, which the app config may switch to case-sensitive.
import { useCallback } from 'react';
import { AppConfigToken, type AppConfig } from '../../../application/app/app-config';
import type { Entity } from '../../../domain/catalog/entity';
import { CONFIG_LEGACY_TRIPLET } from '../../../domain/docs/constants';
import { docsRouteParams, type DocsTriplet } from '../../../domain/docs/docs-paths';
import { useOptionalService } from '../../app/services';

/** techdocs.legacyUseCaseSensitiveTripletPaths; a value that is not a boolean counts as unset. */
const legacyCaseSensitive = (config: AppConfig | undefined): boolean => {
  try {
    return config?.getOptionalBoolean(CONFIG_LEGACY_TRIPLET) ?? false;
  } catch {
    return false;
  }
};

/** Whether docs paths keep the triplet's case (the legacy setting), read from the config the page started with. */
export const useLegacyCaseSensitiveDocsPaths = (): boolean => legacyCaseSensitive(useOptionalService(AppConfigToken));

/** The reader's route parameters (namespace, kind, name) for a link to an entity's docs. */
export const useDocsRouteParams = (): ((entity: Entity) => DocsTriplet) => {
  const legacy = useLegacyCaseSensitiveDocsPaths();
  return useCallback((entity: Entity) => docsRouteParams(entity, legacy), [legacy]);
};
