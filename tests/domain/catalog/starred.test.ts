import fc from 'fast-check';
import { isStarred, migrateLegacyStarred, toggleStarred } from '../../../domain/catalog/starred';

describe('starred entities', () => {
  it('toggles on and off', () => {
    const on = toggleStarred([], 'component:default/payments');
    expect(on).toEqual(['component:default/payments']);
    expect(isStarred(on, 'component:default/payments')).toBe(true);
    expect(toggleStarred(on, 'component:default/payments')).toEqual([]);
  });

  it('compares refs in canonical form', () => {
    expect(isStarred(['component:default/payments'], 'Component:Default/Payments')).toBe(true);
    expect(toggleStarred(['component:default/payments'], 'Component:default/Payments')).toEqual([]);
    expect(toggleStarred([], 'Component:default/Payments')).toEqual(['component:default/payments']);
  });

  it('property: toggling twice gives back the same refs (a re-starred ref moves to the end)', () => {
    const ref = fc.tuple(fc.constantFrom('component', 'api'), fc.constantFrom('a', 'b', 'c')).map(([k, n]) => `${k}:default/${n}`);
    fc.assert(
      fc.property(fc.uniqueArray(ref), ref, (starred, r) => {
        const twice = toggleStarred(toggleStarred(starred, r), r);
        if (isStarred(starred, r)) expect([...twice].sort()).toEqual([...starred].sort());
        else expect(twice).toEqual(starred);
        expect(isStarred(toggleStarred(starred, r), r)).toBe(!isStarred(starred, r));
      }),
    );
  });
});

describe('legacy migration', () => {
  it('appends entries of the old entity:<kind>:<namespace>:<name> form as refs', () => {
    expect(migrateLegacyStarred(['entity:Component:default:a', 'entity:template:custom:b'], ['component:default/c'])).toEqual([
      'component:default/c',
      'component:default/a',
      'template:custom/b',
    ]);
  });

  it('skips duplicates and entries it cannot read', () => {
    expect(
      migrateLegacyStarred(['entity:component:default:c', 'entity:x:y', 'other:a:b:c', 42, 'entity::default:a', 'entity:api:default:a:b'], ['component:default/c']),
    ).toEqual(['component:default/c']);
  });

  it('leaves the list alone when there is no legacy list', () => {
    const current = ['component:default/c'];
    expect(migrateLegacyStarred(undefined, current)).toBe(current);
    expect(migrateLegacyStarred('entity:component:default:a', current)).toBe(current);
  });
});
