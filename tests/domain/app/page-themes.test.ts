import { PAGE_THEME_CATEGORIES, PAGE_THEME_IDS, pageThemeGradient, pageThemeIdOf, pageThemeOf, type ThemedPage } from '../../../domain/app/page-themes';

describe('page-theme categories', () => {
  it('are the ten categories, in order, each with colours and a white font', () => {
    expect(PAGE_THEME_CATEGORIES.map((category) => category.id)).toEqual([
      'home', 'documentation', 'tool', 'service', 'website', 'library', 'other', 'app', 'apis', 'card',
    ]);
    expect(PAGE_THEME_IDS).toEqual(PAGE_THEME_CATEGORIES.map((category) => category.id));
    for (const category of PAGE_THEME_CATEGORIES) {
      expect(category.colors.length).toBeGreaterThan(0);
      expect(category.fontColor).toBe('#FFFFFF');
    }
  });

  it('draw a gradient left to right, repeating a single colour', () => {
    expect(pageThemeGradient(pageThemeOf('documentation'))).toBe('linear-gradient(90deg, #C8077A, #C2297D)');
    expect(pageThemeGradient(pageThemeOf('home'))).toBe('linear-gradient(90deg, #005B4B, #005B4B)');
  });

  it('fall back to home for an unknown category', () => {
    expect(pageThemeOf('no-such-category').id).toBe('home');
  });
});

describe('pageThemeIdOf', () => {
  it.each<[ThemedPage, string]>([
    [{ page: 'home' }, 'home'],
    [{ page: 'docs-index' }, 'documentation'],
    [{ page: 'docs-reader' }, 'documentation'],
    [{ page: 'catalog' }, 'tool'],
    [{ page: 'search' }, 'tool'],
    [{ page: 'create' }, 'tool'],
    [{ page: 'settings' }, 'tool'],
    [{ page: 'catalog-import' }, 'tool'],
    [{ page: 'catalog-graph' }, 'tool'],
    [{ page: 'api-explorer' }, 'apis'],
    [{ page: 'entity', kind: 'Component', type: 'service' }, 'service'],
    [{ page: 'entity', kind: 'Component', type: 'website' }, 'website'],
    [{ page: 'entity', kind: 'component', type: 'Library' }, 'library'],
    [{ page: 'entity', kind: 'Component', type: 'documentation' }, 'other'],
    [{ page: 'entity', kind: 'Component' }, 'other'],
    [{ page: 'entity', kind: 'Component', type: 42 }, 'other'],
    [{ page: 'entity', kind: 'API', type: 'openapi' }, 'apis'],
    [{ page: 'entity', kind: 'System' }, 'other'],
    [{ page: 'entity', kind: 'Group', type: 'team' }, 'other'],
    [{ page: 'entity', kind: 'Resource', type: 'service' }, 'other'],
    [{ page: 'plugin' }, 'app'],
    [{ page: 'plugin', pageTheme: 'tool' }, 'tool'],
    [{ page: 'plugin', pageTheme: 'no-such-category' }, 'app'],
  ])('%j wears %s', (page, expected) => {
    expect(pageThemeIdOf(page)).toBe(expected);
  });
});
