import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as E from 'fp-ts/Either';
import {
  backstagePluginsModuleCode,
  backstagePluginsOfAppConfig,
  backstageRuntimeGroup,
  checkBackstagePlugins,
  isRealmModule,
  realmSource,
  REALM_MARK,
  frontendPagePathClash,
} from '../../../config/build/backstage-plugins';
import { exportsFrontendPlugin, FRONTEND_PLUGIN_FEATURE } from '../../../config/build/backstage-frontend-plugins';
import type { BackstagePluginConfig } from '../../../domain/backstage-plugins/backstage-plugin-config';
import type { FrontendPluginManifest } from '../../../domain/backstage-plugins/frontend-plugin-manifest';

const REPOSITORY = resolve(__dirname, '../../..');
const TECH_RADAR: BackstagePluginConfig = {
  package: '@backstage-community/plugin-tech-radar',
  id: 'tech-radar',
  dynamicRoutes: [{ path: '/tech-radar', importName: 'TechRadarPage', menuItem: { text: 'Tech Radar', icon: 'layout-circle' } }],
  mountPoints: [],
};
const envWith = (plugins: unknown) => ({ APP_CONFIG_portico_backstagePlugins: JSON.stringify(plugins) });

describe("the React 18 realm of Backstage's plugins", () => {
  const boundary = { root: '/portico', packageFolders: ['/acme/node_modules/acme-backstage-plugin'] };

  it('maps React, React DOM and react-router-dom to the copies installed as react18, react-dom18 and react-router-dom6', () => {
    expect(realmSource('react')).toBe('react18');
    expect(realmSource('react/jsx-runtime')).toBe('react18/jsx-runtime');
    expect(realmSource('react-dom/client')).toBe('react-dom18/client');
    expect(realmSource('react-router-dom')).toBe('react-router-dom6');
    expect(realmSource('react-use')).toBeUndefined();
    expect(realmSource('react-is')).toBeUndefined();
    expect(realmSource('./react')).toBeUndefined();
  });

  it("takes Backstage's and Material UI v4's packages, the named plugin packages, the host's React 18 side and marked copies; nothing of the portal's", () => {
    expect(isRealmModule(boundary, '/acme/node_modules/@backstage/core-plugin-api/dist/index.esm.js')).toBe(true);
    expect(isRealmModule(boundary, '/acme/node_modules/@backstage-community/plugin-tech-radar/dist/index.esm.js')).toBe(true);
    expect(isRealmModule(boundary, '/acme/node_modules/@material-ui/core/esm/index.js')).toBe(true);
    expect(isRealmModule(boundary, '/acme/node_modules/acme-backstage-plugin/dist/index.js')).toBe(true);
    expect(isRealmModule(boundary, '/portico/adapters/backstage-plugins/react18/host.tsx')).toBe(true);
    expect(isRealmModule(boundary, `/acme/node_modules/react-use/esm/index.js?${REALM_MARK}`)).toBe(true);
    expect(isRealmModule(boundary, '/acme/node_modules/react-use/esm/index.js')).toBe(false);
    expect(isRealmModule(boundary, '/portico/adapters/backstage-plugins/backstage-page.tsx')).toBe(false);
    expect(isRealmModule(boundary, '/portico/ui/app/app.tsx')).toBe(false);
    expect(isRealmModule(boundary, '\0virtual:portico-backstage-plugins')).toBe(false);
  });

  it("puts the shared runtime in one chunk: React 18, Material UI, Backstage's core libraries and the host, not a plugin's own code", () => {
    const group = backstageRuntimeGroup('/portico');
    const test = group.test as (id: string) => boolean;
    expect(test(`/portico/node_modules/react-dom18/cjs/react-dom.production.min.js?${REALM_MARK}`)).toBe(true);
    expect(test('/portico/node_modules/@backstage/core-app-api/dist/index.esm.js')).toBe(true);
    expect(test('/portico/node_modules/@material-ui/core/esm/Button/Button.js')).toBe(true);
    expect(test('/portico/adapters/backstage-plugins/react18/host.tsx')).toBe(true);
    expect(test('/portico/node_modules/@backstage-community/plugin-tech-radar/dist/components/RadarPage.esm.js')).toBe(false);
    expect(test('/portico/node_modules/react-dom/cjs/react-dom-client.production.js')).toBe(false);
    expect(test('/portico/adapters/backstage-plugins/backstage-page.tsx')).toBe(false);
    // Backstage's app wiring, for new-frontend-system plugins only, stays out of it: a chunk of its own.
    expect(test('/portico/adapters/backstage-plugins/react18/frontend-host.tsx')).toBe(false);
    expect(test('/portico/node_modules/@backstage/frontend-app-api/dist/index.esm.js')).toBe(false);
  });
});

