import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { validateUniquePluginIds, validateUniqueRouteNames } from '../../../domain/app/plugins';

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
