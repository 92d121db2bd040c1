// Stands in for @backstage/theme's useApplyThemeAttributes, which marks document.body with the theme's mode and name
// for Backstage UI's tokens: in Portico the body is the portal's, and the host marks each plugin's own element instead.
export const useApplyThemeAttributes = (_themeMode: unknown, _themeName: unknown): void => undefined;
