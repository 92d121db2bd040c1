import { missingRelationTargets, relationTargetRefs, shouldCheckRelationTargets } from '../../../domain/catalog/relation-warning';
import type { Entity } from '../../../domain/catalog/entity';
import { catalogMessages } from '../../../domain/catalog/messages';

const withRelations = (targets: string[]): Entity => ({
  apiVersion: 'backstage.io/v1alpha1',
  kind: 'Component',
  metadata: { name: 'x' },
  relations: targets.map((targetRef, i) => ({ type: i % 2 ? 'dependsOn' : 'ownedBy', targetRef })),
});

describe('relation warning', () => {
  it('collects distinct targets in order', () => {
    expect(relationTargetRefs(withRelations(['group:default/a', 'component:default/b', 'group:default/a']))).toEqual([
      'group:default/a',
      'component:default/b',
    ]);
    expect(relationTargetRefs({ apiVersion: 'v1', kind: 'K', metadata: { name: 'n' } })).toEqual([]);
  });

  it('checks between 1 and 1000 targets, and skips above', () => {
    const refs = (n: number) => Array.from({ length: n }, (_, i) => `component:default/c${i}`);
    expect(shouldCheckRelationTargets(refs(0))).toBe(false);
    expect(shouldCheckRelationTargets(refs(1))).toBe(true);
    expect(shouldCheckRelationTargets(refs(1000))).toBe(true);
    expect(shouldCheckRelationTargets(refs(1001))).toBe(false);
  });

  it('reports the refs the by-refs call answered with null for', () => {
    const refs = ['group:default/a', 'component:default/b', 'api:default/c'];
    expect(missingRelationTargets(refs, [{ kind: 'Group' }, null, undefined])).toEqual(['component:default/b', 'api:default/c']);
    expect(missingRelationTargets(refs, [{}, {}, {}])).toEqual([]);
    expect(missingRelationTargets(refs, [{}])).toEqual(['component:default/b', 'api:default/c']);
  });

  it('has the warning text', () => {
    expect(catalogMessages.relationWarning).toBe("This entity has relations to other entities, which can't be found in the catalog.");
  });
});
