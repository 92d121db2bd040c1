import * as E from 'fp-ts/Either';
import { AA_TEXT_CONTRAST, checkThemePalette, completePalette, contrastRatio, VARIANT_PALETTES } from '../../../domain/app/theme-palette';

describe('contrastRatio', () => {
  it("is WCAG's: 21 for black on white, 1 for a colour on itself, the same either way round", () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#215db0', '#ffffff')).toBeCloseTo(contrastRatio('#ffffff', '#215db0'), 10);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});

describe('checkThemePalette', () => {
  it.each(['light', 'dark'] as const)('accepts the built-in %s colours, and completes a palette from them', (variant) => {
    expect(checkThemePalette(variant, undefined)).toEqual(E.right(VARIANT_PALETTES[variant]));
    const palette = completePalette(variant, { primary: '#0b4f8a', navigation: { background: '#0b2a4a' } });
    expect(palette).toMatchObject({ primary: '#0b4f8a', text: VARIANT_PALETTES[variant].text, navigation: { background: '#0b2a4a', text: VARIANT_PALETTES[variant].navigation.text } });
  });

  it("accepts a brand whose text, links and sidebar keep AA contrast, Blueprint's own text included", () => {
    const acme = { background: '#f7f8fc', paper: '#ffffff', text: '#14213d', primary: '#0b4f8a', navigation: { background: '#0b2a4a', text: '#ffffff', indicator: '#fca311', selected: '#14395f' } };
    expect(E.isRight(checkThemePalette('light', acme))).toBe(true);
  });

  it.each([
    ['links too light on the background', 'light', { primary: '#7fa7d9' }, /^primary \(#7fa7d9\) on background \(#ffffff\) has a contrast of 2\.\d\d:1, below the 4\.5:1 that AA asks of text$/],
    ["a background too dark for the light variant's own muted text, which Blueprint's controls keep", 'light', { background: '#8a8a8a', text: '#000000', textMuted: '#000000', primary: '#000000' }, /^the light variant's muted text \(#5f6b7c\) on background \(#8a8a8a\)/],
    ['sidebar labels on a sidebar of their own colour', 'dark', { navigation: { background: '#444444', text: '#666666' } }, /^navigation\.text \(#666666\) on navigation\.background \(#444444\)/],
    ['a colour that is not one', 'light', { paper: 'white' }, /^palette\.paper must be a colour as '#rrggbb' or '#rgb', got 'white'$/],
    ['a number for a colour', 'dark', { background: 0x111111 as unknown as string }, /^palette\.background must be a colour as '#rrggbb' or '#rgb', got '1118481'$/],
  ] as const)('refuses %s', (_what, variant, palette, message) => {
    const checked = checkThemePalette(variant, palette);
    expect(E.isLeft(checked) && checked.left).toMatch(message);
  });

  it('asks AA of text: 4.5:1', () => {
    expect(AA_TEXT_CONTRAST).toBe(4.5);
  });
});
