// The themes plugins add to the portal: a brand's colours for a light or a dark variant, offered in Settings beside
// the built-in Light and Dark, each an extension 'theme:{pluginId}/{id}'.
import type { JsonObject } from '../../domain/app/config-values';
import { extensionId } from '../../domain/app/extension-ids';
import type { AppTheme } from '../../domain/app/theme';
import type { ThemePalette, ThemeVariant } from '../../domain/app/theme-palette';

/** A theme as the shell keeps it, made by createPlugin from a plugin's `themes`. */
export interface PluginTheme {
  /** The theme's name within its plugin, e.g. 'acme-light'. */
  readonly id: string;
  /** Its label in Settings › General › Theme. */
  readonly title: string;
  readonly variant: ThemeVariant;
  /** The complete palette, checked for contrast. */
  readonly palette: ThemePalette;
  /** Place among the themes offered: the built-in Light 0 and Dark 10; without one, 10 × its position. */
  readonly order?: number;
  /** What app.extensions gives it; themes read none. */
  readonly config?: JsonObject;
}

/** The plugin id the built-in themes have in their ids ('theme:app/light'), as in Backstage's app. */
export const SHELL_THEME_PLUGIN_ID = 'app';

/** The stored choice and the extension id of a plugin's theme: 'theme:acme/acme-light'. */
export const pluginThemeId = (pluginId: string, theme: Pick<PluginTheme, 'id'>): string => extensionId('theme', pluginId, theme.id);

/** The extension id of a built-in theme ('light' → 'theme:app/light'); its stored choice stays 'light'. */
export const shellThemeExtensionId = (theme: Pick<AppTheme, 'id'>): string => extensionId('theme', SHELL_THEME_PLUGIN_ID, theme.id);

/** A plugin's theme as the theme store offers it. */
export const appThemeOf = (pluginId: string, theme: PluginTheme): AppTheme => ({
  id: pluginThemeId(pluginId, theme),
  title: theme.title,
  variant: theme.variant,
  palette: theme.palette,
});
