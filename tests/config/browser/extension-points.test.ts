import * as E from 'fp-ts/Either';
import { configurePlugins, extensionIdsOfPlugin } from '../../../config/browser/extensions';
import { portalPlugins } from '../../../config/browser/plugins';
import { createPlugin } from '../../../plugin-api/create-plugin';
import type { PortalPlugin } from '../../../ui/app/plugin';

const withExtensions = (extensions: unknown[]) => ({ app: { extensions } }) as never;

const acme = createPlugin({
  id: 'acme',
  scaffolderFields: [{ name: 'AcmeRepoPicker', component: () => null }],
  searchResultItems: [{ type: 'acme-incidents', render: () => 'incident' }],
});

const configured = (extensions: unknown[], plugins: readonly PortalPlugin[] = [...portalPlugins(), acme]): PortalPlugin[] => {
  const result = configurePlugins(plugins, withExtensions(extensions));
  if (E.isLeft(result)) throw new Error(result.left);
  return result.right;
};

const pluginOf = (plugins: readonly PortalPlugin[], id: string): PortalPlugin => plugins.find((plugin) => plugin.id === id)!;

describe('form fields and search result renderers as extensions', () => {
  it("are known by 'scaffolder-form-field:{plugin}/{name}' and 'search-result-list-item:{plugin}/{type}'", () => {
    expect(extensionIdsOfPlugin(acme)).toEqual(['scaffolder-form-field:acme/AcmeRepoPicker', 'search-result-list-item:acme/acme-incidents']);
  });

  it('include the built-in fields and renderers', () => {
    const ids = portalPlugins().flatMap(extensionIdsOfPlugin);
    expect(ids).toEqual(expect.arrayContaining(['scaffolder-form-field:scaffolder/RepoUrlPicker', 'scaffolder-form-field:scaffolder/OwnerPicker', 'search-result-list-item:search/default']));
  });

  it('are left out when app.extensions disables them, and given the config it sets', () => {
    const plugins = configured([
      { 'scaffolder-form-field:scaffolder/OwnerPicker': false },
      { 'search-result-list-item:search/techdocs': { disabled: true } },
      { 'scaffolder-form-field:acme/AcmeRepoPicker': { config: { organisation: 'acme' } } },
    ]);
    expect(pluginOf(plugins, 'scaffolder').scaffolderFields!.map((field) => field.name)).not.toContain('OwnerPicker');
    expect(pluginOf(plugins, 'search').searchResultItems!.map((renderer) => renderer.type)).toEqual(['software-catalog', 'default']);
    expect(pluginOf(plugins, 'acme').scaffolderFields![0]!.config).toEqual({ organisation: 'acme' });
  });

  it('refuses a misspelt id with the closest one', () => {
    expect(configurePlugins([...portalPlugins(), acme], withExtensions([{ 'scaffolder-form-field:scaffolder/OwnerPiker': false }]))).toEqual(
      E.left(
        "Config key 'app.extensions[0]' in 'app-config' names the extension 'scaffolder-form-field:scaffolder/OwnerPiker', which the portal does not have: did you mean 'scaffolder-form-field:scaffolder/OwnerPicker'?",
      ),
    );
    expect(configurePlugins([...portalPlugins(), acme], withExtensions([{ 'search-result-list-item:acme/acme-incident': false }]))).toEqual(
      E.left(
        "Config key 'app.extensions[0]' in 'app-config' names the extension 'search-result-list-item:acme/acme-incident', which the portal does not have: did you mean 'search-result-list-item:acme/acme-incidents'?",
      ),
    );
  });

  it("refuses a plugin's field with a built-in's name unless the built-in is disabled", () => {
    const owners = createPlugin({ id: 'acme-owners', scaffolderFields: [{ name: 'OwnerPicker', component: () => null }] });
    const refused = configurePlugins([...portalPlugins(), owners], {});
    expect(E.isLeft(refused) && refused.left).toMatch(/^The plugin 'acme-owners' gives the scaffolder form field 'OwnerPicker'.*disable it in app\.extensions \(- scaffolder-form-field:scaffolder\/OwnerPicker: false\)$/);
    const replaced = configured([{ 'scaffolder-form-field:scaffolder/OwnerPicker': false }], [...portalPlugins(), owners]);
    expect(replaced.flatMap((plugin) => (plugin.scaffolderFields ?? []).filter((field) => field.name === 'OwnerPicker').map(() => plugin.id))).toEqual(['acme-owners']);
  });

  it('refuses a field or renderer a plugin gives twice, or with a name that cannot be an id', () => {
    expect(() => createPlugin({ id: 'acme', searchResultItems: [{ type: 'incidents', render: () => null }, { type: 'incidents', render: () => null }] })).toThrow(
      "Plugin 'acme': it gives 'search-result-list-item:acme/incidents' twice",
    );
    expect(() => createPlugin({ id: 'acme', scaffolderFields: [{ name: 'Repo Picker', component: () => null }] })).toThrow(/'Repo Picker' cannot name a scaffolder-form-field/);
    expect(() => createPlugin({ id: 'acme', scaffolderFields: [{ name: 'RepoPicker' }] })).toThrow("Plugin 'acme': 'RepoPicker' needs exactly one of load and component");
  });
});
