import fc from 'fast-check';
import { breadthFirstDepths, countCrossings, DEFAULT_LAYOUT_OPTIONS, layeredLayout, type GraphLayout, type LayoutEdgeInput, type LayoutNodeInput } from '../../../domain/graph/layered-layout';
import { DIRECTIONS } from '../../../domain/graph/graph-url';

const box = (id: string, width = 100, height = 40): LayoutNodeInput => ({ id, width, height });
const edge = (from: string, to: string, label?: { width: number; height: number }): LayoutEdgeInput => ({ id: `${from}->${to}`, from, to, ...(label ? { label } : {}) });
const byId = (layout: GraphLayout) => new Map(layout.nodes.map((node) => [node.id, node]));

/** Two positioned boxes overlap, allowing for rounding. */
const overlap = (a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }): boolean =>
  Math.abs(a.x - b.x) < (a.width + b.width) / 2 - 1e-6 && Math.abs(a.y - b.y) < (a.height + b.height) / 2 - 1e-6;

describe('the dependency graph defaults', () => {
  it('are node margin 50, edge margin 10, rank margin 50, edge weight 1, edge ranks 1, label offset 10, top to bottom', () => {
    expect(DEFAULT_LAYOUT_OPTIONS).toEqual({ direction: 'TB', nodeMargin: 50, edgeMargin: 10, rankMargin: 50, edgeWeight: 1, edgeRanks: 1, labelOffset: 10 });
  });
});

describe('ranks: breadth-first depth from the roots', () => {
  it('puts the roots first and each neighbour one rank further, whichever way the edge points', () => {
    const depths = breadthFirstDepths([box('a'), box('b'), box('c'), box('d'), box('lonely')], [edge('b', 'a'), edge('a', 'c'), edge('c', 'd'), edge('b', 'd')], ['a']);
    expect(Object.fromEntries(depths)).toEqual({ a: 0, b: 1, c: 1, d: 2, lonely: 0 });
  });

  it('lays ranks top to bottom, the rank margin apart (plus the label band)', () => {
    const layout = layeredLayout([box('root'), box('child')], [edge('root', 'child')], { roots: ['root'] });
    const nodes = byId(layout);
    expect(nodes.get('child')!.y - nodes.get('root')!.y).toBe(40 + 50);
    const labelled = layeredLayout([box('root'), box('child')], [edge('root', 'child', { width: 60, height: 16 })], { roots: ['root'] });
    const labelledNodes = byId(labelled);
    expect(labelledNodes.get('child')!.y - labelledNodes.get('root')!.y).toBe(40 + 50 + 16);
    expect(labelledNodes.get('root')!.depth).toBe(0);
    expect(labelledNodes.get('child')!.depth).toBe(1);
  });

  it('spreads ranks further apart with more edge ranks', () => {
    const one = byId(layeredLayout([box('a'), box('b')], [edge('a', 'b')], { roots: ['a'] }));
    const two = byId(layeredLayout([box('a'), box('b')], [edge('a', 'b')], { roots: ['a'], edgeRanks: 2 }));
    expect(two.get('b')!.y - two.get('a')!.y).toBeGreaterThan(one.get('b')!.y - one.get('a')!.y);
  });
});

