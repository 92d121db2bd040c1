// The portal plugins made of the Backstage plugins the build lists: a new-frontend-system plugin's pages, sidebar
// items, entity cards and tabs as the build found them by instantiating it.
import { backstagePortalPluginsOf, type BackstageFrontendPluginEntry } from '../../../config/browser/backstage-plugins';

const ORG: BackstageFrontendPluginEntry = {
  pluginId: 'backstage-org',
  packageName: '@backstage/plugin-org/alpha',
  extensions: [{ 'entity-card:org/ownership': false }],
  load: async () => ({}),
  pages: [
    { extensionId: 'page:org', path: '/org', title: 'Organization', icon: null },
    { extensionId: 'page:org/hidden', path: '/org/hidden', title: null, icon: null },
  ],
  entityCards: [
    { extensionId: 'entity-card:org/group-profile', filtered: true },
    { extensionId: 'entity-card:org/everywhere', filtered: false },
  ],
  entityContents: [{ extensionId: 'entity-content:org/members', path: 'members', title: 'Members', filtered: true }],
};

const group = { apiVersion: 'backstage.io/v1alpha1', kind: 'Group', metadata: { name: 'team-payments' } };

describe("a new-frontend-system Backstage plugin's portal plugin", () => {
  const [plugin] = backstagePortalPluginsOf({}, [], [], [ORG]);

  it('has a route per page at its path, and a sidebar item for the pages the plugin titles', () => {
    expect(plugin!.id).toBe('backstage-org');
    expect(plugin!.routes.map((route) => [route.path, route.name])).toEqual([
      ['/org', 'page-org'],
      ['/org/hidden', 'page-org-hidden'],
    ]);
    expect(plugin!.sidebar?.map((item) => [item.id, item.label, item.to])).toEqual([['backstage-org.page:org', 'Organization', '/org']]);
  });

  it("has its entity cards and tabs by extension id; a filtered one holds only once the plugin's filters are read", () => {
    expect(plugin!.entityCards?.map((card) => card.id)).toEqual(['backstage-org.entity-card:org/group-profile', 'backstage-org.entity-card:org/everywhere']);
    const [filtered, everywhere] = plugin!.entityCards!;
    expect(filtered!.when?.(group)).toBe(false);
    expect(filtered!.conditionCode).toBeDefined();
    expect(everywhere!.when).toBeUndefined();
    expect(plugin!.entityTabs?.map((tab) => [tab.id, tab.path, tab.title])).toEqual([['backstage-org.entity-content:org/members', 'members', 'Members']]);
  });

  it('comes after the legacy plugins', () => {
    const route = { pluginId: 'tech-radar', packageName: '@backstage-community/plugin-tech-radar', importName: 'TechRadarPage', path: '/tech-radar', menuItem: null, load: async () => ({}) };
    expect(backstagePortalPluginsOf({}, [route], [], [ORG]).map((made) => made.id)).toEqual(['tech-radar', 'backstage-org']);
  });
});
