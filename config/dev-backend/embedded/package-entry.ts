// What the portico-embedded-backend package exports (config/package/build-backend-package.ts builds it from these
// folders): what the portal server needs to run the embedded backend and its fixture cluster, the same functions
// config/server/stack.ts imports in this repository. `portico start` loads the package by name from the app's
// node_modules (config/server/embedded-backend-package.ts).
export { startEmbeddedBackend } from './embedded-backend';
export { waitForFirstSearchIndex } from './embedded-backend-client';
export { startFixtureCluster } from '../kubernetes-fixture/fixture-cluster';
export { fixtureClusterBackendConfig } from '../kubernetes-fixture/fixture-backend-config';
