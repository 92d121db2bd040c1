/**
 * Portico's public domain API for scripts: pure functions that work in plain Node (no DOM, no I/O).
 * Packaged by `npm run build:package` (dist-package/) and importable there as `portico/domain`.
 *
 *   import { catalog, kubernetes } from 'portico/domain';
 *   catalog.parseEntityRef('component:payments');           // Right({ kind, namespace: 'default', name })
 *   catalog.validateEntity(yamlDocument);                    // Left([{ path, message }]) or Right(entity)
 *   kubernetes.detectErrors(objectsByEntity, Date.now());    // Map<cluster, DetectedError[]>
 */
export * as catalog from './catalog';
export * as kubernetes from './kubernetes';
export * as scaffolder from './scaffolder';
export * as permission from './permission/decision';
export { messages as shellMessages } from './app/messages';
export {
  parseEntityRef,
  stringifyEntityRef,
  validateEntity,
  parseLocationRef,
  stringifyLocationRef,
  entityFilterPredicate,
} from './catalog';
export { detectErrors, describeCron, formatClusterLink } from './kubernetes';
