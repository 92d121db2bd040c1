// Theme choice: stored choice wins; else dark if the
// system prefers dark; else light; else the first theme. No themes at all is an error.

import * as E from 'fp-ts/Either';
import { messages } from './messages';
import type { ThemePalette, ThemeVariant } from './theme-palette';

export type { ThemeVariant } from './theme-palette';

export interface AppTheme {
  readonly id: string;
  readonly title: string;
  readonly variant: ThemeVariant;
  /** A plugin's brand colours, applied over the variant's; the built-in themes have none. */
  readonly palette?: ThemePalette;
}

export interface AppHasNoThemes {
  readonly _tag: 'AppHasNoThemes';
  readonly message: string;
}

export const resolveTheme = <T extends AppTheme>(
  themes: readonly T[],
  storedThemeId: string | null | undefined,
  systemPrefersDark: boolean,
): E.Either<AppHasNoThemes, T> => {
  const first = themes[0];
  if (first === undefined) return E.left({ _tag: 'AppHasNoThemes', message: messages.appHasNoThemes });
  const stored = storedThemeId ? themes.find(theme => theme.id === storedThemeId) : undefined;
  if (stored) return E.right(stored);
  const dark = systemPrefersDark ? themes.find(theme => theme.variant === 'dark') : undefined;
  if (dark) return E.right(dark);
  return E.right(themes.find(theme => theme.variant === 'light') ?? first);
};

export type ThemeStorageChange =
  | { readonly _tag: 'Store'; readonly themeId: string }
  | { readonly _tag: 'Remove' }
  | { readonly _tag: 'Ignore' };

/** Choosing the automatic mode (undefined) removes the stored choice; an unknown id changes nothing. */
export const themeStorageChange = (themes: readonly AppTheme[], chosenId: string | undefined): ThemeStorageChange => {
  if (chosenId === undefined) return { _tag: 'Remove' };
  return themes.some(theme => theme.id === chosenId) ? { _tag: 'Store', themeId: chosenId } : { _tag: 'Ignore' };
};
