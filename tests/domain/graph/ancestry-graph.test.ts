import { ancestryGraph } from '../../../domain/graph/ancestry-graph';
import { entity } from './graph-fixtures';

describe('ancestryGraph', () => {
  it('draws an edge from each parent to its child, marks the inspected entity, starts at the origin', () => {
    const graph = ancestryGraph({
      rootEntityRef: 'component:default/payments',
      items: [
        { entity: entity('location:default/root'), parentEntityRefs: [] },
        { entity: entity('location:default/examples'), parentEntityRefs: ['location:default/root'] },
        { entity: entity('component:default/payments', [], { title: 'Payments Service' }), parentEntityRefs: ['location:default/examples', 'location:default/gone'] },
      ],
    });
    expect(graph.nodes.map((node) => [node.id, node.isRoot, node.title])).toEqual([
      ['location:default/root', false, 'root'],
      ['location:default/examples', false, 'examples'],
      ['component:default/payments', true, 'Payments Service'],
    ]);
    expect(graph.edges.map((edge) => `${edge.from} -> ${edge.to}`)).toEqual([
      'location:default/root -> location:default/examples',
      'location:default/examples -> component:default/payments',
    ]);
    expect(graph.origins).toEqual(['location:default/root']);
  });
});