describe('margins and labels', () => {
  it('keeps the node margin between the nodes of a rank', () => {
    const layout = layeredLayout([box('root'), box('a'), box('b'), box('c')], [edge('root', 'a'), edge('root', 'b'), edge('root', 'c')], { roots: ['root'] });
    const children = layout.nodes.filter((node) => node.id !== 'root').sort((left, right) => left.x - right.x);
    for (let index = 1; index < children.length; index += 1) {
      expect(children[index]!.x - children[index - 1]!.x).toBeGreaterThanOrEqual(100 + 50 - 1e-6);
    }
    // A parent sits above the middle of its children.
    expect(byId(layout).get('root')!.x).toBeCloseTo((children[0]!.x + children[2]!.x) / 2, 1);
  });

  it('centres a label on the middle of its edge, between the ranks', () => {
    const layout = layeredLayout([box('a'), box('b')], [edge('a', 'b', { width: 60, height: 16 })], { roots: ['a'] });
    const [positioned] = layout.edges;
    const middle = positioned!.points[1]!;
    expect(positioned!.label).toEqual({ x: middle.x, y: middle.y });
    const nodes = byId(layout);
    expect(middle.y).toBeGreaterThan(nodes.get('a')!.y + 20);
    expect(middle.y).toBeLessThan(nodes.get('b')!.y - 20);
  });

  it('starts and ends edges on the facing sides of their nodes, with points through the ranks between', () => {
    const layout = layeredLayout([box('a'), box('b')], [edge('b', 'a')], { roots: ['a'] });
    const nodes = byId(layout);
    const points = layout.edges[0]!.points;
    expect(points[0]).toEqual({ x: nodes.get('b')!.x, y: nodes.get('b')!.y - 20 });
    expect(points[points.length - 1]).toEqual({ x: nodes.get('a')!.x, y: nodes.get('a')!.y + 20 });
    expect(points).toHaveLength(3);
  });

  it('routes an edge between nodes of one rank through the band below them', () => {
    const layout = layeredLayout([box('root'), box('a'), box('b')], [edge('root', 'a'), edge('root', 'b'), edge('a', 'b')], { roots: ['root'] });
    const nodes = byId(layout);
    const sibling = layout.edges.find((candidate) => candidate.from === 'a')!;
    expect(sibling.points[0]!.y).toBe(nodes.get('a')!.y + 20);
    expect(sibling.points[1]!.y).toBeGreaterThan(nodes.get('a')!.y + 20);
    expect(sibling.points[2]!.y).toBe(nodes.get('b')!.y + 20);
  });
});

describe('crossings', () => {
  it('counts weighted crossings between two ranks', () => {
    expect(countCrossings([{ upper: 0, lower: 1, weight: 1 }, { upper: 1, lower: 0, weight: 1 }], 2)).toBe(1);
    expect(countCrossings([{ upper: 0, lower: 0, weight: 1 }, { upper: 1, lower: 1, weight: 1 }], 2)).toBe(0);
    expect(countCrossings([{ upper: 0, lower: 2, weight: 2 }, { upper: 1, lower: 0, weight: 3 }, { upper: 2, lower: 1, weight: 1 }], 3)).toBe(2 * 3 + 2 * 1);
    expect(countCrossings([{ upper: 0, lower: 1, weight: 1 }, { upper: 0, lower: 0, weight: 1 }], 2)).toBe(0);
  });

  it('counts like the pairwise definition (property)', () => {
    const segment = fc.record({ upper: fc.integer({ min: 0, max: 5 }), lower: fc.integer({ min: 0, max: 5 }), weight: fc.integer({ min: 1, max: 3 }) });
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 12 }), (segments) => {
        let expected = 0;
        for (let i = 0; i < segments.length; i += 1)
          for (let j = i + 1; j < segments.length; j += 1) {
            const a = segments[i]!;
            const b = segments[j]!;
            if ((a.upper - b.upper) * (a.lower - b.lower) < 0) expected += a.weight * b.weight;
          }
        expect(countCrossings(segments, 6)).toBe(expected);
      }),
    );
  });

  it('untangles two crossed pairs', () => {
    // Input order puts a1 under b and b1 under a: a barycentre sweep swaps them.
    const layout = layeredLayout([box('r'), box('a'), box('b'), box('b1'), box('a1')], [edge('r', 'a'), edge('r', 'b'), edge('a', 'a1'), edge('b', 'b1')], { roots: ['r'] });
    const nodes = byId(layout);
    expect(Math.sign(nodes.get('a')!.x - nodes.get('b')!.x)).toBe(Math.sign(nodes.get('a1')!.x - nodes.get('b1')!.x));
  });
});

