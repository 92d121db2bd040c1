import * as E from 'fp-ts/Either';
import { packageNameOf, packageSubpathOf, pluginIdOfPackage, readBackstagePlugins } from '../../../domain/backstage-plugins/backstage-plugin-config';

const TECH_RADAR = {
  package: '@backstage-community/plugin-tech-radar',
  dynamicRoutes: [{ path: '/tech-radar', importName: 'TechRadarPage', menuItem: { text: 'Tech Radar', icon: 'layout-circle' } }],
};

const problemOf = (value: unknown): string => {
  const read = readBackstagePlugins(value);
  if (E.isRight(read)) throw new Error(`expected a problem, read ${JSON.stringify(read.right)}`);
  return read.left;
};

describe('portico.backstagePlugins', () => {
  it('reads a page with its sidebar item, the plugin id made from the package name', () => {
    expect(readBackstagePlugins([TECH_RADAR])).toEqual(
      E.right([
        {
          package: '@backstage-community/plugin-tech-radar',
          id: 'tech-radar',
          dynamicRoutes: [{ path: '/tech-radar', importName: 'TechRadarPage', menuItem: { text: 'Tech Radar', icon: 'layout-circle' } }],
          mountPoints: [],
        },
      ]),
    );
  });

  it('is an empty list when absent, and leaves out plugins marked disabled', () => {
    expect(readBackstagePlugins(undefined)).toEqual(E.right([]));
    expect(readBackstagePlugins([{ ...TECH_RADAR, disabled: true }])).toEqual(E.right([]));
  });

  it('reads entity cards and tabs with conditions written as data, an exported predicate, order and props', () => {
    const read = readBackstagePlugins([
      {
        package: '@backstage-community/plugin-sonarqube',
        mountPoints: [
          {
            mountPoint: 'entity.page.overview/cards',
            importName: 'EntitySonarQubeCard',
            config: { if: { allOf: [{ isKind: 'component' }, { anyOf: [{ isType: ['service', 'website'] }, 'isSonarQubeAvailable'] }] }, order: 20, props: { variant: 'gridItem' } },
          },
          {
            mountPoint: 'entity.page/tabs',
            importName: 'EntitySonarQubeContent',
            config: { path: '/sonarqube', title: 'Code quality', if: { hasAnnotation: 'sonarqube.org/project-key' } },
          },
        ],
      },
    ]);
    expect(read).toEqual(
      E.right([
        {
          package: '@backstage-community/plugin-sonarqube',
          id: 'sonarqube',
          dynamicRoutes: [],
          mountPoints: [
            {
              mountPoint: 'entity.page.overview/cards',
              importName: 'EntitySonarQubeCard',
              if: { allOf: [{ isKind: ['component'] }, { anyOf: [{ isType: ['service', 'website'] }, { exported: 'isSonarQubeAvailable' }] }] },
              order: 20,
              props: { variant: 'gridItem' },
            },
            {
              mountPoint: 'entity.page/tabs',
              importName: 'EntitySonarQubeContent',
              path: 'sonarqube',
              title: 'Code quality',
              if: { hasAnnotation: 'sonarqube.org/project-key' },
            },
          ],
        },
      ]),
    );
  });

  it('names the key and the plugin of a bad value', () => {
    expect(problemOf([{ ...TECH_RADAR, dynamicRoutes: [{ path: 'tech-radar', importName: 'TechRadarPage' }] }])).toBe(
      "Config key 'portico.backstagePlugins[0].dynamicRoutes[0].path' (Backstage plugin '@backstage-community/plugin-tech-radar') must be a path of plain segments starting with '/' (such as /tech-radar), got 'tech-radar'",
    );
    expect(problemOf([{ ...TECH_RADAR, dynamicRoutes: [{ path: '/tech-radar', importName: 'Tech Radar Page' }] }])).toContain(
      "'portico.backstagePlugins[0].dynamicRoutes[0].importName' (Backstage plugin '@backstage-community/plugin-tech-radar') must be the name of an export",
    );
    expect(problemOf([{ ...TECH_RADAR, dynamicRoutes: [{ path: '/tech-radar', importName: 'TechRadarPage', menuItem: { text: 'Radar', icon: 'LayoutCircle' } }] }])).toContain(
      "'portico.backstagePlugins[0].dynamicRoutes[0].menuItem.icon'",
    );
    expect(problemOf([{ ...TECH_RADAR, mountpoints: [] }])).toBe(
      "Config key 'portico.backstagePlugins[0]' (Backstage plugin '@backstage-community/plugin-tech-radar') has unknown key 'mountpoints' (known: package, id, disabled, dynamicRoutes, mountPoints, extensions)",
    );
    expect(problemOf([{ dynamicRoutes: [] }])).toBe("Config key 'portico.backstagePlugins[0].package' must be a non-empty string, got nothing");
    expect(problemOf({ package: 'x' })).toBe("Config key 'portico.backstagePlugins' must be a list of plugins, got an object");
  });

  it('names the key of a condition that is not one, and of a mount point it does not know', () => {
    const card = (config: unknown, mountPoint = 'entity.page.overview/cards') => [{ package: '@acme/plugin-cost', mountPoints: [{ mountPoint, importName: 'EntityCostCard', config }] }];
    expect(problemOf(card({ if: { allOf: [{ isKind: 'component', hasAnnotation: 'x' }] } }))).toBe(
      "Config key 'portico.backstagePlugins[0].mountPoints[0].config.if.allOf[0]' (Backstage plugin '@acme/plugin-cost') must have exactly one of isKind, isType, hasAnnotation, allOf, anyOf, not, got isKind, hasAnnotation",
    );
    expect(problemOf(card({ if: { anyOf: [] } }))).toContain("'portico.backstagePlugins[0].mountPoints[0].config.if.anyOf' (Backstage plugin '@acme/plugin-cost') must be a non-empty list");
    expect(problemOf(card({}, 'entity.page.ci/cards'))).toContain(
      "'portico.backstagePlugins[0].mountPoints[0].mountPoint' (Backstage plugin '@acme/plugin-cost') must be one of entity.page.overview/cards, entity.page/tabs, got 'entity.page.ci/cards'",
    );
    expect(problemOf(card({ title: 'Cost' }, 'entity.page/tabs'))).toContain("'portico.backstagePlugins[0].mountPoints[0].config.path'");
  });

  it('refuses two plugins with one id and two pages at one path, naming both', () => {
    expect(problemOf([TECH_RADAR, { ...TECH_RADAR, package: '@acme/plugin-tech-radar' }])).toBe(
      "Config key 'portico.backstagePlugins[1].id' (Backstage plugin '@acme/plugin-tech-radar') gives the plugin id 'tech-radar', which '@backstage-community/plugin-tech-radar' has already: set a different id",
    );
    expect(problemOf([TECH_RADAR, { ...TECH_RADAR, package: '@acme/plugin-radar' }])).toBe(
      "Config key 'portico.backstagePlugins[1].dynamicRoutes[0].path' (Backstage plugin '@acme/plugin-radar') mounts '/tech-radar', where '@backstage-community/plugin-tech-radar' already mounts a page",
    );
  });

  it('makes plugin ids from package names', () => {
    expect(pluginIdOfPackage('@backstage-community/plugin-tech-radar')).toBe('tech-radar');
    expect(pluginIdOfPackage('@backstage/plugin-org')).toBe('org');
    expect(pluginIdOfPackage('backstage-plugin-acme_Cost')).toBe('acme-cost');
    expect(pluginIdOfPackage('@acme/___')).toBeUndefined();
  });

  it('makes plugin ids from package names with the subpath of their export, and splits the two', () => {
    expect(pluginIdOfPackage('@backstage-community/plugin-tech-radar/alpha')).toBe('tech-radar');
    expect(packageNameOf('@backstage/plugin-org/alpha')).toBe('@backstage/plugin-org');
    expect(packageSubpathOf('@backstage/plugin-org/alpha')).toBe('./alpha');
    expect(packageNameOf('backstage-plugin-acme/alpha')).toBe('backstage-plugin-acme');
    expect(packageSubpathOf('@backstage/plugin-org')).toBe('.');
  });

  it('reads a package named with neither dynamicRoutes nor mountPoints as a new-frontend-system plugin, with overrides of its extensions', () => {
    const read = readBackstagePlugins([
      { package: '@backstage-community/plugin-tech-radar/alpha' },
      {
        package: '@backstage/plugin-org/alpha',
        extensions: ['entity-card:org/ownership', { 'entity-card:org/user-profile': false }, { 'entity-card:org/members-list': { config: { showAggregateMembersToggle: true } } }],
      },
    ]);
    expect(read).toEqual(
      E.right([
        { package: '@backstage-community/plugin-tech-radar/alpha', id: 'tech-radar', dynamicRoutes: [], mountPoints: [], frontendSystem: { extensions: [] } },
        {
          package: '@backstage/plugin-org/alpha',
          id: 'backstage-org',
          dynamicRoutes: [],
          mountPoints: [],
          frontendSystem: {
            extensions: ['entity-card:org/ownership', { 'entity-card:org/user-profile': false }, { 'entity-card:org/members-list': { config: { showAggregateMembersToggle: true } } }],
          },
        },
      ]),
    );
  });

  it("names the key of an extension override that is not one, and of overrides beside a legacy plugin's mounts", () => {
    const frontend = (extensions: unknown) => [{ package: '@backstage/plugin-org/alpha', extensions }];
    expect(problemOf(frontend({ 'entity-card:org/ownership': false }))).toBe(
      "Config key 'portico.backstagePlugins[0].extensions' (Backstage plugin '@backstage/plugin-org/alpha') must be a list, got an object",
    );
    expect(problemOf(frontend([{ a: false, b: true }]))).toContain("'portico.backstagePlugins[0].extensions[0]' (Backstage plugin '@backstage/plugin-org/alpha') must be an extension id, or an object with one extension id");
    expect(problemOf(frontend([{ 'page:x': { disabled: 'yes' } }]))).toBe(
      "Config key 'portico.backstagePlugins[0].extensions[0].page:x.disabled' (Backstage plugin '@backstage/plugin-org/alpha') must be true or false, got a string",
    );
    expect(problemOf(frontend([{ 'page:x': { path: '/x' } }]))).toContain("'portico.backstagePlugins[0].extensions[0].page:x' (Backstage plugin '@backstage/plugin-org/alpha') has unknown key 'path' (known: disabled, config)");
    expect(problemOf([{ ...TECH_RADAR, extensions: [] }])).toContain("'portico.backstagePlugins[0].extensions' (Backstage plugin '@backstage-community/plugin-tech-radar') overrides a new-frontend-system plugin's extensions");
  });

  it("prefixes a package's id with 'backstage-' when a built-in plugin has it, unless the config gives one", () => {
    const org = { package: '@backstage/plugin-org', mountPoints: [{ mountPoint: 'entity.page.overview/cards', importName: 'EntityGroupProfileCard' }] };
    const read = readBackstagePlugins([org, { ...org, package: '@acme/plugin-org', id: 'acme-org' }]);
    expect(E.isRight(read) && read.right.map((plugin) => plugin.id)).toEqual(['backstage-org', 'acme-org']);
  });
});
