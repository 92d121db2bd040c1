import { GRAPH_LABEL_MIN_SCALE, GRAPH_LABELLED_EDGES_MAX } from '../../../domain/graph/constants';
import { readableEdgeLabels, type LabelBox } from '../../../domain/graph/edge-labels';

const label = (id: string, x: number, y: number): LabelBox => ({ id, x, y, width: 60, height: 16 });

describe('readable edge labels', () => {
  const apart = [label('a', 0, 0), label('b', 0, 40), label('c', 100, 0)];

  it('draws every label that stands apart at the natural zoom', () => {
    expect([...readableEdgeLabels(apart, 3, 1)]).toEqual(['a', 'b', 'c']);
  });

  it('leaves out a label that would cover one drawn before it', () => {
    expect([...readableEdgeLabels([label('a', 0, 0), label('b', 30, 8), label('c', 0, 16)], 3, 1)]).toEqual(['a', 'c']);
  });

  it('draws none zoomed out past the readable scale', () => {
    expect(readableEdgeLabels(apart, 3, GRAPH_LABEL_MIN_SCALE).size).toBe(3);
    expect(readableEdgeLabels(apart, 3, GRAPH_LABEL_MIN_SCALE - 0.01).size).toBe(0);
  });

  it('draws none on a graph with more edges than can be labelled', () => {
    expect(readableEdgeLabels(apart, GRAPH_LABELLED_EDGES_MAX, 1).size).toBe(3);
    expect(readableEdgeLabels(apart, GRAPH_LABELLED_EDGES_MAX + 1, 1).size).toBe(0);
  });
});
