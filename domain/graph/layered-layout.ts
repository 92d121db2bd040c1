// A layered ("Sugiyama") layout for the catalog graph with the dependency graph defaults: node margin 50, edge margin
// 10, rank margin 50, edge weight 1, edge ranks 1, label offset 10, top to bottom.
//
// 1. Ranks: breadth-first depth from the roots (relations of an entity are one hop away, whichever way they
//    point), times `edgeRanks`. Ranks are doubled so that every edge gets a point on a rank of its own between
//    its ends, where its label sits (as dagre does for labelled edges); an edge between entities of the same
//    depth dips into the rank below.
// 2. Order within ranks: barycentre sweeps down and up, weighted by edge weight, keeping the order with the
//    fewest crossings.
// 3. Coordinates: each rank is placed as close as possible to the mean position of its neighbours while keeping
//    the margins (node margin between entities, edge margin between edge points, their mean between the two),
//    solved exactly per rank by isotonic regression; a few passes down and up.
// The layout is computed top to bottom and turned for the other directions.
import {
  GRAPH_DEFAULT_DIRECTION,
  GRAPH_EDGE_MARGIN,
  GRAPH_EDGE_RANKS,
  GRAPH_EDGE_WEIGHT,
  GRAPH_LABEL_OFFSET,
  GRAPH_NODE_MARGIN,
  GRAPH_RANK_MARGIN,
} from './constants';
import type { Point } from './curve-monotone-x';
import type { Direction } from './graph-url';

export interface LayoutNodeInput {
  readonly id: string;
  readonly width: number;
  readonly height: number;
}

export interface LayoutEdgeInput {
  readonly id: string;
  readonly from: string;
  readonly to: string;
  readonly label?: { readonly width: number; readonly height: number };
  /** Defaults to the options' edge weight. */
  readonly weight?: number;
}

export interface LayoutOptions {
  readonly direction: Direction;
  readonly nodeMargin: number;
  readonly edgeMargin: number;
  readonly rankMargin: number;
  readonly edgeWeight: number;
  readonly edgeRanks: number;
  readonly labelOffset: number;
  /** Nodes on the first rank; the others start at the first node of each unconnected part. */
  readonly roots?: readonly string[];
}

export const DEFAULT_LAYOUT_OPTIONS: LayoutOptions = {
  direction: GRAPH_DEFAULT_DIRECTION,
  nodeMargin: GRAPH_NODE_MARGIN,
  edgeMargin: GRAPH_EDGE_MARGIN,
  rankMargin: GRAPH_RANK_MARGIN,
  edgeWeight: GRAPH_EDGE_WEIGHT,
  edgeRanks: GRAPH_EDGE_RANKS,
  labelOffset: GRAPH_LABEL_OFFSET,
};

export interface PositionedNode {
  readonly id: string;
  /** Centre. */
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  /** Depth from the roots (0 for a root). */
  readonly depth: number;
}

export interface PositionedEdge {
  readonly id: string;
  readonly from: string;
  readonly to: string;
  readonly points: readonly Point[];
  /** Centre of the label box. */
  readonly label?: Point;
}

export interface GraphLayout {
  readonly nodes: readonly PositionedNode[];
  readonly edges: readonly PositionedEdge[];
  readonly width: number;
  readonly height: number;
}

interface Vertex {
  readonly id: string;
  readonly rank: number;
  readonly real: boolean;
  /** Extents left and right of x (along the rank) and the thickness across it. */
  readonly left: number;
  readonly right: number;
  readonly thickness: number;
}

interface Segment {
  readonly upper: string;
  readonly lower: string;
  readonly weight: number;
}

const MAX_ORDER_SWEEPS = 24;
const PATIENCE = 4;
const POSITION_PASSES = 32;

/** Breadth-first depth over edges in both directions: roots first, then each unreached part from its first node. */
export const breadthFirstDepths = (
  nodes: readonly LayoutNodeInput[],
  edges: readonly LayoutEdgeInput[],
  roots: readonly string[] = [],
): ReadonlyMap<string, number> => {
  const neighbours = new Map<string, string[]>(nodes.map((node) => [node.id, []]));
  for (const edge of edges) {
    if (edge.from === edge.to) continue;
    neighbours.get(edge.from)?.push(edge.to);
    neighbours.get(edge.to)?.push(edge.from);
  }
  const depths = new Map<string, number>();
  const walk = (starts: readonly string[]) => {
    const queue = starts.filter((id) => neighbours.has(id) && !depths.has(id));
    for (const id of queue) depths.set(id, 0);
    for (let index = 0; index < queue.length; index += 1) {
      const id = queue[index]!;
      for (const next of neighbours.get(id) ?? []) {
        if (depths.has(next)) continue;
        depths.set(next, depths.get(id)! + 1);
        queue.push(next);
      }
    }
  };
  walk(roots);
  for (const node of nodes) if (!depths.has(node.id)) walk([node.id]);
  return depths;
};

