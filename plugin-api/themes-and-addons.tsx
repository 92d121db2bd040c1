// A plugin's themes and docs reader add-ons, as createPlugin takes them and checks them: names that make valid
// extension ids, once each; colours that keep text readable; a component for each add-on.
import * as E from 'fp-ts/Either';
import { Suspense, type ComponentType } from 'react';
import { extensionId, parseExtensionId, type ExtensionKind } from '../domain/app/extension-ids';
import { checkThemePalette, type ThemePaletteOptions, type ThemeVariant } from '../domain/app/theme-palette';
import type { EntityCondition } from '../domain/catalog/entity-conditions';
import { lazyImport } from '../ui/app/lazy-import';
import type { PluginTheme } from '../ui/app/plugin-themes';
import type { TechDocsAddon, TechDocsAddonLocation, TechDocsAddonProps } from '../ui/app/techdocs-addons';

/**
 * A theme: one variant of a company's brand, as Backstage's themes are (`{ id, title, variant }` with the palette
 * createUnifiedTheme takes). A brand with a light and a dark variant declares two.
 */
export interface PluginThemeOptions {
  /** Its name in the plugin: the theme is 'theme:{pluginId}/{id}'. */
  readonly id: string;
  /** Its label in Settings › General › Theme, e.g. 'ACME Light'. */
  readonly title: string;
  readonly variant: ThemeVariant;
  /** The brand's colours ('#rrggbb'); what it leaves out is the variant's. Text must keep AA contrast on them. */
  readonly palette?: ThemePaletteOptions;
}

/** An add-on of the docs reader, as Backstage's createTechDocsAddonExtension makes one. */
export interface PluginTechDocsAddon {
  /** Its name in the plugin: the add-on is 'techdocs-addon:{pluginId}/{name}'. */
  readonly name: string;
  /** Where the reader shows it (TechDocsAddonLocations). */
  readonly location: TechDocsAddonLocation;
  /** The add-on, given the docs' entity and the page's content element. */
  readonly component?: ComponentType<TechDocsAddonProps>;
  /** Or its code, loaded when the reader first shows it. */
  readonly load?: () => Promise<{ readonly default: ComponentType<TechDocsAddonProps> }>;
  /** Lower first among the add-ons of its location; default 50. */
  readonly order?: number;
  /** Shown only for docs of entities this accepts. */
  readonly when?: EntityCondition;
}

const checkNames = (pluginId: string, kind: ExtensionKind, names: readonly string[]): void => {
  const seen = new Set<string>();
  for (const name of names) {
    const id = extensionId(kind, pluginId, name);
    if (parseExtensionId(id) === undefined) {
      throw new Error(`Plugin '${pluginId}': '${name}' is not a valid name for ${kind} (letters, digits, '-', '_' and '.', starting with a letter or digit)`);
    }
    if (seen.has(name)) throw new Error(`Plugin '${pluginId}': '${id}' is declared twice`);
    seen.add(name);
  }
};

/** The plugin's themes, their palettes completed and checked; a theme that fails throws, naming plugin and theme. */
export const toPluginThemes = (pluginId: string, themes: readonly PluginThemeOptions[]): PluginTheme[] => {
  checkNames(
    pluginId,
    'theme',
    themes.map((theme) => theme.id),
  );
  return themes.map((theme) => {
    if (typeof theme.title !== 'string' || theme.title.trim() === '') throw new Error(`Plugin '${pluginId}': the theme '${theme.id}' needs a title`);
    if (theme.variant !== 'light' && theme.variant !== 'dark') {
      throw new Error(`Plugin '${pluginId}': the theme '${theme.id}' needs a variant of 'light' or 'dark', got '${String(theme.variant)}'`);
    }
    const palette = checkThemePalette(theme.variant, theme.palette);
    if (E.isLeft(palette)) throw new Error(`Plugin '${pluginId}': the theme '${theme.id}' cannot be offered: ${palette.left}`);
    return { id: theme.id, title: theme.title, variant: theme.variant, palette: palette.right };
  });
};

const addonRender = (pluginId: string, addon: PluginTechDocsAddon): TechDocsAddon['render'] => {
  if ((addon.component === undefined) === (addon.load === undefined)) {
    throw new Error(`Plugin '${pluginId}': the docs add-on '${addon.name}' needs exactly one of component and load`);
  }
  if (addon.component) {
    const Addon = addon.component;
    return (props) => <Addon {...props} />;
  }
  const Addon = lazyImport(addon.load!);
  return (props) => (
    <Suspense fallback={null}>
      <Addon {...props} />
    </Suspense>
  );
};

/** The plugin's docs reader add-ons; one without a component, or with a name used twice, throws. */
export const toTechDocsAddons = (pluginId: string, addons: readonly PluginTechDocsAddon[]): TechDocsAddon[] => {
  checkNames(
    pluginId,
    'techdocs-addon',
    addons.map((addon) => addon.name),
  );
  return addons.map((addon) => ({
    name: addon.name,
    location: addon.location,
    render: addonRender(pluginId, addon),
    ...(addon.order === undefined ? {} : { order: addon.order }),
    ...(addon.when === undefined ? {} : { when: addon.when }),
  }));
};
