// Package plugins at the start: each loaded on its own; a package that fails to load, throws, exports something
// else, was made for another plugin API or creates another id than its package.json declares is reported with
// 'Error in {pluginId}', and the others load.
import { loadPackagePlugins, type PackagePluginEntry } from '../../../config/browser/package-plugins';
import { createPlugin } from '../../../plugin-api/create-plugin';
import { PLUGIN_MARK } from '../../../ui/app/plugin';

const entry = (pluginId: string, load: () => Promise<unknown>, packageName = `@acme/${pluginId}`): PackagePluginEntry => ({ packageName, pluginId, load });

describe('loadPackagePlugins', () => {
  it('loads the plugins and reports each package that failed, naming its plugin', async () => {
    const loaded = await loadPackagePlugins([
      entry('on-call', async () => ({ default: createPlugin({ id: 'on-call' }) })),
      entry('thrower', async () => {
        throw new Error('top-level code failed');
      }),
      entry('chunk', async () => {
        throw new TypeError('Failed to fetch dynamically imported module: http://portal/assets/chunk-1.js');
      }),
      entry('not-a-plugin', async () => ({ default: { id: 'not-a-plugin' } })),
      entry('older', async () => ({ default: { ...createPlugin({ id: 'older' }), [PLUGIN_MARK]: 0 } })),
      entry('renamed', async () => ({ default: createPlugin({ id: 'other-name' }) })),
    ]);
    expect(loaded.plugins.map((plugin) => plugin.id)).toEqual(['on-call']);
    expect(loaded.failures).toEqual([
      { pluginId: 'thrower', message: 'Error in thrower: top-level code failed' },
      { pluginId: 'chunk', message: 'Error in chunk: Failed lazy loading of the @acme/chunk extension, try to reload the page' },
      { pluginId: 'not-a-plugin', message: 'Error in not-a-plugin: @acme/not-a-plugin does not export a plugin made with createPlugin as its default export' },
      { pluginId: 'older', message: 'Error in older: @acme/older was made for plugin API version 0; this portal has version 1' },
      { pluginId: 'renamed', message: "Error in renamed: @acme/renamed declares the plugin id 'renamed' in its package.json but creates 'other-name'" },
    ]);
  });

  it('loads nothing, at once, without packages', async () => {
    expect(await loadPackagePlugins([])).toEqual({ plugins: [], failures: [] });
  });
});
