// The catalog index's settings from the app config, for the views and the prefetch that start its first call.
import type { CatalogIndexPagination } from '../../domain/catalog/index-pagination';
import { serviceToken } from '../shared/service-token';

export interface CatalogIndexSettings {
  /** catalog.index.pagination; absent when the config leaves the choice to the catalog plugin. */
  readonly pagination?: CatalogIndexPagination;
}

export const CatalogIndexSettingsToken = serviceToken<CatalogIndexSettings>('CatalogIndexSettings');
