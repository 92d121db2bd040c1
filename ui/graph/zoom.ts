// Pan and zoom of a graph view: a translate-then-scale transform, zoomed about a fixed point (the pointer), with the
// scale kept within limits; and the 'grow' fit (the drawing keeps at least its natural size and the container
// scrolls).
import { GRAPH_MAX_SCALE, GRAPH_MIN_SCALE } from '../../domain/graph/constants';

export interface ZoomTransform {
  readonly x: number;
  readonly y: number;
  readonly k: number;
}

export const IDENTITY_TRANSFORM: ZoomTransform = { x: 0, y: 0, k: 1 };

export const clampScale = (k: number, min = GRAPH_MIN_SCALE, max = GRAPH_MAX_SCALE): number =>
  Math.min(max, Math.max(min, Number.isFinite(k) ? k : 1));

/** Scales by `factor` keeping the view point `at` where it is on screen. */
export const zoomAt = (transform: ZoomTransform, at: { readonly x: number; readonly y: number }, factor: number): ZoomTransform => {
  const k = clampScale(transform.k * factor);
  const ratio = k / transform.k;
  return { k, x: at.x - (at.x - transform.x) * ratio, y: at.y - (at.y - transform.y) * ratio };
};

export const panBy = (transform: ZoomTransform, dx: number, dy: number): ZoomTransform => ({ ...transform, x: transform.x + dx, y: transform.y + dy });

/** The SVG transform attribute of a zoom transform. */
export const transformAttribute = (transform: ZoomTransform): string => `translate(${transform.x},${transform.y}) scale(${transform.k})`;

export type GraphFit = 'grow' | 'contain' | 'width';

/**
 * The drawing's viewBox size for a container. 'grow': the drawing is never shrunk below its natural size, it
 * grows the container (which scrolls) and fills it when the graph is smaller. 'contain': the graph is scaled down
 * to the container. 'width': as wide as the container, a wider graph scaled down to it (its height follows).
 */
export const fitViewBox = (
  fit: GraphFit,
  graph: { readonly width: number; readonly height: number },
  container: { readonly width: number; readonly height: number },
): { readonly width: number; readonly height: number } =>
  fit === 'grow'
    ? { width: Math.max(graph.width, container.width), height: Math.max(graph.height, container.height) }
    : fit === 'width'
      ? { width: Math.max(graph.width, container.width), height: graph.height }
      : { width: graph.width, height: graph.height };
