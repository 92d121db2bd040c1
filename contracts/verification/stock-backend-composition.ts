// The stock Backstage backend docs/contracts.md shows a backend team: Backstage 1.55's own packages, composed as
// create-app 0.9.2 composes them (less what needs a network service: GitHub, notifications, MCP actions), with the
// modules the provider states need. contracts/tooling/stock-backend.ts installs and runs exactly this against
// contracts/fixtures/backend/app-config.yaml; contracts/tooling/documented-backend.test.ts keeps the page's copy equal.
import { RELEASE_LINES, type ReleaseLine } from '../../tests/compat/release-lines';

/** Backstage 1.55's backend packages as create-app 0.9.2 scaffolds them, with the modules docs/contracts.md names. */
export const STOCK_LINE: ReleaseLine = {
  ...RELEASE_LINES['1.55'],
  packages: {
    ...RELEASE_LINES['1.55'].packages,
    '@backstage/plugin-app-backend': '0.5.18',
    '@backstage/plugin-catalog-backend-module-scaffolder-entity-model': '0.2.24',
    '@backstage/plugin-permission-backend-module-allow-all-policy': '0.2.23',
  },
  notes: [],
};

/** The backend's entry (packages/backend/src/index.ts of a create-app backend). */
export const STOCK_ENTRY = `import { createBackend } from '@backstage/backend-defaults';

const backend = createBackend();
backend.add(import('@backstage/plugin-app-backend'));
backend.add(import('@backstage/plugin-proxy-backend'));
backend.add(import('@backstage/plugin-scaffolder-backend'));
backend.add(import('@backstage/plugin-techdocs-backend'));
backend.add(import('@backstage/plugin-auth-backend'));
backend.add(import('@backstage/plugin-auth-backend-module-guest-provider'));
backend.add(import('@backstage/plugin-catalog-backend'));
backend.add(import('@backstage/plugin-catalog-backend-module-scaffolder-entity-model'));
backend.add(import('@backstage/plugin-permission-backend'));
backend.add(import('@backstage/plugin-permission-backend-module-allow-all-policy'));
backend.add(import('@backstage/plugin-search-backend'));
backend.add(import('@backstage/plugin-search-backend-module-catalog'));
backend.add(import('@backstage/plugin-search-backend-module-techdocs'));
backend.add(import('@backstage/plugin-kubernetes-backend'));
backend.start();
`;

