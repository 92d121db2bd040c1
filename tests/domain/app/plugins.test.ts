import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import {
  duplicatePluginError,
  registerPlugins,
  validatePlugin,
  validatePluginId,
  validateUniquePluginIds,
  validateUniqueRouteNames,
  type PluginRegistration,
} from '../../../domain/app/plugins';

describe('validateUniquePluginIds', () => {
  it('accepts distinct ids', () => {
    const plugins = [{ id: 'catalog' }, { id: 'kubernetes' }];
    expect(validateUniquePluginIds(plugins)).toEqual(E.right(plugins));
  });

  it("says 'Duplicate plugin found' with the id", () => {
    expect(validateUniquePluginIds([{ id: 'catalog' }, { id: 'search' }, { id: 'catalog' }])).toEqual(
      E.left({ _tag: 'DuplicatePlugin', pluginId: 'catalog', message: "Duplicate plugin found 'catalog'" }),
    );
  });

  it('fails exactly when an id repeats', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e')), (ids) => {
        expect(E.isRight(validateUniquePluginIds(ids.map((id) => ({ id }))))).toBe(new Set(ids).size === ids.length);
      }),
    );
  });
});

describe('validateUniqueRouteNames', () => {
  it('refuses a repeated route name', () => {
    expect(validateUniqueRouteNames([{ name: 'catalog.index' }, { name: 'catalog.index' }])).toEqual(
      E.left({ _tag: 'DuplicateRouteName', routeName: 'catalog.index', message: "Duplicate route name found 'catalog.index'" }),
    );
  });

  it('fails exactly when a name repeats', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 2 })), (names) => {
        expect(E.isRight(validateUniqueRouteNames(names.map((name) => ({ name }))))).toBe(new Set(names).size === names.length);
      }),
    );
  });
});

describe('validatePlugin', () => {
  const plugin = (overrides: Partial<PluginRegistration> = {}): PluginRegistration => ({ id: 'on-call', routes: [{ path: '/on-call', name: 'root' }], ...overrides });
  const messageOf = (registration: PluginRegistration): string => {
    const checked = validatePlugin(registration);
    return E.isLeft(checked) ? checked.left.message : 'Right';
  };

  it('accepts a plugin that keeps the rules', () => {
    expect(messageOf(plugin({ externalRoutes: { viewTeam: { params: ['name'] } }, featureFlags: [{ name: 'on-call-escalations' }] }))).toBe('Right');
  });

  it.each([
    ['an id with capitals', plugin({ id: 'OnCall' }), "Plugin 'OnCall': the id must start with a lowercase letter and only contain lowercase letters, numbers and single hyphens"],
    ['an id with a double hyphen', plugin({ id: 'on--call' }), "Plugin 'on--call': the id must start with a lowercase letter and only contain lowercase letters, numbers and single hyphens"],
    ['a route path that is not a string', plugin({ routes: [{ path: 42 }] }), "Plugin 'on-call': Route path must be a string, got number"],
    ['a route path naming a parameter twice', plugin({ routes: [{ path: '/x/:id/:id' }] }), "Plugin 'on-call': Parameter :id is duplicated in path /x/:id/:id"],
    ['a route name with a dot', plugin({ routes: [{ path: '/x', name: 'a.b' }] }), "Plugin 'on-call': route name 'a.b' must start with a letter and only contain letters, numbers and hyphens"],
    ['an external route name with a space', plugin({ externalRoutes: { 'view team': { params: [] } } }), "Plugin 'on-call': external route name 'view team' must start with a letter and only contain letters, numbers and hyphens"],
    ['a short feature flag', plugin({ featureFlags: [{ name: 'ab' }] }), "Plugin 'on-call': feature flag 'ab' must have a minimum length of three characters"],
  ])('refuses %s', (_what, registration, message) => expect(messageOf(registration)).toBe(message));

  it('accepts exactly the ids of lowercase words joined by single hyphens', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (id) => {
        expect(E.isRight(validatePluginId(id))).toBe(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(id));
      }),
    );
  });
});

describe('registerPlugins', () => {
  it("gathers the plugins' named routes and external routes, qualified by plugin id, with the built-in ones", () => {
    const registered = registerPlugins([
      { id: 'on-call', routes: [{ path: '/on-call', name: 'root' }, { path: '/on-call/:rota' }], externalRoutes: { viewTeam: { params: ['namespace', 'kind', 'name'] } } },
    ]);
    if (E.isLeft(registered)) throw new Error(registered.left.message);
    expect(registered.right.targets['on-call.root']).toBe('/on-call');
    expect(registered.right.targets['catalog.catalogIndex']).toBe('/catalog');
    expect(registered.right.externalRoutes['on-call.viewTeam']).toEqual({ params: ['namespace', 'kind', 'name'] });
    expect(registered.right.externalRoutes['catalog.createComponent']).toBeDefined();
  });

  it("says 'Duplicate plugin found' for two plugins with one id", () => {
    expect(registerPlugins([{ id: 'on-call', routes: [] }, { id: 'on-call', routes: [] }])).toEqual(E.left(duplicatePluginError('on-call')));
  });

  it('refuses a route name that a built-in route already has', () => {
    const registered = registerPlugins([{ id: 'catalog', routes: [{ path: '/x', name: 'catalogIndex' }] }]);
    expect(E.isLeft(registered) && registered.left.message).toBe("Duplicate route name found 'catalog.catalogIndex'");
  });

  it('refuses two routes of one plugin with one name', () => {
    const registered = registerPlugins([{ id: 'cost', routes: [{ path: '/cost', name: 'root' }, { path: '/cost/x', name: 'root' }] }]);
    expect(E.isLeft(registered) && registered.left.message).toBe("Duplicate route name found 'cost.root'");
  });

  it('reports the first broken plugin', () => {
    const registered = registerPlugins([{ id: 'fine', routes: [] }, { id: 'Bad', routes: [] }]);
    expect(E.isLeft(registered) && registered.left).toMatchObject({ _tag: 'InvalidPlugin', pluginId: 'Bad' });
  });
});
