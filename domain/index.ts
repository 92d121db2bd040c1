/**
 * Portico's public domain API for scripts: what a script needs of the catalog, Kubernetes and the scaffolder,
 * as pure functions that work in plain Node (no DOM, no I/O). Packaged by `npm run build:package`
 * (dist-package/) as the `portico` package, importable as `portico` and as `portico/domain`.
 *
 *   import { catalog, kubernetes, scaffolder } from 'portico';
 *   catalog.parseEntityRef('component:payments');            // Right({ kind, namespace: 'default', name })
 *   catalog.validateEntity(yamlDocument);                     // Left([{ path, message }]) or Right(entity)
 *   kubernetes.detectErrors(objectsByEntity, Date.now());     // Right(Map<cluster, DetectedError[]>)
 *
 * Every function takes any value and answers one it cannot use with a Left (never a throw). The surface is
 * recorded in api-report/portico.api.md (`npm run api-report`): a change to it is a change to the package's API.
 * The portal itself imports the contexts' own modules, which hold much more (view constants, internals).
 */
export * as catalog from './catalog/public-api';
export * as kubernetes from './kubernetes/public-api';
export * as scaffolder from './scaffolder/public-api';