/** Weighted crossings between two adjacent ranks (Fenwick tree over the lower positions). */
export const countCrossings = (
  segments: readonly { readonly upper: number; readonly lower: number; readonly weight: number }[],
  lowerSize: number,
): number => {
  const sorted = [...segments].sort((a, b) => a.upper - b.upper || a.lower - b.lower);
  const tree = new Array<number>(lowerSize + 1).fill(0);
  let total = 0;
  let seenWeight = 0;
  for (const segment of sorted) {
    // Weight of earlier segments whose lower end is at or left of this one's: those do not cross it.
    let atOrLeft = 0;
    for (let index = segment.lower + 1; index > 0; index -= index & -index) atOrLeft += tree[index]!;
    total += (seenWeight - atOrLeft) * segment.weight;
    for (let index = segment.lower + 1; index <= lowerSize; index += index & -index) tree[index]! += segment.weight;
    seenWeight += segment.weight;
  }
  return total;
};

/**
 * Places values as close as possible to `desired` while keeping them non-decreasing (pool adjacent violators),
 * writing them to `placed`.
 */
const isotonic = (desired: ArrayLike<number>, weights: ArrayLike<number>, placed: Float64Array): void => {
  const count = desired.length;
  const values = new Float64Array(count);
  const blockWeights = new Float64Array(count);
  const sizes = new Int32Array(count);
  let blocks = 0;
  for (let index = 0; index < count; index += 1) {
    values[blocks] = desired[index]!;
    blockWeights[blocks] = weights[index]!;
    sizes[blocks] = 1;
    blocks += 1;
    while (blocks > 1 && values[blocks - 2]! > values[blocks - 1]!) {
      const last = blocks - 1;
      const previous = blocks - 2;
      const weight = blockWeights[previous]! + blockWeights[last]!;
      values[previous] = (values[previous]! * blockWeights[previous]! + values[last]! * blockWeights[last]!) / weight;
      blockWeights[previous] = weight;
      sizes[previous]! += sizes[last]!;
      blocks -= 1;
    }
  }
  let index = 0;
  for (let block = 0; block < blocks; block += 1) {
    for (let member = 0; member < sizes[block]!; member += 1) placed[index++] = values[block]!;
  }
};

