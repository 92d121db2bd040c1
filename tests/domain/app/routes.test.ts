import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import {
  appBasePath,
  selectTabIndex,
  sortFlatRoutes,
  validateRouteBindings,
  validateRouteParameters,
  validateRoutePath,
} from '../../../domain/app/routes';

const messageOf = (result: E.Either<{ message: string }, unknown>) => (E.isLeft(result) ? result.left.message : 'Right');

describe('appBasePath', () => {
  it.each<[string | undefined, string]>([
    ['http://localhost:3000', ''],
    ['http://localhost:3000/', ''],
    ['https://example.com/portal', '/portal'],
    ['https://example.com/portal/', '/portal'],
    ['https://example.com/a/b//', '/a/b'],
    ['/relative/base/', '/relative/base'],
    [undefined, ''],
  ])('%p → %p', (url, path) => expect(appBasePath(url)).toBe(path));

  it('never ends with a slash', () => {
    fc.assert(fc.property(fc.webUrl(), (url) => expect(appBasePath(url).endsWith('/')).toBe(false)));
  });
});

describe('sortFlatRoutes', () => {
  it('sorts by path descending and appends the not-found catch-all', () => {
    const sorted = sortFlatRoutes([{ path: '/' }, { path: '/catalog' }, { path: '/catalog-import' }, { path: '/api-docs/' }, { path: '/search' }]);
    expect(sorted.map((entry) => entry.path)).toEqual(['/search/*', '/catalog-import/*', '/catalog/*', '/api-docs/*', '/', '*']);
    expect(sorted[sorted.length - 1]).toEqual({ kind: 'not-found', path: '*' });
  });

  it('keeps every route, in descending order, with exactly one catch-all at the end', () => {
    fc.assert(
      fc.property(fc.array(fc.webPath().map((p) => ({ path: p || '/' }))), (routes) => {
        const sorted = sortFlatRoutes(routes);
        expect(sorted).toHaveLength(routes.length + 1);
        expect(sorted.filter((e) => e.kind === 'not-found')).toHaveLength(1);
        const paths = sorted.flatMap((e) => (e.kind === 'route' ? [e.route.path] : []));
        for (let i = 1; i < paths.length; i += 1) expect(paths[i - 1]! >= paths[i]!).toBe(true);
      }),
    );
  });
});

describe('selectTabIndex', () => {
  const tabs = ['/', '/api', '/kubernetes', '/docs/:page', '/docs/overview'];

  it.each<[string, number]>([
    ['', 0],
    ['/', 0],
    ['/unknown', 0],
    ['/api', 1],
    ['/API/', 1],
    ['/api/definition', 1],
    ['kubernetes?x=1', 2],
    ['/docs/intro', 3],
    ['/docs/overview', 4],
    ['/docs', 0],
  ])('%p selects tab %p', (url, index) => expect(selectTabIndex(tabs, url)).toBe(index));

  it('defaults to the first tab', () => {
    expect(selectTabIndex(['/a', '/b'], '/c')).toBe(0);
    expect(selectTabIndex([], '/c')).toBe(0);
  });

  it('selects a tab whose path starts the URL, or the first', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.stringMatching(/^[a-z]{1,6}$/), { minLength: 1, maxLength: 6 }), fc.nat(), fc.webPath(), (names, pick, rest) => {
        const paths = names.map((n) => `/${n}`);
        const chosen = pick % names.length;
        expect(selectTabIndex(paths, `${paths[chosen]}${rest.startsWith('/') ? rest : ''}`)).toBe(chosen);
      }),
    );
  });
});

describe('route path rules', () => {
  it.each<[unknown, string]>([
    [undefined, 'Route path must be a string, got undefined'],
    [null, 'Route path must be a string, got null'],
    [3, 'Route path must be a string, got number'],
    [{}, 'Route path must be a string, got object'],
  ])('refuses the path %p', (path, message) => expect(messageOf(validateRoutePath(path))).toBe(message));

  it('accepts string paths', () => expect(validateRoutePath('/catalog')).toEqual(E.right('/catalog')));

  it.each<[string, string]>([
    ['/catalog/:namespace/:kind/:name', 'Right'],
    ['/a/:x/b/:y', 'Right'],
    ['/a/:x/b/:x', 'Parameter :x is duplicated in path /a/:x/b/:x'],
    ['/catalog/:name/docs/:namespace/:name', 'Parameter :name is duplicated in path /catalog/:name/docs/:namespace/:name'],
  ])('parameters of %p', (path, message) => expect(messageOf(validateRouteParameters(path))).toBe(message));

  it('accepts a path exactly when no parameter repeats', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'b', 'c', 'd')), (names) => {
        const path = names.map((n) => `/:${n}`).join('');
        expect(E.isRight(validateRouteParameters(path))).toBe(new Set(names).size === names.length);
      }),
    );
  });
});

describe('route bindings', () => {
  it('accepts route ids and false', () => {
    const bindings = { 'catalog.createComponent': 'catalog-import.importPage', 'catalog.viewTechDoc': false };
    expect(validateRouteBindings(bindings)).toEqual(E.right(bindings));
    expect(validateRouteBindings(undefined)).toEqual(E.right({}));
  });

  it.each<[unknown, string]>([
    [{ a: '' }, "Invalid config at app.routes.bindings['a'], value must be a non-empty string or false"],
    [{ a: true }, "Invalid config at app.routes.bindings['a'], value must be a non-empty string or false"],
    [{ a: 3 }, "Invalid config at app.routes.bindings['a'], value must be a non-empty string or false"],
    [['a'], 'Invalid config at app.routes.bindings, value must be an object'],
  ])('refuses %p', (bindings, message) => expect(messageOf(validateRouteBindings(bindings))).toBe(message));

  it('accepts a binding exactly when it is a non-empty string or false', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const ok = value === false || (typeof value === 'string' && value !== '');
        expect(E.isRight(validateRouteBindings({ x: value }))).toBe(ok);
      }),
    );
  });
});
