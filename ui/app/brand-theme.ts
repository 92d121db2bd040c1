// A plugin's theme on the page: its palette as CSS custom properties on the root element, which brand-theme.css
// reads while the root is marked with the theme's id. The built-in themes set none, and leave the look as it is.
import type { AppTheme } from '../../domain/app/theme';
import { VARIANT_PALETTES, type ThemePalette } from '../../domain/app/theme-palette';
import './brand-theme.css';

/** The root's attribute naming the plugin theme in use. */
export const BRAND_THEME_ATTRIBUTE = 'data-portico-brand-theme';

/** The custom property of each palette colour. */
export const paletteProperties = (palette: ThemePalette): Record<string, string> => ({
  '--portico-brand-background': palette.background,
  '--portico-brand-paper': palette.paper,
  '--portico-brand-text': palette.text,
  '--portico-brand-text-muted': palette.textMuted,
  '--portico-brand-primary': palette.primary,
  '--portico-brand-navigation-background': palette.navigation.background,
  '--portico-brand-navigation-text': palette.navigation.text,
  '--portico-brand-navigation-indicator': palette.navigation.indicator,
  '--portico-brand-navigation-selected': palette.navigation.selected,
});

const ALL_PROPERTIES = Object.keys(paletteProperties(VARIANT_PALETTES.light));

/** Sets the theme's palette on `root`, or removes a previous theme's when this one has none. */
export const applyBrandTheme = (root: HTMLElement, theme: AppTheme): void => {
  for (const property of ALL_PROPERTIES) root.style.removeProperty(property);
  if (theme.palette === undefined) {
    root.removeAttribute(BRAND_THEME_ATTRIBUTE);
    return;
  }
  for (const [property, value] of Object.entries(paletteProperties(theme.palette))) root.style.setProperty(property, value);
  root.setAttribute(BRAND_THEME_ATTRIBUTE, theme.id);
};
