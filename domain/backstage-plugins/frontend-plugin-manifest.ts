// What the build learns of a new-frontend-system plugin's extensions by instantiating them (with its `extensions`
// overrides), so that the portal knows its pages, sidebar items, entity cards and tabs before any of its code loads.
// Each is named by its extension id ('page:tech-radar', 'entity-card:org/group-profile'), by which the React 18 host
// finds it again in the browser. And which Blueprint icon stands for a Backstage icon in Portico's sidebar.

export interface FrontendPageManifest {
  readonly extensionId: string;
  /** Below the app's base path, e.g. '/tech-radar'. */
  readonly path: string;
  /** The sidebar item's text (its nav item's title, or the page's own), when the plugin gives one. */
  readonly title?: string;
  /** The name of the icon component the plugin gives the page or its nav item ('MyLocationIcon', 'RiTeamLine'). */
  readonly iconName?: string;
}

export interface FrontendEntityCardManifest {
  readonly extensionId: string;
  /** Whether the card has a filter, evaluated in the browser with the plugin's code; without one it shows on every entity. */
  readonly filtered: boolean;
}

export interface FrontendEntityContentManifest extends FrontendEntityCardManifest {
  /** Below the entity page, e.g. 'github-actions'. */
  readonly path: string;
  readonly title: string;
}

export interface FrontendPluginManifest {
  readonly pages: readonly FrontendPageManifest[];
  readonly entityCards: readonly FrontendEntityCardManifest[];
  readonly entityContents: readonly FrontendEntityContentManifest[];
  /** The instantiation's problems, as Backstage's app reports them (an extension's factory that threw, bad config). */
  readonly errors: readonly string[];
}

/** The sidebar's icon where nothing closer is known. */
export const DEFAULT_FRONTEND_PAGE_ICON = 'application';

/** Icons Backstage plugins commonly use (Material UI, Remix), by their words, and the Blueprint icon nearest each. */
const BLUEPRINT_ICON_OF_WORDS: Readonly<Record<string, string>> = {
  'my-location': 'locate',
  'track-changes': 'locate',
  radar: 'locate',
  team: 'people',
  group: 'people',
  groups: 'people',
  user: 'person',
  person: 'person',
  extension: 'cube',
  category: 'layers',
  'library-books': 'book',
  'menu-book': 'book',
  settings: 'cog',
  build: 'build',
  storage: 'database',
  cloud: 'cloud',
  security: 'shield',
  code: 'code',
  'git-branch': 'git-branch',
  'account-tree': 'diagram-tree',
  'bar-chart': 'timeline-bar-chart',
  'chart-line': 'timeline-line-chart',
  'line-chart': 'timeline-line-chart',
  explore: 'compass',
  compass: 'compass',
  'check-circle': 'tick-circle',
  bug: 'error',
  'bug-report': 'error',
};

/** 'my-location' for 'MyLocationIcon', 'MyLocationOutlined' or 'RiMyLocationLine'. */
export const iconWordsOf = (componentName: string): string =>
  componentName
    .replace(/^Ri(?=[A-Z])/, '')
    .replace(/(Icon|Outlined|Rounded|Sharp|TwoTone|Line|Fill)+$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase();

/**
 * The Blueprint icon for a plugin's icon component: the nearest of the common ones, else the Blueprint icon of the same
 * words (`isBlueprintIcon` says which exist), else the default.
 */
export const blueprintIconOf = (componentName: string | undefined, isBlueprintIcon: (name: string) => boolean): string => {
  if (componentName === undefined) return DEFAULT_FRONTEND_PAGE_ICON;
  const words = iconWordsOf(componentName);
  const known = BLUEPRINT_ICON_OF_WORDS[words];
  if (known !== undefined && isBlueprintIcon(known)) return known;
  return words !== '' && isBlueprintIcon(words) ? words : DEFAULT_FRONTEND_PAGE_ICON;
};

/** A page's path as Portico mounts it: leading '/', no trailing one ('tech-radar/' → '/tech-radar'). */
export const frontendPagePathOf = (path: string): string => `/${path.replace(/^\/+|\/+$/g, '')}`;