export const layeredLayout = (
  nodeInputs: readonly LayoutNodeInput[],
  edgeInputs: readonly LayoutEdgeInput[],
  given: Partial<LayoutOptions> = {},
): GraphLayout => {
  const options: LayoutOptions = { ...DEFAULT_LAYOUT_OPTIONS, ...given };
  const sideways = options.direction === 'LR' || options.direction === 'RL';
  // Work top to bottom: "across" is x, "along" (rank axis) is y. Sideways layouts swap the box sides.
  const across = (size: { readonly width: number; readonly height: number }) => (sideways ? size.height : size.width);
  const along = (size: { readonly width: number; readonly height: number }) => (sideways ? size.width : size.height);
  const edgeRanks = Math.max(1, Math.round(options.edgeRanks));

  const nodeIds = new Set<string>();
  const uniqueNodes = nodeInputs.filter((node) => (nodeIds.has(node.id) ? false : (nodeIds.add(node.id), true)));
  const edges = edgeInputs.filter((edge) => edge.from !== edge.to && nodeIds.has(edge.from) && nodeIds.has(edge.to));
  const depths = breadthFirstDepths(uniqueNodes, edges, options.roots ?? []);

  const vertices = new Map<string, Vertex>();
  const order: string[][] = [];
  const addVertex = (vertex: Vertex) => {
    vertices.set(vertex.id, vertex);
    (order[vertex.rank] ??= []).push(vertex.id);
  };
  // Real nodes in breadth-first order, so the first order follows the walk.
  const byDepth = [...uniqueNodes].sort((a, b) => depths.get(a.id)! - depths.get(b.id)!);
  for (const node of byDepth) {
    const half = across(node) / 2;
    addVertex({ id: node.id, rank: depths.get(node.id)! * 2 * edgeRanks, real: true, left: half, right: half, thickness: along(node) });
  }

  const segments: Segment[] = [];
  const chains = new Map<string, { readonly vertices: readonly string[]; readonly labelVertex?: string }>();
  edges.forEach((edge, edgeIndex) => {
    const weight = edge.weight ?? options.edgeWeight;
    const fromRank = vertices.get(edge.from)!.rank;
    const toRank = vertices.get(edge.to)!.rank;
    // The label is centred on its edge, with half the label offset kept clear on either side.
    const labelHalfAcross = edge.label ? (options.labelOffset + across(edge.label)) / 2 : 0;
    const labelAlong = edge.label ? along(edge.label) : 0;
    // Ranks the edge passes between its ends; an edge within one rank dips into the rank below.
    const between: number[] = [];
    if (fromRank === toRank) between.push(fromRank + 1);
    else {
      const step = toRank > fromRank ? 1 : -1;
      for (let rank = fromRank + step; rank !== toRank; rank += step) between.push(rank);
    }
    const labelIndex = Math.floor((between.length - 1) / 2);
    const dummies = between.map((rank, index) => {
      const id = `\u0000edge:${edgeIndex}:${index}`;
      const carriesLabel = index === labelIndex;
      const halfAcross = carriesLabel ? labelHalfAcross : 0;
      addVertex({ id, rank, real: false, left: halfAcross, right: halfAcross, thickness: carriesLabel ? labelAlong : 0 });
      return id;
    });
    const chain = [edge.from, ...dummies, edge.to];
    for (let index = 0; index + 1 < chain.length; index += 1) {
      const a = vertices.get(chain[index]!)!;
      const b = vertices.get(chain[index + 1]!)!;
      segments.push(a.rank < b.rank ? { upper: a.id, lower: b.id, weight } : { upper: b.id, lower: a.id, weight });
    }
    chains.set(edge.id, { vertices: chain, ...(edge.label ? { labelVertex: dummies[labelIndex]! } : {}) });
  });

  const rankCount = order.length;
  for (let rank = 0; rank < rankCount; rank += 1) order[rank] ??= [];

  // The sweeps below run over every vertex and segment dozens of times: they work on vertex numbers and typed
  // arrays, with each vertex's segments above and below as ranges of one list, in the order the segments were made.
  const ids = [...vertices.keys()];
  const numberOf = new Map(ids.map((id, index) => [id, index]));
  const vertexCount = ids.length;
  const isReal = new Uint8Array(vertexCount);
  const leftOf = new Float64Array(vertexCount);
  const rightOf = new Float64Array(vertexCount);
  ids.forEach((id, index) => {
    const vertex = vertices.get(id)!;
    isReal[index] = vertex.real ? 1 : 0;
    leftOf[index] = vertex.left;
    rightOf[index] = vertex.right;
  });
  const adjacency = (end: 'upper' | 'lower', other: 'upper' | 'lower') => {
    const start = new Int32Array(vertexCount + 1);
    for (const segment of segments) start[numberOf.get(segment[end])! + 1]! += 1;
    for (let index = 0; index < vertexCount; index += 1) start[index + 1]! += start[index]!;
    const filled = start.slice(0, vertexCount);
    const neighbour = new Int32Array(segments.length);
    const weight = new Float64Array(segments.length);
    for (const segment of segments) {
      const slot = filled[numberOf.get(segment[end])!]!++;
      neighbour[slot] = numberOf.get(segment[other])!;
      weight[slot] = segment.weight;
    }
    return { start, neighbour, weight };
  };
  /** For each vertex: the segments to the rank above it (by their upper ends) and to the rank below. */
  const above = adjacency('lower', 'upper');
  const below = adjacency('upper', 'lower');

  // --- 2. order within ranks ---
  /** Each vertex's index within its rank. */
  const positions = new Float64Array(vertexCount);
  const indexRanks = (layers: readonly (readonly number[])[]) => layers.forEach((layer) => layer.forEach((vertex, index) => (positions[vertex] = index)));
  const initialOrder = order.map((layer) => layer.map((id) => numberOf.get(id)!));
  indexRanks(initialOrder);

  // Scratch space for counting crossings between two ranks: the segments by upper index then lower index, and the
  // Fenwick tree over lower positions (as countCrossings).
  const scratchLower = new Int32Array(segments.length);
  const scratchWeight = new Float64Array(segments.length);
  const tree = new Float64Array(vertexCount + 1);
  const crossingsBetween = (upperLayer: readonly number[], lowerSize: number): number => {
    let count = 0;
    for (const vertex of upperLayer) {
      const first = count;
      for (let slot = below.start[vertex]!; slot < below.start[vertex + 1]!; slot += 1) {
        // Insertion by lower index among this vertex's segments (those of earlier vertices come first anyway).
        const lower = positions[below.neighbour[slot]!]!;
        let at = count;
        while (at > first && scratchLower[at - 1]! > lower) {
          scratchLower[at] = scratchLower[at - 1]!;
          scratchWeight[at] = scratchWeight[at - 1]!;
          at -= 1;
        }
        scratchLower[at] = lower;
        scratchWeight[at] = below.weight[slot]!;
        count += 1;
      }
    }
    tree.fill(0, 0, lowerSize + 1);
    let total = 0;
    let seenWeight = 0;
    for (let segment = 0; segment < count; segment += 1) {
      const lower = scratchLower[segment]!;
      const weight = scratchWeight[segment]!;
      let atOrLeft = 0;
      for (let index = lower + 1; index > 0; index -= index & -index) atOrLeft += tree[index]!;
      total += (seenWeight - atOrLeft) * weight;
      for (let index = lower + 1; index <= lowerSize; index += index & -index) tree[index]! += weight;
      seenWeight += weight;
    }
    return total;
  };
  const crossingsOf = (layers: readonly (readonly number[])[]): number => {
    let total = 0;
    for (let rank = 0; rank + 1 < layers.length; rank += 1) total += crossingsBetween(layers[rank]!, layers[rank + 1]!.length);
    return total;
  };

  const sortByBarycentre = (layer: readonly number[], side: typeof above): number[] => {
    const sortable: { vertex: number; value: number; index: number }[] = [];
    const fixed = new Uint8Array(layer.length);
    layer.forEach((vertex, index) => {
      let weight = 0;
      let sum = 0;
      for (let slot = side.start[vertex]!; slot < side.start[vertex + 1]!; slot += 1) {
        weight += side.weight[slot]!;
        sum += positions[side.neighbour[slot]!]! * side.weight[slot]!;
      }
      if (side.start[vertex] === side.start[vertex + 1] || weight === 0) fixed[index] = 1;
      else sortable.push({ vertex, index, value: sum / weight });
    });
    sortable.sort((a, b) => a.value - b.value || a.index - b.index);
    let next = 0;
    return layer.map((vertex, index) => (fixed[index] ? vertex : sortable[next++]!.vertex));
  };

  let best = initialOrder.map((layer) => [...layer]);
  let bestCrossings = crossingsOf(best);
  let current = initialOrder.map((layer) => [...layer]);
  let stale = 0;
  for (let sweep = 0; sweep < MAX_ORDER_SWEEPS && bestCrossings > 0 && stale < PATIENCE; sweep += 1) {
    const downward = sweep % 2 === 0;
    const ranks = downward ? [...Array(rankCount).keys()].slice(1) : [...Array(rankCount).keys()].reverse().slice(1);
    for (const rank of ranks) {
      current[rank] = sortByBarycentre(current[rank]!, downward ? above : below);
      current[rank]!.forEach((vertex, index) => (positions[vertex] = index));
    }
    const crossings = crossingsOf(current);
    if (crossings < bestCrossings) {
      best = current.map((layer) => [...layer]);
      bestCrossings = crossings;
      stale = 0;
    } else {
      stale += 1;
    }
  }
  current = best;
  indexRanks(current);

  // --- 3. coordinates ---
  const margin = (a: number, b: number): number =>
    isReal[a] && isReal[b] ? options.nodeMargin : !isReal[a] && !isReal[b] ? options.edgeMargin : (options.nodeMargin + options.edgeMargin) / 2;
  /** Each vertex's x at its rank's tightest packing, from the rank's first vertex (the order is settled by now). */
  const offsets = new Float64Array(vertexCount);
  for (const layer of current) {
    layer.forEach((vertex, index) => {
      if (index === 0) return;
      const previous = layer[index - 1]!;
      offsets[vertex] = offsets[previous]! + rightOf[previous]! + margin(previous, vertex) + leftOf[vertex]!;
    });
  }
  const xs = offsets.slice();

  const place = (layer: readonly number[]) => {
    if (layer.length === 0) return;
    const desired = new Float64Array(layer.length);
    layer.forEach((vertex, index) => {
      let weight = 0;
      let sum = 0;
      for (const side of [above, below]) {
        for (let slot = side.start[vertex]!; slot < side.start[vertex + 1]!; slot += 1) {
          weight += side.weight[slot]!;
          sum += xs[side.neighbour[slot]!]! * side.weight[slot]!;
        }
      }
      desired[index] = (weight > 0 ? sum / weight : xs[vertex]!) - offsets[vertex]!;
    });
    const placed = new Float64Array(layer.length);
    isotonic(
      desired,
      layer.map((vertex) => (isReal[vertex] ? 1 : 0.5)),
      placed,
    );
    layer.forEach((vertex, index) => (xs[vertex] = placed[index]! + offsets[vertex]!));
  };
  for (let pass = 0; pass < POSITION_PASSES; pass += 1) {
    const ranks = pass % 2 === 0 ? [...Array(rankCount).keys()] : [...Array(rankCount).keys()].reverse();
    for (const rank of ranks) place(current[rank]!);
  }
  const x = { get: (id: string): number | undefined => xs[numberOf.get(id)!] };

  const thickness = current.map((layer) => layer.reduce((max, vertex) => Math.max(max, vertices.get(ids[vertex]!)!.thickness), 0));
  const gap = options.rankMargin / 2;
  const top: number[] = [];
  thickness.forEach((_, rank) => top.push(rank === 0 ? 0 : top[rank - 1]! + thickness[rank - 1]! + gap));
  const y = (id: string): number => {
    const rank = vertices.get(id)!.rank;
    return top[rank]! + thickness[rank]! / 2;
  };

  let minX = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  for (const vertex of vertices.values()) {
    minX = Math.min(minX, x.get(vertex.id)! - vertex.left);
    maxX = Math.max(maxX, x.get(vertex.id)! + vertex.right);
  }
  if (!Number.isFinite(minX)) return { nodes: [], edges: [], width: 0, height: 0 };
  const layoutAcross = maxX - minX;
  const layoutAlong = rankCount > 0 ? top[rankCount - 1]! + thickness[rankCount - 1]! : 0;

  // Turn a top-to-bottom point into the requested direction.
  const turn = (point: Point): Point => {
    const local = { x: point.x - minX, y: point.y };
    switch (options.direction) {
      case 'TB':
        return local;
      case 'BT':
        return { x: local.x, y: layoutAlong - local.y };
      case 'LR':
        return { x: local.y, y: local.x };
      case 'RL':
        return { x: layoutAlong - local.y, y: local.x };
    }
  };

  const inputById = new Map(uniqueNodes.map((node) => [node.id, node]));
  const nodes: PositionedNode[] = uniqueNodes.map((node) => {
    const centre = turn({ x: x.get(node.id)!, y: y(node.id) });
    return { id: node.id, x: centre.x, y: centre.y, width: node.width, height: node.height, depth: depths.get(node.id)! };
  });

  const positionedEdges: PositionedEdge[] = edges.map((edge) => {
    const chain = chains.get(edge.id)!;
    const port = (id: string, towards: string): Point => {
      const vertex = vertices.get(id)!;
      const input = inputById.get(id)!;
      const half = along(input) / 2;
      const down = vertices.get(towards)!.rank > vertex.rank;
      return { x: x.get(id)!, y: y(id) + (down ? half : -half) };
    };
    const inner = chain.vertices.slice(1, -1).map((id) => ({ x: x.get(id)!, y: y(id) }));
    const points = [port(edge.from, chain.vertices[1]!), ...inner, port(edge.to, chain.vertices[chain.vertices.length - 2]!)].map(turn);
    const labelVertex = chain.labelVertex;
    const label = labelVertex && edge.label ? turn({ x: x.get(labelVertex)!, y: y(labelVertex) }) : undefined;
    return { id: edge.id, from: edge.from, to: edge.to, points, ...(label ? { label } : {}) };
  });

  return {
    nodes,
    edges: positionedEdges,
    width: sideways ? layoutAlong : layoutAcross,
    height: sideways ? layoutAcross : layoutAlong,
  };
};
