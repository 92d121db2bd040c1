import * as E from 'fp-ts/Either';
import fc from 'fast-check';
import { messages } from '../../../domain/app/messages';
import { type AppTheme, resolveTheme, themeStorageChange } from '../../../domain/app/theme';

const light: AppTheme = { id: 'light', title: 'Light Theme', variant: 'light' };
const dark: AppTheme = { id: 'dark', title: 'Dark Theme', variant: 'dark' };
const contrast: AppTheme = { id: 'contrast', title: 'High contrast', variant: 'dark' };

describe('resolveTheme', () => {
  it.each<[string, AppTheme[], string | null, boolean, string]>([
    ['stored choice wins over the system preference', [light, dark], 'light', true, 'light'],
    ['stored choice wins even when it is not the first', [light, dark, contrast], 'contrast', false, 'contrast'],
    ['dark when the system prefers dark', [light, dark], null, true, 'dark'],
    ['first dark theme when the system prefers dark', [light, contrast, dark], null, true, 'contrast'],
    ['light when the system does not prefer dark', [dark, light], null, false, 'light'],
    ['light when the system prefers dark but there is no dark theme', [light], null, true, 'light'],
    ['an unknown stored id is ignored', [dark, light], 'gone', false, 'light'],
    ['first theme when there is neither dark preference nor light theme', [contrast, dark], null, false, 'contrast'],
  ])('%s', (_name, themes, stored, prefersDark, expected) => {
    expect(resolveTheme(themes, stored, prefersDark)).toEqual(E.right(themes.find(theme => theme.id === expected)));
  });

  it("fails with 'App has no themes' when there are none", () => {
    expect(resolveTheme([], 'light', true)).toEqual(E.left({ _tag: 'AppHasNoThemes', message: messages.appHasNoThemes }));
  });

  it('always picks one of the given themes (property)', () => {
    const themeArb = fc.record({
      id: fc.string({ minLength: 1 }),
      title: fc.string(),
      variant: fc.constantFrom<'light' | 'dark'>('light', 'dark'),
    });
    fc.assert(
      fc.property(fc.array(themeArb, { minLength: 1 }), fc.option(fc.string()), fc.boolean(), (themes, stored, prefersDark) => {
        const result = resolveTheme(themes, stored, prefersDark);
        expect(E.isRight(result) && themes.includes(result.right)).toBe(true);
      }),
    );
  });
});

describe('themeStorageChange', () => {
  it.each([
    [undefined, { _tag: 'Remove' }],
    ['dark', { _tag: 'Store', themeId: 'dark' }],
    ['unknown', { _tag: 'Ignore' }],
  ] as const)('choosing %p gives %p', (chosen, change) => {
    expect(themeStorageChange([light, dark], chosen)).toEqual(change);
  });
});
