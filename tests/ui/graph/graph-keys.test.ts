import { graphKeys } from '../../../ui/graph/queries';

describe('graphKeys.relations', () => {
  it('is the same for the same request values, whatever the arrays', () => {
    const request = { rootEntityRefs: ['component:default/a'], maxDepth: 2, kinds: ['api'], relations: ['ownedBy'] };
    expect(graphKeys.relations(request)).toEqual(graphKeys.relations({ ...request, rootEntityRefs: [...request.rootEntityRefs] }));
  });

  it('names an unbounded depth "all" and leaves out neither kinds nor relations', () => {
    expect(graphKeys.relations({ rootEntityRefs: ['component:default/a'], maxDepth: Infinity })).toEqual([
      'catalog-graph',
      JSON.stringify([['component:default/a'], 'all', [], []]),
    ]);
  });

  it('differs when the depth or the filters differ', () => {
    const base = { rootEntityRefs: ['component:default/a'], maxDepth: 1 };
    expect(graphKeys.relations(base)).not.toEqual(graphKeys.relations({ ...base, maxDepth: 2 }));
    expect(graphKeys.relations(base)).not.toEqual(graphKeys.relations({ ...base, kinds: ['api'] }));
  });
});
