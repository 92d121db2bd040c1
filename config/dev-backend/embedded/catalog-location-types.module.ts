// Which location types the catalog accepts for registration (POST /locations, and Location entities of another type
// than the file that holds them). Backstage accepts `url` only; the portal's embedded backend also accepts `file`, so
// that a team evaluating Portico registers its own catalog files from its repository. Read from
// `portico.catalog.allowedLocationTypes` (backend config, which embedded-backend.ts writes); without it the catalog
// keeps Backstage's default.
import { coreServices, createBackendModule } from '@backstage/backend-plugin-api';
import { catalogLocationsExtensionPoint } from '@backstage/plugin-catalog-node';

export const ALLOWED_LOCATION_TYPES_CONFIG_KEY = 'portico.catalog.allowedLocationTypes';

/** The types named, each once, in their order; undefined (Backstage's default) when none is named. */
export const allowedLocationTypes = (configured: readonly string[] | undefined): string[] | undefined => {
  const types = [...new Set((configured ?? []).map((type) => type.trim()).filter(Boolean))];
  return types.length ? types : undefined;
};

export const catalogModuleLocationTypes = createBackendModule({
  pluginId: 'catalog',
  moduleId: 'portico-location-types',
  register(registration) {
    registration.registerInit({
      deps: { locations: catalogLocationsExtensionPoint, config: coreServices.rootConfig },
      async init({ locations, config }) {
        const types = allowedLocationTypes(config.getOptionalStringArray(ALLOWED_LOCATION_TYPES_CONFIG_KEY));
        if (types) locations.setAllowedLocationTypes(types);
      },
    });
  },
});
