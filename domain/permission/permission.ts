// Permissions and authorization requests. The shapes match Backstage's permission backend.
import {
  CATALOG_ENTITY_CREATE,
  CATALOG_ENTITY_DELETE,
  CATALOG_ENTITY_READ,
  CATALOG_ENTITY_REFRESH,
  CATALOG_ENTITY_RESOURCE_TYPE,
  CATALOG_ENTITY_VALIDATE,
  CATALOG_LOCATION_ANALYZE,
  CATALOG_LOCATION_CREATE,
  CATALOG_LOCATION_DELETE,
  CATALOG_LOCATION_READ,
  KUBERNETES_CLUSTERS_READ,
  KUBERNETES_RESOURCES_READ,
} from './constants';

export type PermissionAction = 'create' | 'read' | 'update' | 'delete';

export interface PermissionAttributes {
  readonly action?: PermissionAction;
}

export interface BasicPermission {
  readonly type: 'basic';
  readonly name: string;
  readonly attributes: PermissionAttributes;
}

/** A permission about one resource; a check needs the resource's ref. */
export interface ResourcePermission {
  readonly type: 'resource';
  readonly name: string;
  readonly attributes: PermissionAttributes;
  readonly resourceType: string;
}

export type Permission = BasicPermission | ResourcePermission;

export const isResourcePermission = (permission: Permission): permission is ResourcePermission =>
  permission.type === 'resource';

/** One question to the permission backend. */
export interface PermissionRequest {
  readonly permission: Permission;
  /** The resource's ref (an entity ref for catalog-entity permissions). */
  readonly resourceRef?: string;
}

const basic = (name: string, action?: PermissionAction): BasicPermission => ({
  type: 'basic',
  name,
  attributes: action ? { action } : {},
});

const entityResource = (name: string, action: PermissionAction): ResourcePermission => ({
  type: 'resource',
  name,
  attributes: { action },
  resourceType: CATALOG_ENTITY_RESOURCE_TYPE,
});

export const catalogEntityReadPermission = entityResource(CATALOG_ENTITY_READ, 'read');
export const catalogEntityCreatePermission = basic(CATALOG_ENTITY_CREATE, 'create');
export const catalogEntityDeletePermission = entityResource(CATALOG_ENTITY_DELETE, 'delete');
export const catalogEntityRefreshPermission = entityResource(CATALOG_ENTITY_REFRESH, 'update');
export const catalogEntityValidatePermission = basic(CATALOG_ENTITY_VALIDATE);
export const catalogLocationReadPermission = basic(CATALOG_LOCATION_READ, 'read');
export const catalogLocationCreatePermission = basic(CATALOG_LOCATION_CREATE, 'create');
export const catalogLocationAnalyzePermission = basic(CATALOG_LOCATION_ANALYZE);
export const catalogLocationDeletePermission = basic(CATALOG_LOCATION_DELETE, 'delete');

export const kubernetesClustersReadPermission = basic(KUBERNETES_CLUSTERS_READ, 'read');
export const kubernetesResourcesReadPermission = basic(KUBERNETES_RESOURCES_READ, 'read');

/**
 * A permission a plugin defines, in the shape of Backstage's createPermission: a resource permission when it names
 * a resource type (checks then need the resource's ref), a basic one otherwise.
 */
export function createPermission(options: { name: string; attributes: PermissionAttributes; resourceType: string }): ResourcePermission;
export function createPermission(options: { name: string; attributes: PermissionAttributes }): BasicPermission;
export function createPermission(options: { name: string; attributes: PermissionAttributes; resourceType?: string }): Permission {
  return options.resourceType === undefined
    ? { type: 'basic', name: options.name, attributes: options.attributes }
    : { type: 'resource', name: options.name, attributes: options.attributes, resourceType: options.resourceType };
}
