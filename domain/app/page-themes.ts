// The page-theme categories: the banner colours and shape a page of each category wears (home, the docs,
// a tool, an entity of each type…), as the Backstage page themes define them so that a theme written for
// Backstage names the same categories. Which category a page wears is decided here, once.

export const PAGE_THEME_SHAPES = ['wave', 'wave2', 'round'] as const;
export type PageThemeShape = (typeof PAGE_THEME_SHAPES)[number];

export const PAGE_THEME_IDS = ['home', 'documentation', 'tool', 'service', 'website', 'library', 'other', 'app', 'apis', 'card'] as const;
export type PageThemeId = (typeof PAGE_THEME_IDS)[number];

export interface PageThemeCategory {
  readonly id: PageThemeId;
  /** One or two colours, left to right; one colour makes a flat banner. */
  readonly colors: readonly string[];
  readonly shape: PageThemeShape;
  /** The banner's text colour. */
  readonly fontColor: string;
}

/** Colour ranges the categories share. */
export const PAGE_THEME_COLORS = {
  darkGrey: ['#171717', '#383838'],
  marineBlue: ['#006D8F', '#0049A1'],
  veryBlue: ['#0027AF', '#270094'],
  rubyRed: ['#98002B', '#8D1134'],
  toastyOrange: ['#BE2200', '#A41D00'],
  purpleSky: ['#8912CA', '#3E00EA'],
  teal: ['#005B4B'],
  pinkSea: ['#C8077A', '#C2297D'],
  greens: ['#4BB8A5', '#187656'],
} as const satisfies Readonly<Record<string, readonly string[]>>;

const category = (id: PageThemeId, colors: readonly string[], shape: PageThemeShape): PageThemeCategory => ({ id, colors, shape, fontColor: '#FFFFFF' });

export const PAGE_THEME_CATEGORIES: readonly PageThemeCategory[] = [
  category('home', PAGE_THEME_COLORS.teal, 'wave'),
  category('documentation', PAGE_THEME_COLORS.pinkSea, 'wave2'),
  category('tool', PAGE_THEME_COLORS.purpleSky, 'round'),
  category('service', PAGE_THEME_COLORS.marineBlue, 'wave'),
  category('website', PAGE_THEME_COLORS.veryBlue, 'wave'),
  category('library', PAGE_THEME_COLORS.rubyRed, 'wave'),
  category('other', PAGE_THEME_COLORS.darkGrey, 'wave'),
  category('app', PAGE_THEME_COLORS.toastyOrange, 'wave'),
  category('apis', PAGE_THEME_COLORS.teal, 'wave2'),
  category('card', PAGE_THEME_COLORS.greens, 'wave'),
];

export const isPageThemeId = (id: string): id is PageThemeId => (PAGE_THEME_IDS as readonly string[]).includes(id);

/** The page theme of a category; an unknown category wears 'home', the default page theme. */
export const pageThemeOf = (id: string): PageThemeCategory =>
  PAGE_THEME_CATEGORIES.find((candidate) => candidate.id === id) ?? PAGE_THEME_CATEGORIES[0]!;

/** The banner's colour gradient, left to right (one colour is repeated, so it stays a gradient). */
export const pageThemeGradient = (theme: PageThemeCategory): string => {
  const colors = theme.colors.length === 1 ? [theme.colors[0], theme.colors[0]] : theme.colors;
  return `linear-gradient(90deg, ${colors.join(', ')})`;
};

/** The portal's own pages, and the entity and plugin pages whose category depends on what they show. */
export type ThemedPage =
  | { readonly page: 'home' }
  | { readonly page: 'docs-index' | 'docs-reader' }
  | { readonly page: 'catalog' | 'search' | 'create' | 'settings' | 'catalog-import' | 'catalog-graph' }
  | { readonly page: 'api-explorer' }
  | { readonly page: 'entity'; readonly kind: string; readonly type?: unknown }
  /** A plugin's page, with the category its plugin names for it, if any. */
  | { readonly page: 'plugin'; readonly pageTheme?: string };

const COMPONENT_TYPE_THEMES: Readonly<Record<string, PageThemeId>> = { service: 'service', website: 'website', library: 'library' };

const entityPageTheme = (kind: string, type: unknown): PageThemeId => {
  const lowerKind = kind.toLowerCase();
  if (lowerKind === 'api') return 'apis';
  if (lowerKind === 'component' && typeof type === 'string') return COMPONENT_TYPE_THEMES[type.toLowerCase()] ?? 'other';
  return 'other';
};

/** The category whose banner a page's header wears. */
export const pageThemeIdOf = (page: ThemedPage): PageThemeId => {
  switch (page.page) {
    case 'home':
      return 'home';
    case 'docs-index':
    case 'docs-reader':
      return 'documentation';
    case 'catalog':
    case 'search':
    case 'create':
    case 'settings':
    case 'catalog-import':
    case 'catalog-graph':
      return 'tool';
    case 'api-explorer':
      return 'apis';
    case 'entity':
      return entityPageTheme(page.kind, page.type);
    case 'plugin':
      return page.pageTheme !== undefined && isPageThemeId(page.pageTheme) ? page.pageTheme : 'app';
  }
};
