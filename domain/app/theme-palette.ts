// A plugin's theme: a company's brand colours for one variant (light or dark), in the words of Backstage's
// createUnifiedTheme palette. What the theme leaves out comes from the variant's own colours, and every pair of
// colours the portal writes text with must keep WCAG AA contrast, or the theme is refused.
import * as E from 'fp-ts/Either';

/** Whether a theme is light or dark: Blueprint's dark class and the browser's colour scheme follow it. */
export type ThemeVariant = 'light' | 'dark';

export interface NavigationPalette {
  /** The sidebar's (and the phone's bottom bar's) background. */
  readonly background: string;
  /** Its labels and icons. */
  readonly text: string;
  /** The mark beside the current page's item. */
  readonly indicator: string;
  /** The background of the current and the hovered item. */
  readonly selected: string;
}

export interface ThemePalette {
  /** The page's background behind the content. */
  readonly background: string;
  /** Cards and other raised surfaces in the content. */
  readonly paper: string;
  /** Body text and headings. */
  readonly text: string;
  /** Secondary text (hints, labels of facts). */
  readonly textMuted: string;
  /** Links, focus rings and the marks of the chosen tab: the brand's colour. */
  readonly primary: string;
  readonly navigation: NavigationPalette;
}

/** What a plugin gives: any part of the palette, the rest from its variant. */
export type ThemePaletteOptions = Partial<Omit<ThemePalette, 'navigation'>> & { readonly navigation?: Partial<NavigationPalette> };

/** The colours of the built-in themes, which a plugin's theme starts from. */
export const VARIANT_PALETTES: Readonly<Record<ThemeVariant, ThemePalette>> = {
  light: {
    background: '#ffffff',
    paper: '#ffffff',
    text: '#1c2127',
    textMuted: '#5f6b7c',
    primary: '#215db0',
    navigation: { background: '#1c2127', text: '#f6f7f9', indicator: '#4c90f0', selected: '#252a31' },
  },
  dark: {
    background: '#1c2127',
    paper: '#2f343c',
    text: '#f6f7f9',
    textMuted: '#abb3bf',
    primary: '#8abbff',
    navigation: { background: '#1c2127', text: '#f6f7f9', indicator: '#4c90f0', selected: '#252a31' },
  },
};

/** The contrast WCAG AA asks of body text. */
export const AA_TEXT_CONTRAST = 4.5;

const HEX_COLOUR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** '#abc' → [170, 187, 204]; undefined when not a hex colour. */
const rgbOf = (colour: string): readonly [number, number, number] | undefined => {
  if (!HEX_COLOUR.test(colour)) return undefined;
  const hex = colour.length === 4 ? [...colour.slice(1)].map((digit) => digit + digit).join('') : colour.slice(1);
  const channel = (at: number) => parseInt(hex.slice(at, at + 2), 16);
  return [channel(0), channel(2), channel(4)];
};

const relativeLuminance = ([r, g, b]: readonly [number, number, number]): number => {
  const channel = (value: number) => {
    const srgb = value / 255;
    return srgb <= 0.03928 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
};

/** WCAG contrast ratio of two hex colours, from 1 to 21. */
export const contrastRatio = (first: string, second: string): number => {
  const [a, b] = [rgbOf(first), rgbOf(second)];
  if (a === undefined || b === undefined) return 1;
  const [lighter, darker] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
};

/** The palette with what `options` leaves out taken from the variant's. */
export const completePalette = (variant: ThemeVariant, options: ThemePaletteOptions = {}): ThemePalette => {
  const base = VARIANT_PALETTES[variant];
  const { navigation, ...rest } = options;
  return { ...base, ...rest, navigation: { ...base.navigation, ...navigation } };
};

interface TextPair {
  readonly text: readonly [name: string, colour: string];
  readonly on: readonly [name: string, colour: string];
}

/**
 * Every pair the portal writes text with: the theme's text, secondary text and links on its background and its cards,
 * the variant's own text colours (which Blueprint's controls keep) on them too, and the sidebar's labels.
 */
const textPairs = (variant: ThemeVariant, palette: ThemePalette): TextPair[] => {
  const own = VARIANT_PALETTES[variant];
  const surfaces = [
    ['background', palette.background],
    ['paper', palette.paper],
  ] as const;
  const texts = [
    ['text', palette.text],
    ['textMuted', palette.textMuted],
    ['primary', palette.primary],
    [`the ${variant} variant's text`, own.text],
    [`the ${variant} variant's muted text`, own.textMuted],
  ] as const;
  return [
    ...surfaces.flatMap((on) => texts.map((text) => ({ text, on }))),
    { text: ['navigation.text', palette.navigation.text], on: ['navigation.background', palette.navigation.background] },
    { text: ['navigation.text', palette.navigation.text], on: ['navigation.selected', palette.navigation.selected] },
  ];
};

/** Every colour of the palette by its key; a plugin in JavaScript may give anything, so values are not trusted. */
const colourEntries = (palette: ThemePalette): [string, unknown][] => [
  ...Object.entries(palette).filter(([name]) => name !== 'navigation'),
  ...Object.entries(palette.navigation).map(([name, colour]): [string, unknown] => [`navigation.${name}`, colour]),
];

/** Right: the complete palette; Left: why the theme cannot be offered (a colour that is not one, text below AA). */
export const checkThemePalette = (variant: ThemeVariant, options: ThemePaletteOptions | undefined): E.Either<string, ThemePalette> => {
  const palette = completePalette(variant, options);
  const notColour = colourEntries(palette).find(([, colour]) => typeof colour !== 'string' || !HEX_COLOUR.test(colour));
  if (notColour) return E.left(`palette.${notColour[0]} must be a colour as '#rrggbb' or '#rgb', got '${String(notColour[1])}'`);
  for (const { text, on } of textPairs(variant, palette)) {
    const ratio = contrastRatio(text[1], on[1]);
    if (ratio < AA_TEXT_CONTRAST) {
      return E.left(`${text[0]} (${text[1]}) on ${on[0]} (${on[1]}) has a contrast of ${ratio.toFixed(2)}:1, below the ${AA_TEXT_CONTRAST}:1 that AA asks of text`);
    }
  }
  return E.right(palette);
};
