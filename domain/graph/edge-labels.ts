// Which edge labels a graph draws: one relation name per edge, centred on the edge, and only while they can be
// read (not too many edges, not zoomed too far out, never one label over another).
import { GRAPH_LABEL_MIN_SCALE, GRAPH_LABELLED_EDGES_MAX } from './constants';

export interface LabelBox {
  readonly id: string;
  /** Centre and size, in drawing coordinates. */
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

const overlap = (a: LabelBox, b: LabelBox): boolean =>
  Math.abs(a.x - b.x) * 2 < a.width + b.width && Math.abs(a.y - b.y) * 2 < a.height + b.height;

/**
 * The ids of the labels to draw at zoom `scale`: none past GRAPH_LABELLED_EDGES_MAX edges or below
 * GRAPH_LABEL_MIN_SCALE; otherwise each label that does not cover one drawn before it.
 */
export const readableEdgeLabels = (labels: readonly LabelBox[], edgeCount: number, scale: number): ReadonlySet<string> => {
  if (edgeCount > GRAPH_LABELLED_EDGES_MAX || scale < GRAPH_LABEL_MIN_SCALE) return new Set();
  const drawn: LabelBox[] = [];
  for (const label of labels) if (!drawn.some((other) => overlap(label, other))) drawn.push(label);
  return new Set(drawn.map((label) => label.id));
};
