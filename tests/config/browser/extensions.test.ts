import * as E from 'fp-ts/Either';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUILT_IN_DATA_NAV_ITEM_IDS, BUILT_IN_EXTENSION_IDS, BUILT_IN_THEME_IDS } from '../../../domain/app/built-in-extensions';
import type { Entity } from '../../../domain/catalog/entity';
import { configurePlugins, extensionIdsOfPlugin } from '../../../config/browser/extensions';
import { portalPlugins } from '../../../config/browser/plugins';
import { createPlugin } from '../../../plugin-api/create-plugin';
import type { PortalPlugin } from '../../../ui/app/plugin';

const component: Entity = { apiVersion: 'backstage.io/v1alpha1', kind: 'Component', metadata: { name: 'payments' }, spec: { type: 'service' } };
const api: Entity = { apiVersion: 'backstage.io/v1alpha1', kind: 'API', metadata: { name: 'payments-api' }, spec: { type: 'openapi' } };

const withExtensions = (extensions: unknown[]) => ({ app: { extensions } }) as never;

const configured = (extensions: unknown[], plugins: readonly PortalPlugin[] = portalPlugins()): PortalPlugin[] => {
  const result = configurePlugins(plugins, withExtensions(extensions), BUILT_IN_DATA_NAV_ITEM_IDS);
  if (E.isLeft(result)) throw new Error(result.left);
  return result.right;
};

const pluginOf = (plugins: readonly PortalPlugin[], id: string): PortalPlugin => plugins.find((plugin) => plugin.id === id)!;

describe('the ids of the built-in extensions', () => {
  it('are the ids the built-in plugins give their pages, sidebar items, tabs and cards, as the server knows them', () => {
    const made = [...portalPlugins().flatMap(extensionIdsOfPlugin), ...BUILT_IN_DATA_NAV_ITEM_IDS, ...BUILT_IN_THEME_IDS];
    expect([...made].sort()).toEqual([...BUILT_IN_EXTENSION_IDS].sort());
    expect(new Set(made).size).toBe(made.length);
  });

  it('are each listed in the plugin guide', () => {
    const guide = readFileSync(join(__dirname, '../../../docs/plugins.md'), 'utf8');
    expect(BUILT_IN_EXTENSION_IDS.filter((id) => !guide.includes(`\`${id}\``))).toEqual([]);
  });

  it("read like Backstage's: a plugin's first page and sidebar item by the plugin's id, the rest by their own name", () => {
    const onCall = createPlugin({
      id: 'on-call',
      routes: [
        { path: '/on-call', element: 'rota' },
        { path: '/on-call/:team', id: 'team', element: 'team' },
      ],
      sidebar: [
        { label: 'On call', to: '/on-call' },
        { id: 'pager', label: 'Pager', to: '/on-call/pager' },
      ],
      entityCards: [{ id: 'rota', render: () => 'rota' }],
      entityTabs: [{ id: 'rota', path: 'rota', title: 'Rota', render: () => 'rota' }],
    });
    expect(extensionIdsOfPlugin(onCall)).toEqual([
      'page:on-call',
      'page:on-call/team',
      'nav-item:on-call',
      'nav-item:on-call/pager',
      'entity-content:on-call/rota',
      'entity-card:on-call/rota',
    ]);
  });
});

describe('the ids of home page widgets and entity context-menu items', () => {
  it("are 'home-page-widget:{plugin}/{id}' and 'entity-context-menu-item:{plugin}/{id}'", () => {
    const onCall = createPlugin({
      id: 'on-call',
      homeWidgets: [{ id: 'on-call-now', title: 'On call now', render: () => 'now' }],
      entityContextMenuItems: [{ id: 'page-on-call', title: 'Page the on-call engineer', onSelect: () => undefined }],
    });
    expect(extensionIdsOfPlugin(onCall)).toEqual(['home-page-widget:on-call/on-call-now', 'entity-context-menu-item:on-call/page-on-call']);
  });

  it("include the home plugin's widgets and the catalog plugin's menu items", () => {
    expect(extensionIdsOfPlugin(pluginOf(portalPlugins(), 'home')).filter((id) => id.startsWith('home-page-widget:'))).toEqual([
      'home-page-widget:home/starred-entities',
      'home-page-widget:home/top-visited',
      'home-page-widget:home/recently-visited',
      'home-page-widget:home/featured-docs',
      'home-page-widget:home/toolkit',
      'home-page-widget:home/quick-start',
      'home-page-widget:home/random-joke',
      'home-page-widget:home/identity',
    ]);
    expect(extensionIdsOfPlugin(pluginOf(portalPlugins(), 'catalog')).filter((id) => id.startsWith('entity-context-menu-item:'))).toEqual([
      'entity-context-menu-item:catalog/unregister-entity',
      'entity-context-menu-item:catalog/inspect-entity',
      'entity-context-menu-item:catalog/copy-entity-url',
      'entity-context-menu-item:catalog/refresh-entity',
    ]);
  });
});

