// Settings texts: tab names and theme choices; the rest is Portico wording (Backstage's user-settings wording
// where it has one).

import type { PageThemeId } from '../app/page-themes';

export const settingsMessages = {
  // Tabs and theme choices
  title: 'Settings',
  tabs: { general: 'General', 'auth-providers': 'Authentication Providers', 'feature-flags': 'Feature Flags' },
  themeLight: 'Light',
  themeDark: 'Dark',
  themeAuto: 'Auto',

  // Portico wording
  profile: 'Profile',
  appearance: 'Appearance',
  theme: 'Theme',
  themeDescription: 'Change the theme mode',
  language: 'Language',
  languageDescription: 'Change the language',
  pinSidebar: 'Pin Sidebar',
  pinSidebarDescription: 'Prevent the sidebar from collapsing',
  userEntity: 'User entity',
  ownership: 'Ownership',
  email: 'Email',
  signedInWith: 'Signed in with',
  availableProviders: 'Available Providers',
  providersDescription: 'The sign-in providers this portal offers. You are signed in with the one marked current.',
  current: 'Current',
  signIn: 'Sign in',
  signOut: 'Sign out',
  noProviders: 'No Authentication Providers',
  noProvidersDescription: 'This portal offers no sign-in providers: everyone enters as a guest.',
  noFlags: 'No Feature Flags',
  flagsDescription:
    'Feature Flags make it possible for plugins to register features in Portico for users to opt into. You can use this to split out logic in your code for manual A/B testing, etc.',
  filterFlags: 'Filter',
  noMatchingFlags: (filter: string) => `No feature flags match '${filter}'.`,
  registeredBy: (pluginId: string) => `Registered in ${pluginId} plugin`,
  clearFilter: 'Clear filter',
  languageNames: { en: 'English' } as Readonly<Record<string, string>>,
  pageThemes: 'Page themes',
  pageThemesDescription: 'The banner each kind of page wears behind its title, and where you see it.',
  pageThemeShape: 'Shape',
  pageThemeColors: 'Colours',
  pageThemeUsedOn: 'Used on',
  pageThemeUses: {
    home: 'The home page',
    documentation: 'Documentation and the documentation reader',
    tool: 'Catalog, search, create (templates, tasks, the template editor), settings, registering a component and the catalog graph',
    service: 'Pages of components of type service',
    website: 'Pages of components of type website',
    library: 'Pages of components of type library',
    other: 'Pages of every other entity: components of other types, systems, domains, resources, groups, users, templates',
    app: "Plugins' pages, unless a plugin names another category for its page",
    apis: 'The API explorer and the pages of APIs',
    card: "Card headers, not pages: the item cards of Backstage plugins' views",
  } as Readonly<Record<PageThemeId, string>>,
} as const;
