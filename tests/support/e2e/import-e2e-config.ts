// Import settings of the e2e stack: the embedded backend may read catalog files the import e2e
// serves from loopback, and a GitHub integration for a host nobody serves makes repository URLs on it go
// through analysis to the pull request preview (the pull request calls themselves are covered against a
// local fake GitHub API in tests/adapters/import).

export const E2E_GITHUB_HOST = 'ghe.portico.test';

/** Merged into the embedded backend's config (see @backstage/backend-defaults FetchUrlReader: host, optional port range). */
export const importE2eBackendConfig = { backend: { reading: { allow: [{ host: '127.0.0.1:1024-65535' }] } } };

/** Merged into the portal's app-config. */
export const importE2eAppConfig = { integrations: { github: [{ host: E2E_GITHUB_HOST }] } };
