import * as E from 'fp-ts/Either';
import { configurePlugins, extensionIdsOfPlugin } from '../../../config/browser/extensions';
import { portalPlugins } from '../../../config/browser/plugins';
import { offeredThemes, shellThemeIds } from '../../../config/browser/theme-and-addon-extensions';
import { BUILT_IN_DATA_NAV_ITEM_IDS, BUILT_IN_THEME_IDS } from '../../../domain/app/built-in-extensions';
import { parseExtensionId } from '../../../domain/app/extension-ids';
import { createPlugin } from '../../../plugin-api/create-plugin';
import { TechDocsAddonLocations } from '../../../ui/app/techdocs-addons';
import type { PortalPlugin } from '../../../ui/app/plugin';

const acme = () =>
  createPlugin({
    id: 'acme',
    themes: [
      { id: 'acme-light', title: 'ACME Light', variant: 'light', palette: { primary: '#0b4f8a', navigation: { background: '#0b2a4a' } } },
      { id: 'acme-dark', title: 'ACME Dark', variant: 'dark', palette: { primary: '#9cc7ff' } },
    ],
    techDocsAddons: [
      { name: 'feedback', location: TechDocsAddonLocations.Content, component: () => null },
      { name: 'owner', location: TechDocsAddonLocations.SecondarySidebar, component: () => null },
    ],
  });

const withExtensions = (extensions: unknown[]) => ({ app: { extensions } }) as never;

const configured = (extensions: unknown[]): PortalPlugin[] => {
  const result = configurePlugins([...portalPlugins(), acme()], withExtensions(extensions), BUILT_IN_DATA_NAV_ITEM_IDS);
  if (E.isLeft(result)) throw new Error(result.left);
  return result.right;
};

const themeTitles = (plugins: readonly PortalPlugin[], extensions: unknown[] = []) => {
  const themes = offeredThemes(plugins, withExtensions(extensions));
  return E.isRight(themes) ? themes.right.map((theme) => `${theme.id}: ${theme.title}`) : themes.left;
};

describe('the ids of themes and docs reader add-ons', () => {
  it("are 'theme:{pluginId}/{id}' and 'techdocs-addon:{pluginId}/{name}', after the plugin's other extensions", () => {
    expect(extensionIdsOfPlugin(acme())).toEqual(['theme:acme/acme-light', 'theme:acme/acme-dark', 'techdocs-addon:acme/feedback', 'techdocs-addon:acme/owner']);
    expect(parseExtensionId('techdocs-addon:acme/feedback')).toEqual({ kind: 'techdocs-addon', pluginId: 'acme', name: 'feedback' });
  });

  it("of the built-in themes are 'theme:app/light' and 'theme:app/dark', as the server knows them", () => {
    expect(shellThemeIds()).toEqual(['theme:app/light', 'theme:app/dark']);
    expect(BUILT_IN_THEME_IDS).toEqual(shellThemeIds());
  });

  it.each([
    ['theme:acme/acme-ligth', 'theme:acme/acme-light'],
    ['theme:app/drak', 'theme:app/dark'],
    ['techdocs-addon:acme/feedbak', 'techdocs-addon:acme/feedback'],
  ])("refuses the misspelt '%s', naming '%s'", (misspelt, meant) => {
    expect(configurePlugins([...portalPlugins(), acme()], withExtensions([{ [misspelt]: false }]))).toEqual(
      E.left(`Config key 'app.extensions[0]' in 'app-config' names the extension '${misspelt}', which the portal does not have: did you mean '${meant}'?`),
    );
  });
});

describe('createPlugin with themes and add-ons', () => {
  it.each([
    ['a theme whose links fall below AA', { themes: [{ id: 'pale', title: 'Pale', variant: 'light' as const, palette: { primary: '#9fc2ef' } }] }, /^Plugin 'acme': the theme 'pale' cannot be offered: primary \(#9fc2ef\) on background/],
    ['two themes of one name', { themes: [{ id: 'x', title: 'X', variant: 'light' as const }, { id: 'x', title: 'Y', variant: 'dark' as const }] }, "Plugin 'acme': 'theme:acme/x' is declared twice"],
    ['an add-on without a component', { techDocsAddons: [{ name: 'feedback', location: TechDocsAddonLocations.Content }] }, "Plugin 'acme': the docs add-on 'feedback' needs exactly one of component and load"],
    ['an add-on name that cannot be an id', { techDocsAddons: [{ name: 'two words', location: TechDocsAddonLocations.Content, component: () => null }] }, /^Plugin 'acme': 'two words' is not a valid name for techdocs-addon/],
  ])('refuses %s', (_what, options, message) => {
    expect(() => createPlugin({ id: 'acme', ...options })).toThrow(message);
  });
});

describe('themes and add-ons configured by app.extensions', () => {
  it("leaves out a disabled add-on and hands another the config its entry gives", () => {
    const plugin = configured([{ 'techdocs-addon:acme/owner': false }, { 'techdocs-addon:acme/feedback': { order: 5, config: { channel: '#docs' } } }]).find((each) => each.id === 'acme')!;
    expect(plugin.techDocsAddons!.map((addon) => [addon.name, addon.order, addon.config])).toEqual([['feedback', 5, { channel: '#docs' }]]);
  });

  it("offers the built-in themes, then the plugins', by order, with the titles config gives, less the disabled", () => {
    expect(themeTitles(configured([]))).toEqual(['light: Light', 'dark: Dark', 'theme:acme/acme-light: ACME Light', 'theme:acme/acme-dark: ACME Dark']);
    const extensions = [{ 'theme:acme/acme-dark': false }, { 'theme:acme/acme-light': { order: -1, title: 'ACME' } }, { 'theme:app/dark': { title: 'Night' } }];
    expect(themeTitles(configured(extensions), extensions)).toEqual(['theme:acme/acme-light: ACME', 'light: Light', 'dark: Night']);
  });

  it("stops with 'App has no themes' when config disables every one", () => {
    const extensions = [{ 'theme:app/light': false }, { 'theme:app/dark': false }];
    expect(themeTitles(portalPlugins(), extensions)).toBe('App has no themes');
  });
});
