import { flagsOf, settingsPlugin } from '../../../config/browser/plugins/settings';
import type { PortalPlugin } from '../../../ui/app/plugin';

describe('settings plugin', () => {
  it('collects the flags every plugin registers, with the plugin’s id, valid names once', () => {
    const plugins: PortalPlugin[] = [
      { id: 'techdocs', routes: [], featureFlags: [{ name: 'techdocs-wide-content', description: 'Wide' }, { name: 'Not_Valid', description: 'x' }] },
      { id: 'other', routes: [], featureFlags: [{ name: 'techdocs-wide-content', description: 'again' }, { name: 'other-flag', description: 'Other' }] },
      { id: 'plain', routes: [] },
    ];
    expect(flagsOf(plugins)).toEqual([
      { name: 'techdocs-wide-content', description: 'Wide', pluginId: 'techdocs' },
      { name: 'other-flag', description: 'Other', pluginId: 'other' },
    ]);
  });

  it('sits at one root route with a sidebar entry', () => {
    const plugin = settingsPlugin(() => []);
    expect(plugin.routes.map((route) => route.path)).toEqual(['/settings']);
    expect(plugin.sidebar?.map((entry) => [entry.label, entry.to])).toEqual([['Settings', '/settings']]);
  });
});
