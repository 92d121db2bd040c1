// The part of a graph's drawing that is on screen, and the window around it whose nodes and edges are drawn.
// A large graph is far wider than the screen (500 entities lay out over 150,000 px); drawing only what is near
// the view keeps each zoom step from laying out thousands of texts again at the new scale.
import type { ZoomTransform } from './zoom';

export interface Rect {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

/** A graph of at most this many nodes and edges is drawn whole: each zoom step costs little, and no scroll can show it half drawn. */
export const DRAWN_WHOLE_UP_TO = 300;
/** What is kept around the visible area: this many of its own widths and heights on each side. */
export const WINDOW_MARGIN = 1;
/** The window is moved once the visible area, grown by this fraction on each side, leaves it. */
export const WINDOW_SLACK = 0.25;
/** The window is also moved once it is this many times wider or taller than the visible area (after zooming in). */
export const WINDOW_MAX_RATIO = 6;

/** Overlaps nothing: what is drawn of a graph scrolled out of sight before it was ever seen. */
export const NOTHING: Rect = { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity };

export const intersection = (a: Rect, b: Rect): Rect | undefined => {
  const rect = { left: Math.max(a.left, b.left), top: Math.max(a.top, b.top), right: Math.min(a.right, b.right), bottom: Math.min(a.bottom, b.bottom) };
  return rect.left <= rect.right && rect.top <= rect.bottom ? rect : undefined;
};

export const overlaps = (a: Rect, b: Rect): boolean => a.left <= b.right && b.left <= a.right && a.top <= b.bottom && b.top <= a.bottom;

const contains = (outer: Rect, inner: Rect): boolean =>
  outer.left <= inner.left && outer.top <= inner.top && outer.right >= inner.right && outer.bottom >= inner.bottom;

/** The rect grown by `fraction` of its width and height on each side. */
export const grown = (rect: Rect, fraction: number): Rect => {
  const dx = (rect.right - rect.left) * fraction;
  const dy = (rect.bottom - rect.top) * fraction;
  return { left: rect.left - dx, top: rect.top - dy, right: rect.right + dx, bottom: rect.bottom + dy };
};

export interface DrawingFrame {
  /** The svg element's box on the page. */
  readonly svg: Rect;
  /** The svg's viewBox size. */
  readonly viewBox: { readonly width: number; readonly height: number };
  readonly transform: ZoomTransform;
  /** Where the drawing starts inside the zoomed group. */
  readonly offset: { readonly x: number; readonly y: number };
}

/** A rect of the page in the drawing's own coordinates (those of the layout). */
export const pageToDrawing = (rect: Rect, frame: DrawingFrame): Rect => {
  const sx = frame.viewBox.width / (frame.svg.right - frame.svg.left);
  const sy = frame.viewBox.height / (frame.svg.bottom - frame.svg.top);
  const { x, y, k } = frame.transform;
  const toX = (pageX: number) => ((pageX - frame.svg.left) * sx - x) / k - frame.offset.x;
  const toY = (pageY: number) => ((pageY - frame.svg.top) * sy - y) / k - frame.offset.y;
  return { left: toX(rect.left), top: toY(rect.top), right: toX(rect.right), bottom: toY(rect.bottom) };
};

/**
 * The visible part of the drawing: the svg's box clipped by the boxes that can hide it (the scrolling viewport,
 * the window), in drawing coordinates. Undefined when the svg has no box (not laid out: draw everything then);
 * NOTHING when it is scrolled out of sight.
 */
export const visibleDrawingArea = (frame: DrawingFrame, clips: readonly Rect[]): Rect | undefined => {
  if (frame.svg.right - frame.svg.left <= 0 || frame.svg.bottom - frame.svg.top <= 0) return undefined;
  let visible: Rect | undefined = frame.svg;
  for (const clip of clips) visible = visible && intersection(visible, clip);
  if (!visible) return NOTHING;
  return pageToDrawing(visible, frame);
};

const width = (rect: Rect) => rect.right - rect.left;
const height = (rect: Rect) => rect.bottom - rect.top;

/**
 * The window to draw for a visible area: the current one while it still holds the visible area with some slack
 * and is not much larger than needed, else the visible area with a margin on each side. Moving the window only
 * now and then keeps most pan and zoom steps from changing what is drawn.
 */
export const nextWindow = (current: Rect | undefined, visible: Rect | undefined): Rect | undefined => {
  if (!visible) return undefined;
  if (visible === NOTHING) return current ?? NOTHING;
  if (
    current &&
    contains(current, grown(visible, WINDOW_SLACK)) &&
    width(current) <= WINDOW_MAX_RATIO * Math.max(width(visible), 1) &&
    height(current) <= WINDOW_MAX_RATIO * Math.max(height(visible), 1)
  )
    return current;
  return grown(visible, WINDOW_MARGIN);
};