describe('directions', () => {
  const nodes = [box('a', 120, 40), box('b', 80, 40)];
  const edges = [edge('a', 'b')];

  it.each([
    ['TB', (a: { x: number; y: number }, b: { x: number; y: number }) => b.y > a.y],
    ['BT', (a: { x: number; y: number }, b: { x: number; y: number }) => b.y < a.y],
    ['LR', (a: { x: number; y: number }, b: { x: number; y: number }) => b.x > a.x],
    ['RL', (a: { x: number; y: number }, b: { x: number; y: number }) => b.x < a.x],
  ] as const)('%s puts the next rank after the root in that direction', (direction, after) => {
    const layout = byId(layeredLayout(nodes, edges, { roots: ['a'], direction }));
    expect(after(layout.get('a')!, layout.get('b')!)).toBe(true);
    expect(layout.get('a')!.width).toBe(120);
  });

  it('sideways layouts use node widths along the ranks', () => {
    const layout = layeredLayout(nodes, edges, { roots: ['a'], direction: 'LR' });
    expect(layout.width).toBe(120 + 50 + 80);
    expect(layout.height).toBe(40);
  });
});

describe('layout properties', () => {
  const graph = fc.integer({ min: 1, max: 9 }).chain((size) =>
    fc.record({
      sizes: fc.array(fc.record({ width: fc.integer({ min: 20, max: 200 }), height: fc.integer({ min: 20, max: 60 }) }), { minLength: size, maxLength: size }),
      edges: fc.array(fc.tuple(fc.integer({ min: 0, max: size - 1 }), fc.integer({ min: 0, max: size - 1 }), fc.boolean()), { maxLength: 14 }),
      direction: fc.constantFrom(...DIRECTIONS),
    }),
  );

  it('places every node inside the drawing, without overlaps, every edge from its source to its target', () => {
    fc.assert(
      fc.property(graph, ({ sizes, edges, direction }) => {
        const nodes = sizes.map((size, index) => ({ id: `n${index}`, ...size }));
        const edgeInputs = edges.map(([from, to, labelled], index) => ({
          id: `e${index}`,
          from: `n${from}`,
          to: `n${to}`,
          ...(labelled ? { label: { width: 40, height: 16 } } : {}),
        }));
        const layout = layeredLayout(nodes, edgeInputs, { roots: ['n0'], direction });
        expect(layout.nodes).toHaveLength(nodes.length);
        for (const node of layout.nodes) {
          expect(node.x - node.width / 2).toBeGreaterThanOrEqual(-1e-6);
          expect(node.y - node.height / 2).toBeGreaterThanOrEqual(-1e-6);
          expect(node.x + node.width / 2).toBeLessThanOrEqual(layout.width + 1e-6);
          expect(node.y + node.height / 2).toBeLessThanOrEqual(layout.height + 1e-6);
        }
        for (let i = 0; i < layout.nodes.length; i += 1)
          for (let j = i + 1; j < layout.nodes.length; j += 1) expect(overlap(layout.nodes[i]!, layout.nodes[j]!)).toBe(false);
        const positioned = byId(layout);
        const expectedEdges = edgeInputs.filter((candidate) => candidate.from !== candidate.to);
        expect(layout.edges.map((candidate) => candidate.id)).toEqual(expectedEdges.map((candidate) => candidate.id));
        for (const drawn of layout.edges) {
          expect(drawn.points.length).toBeGreaterThanOrEqual(3);
          const from = positioned.get(drawn.from)!;
          const to = positioned.get(drawn.to)!;
          const start = drawn.points[0]!;
          const end = drawn.points[drawn.points.length - 1]!;
          expect(Math.abs(start.x - from.x) <= from.width / 2 + 1e-6 && Math.abs(start.y - from.y) <= from.height / 2 + 1e-6).toBe(true);
          expect(Math.abs(end.x - to.x) <= to.width / 2 + 1e-6 && Math.abs(end.y - to.y) <= to.height / 2 + 1e-6).toBe(true);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('is deterministic', () => {
    fc.assert(
      fc.property(graph, ({ sizes, edges }) => {
        const nodes = sizes.map((size, index) => ({ id: `n${index}`, ...size }));
        const edgeInputs = edges.map(([from, to], index) => ({ id: `e${index}`, from: `n${from}`, to: `n${to}` }));
        expect(layeredLayout(nodes, edgeInputs)).toEqual(layeredLayout(nodes, edgeInputs));
      }),
      { numRuns: 30 },
    );
  });

  it('draws an empty graph as nothing', () => {
    expect(layeredLayout([], [])).toEqual({ nodes: [], edges: [], width: 0, height: 0 });
  });
});
