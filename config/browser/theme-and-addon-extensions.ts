// The themes the portal offers in the end, as app.extensions leaves them: the built-in Light and Dark first, then
// the plugins' (configured with the other extension points), by order.
import * as E from 'fp-ts/Either';
import { PORTICO_THEMES } from '../../application/app/theme-store';
import type { JsonObject } from '../../domain/app/config-values';
import { extensionOverridesOfConfig } from '../../domain/app/extension-config';
import { configuredExtension } from '../../domain/app/extension-overrides';
import { messages } from '../../domain/app/messages';
import type { AppTheme } from '../../domain/app/theme';
import type { PortalPlugin } from '../../ui/app/plugin';
import { appThemeOf, shellThemeExtensionId } from '../../ui/app/plugin-themes';

/** Where the browser's config comes from, for messages: the server merged the files. */
const BROWSER_CONFIG_CONTEXT = 'app-config';

/** The ids of the built-in themes, which no plugin contributes: 'theme:app/light', 'theme:app/dark'. */
export const shellThemeIds = (): string[] => PORTICO_THEMES.map(shellThemeExtensionId);

/**
 * The themes Settings offers: the built-in ones as app.extensions leaves them, then each plugin's (already
 * configured), ordered by their order, or 10 × their position without one. Left: config left no theme at all.
 */
export const offeredThemes = (plugins: readonly PortalPlugin[], appConfig: JsonObject): E.Either<string, AppTheme[]> => {
  const overrides = extensionOverridesOfConfig(appConfig, BROWSER_CONFIG_CONTEXT);
  if (E.isLeft(overrides)) return overrides;
  const shell = PORTICO_THEMES.flatMap((theme) => {
    const configured = configuredExtension<{ title: string; order?: number }>({ title: theme.title }, overrides.right.get(shellThemeExtensionId(theme)));
    return configured === undefined ? [] : [{ theme: { ...theme, title: configured.title ?? theme.title }, order: configured.order }];
  });
  const contributed = plugins.flatMap((plugin) => (plugin.themes ?? []).map((theme) => ({ theme: appThemeOf(plugin.id, theme), order: theme.order })));
  const themes = [...shell, ...contributed]
    .map((entry, index) => ({ theme: entry.theme, order: entry.order ?? index * 10 }))
    .sort((a, b) => a.order - b.order)
    .map((entry) => entry.theme);
  return themes.length === 0 ? E.left(messages.appHasNoThemes) : E.right(themes);
};
