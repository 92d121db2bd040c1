// Jest runs TypeScript through SWC (fast on two cores). Projects split by environment:
// unit (plain Node: domain, application, adapters, config), ui (jsdom), e2e (real backend + Chromium),
// contracts (Pact mock server and provider verification).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const transform = { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc };
// ESM-only packages that must be transformed for Jest's CommonJS runtime.
const transformIgnorePatterns = ['/node_modules/(?!(@blueprintjs|@tanstack|@x0k|inversify|@inversifyjs|marked|@rjsf/core|import-meta-resolve)/)'];
// Build outputs hold their own package.json files, which would collide with the repository's as module names.
const modulePathIgnorePatterns = ['<rootDir>/dist-package/', '<rootDir>/dist-server/', '<rootDir>/dist-types/'];
// What the build provides by name: the lists of plugin packages and Backstage plugins (none in tests), and the plugin API as plugin
// packages import it.
const moduleNameMapper = {
  '^virtual:portico-plugins$': '<rootDir>/tests/support/no-plugin-packages.cjs',
  '^virtual:portico-backstage-plugins$': '<rootDir>/tests/support/no-backstage-plugins.cjs',
  '^portico-app/plugin-api$': '<rootDir>/plugin-api/index.ts',
  '^portico-app/plugin-api/testing$': '<rootDir>/plugin-api/testing.tsx',
  // rjsf's form module as the build takes it (its ES module: the package maps a CommonJS require of it to no file).
  '^@rjsf/core/lib/(.*)$': '<rootDir>/node_modules/@rjsf/core/lib/$1',
  // Stylesheets and images the views import, which the build bundles; the composition root reaches views through the
  // plugin API, so its unit tests meet them too.
  '\\.(css|svg|png)$': '<rootDir>/tests/support/asset-stub.cjs',
};
const base = { transform, transformIgnorePatterns, modulePathIgnorePatterns, moduleNameMapper, moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'] };

module.exports = {
  // A worker's heap grows to ~1 GB over a run (Backstage modules, jsdom) and tearing such a process down took
  // ~650 ms (more on a busy machine): over Jest's 500 ms grace, so it was force-killed with a leak warning.
  // Recycling workers keeps heaps small at no measured cost; the longer grace covers a loaded CI machine,
  // while a real leak (a handle never closed) is still force-killed and reported.
  workerIdleMemoryLimit: '768MB',
  workerGracefulExitTimeout: 3_000,
  reporters: ['default', '<rootDir>/tests/support/summary-reporter.cjs'],
  projects: [
    {
      ...base,
      displayName: 'unit',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/{domain,application,adapters,config}/**/*.test.ts'],
    },
    {
      ...base,
      displayName: 'ui',
      testEnvironment: 'jsdom',
      // user-event flows take 1–3 s on two busy cores (e2e servers and Chromium share them): 5 s flaked, and the
      // scaffolder's longest flows passed 15 s when the machine ran other heavy work too. A limit, not a pace.
      testTimeout: 45_000,
      // The plugin API and the example plugins' own tests render views too.
      testMatch: ['<rootDir>/tests/ui/**/*.test.{ts,tsx}', '<rootDir>/tests/plugin-api/**/*.test.{ts,tsx}', '<rootDir>/examples/*/test/**/*.test.{ts,tsx}'],
      setupFilesAfterEnv: ['<rootDir>/tests/support/ui-setup.ts'],
    },
    {
      ...base,
      displayName: 'e2e',
      testEnvironment: 'node',
      globalSetup: '<rootDir>/tests/support/e2e/global-setup.ts',
      globalTeardown: '<rootDir>/tests/support/e2e/global-teardown.ts',
      testMatch: ['<rootDir>/tests/e2e/**/*.test.ts'],
    },
    {
      ...base,
      displayName: 'contracts',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/contracts/**/*.test.ts'],
    },
  ],
};
