// The SVG path of a line through points with d3's curveMonotoneX (the graph's edge curve): a
// cubic spline that is monotone in y when x is monotone (Steffen, 1990), the same numbers d3-shape produces.
// Written here because d3-shape ships as ES modules only and the whole curve is these few lines.

export interface Point {
  readonly x: number;
  readonly y: number;
}

const sign = (value: number): number => (value < 0 ? -1 : 1);

/** Slope at the middle point from the two neighbouring secants (d3's slope3). */
const slope3 = (x0: number, y0: number, x1: number, y1: number, x2: number, y2: number): number => {
  const h0 = x1 - x0;
  const h1 = x2 - x1;
  const s0 = (y1 - y0) / (h0 || (h1 < 0 ? -0 : 0));
  const s1 = (y2 - y1) / (h1 || (h0 < 0 ? -0 : 0));
  const p = (s0 * h1 + s1 * h0) / (h0 + h1);
  return (sign(s0) + sign(s1)) * Math.min(Math.abs(s0), Math.abs(s1), 0.5 * Math.abs(p)) || 0;
};

/** Slope at an end point from the secant and the neighbour's slope (d3's slope2). */
const slope2 = (x0: number, y0: number, x1: number, y1: number, t: number): number => {
  const h = x1 - x0;
  return h ? ((3 * (y1 - y0)) / h - t) / 2 : t;
};

const number = (value: number): string => String(Math.round(value * 1000) / 1000);

const bezier = (x0: number, y0: number, x1: number, y1: number, t0: number, t1: number): string => {
  const dx = (x1 - x0) / 3;
  return `C${number(x0 + dx)},${number(y0 + dx * t0)},${number(x1 - dx)},${number(y1 - dx * t1)},${number(x1)},${number(y1)}`;
};

/** 'M…C…' through the points; coincident neighbours are dropped, as d3 does. */
export const curveMonotoneX = (input: readonly Point[]): string => {
  const points: Point[] = [];
  for (const point of input) {
    const last = points[points.length - 1];
    if (!Number.isFinite(point.x) || !Number.isFinite(point.y)) continue;
    if (last && last.x === point.x && last.y === point.y) continue;
    points.push(point);
  }
  if (points.length === 0) return '';
  const first = points[0]!;
  let path = `M${number(first.x)},${number(first.y)}`;
  if (points.length === 1) return `${path}Z`;
  if (points.length === 2) return `${path}L${number(points[1]!.x)},${number(points[1]!.y)}`;

  // t[i] is the tangent at point i+1 for the inner points, computed as d3 does while streaming the points.
  let previousTangent = Number.NaN;
  for (let index = 2; index < points.length; index += 1) {
    const a = points[index - 2]!;
    const b = points[index - 1]!;
    const c = points[index]!;
    const tangent = slope3(a.x, a.y, b.x, b.y, c.x, c.y);
    const startTangent = index === 2 ? slope2(a.x, a.y, b.x, b.y, tangent) : previousTangent;
    path += bezier(a.x, a.y, b.x, b.y, startTangent, tangent);
    previousTangent = tangent;
  }
  const a = points[points.length - 2]!;
  const b = points[points.length - 1]!;
  path += bezier(a.x, a.y, b.x, b.y, previousTangent, slope2(a.x, a.y, b.x, b.y, previousTangent));
  return path;
};
