// Permission names and config keys.

export const CATALOG_ENTITY_READ = 'catalog.entity.read';
export const CATALOG_ENTITY_CREATE = 'catalog.entity.create';
export const CATALOG_ENTITY_DELETE = 'catalog.entity.delete';
export const CATALOG_ENTITY_REFRESH = 'catalog.entity.refresh';
export const CATALOG_ENTITY_VALIDATE = 'catalog.entity.validate';
export const CATALOG_LOCATION_READ = 'catalog.location.read';
export const CATALOG_LOCATION_CREATE = 'catalog.location.create';
export const CATALOG_LOCATION_ANALYZE = 'catalog.location.analyze';
export const CATALOG_LOCATION_DELETE = 'catalog.location.delete';

export const KUBERNETES_CLUSTERS_READ = 'kubernetes.clusters.read';
export const KUBERNETES_RESOURCES_READ = 'kubernetes.resources.read';

/** Resource type of catalog entity permissions (resourceRef is an entity ref). */
export const CATALOG_ENTITY_RESOURCE_TYPE = 'catalog-entity';

/** Plugin id under which discovery finds the permission backend. */
export const PERMISSION_PLUGIN_ID = 'permission';

/** Config keys. */
export const PERMISSION_ENABLED_KEY = 'permission.enabled';
export const PERMISSION_BATCHED_KEY = 'permission.EXPERIMENTAL_enableBatchedRequests';