describe('Backstage plugins in the build', () => {
  it('lists each page with the dynamic import of its package, made into portal plugins by the host; nothing without any', () => {
    const code = backstagePluginsModuleCode([TECH_RADAR], () => '/repo/node_modules/@backstage-community/plugin-tech-radar/dist/index.esm.js', '/repo/config/browser/backstage-plugins.tsx');
    expect(code).toContain('import { backstagePortalPluginsOf } from "/repo/config/browser/backstage-plugins.tsx";');
    expect(code).toContain('pluginId: "tech-radar"');
    expect(code).toContain('importName: "TechRadarPage"');
    expect(code).toContain("import { LayoutCircleIcon } from '@blueprintjs/icons';");
    expect(code).toContain('menuItem: { text: "Tech Radar", icon: LayoutCircleIcon }');
    expect(code).toContain('const load0 = () => import("/repo/node_modules/@backstage-community/plugin-tech-radar/dist/index.esm.js");');
    expect(code).toContain('load: load0');
    expect(backstagePluginsModuleCode([], () => '', '/repo/config/browser/backstage-plugins.tsx')).toBe('export const backstagePortalPlugins = () => [];\n');
  });

  it('lists each entity card and tab with its condition, order, props and title, sharing its package\'s import with the pages', () => {
    const sonarqube = {
      package: '@backstage-community/plugin-sonarqube',
      id: 'sonarqube',
      dynamicRoutes: [],
      mountPoints: [
        { mountPoint: 'entity.page.overview/cards' as const, importName: 'EntitySonarQubeCard', if: { anyOf: [{ hasAnnotation: 'sonarqube.org/project-key' }, { exported: 'isSonarQubeAvailable' }] }, order: 60, props: { variant: 'gridItem' } },
        { mountPoint: 'entity.page/tabs' as const, importName: 'EntitySonarQubeContentPage', path: 'sonarqube', title: 'Code quality' },
      ],
    };
    const code = backstagePluginsModuleCode([TECH_RADAR, sonarqube], (name) => `/repo/node_modules/${name}/index.js`, '/repo/config/browser/backstage-plugins.tsx');
    expect(code).toContain('const load1 = () => import("/repo/node_modules/@backstage-community/plugin-sonarqube/index.js");');
    expect(code).toContain(
      'importName: "EntitySonarQubeCard", load: load1, mountPoint: "entity.page.overview/cards", path: null, title: null, ' +
        'if: {"anyOf":[{"hasAnnotation":"sonarqube.org/project-key"},{"exported":"isSonarQubeAvailable"}]}, order: 60, props: {"variant":"gridItem"} }',
    );
    expect(code).toContain('importName: "EntitySonarQubeContentPage", load: load1, mountPoint: "entity.page/tabs", path: "sonarqube", title: "Code quality", if: null, order: null, props: null }');
    expect(code).toContain('backstagePortalPluginsOf(configData, routes, mounts, frontendPlugins)');
  });

  it('reads portico.backstagePlugins from the app config, checked: the packages installed, React 18 beside them', async () => {
    await expect(backstagePluginsOfAppConfig(REPOSITORY, [], envWith([{ package: TECH_RADAR.package, dynamicRoutes: TECH_RADAR.dynamicRoutes }]))).resolves.toEqual([TECH_RADAR]);
    await expect(backstagePluginsOfAppConfig(REPOSITORY, [], {})).resolves.toEqual([]);
  });

  it('stops on a bad value, a package that is not installed and an id of a built-in plugin, naming the key', async () => {
    await expect(backstagePluginsOfAppConfig(REPOSITORY, [], envWith([{ package: TECH_RADAR.package, dynamicRoutes: [{ path: '/tech-radar' }] }]))).rejects.toThrow(
      "Config key 'portico.backstagePlugins[0].dynamicRoutes[0].importName' (Backstage plugin '@backstage-community/plugin-tech-radar') must be a non-empty string, got nothing",
    );
    await expect(checkBackstagePlugins(REPOSITORY, [{ ...TECH_RADAR, package: '@acme/plugin-nowhere' }])).resolves.toEqual(
      E.left(`Config key 'portico.backstagePlugins[0].package': the Backstage plugin '@acme/plugin-nowhere' is not installed in ${REPOSITORY} (npm install @acme/plugin-nowhere)`),
    );
    await expect(checkBackstagePlugins(REPOSITORY, [{ ...TECH_RADAR, id: 'catalog' }])).resolves.toEqual(
      E.left("Config key 'portico.backstagePlugins[0].id' (Backstage plugin '@backstage-community/plugin-tech-radar'): the plugin id 'catalog' is a built-in plugin's: set a different id"),
    );
  });

  it('says what to install when React 18 or the host libraries are missing from the app repository', async () => {
    const appDir = await mkdtemp(join(tmpdir(), 'portico-backstage-app-'));
    try {
      await mkdir(join(appDir, 'node_modules/@acme/plugin-radar'), { recursive: true });
      await writeFile(join(appDir, 'node_modules/@acme/plugin-radar/package.json'), '{"name":"@acme/plugin-radar","version":"1.0.0"}');
      const checked = await checkBackstagePlugins(appDir, [{ ...TECH_RADAR, package: '@acme/plugin-radar' }]);
      expect(checked).toEqual(
        E.left(
          "Config key 'portico.backstagePlugins' names Backstage plugins, which run on React 18 beside the portal: install react18@npm:react@18.3.1, " +
            'react-dom18@npm:react-dom@18.3.1, react-router-dom6@npm:react-router-dom@6.30.3, @backstage/catalog-client, @backstage/core-app-api, @backstage/core-plugin-api, ' +
            '@backstage/frontend-app-api, @backstage/frontend-plugin-api, ' +
            `@backstage/integration, @backstage/theme, @backstage/ui, @backstage/version-bridge, @material-ui/core in ${appDir} (npm install react18@npm:react@18.3.1 react-dom18@npm:react-dom@18.3.1 ` +
            'react-router-dom6@npm:react-router-dom@6.30.3 @backstage/catalog-client @backstage/core-app-api @backstage/core-plugin-api @backstage/frontend-app-api @backstage/frontend-plugin-api ' +
            '@backstage/integration @backstage/theme @backstage/ui @backstage/version-bridge @material-ui/core)',
        ),
      );
    } finally {
      await rm(appDir, { recursive: true, force: true });
    }
  });

  const TECH_RADAR_ALPHA: BackstagePluginConfig = {
    package: '@backstage-community/plugin-tech-radar/alpha',
    id: 'tech-radar',
    dynamicRoutes: [],
    mountPoints: [],
    frontendSystem: { extensions: [{ 'api:tech-radar': { disabled: false } }] },
  };
  const RADAR_MANIFEST: FrontendPluginManifest = {
    pages: [{ extensionId: 'page:tech-radar', path: '/tech-radar', title: 'Tech Radar', iconName: 'MyLocationIcon' }],
    entityCards: [{ extensionId: 'entity-card:tech-radar/usage', filtered: true }],
    entityContents: [{ extensionId: 'entity-content:tech-radar/rings', path: 'rings', title: 'Rings', filtered: false }],
    errors: [],
  };

  it("lists a new-frontend-system plugin's pages, cards and tabs as the build found them, with its overrides and a Blueprint icon for its page", () => {
    const code = backstagePluginsModuleCode([TECH_RADAR_ALPHA], (name) => `/repo/node_modules/${name}.js`, '/repo/config/browser/backstage-plugins.tsx', {
      manifests: new Map([['tech-radar', RADAR_MANIFEST]]),
      isBlueprintIcon: (name) => name === 'locate',
    });
    expect(code).toContain("import { LocateIcon } from '@blueprintjs/icons';");
    expect(code).toContain('const load0 = () => import("/repo/node_modules/@backstage-community/plugin-tech-radar/alpha.js");');
    expect(code).toContain(
      '{ pluginId: "tech-radar", packageName: "@backstage-community/plugin-tech-radar/alpha", extensions: [{"api:tech-radar":{"disabled":false}}], load: load0, ' +
        'pages: [{ extensionId: "page:tech-radar", path: "/tech-radar", title: "Tech Radar", icon: LocateIcon }], ' +
        'entityCards: [{"extensionId":"entity-card:tech-radar/usage","filtered":true}], ' +
        'entityContents: [{"extensionId":"entity-content:tech-radar/rings","path":"rings","title":"Rings","filtered":false}] },',
    );
    expect(code).toContain('const routes = [\n\n];');
  });

  it("refuses a new-frontend-system plugin's page at a path another page has, naming the key, both packages and how to move it", () => {
    expect(frontendPagePathClash([TECH_RADAR, TECH_RADAR_ALPHA], new Map([['tech-radar', RADAR_MANIFEST]]))).toBe(
      "Config key 'portico.backstagePlugins[1]' (Backstage plugin '@backstage-community/plugin-tech-radar/alpha'): its page 'page:tech-radar' is at '/tech-radar', " +
        "where '@backstage-community/plugin-tech-radar' already mounts a page: move one (extensions: [{ 'page:tech-radar': { config: { path: … } } }]) or disable it",
    );
    expect(frontendPagePathClash([TECH_RADAR_ALPHA], new Map([['tech-radar', RADAR_MANIFEST]]))).toBeUndefined();
  });

  it('takes a package export marked as a frontend plugin, and names the key, the package and its marked exports otherwise', async () => {
    expect(exportsFrontendPlugin({ exports: { './alpha': { backstage: FRONTEND_PLUGIN_FEATURE, import: './dist/alpha.esm.js' } } }, './alpha')).toBe(true);
    expect(exportsFrontendPlugin({ backstage: { features: { '.': FRONTEND_PLUGIN_FEATURE } } }, '.')).toBe(true);
    expect(exportsFrontendPlugin({ exports: { '.': './dist/index.esm.js' } }, '.')).toBe(false);
    await expect(checkBackstagePlugins(REPOSITORY, [TECH_RADAR_ALPHA])).resolves.toEqual(E.right([join(REPOSITORY, 'node_modules/@backstage-community/plugin-tech-radar')]));
    await expect(checkBackstagePlugins(REPOSITORY, [{ ...TECH_RADAR_ALPHA, package: '@backstage-community/plugin-tech-radar' }])).resolves.toEqual(
      E.left(
        "Config key 'portico.backstagePlugins[0].package' (Backstage plugin '@backstage-community/plugin-tech-radar'): '@backstage-community/plugin-tech-radar' is not a " +
          'new-frontend-system plugin (no export of @backstage-community/plugin-tech-radar marked "backstage": "@backstage/FrontendPlugin"): ' +
          "name '@backstage-community/plugin-tech-radar/alpha', or name its legacy extensions under dynamicRoutes or mountPoints",
      ),
    );
  });
});
