import { MemoryStore } from '../../../adapters/app/local-storage.store';
import { PORTICO_THEMES, ThemeStore } from '../../../application/app/theme-store';
import { STORAGE_KEYS } from '../../../domain/app/constants';
import type { AppTheme } from '../../../domain/app/theme';

const setup = (options: { stored?: string; dark?: boolean; themes?: readonly AppTheme[] } = {}) => {
  const store = new MemoryStore();
  if (options.stored !== undefined) store.set(STORAGE_KEYS.theme, options.stored);
  let dark = options.dark ?? false;
  const themes = new ThemeStore({ store, systemPrefersDark: () => dark, ...(options.themes ? { themes: options.themes } : {}) });
  return { store, themes, setDark: (value: boolean) => (dark = value) };
};

describe('ThemeStore', () => {
  it('offers the light and dark themes', () => {
    expect(setup().themes.getThemes()).toBe(PORTICO_THEMES);
    expect(PORTICO_THEMES.map((theme) => [theme.id, theme.variant])).toEqual([
      ['light', 'light'],
      ['dark', 'dark'],
    ]);
  });

  it.each([
    ['the stored choice wins over a dark system', { stored: 'light', dark: true }, 'light'],
    ['the stored choice wins over a light system', { stored: 'dark', dark: false }, 'dark'],
    ['dark when the system prefers dark and nothing is stored', { dark: true }, 'dark'],
    ['light otherwise', { dark: false }, 'light'],
    ['an unknown stored id falls back to the system', { stored: 'sepia', dark: true }, 'dark'],
  ])('%s', (_name, options, expected) => {
    expect(setup(options).themes.getActive().id).toBe(expected);
  });

  it('else the first theme when there is no light one', () => {
    const themes: AppTheme[] = [
      { id: 'midnight', title: 'Midnight', variant: 'dark' },
      { id: 'dusk', title: 'Dusk', variant: 'dark' },
    ];
    expect(setup({ themes, dark: false }).themes.getActive().id).toBe('midnight');
  });

  it("fails with 'App has no themes' without themes", () => {
    expect(() => setup({ themes: [] })).toThrow('App has no themes');
  });

  it('stores a chosen theme and switches to it', () => {
    const { store, themes } = setup({ dark: true });
    const listener = jest.fn();
    themes.subscribe(listener);
    themes.choose('light');
    expect(store.get(STORAGE_KEYS.theme)).toBe('light');
    expect(themes.getChoice()).toBe('light');
    expect(themes.getActive().id).toBe('light');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('Auto (undefined) removes the stored choice and follows the system again', () => {
    const { store, themes } = setup({ stored: 'light', dark: true });
    expect(themes.getActive().id).toBe('light');
    themes.choose(undefined);
    expect(store.get(STORAGE_KEYS.theme)).toBeNull();
    expect(themes.getChoice()).toBeUndefined();
    expect(themes.getActive().id).toBe('dark');
  });

  it('ignores an unknown theme id', () => {
    const { store, themes } = setup({ stored: 'dark' });
    themes.choose('sepia');
    expect(store.get(STORAGE_KEYS.theme)).toBe('dark');
    expect(themes.getActive().id).toBe('dark');
  });

  it('follows a change of the system colour scheme on refresh, until unsubscribed', () => {
    const { themes, setDark } = setup({ dark: false });
    const listener = jest.fn();
    const unsubscribe = themes.subscribe(listener);
    setDark(true);
    expect(themes.getActive().id).toBe('light');
    themes.refresh();
    expect(themes.getActive().id).toBe('dark');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    themes.refresh();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("applies a stored choice of a plugin's theme once the portal offers it, and tells its listeners", () => {
    const { themes } = setup({ stored: 'theme:acme/acme-dark' });
    expect(themes.getActive().id).toBe('light');
    const listener = jest.fn();
    themes.subscribe(listener);
    const acmeDark: AppTheme = { id: 'theme:acme/acme-dark', title: 'ACME Dark', variant: 'dark' };
    themes.offer([...PORTICO_THEMES, acmeDark]);
    expect(themes.getThemes()).toEqual([...PORTICO_THEMES, acmeDark]);
    expect(themes.getActive()).toBe(acmeDark);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