describe('configurePlugins', () => {
  it('leaves the plugins as they are without app.extensions', () => {
    const plugins = portalPlugins();
    expect(configurePlugins(plugins, {})).toEqual(E.right(plugins));
  });

  it('leaves out a disabled card, tab, sidebar item and page', () => {
    const plugins = configured([
      { 'entity-card:catalog/about': false },
      { 'entity-content:kubernetes/kubernetes': false },
      { 'nav-item:search': false },
      { 'page:catalog-import': { disabled: true } },
    ]);
    expect(pluginOf(plugins, 'catalog').entityCards!.map((card) => card.id)).toEqual(['relations']);
    expect(pluginOf(plugins, 'kubernetes').entityTabs).toEqual([]);
    expect(pluginOf(plugins, 'search').sidebar).toEqual([]);
    expect(pluginOf(plugins, 'search').routes).toHaveLength(1);
    expect(pluginOf(plugins, 'catalog-import').routes).toEqual([]);
  });

  it("changes a tab's title and order and a sidebar item's label and order", () => {
    const plugins = configured([{ 'entity-content:techdocs/docs': { title: 'Handbook', order: 5 } }, { 'nav-item:scaffolder': { title: 'Templates', order: 15 } }]);
    expect(pluginOf(plugins, 'techdocs').entityTabs![0]).toMatchObject({ title: 'Handbook', order: 5, path: 'docs' });
    expect(pluginOf(plugins, 'scaffolder').sidebar![0]).toMatchObject({ label: 'Templates', order: 15, to: '/create' });
  });

  it("replaces a tab's condition with the one config gives", () => {
    const plugins = configured([{ 'entity-content:api-docs/api': { when: { anyOf: [{ isKind: 'component' }, { isType: 'openapi' }] } } }]);
    const definition = pluginOf(plugins, 'api-docs').entityTabs!.find((tab) => tab.id === 'api')!;
    expect(definition.when?.(component)).toBe(true);
    expect(definition.when?.(api)).toBe(true);
    expect(definition.when?.({ ...component, kind: 'System' })).toBe(false);
  });

  it('hands an extension the config its entry gives', () => {
    const plugins = configured([{ 'page:catalog': { config: { pageSize: 50 } } }, { 'entity-card:catalog-graph/catalog-graph': { config: { depth: 2 } } }]);
    expect(pluginOf(plugins, 'catalog').routes[0]!.config).toEqual({ pageSize: 50 });
    expect(pluginOf(plugins, 'catalog-graph').entityCards![0]!.config).toEqual({ depth: 2 });
  });

  it('configures the sidebar items a plugin makes from data', () => {
    const plugins = configured([{ 'nav-item:org/my-groups': { title: 'Teams' } }], [
      createPlugin({ id: 'org', useSidebarItems: () => [{ id: 'my-groups', label: 'My Groups', icon: null as never }] }),
    ]);
    expect(pluginOf(plugins, 'org').useSidebarItems!().map((item) => item.label)).toEqual(['Teams']);
  });

  it("disables, reorders, retitles and configures a home page widget, and re-conditions an entity context-menu item", () => {
    const plugins = configured([
      { 'home-page-widget:home/random-joke': false },
      { 'home-page-widget:home/toolkit': { title: 'Tools', order: -5, config: { columns: 2 } } },
      { 'entity-context-menu-item:catalog/refresh-entity': { title: 'Refresh now', order: 1, when: { isKind: 'component' } } },
    ]);
    const widgets = pluginOf(plugins, 'home').homeWidgets!;
    expect(widgets.map((widget) => widget.id)).not.toContain('random-joke');
    expect(widgets.find((widget) => widget.id === 'toolkit')).toMatchObject({ title: 'Tools', order: -5, config: { columns: 2 } });
    const refresh = pluginOf(plugins, 'catalog').entityContextMenuItems!.find((item) => item.id === 'refresh-entity')!;
    expect(refresh).toMatchObject({ title: 'Refresh now', order: 1 });
    expect(refresh.when?.(component)).toBe(true);
    expect(refresh.when?.(api)).toBe(false);
  });

  it('refuses a misspelt widget or menu item id, with the closest one', () => {
    expect(configurePlugins(portalPlugins(), withExtensions([{ 'home-page-widget:home/quickstart': false }]))).toEqual(
      E.left("Config key 'app.extensions[0]' in 'app-config' names the extension 'home-page-widget:home/quickstart', which the portal does not have: did you mean 'home-page-widget:home/quick-start'?"),
    );
    expect(configurePlugins(portalPlugins(), withExtensions([{ 'entity-context-menu-item:catalog/unregister': false }]))).toEqual(
      E.left(
        "Config key 'app.extensions[0]' in 'app-config' names the extension 'entity-context-menu-item:catalog/unregister', which the portal does not have: did you mean 'entity-context-menu-item:catalog/unregister-entity'?",
      ),
    );
  });

  it('refuses an id no extension has, with the closest one', () => {
    expect(configurePlugins(portalPlugins(), withExtensions([{ 'entity-card:catalog/abuot': false }]))).toEqual(
      E.left("Config key 'app.extensions[0]' in 'app-config' names the extension 'entity-card:catalog/abuot', which the portal does not have: did you mean 'entity-card:catalog/about'?"),
    );
  });

  it('knows the extensions of the plugins it is given, packages included', () => {
    const onCall = createPlugin({ id: 'on-call', routes: [{ path: '/on-call', element: 'rota' }] });
    expect(E.isRight(configurePlugins([...portalPlugins(), onCall], withExtensions([{ 'page:on-call': false }])))).toBe(true);
  });
});
