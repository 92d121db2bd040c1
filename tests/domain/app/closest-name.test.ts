import fc from 'fast-check';
import { closestName, editDistance } from '../../../domain/app/closest-name';

describe('editDistance', () => {
  it.each([
    ['about', 'about', 0],
    ['abuot', 'about', 1],
    ['abot', 'about', 1],
    ['About', 'about', 0],
    ['kitten', 'sitting', 3],
    ['', 'page', 4],
  ])('from %s to %s is %i', (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
  });

  it('is symmetric and zero only between equal texts', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 }), (a, b) => {
        expect(editDistance(a, b)).toBe(editDistance(b, a));
        expect(editDistance(a, b) === 0).toBe(a.toLowerCase() === b.toLowerCase());
      }),
    );
  });
});

describe('closestName', () => {
  const known = ['entity-card:catalog/about', 'entity-card:catalog/relations', 'nav-item:user-settings', 'nav-item:search'];

  it('suggests the known name a misspelling is nearest to', () => {
    expect(closestName('entity-card:catalog/abuot', known)).toBe('entity-card:catalog/about');
    expect(closestName('entity-card:catalog/relation', known)).toBe('entity-card:catalog/relations');
    expect(closestName('nav-item:settings', known)).toBe('nav-item:user-settings');
  });

  it('suggests nothing for a name far from every known one', () => {
    expect(closestName('page:tech-radar', known)).toBeUndefined();
  });
});
