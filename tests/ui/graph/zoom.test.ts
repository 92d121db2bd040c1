import fc from 'fast-check';
import { GRAPH_MAX_SCALE, GRAPH_MIN_SCALE } from '../../../domain/graph/constants';
import { clampScale, fitViewBox, IDENTITY_TRANSFORM, panBy, transformAttribute, zoomAt } from '../../../ui/graph/zoom';

describe('zoom and pan', () => {
  it('keeps the point under the pointer in place while zooming', () => {
    fc.assert(
      fc.property(fc.double({ min: -500, max: 500, noNaN: true }), fc.double({ min: -500, max: 500, noNaN: true }), fc.double({ min: 0.5, max: 2, noNaN: true }), (x, y, factor) => {
        const start = { x: 10, y: -20, k: 1.5 };
        const next = zoomAt(start, { x, y }, factor);
        // The drawing point under (x, y) before and after.
        const before = { x: (x - start.x) / start.k, y: (y - start.y) / start.k };
        const after = { x: (x - next.x) / next.k, y: (y - next.y) / next.k };
        expect(after.x).toBeCloseTo(before.x, 6);
        expect(after.y).toBeCloseTo(before.y, 6);
      }),
    );
  });

  it('keeps the scale within its limits', () => {
    expect(clampScale(100)).toBe(GRAPH_MAX_SCALE);
    expect(clampScale(0)).toBe(GRAPH_MIN_SCALE);
    expect(clampScale(Number.NaN)).toBe(1);
    let transform = IDENTITY_TRANSFORM;
    for (let step = 0; step < 50; step += 1) transform = zoomAt(transform, { x: 0, y: 0 }, 1.2);
    expect(transform.k).toBe(GRAPH_MAX_SCALE);
  });

  it('pans and writes the SVG transform', () => {
    expect(transformAttribute(panBy({ x: 1, y: 2, k: 2 }, 3, -4))).toBe('translate(4,-2) scale(2)');
  });

  it("'grow' never shrinks the graph and fills a larger container; 'contain' keeps the graph's size", () => {
    expect(fitViewBox('grow', { width: 300, height: 200 }, { width: 800, height: 0 })).toEqual({ width: 800, height: 200 });
    expect(fitViewBox('grow', { width: 1300, height: 200 }, { width: 800, height: 600 })).toEqual({ width: 1300, height: 600 });
    expect(fitViewBox('contain', { width: 1300, height: 200 }, { width: 800, height: 600 })).toEqual({ width: 1300, height: 200 });
  });

  it("'width' spans the container: a narrower graph at its size, a wider one (drawn at the container's width) shrunk", () => {
    expect(fitViewBox('width', { width: 300, height: 900 }, { width: 800, height: 0 })).toEqual({ width: 800, height: 900 });
    expect(fitViewBox('width', { width: 1300, height: 900 }, { width: 340, height: 0 })).toEqual({ width: 1300, height: 900 });
  });
});
