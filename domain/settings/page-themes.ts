// The page-theme categories: the banner colours and shape a page of each category wears (home, the docs,
// a tool, an entity of each type…), as the Backstage page themes define them so that a theme written for
// Backstage names the same categories.

export const PAGE_THEME_SHAPES = ['wave', 'wave2', 'round'] as const;
export type PageThemeShape = (typeof PAGE_THEME_SHAPES)[number];

export interface PageThemeCategory {
  readonly id: string;
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

const category = (id: string, colors: readonly string[], shape: PageThemeShape): PageThemeCategory => ({ id, colors, shape, fontColor: '#FFFFFF' });

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

/** The page theme of a category; an unknown category wears 'home', the default page theme. */
export const pageThemeOf = (id: string): PageThemeCategory =>
  PAGE_THEME_CATEGORIES.find((candidate) => candidate.id === id) ?? PAGE_THEME_CATEGORIES[0]!;

/** The banner's colour gradient, left to right (one colour is repeated, so it stays a gradient). */
export const pageThemeGradient = (theme: PageThemeCategory): string => {
  const colors = theme.colors.length === 1 ? [theme.colors[0], theme.colors[0]] : theme.colors;
  return `linear-gradient(90deg, ${colors.join(', ')})`;
};

export const pageThemeMessages = {
  title: 'Page themes',
  description: 'The banner colours and shape each kind of page wears.',
  shape: (shape: PageThemeShape) => `Shape: ${shape}`,
  colors: (colors: readonly string[]) => `Colours: ${colors.join(', ')}`,
} as const;
