// The Backstage release lines the embedded backend is verified against, with the versions of the packages it is
// composed from (config/dev-backend/embedded/backend.ts and its local modules).
//
// How the versions were found, from the npm registry alone:
// - Each @backstage/create-app version bundles the versions of the packages it scaffolds an app with, and the
//   Backstage release that app is on (dist/lib/versions.cjs.js: `root` is the release written to backstage.json).
//   create-app 0.9.2 scaffolds release 1.55.0 with exactly the backend packages package.json pins
//   (backend-defaults 0.18.0, plugin-catalog-backend 4.0.0, plugin-scaffolder-backend 4.2.0, ...); create-app 0.9.1
//   scaffolds 1.54.0.
// - The libraries the local modules import that create-app does not list (backend-plugin-api, plugin-catalog-node,
//   plugin-scaffolder-common, plugin-scaffolder-node) are the lower bounds of the ranges the line's plugins declare:
//   a release publishes each package with `^` and the version its siblings had then (plugin-catalog-backend 3.9.0
//   asks for backend-plugin-api ^1.10.0, plugin-scaffolder-backend 4.0.3 for plugin-scaffolder-node ^0.13.6).
// - The registry's publish times say nothing here (its copies carry the time they were copied), so they are not used.

export interface ReleaseLine {
  /** The Backstage release, e.g. '1.55.0'. */
  readonly release: string;
  /** The create-app version that scaffolds it (where the versions below come from). */
  readonly createApp: string;
  /** Every @backstage package the embedded backend imports, at this release's version. */
  readonly packages: Readonly<Record<string, string>>;
  /** Where a version is not the one the release shipped, and why. */
  readonly notes: readonly string[];
}

export const RELEASE_LINES = {
  '1.55': {
    release: '1.55.0',
    createApp: '0.9.2',
    packages: {
      '@backstage/backend-defaults': '0.18.0',
      '@backstage/backend-plugin-api': '1.10.1',
      '@backstage/catalog-model': '1.10.1',
      '@backstage/plugin-auth-backend': '0.30.1',
      '@backstage/plugin-auth-backend-module-guest-provider': '0.2.23',
      '@backstage/plugin-catalog-backend': '4.0.0',
      '@backstage/plugin-catalog-node': '2.2.5',
      '@backstage/plugin-kubernetes-backend': '0.21.11',
      '@backstage/plugin-permission-backend': '0.7.16',
      '@backstage/plugin-permission-common': '0.9.11',
      '@backstage/plugin-permission-node': '0.11.4',
      '@backstage/plugin-proxy-backend': '0.6.18',
      '@backstage/plugin-scaffolder-backend': '4.2.0',
      '@backstage/plugin-scaffolder-common': '2.3.0',
      '@backstage/plugin-scaffolder-node': '0.13.7',
      '@backstage/plugin-search-backend': '2.1.7',
      '@backstage/plugin-search-backend-module-catalog': '0.3.19',
      '@backstage/plugin-search-backend-module-pg': '0.5.59',
      '@backstage/plugin-search-backend-module-techdocs': '0.4.18',
      '@backstage/plugin-techdocs-backend': '2.3.0',
    },
    notes: [],
  },
  '1.54': {
    release: '1.54.0',
    createApp: '0.9.1',
    packages: {
      '@backstage/backend-defaults': '0.17.7',
      '@backstage/backend-plugin-api': '1.10.0',
      '@backstage/catalog-model': '1.10.0',
      '@backstage/plugin-auth-backend': '0.30.0',
      '@backstage/plugin-auth-backend-module-guest-provider': '0.2.22',
      '@backstage/plugin-catalog-backend': '3.9.0',
      '@backstage/plugin-catalog-node': '2.2.4',
      '@backstage/plugin-kubernetes-backend': '0.21.10',
      '@backstage/plugin-permission-backend': '0.7.15',
      '@backstage/plugin-permission-common': '0.9.10',
      '@backstage/plugin-permission-node': '0.11.3',
      '@backstage/plugin-proxy-backend': '0.6.16',
      '@backstage/plugin-scaffolder-backend': '4.0.3',
      '@backstage/plugin-scaffolder-common': '2.2.2',
      '@backstage/plugin-scaffolder-node': '0.13.6',
      '@backstage/plugin-search-backend': '2.1.5',
      '@backstage/plugin-search-backend-module-catalog': '0.3.18',
      '@backstage/plugin-search-backend-module-pg': '0.5.58',
      '@backstage/plugin-search-backend-module-techdocs': '0.4.17',
      '@backstage/plugin-techdocs-backend': '2.2.3',
    },
    notes: [
      '1.54.0 shipped @backstage/plugin-kubernetes-backend 0.21.7, which the registry does not hold; 0.21.10 is the ' +
        "line's latest patch there (its dependencies are the line's: backend-plugin-api ^1.10.0, catalog-model ^1.10.0, " +
        'plugin-permission-node ^0.11.3; 0.21.11 is 1.55.0).',
    ],
  },
} as const satisfies Readonly<Record<string, ReleaseLine>>;

export type ReleaseLineName = keyof typeof RELEASE_LINES;

/** The line the embedded backend is on (package.json), and the one before it. */
export const CURRENT_LINE: ReleaseLineName = '1.55';
export const PREVIOUS_LINE: ReleaseLineName = '1.54';

export const isReleaseLineName = (name: string): name is ReleaseLineName => Object.prototype.hasOwnProperty.call(RELEASE_LINES, name);
