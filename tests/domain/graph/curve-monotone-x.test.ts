import fc from 'fast-check';
import { curveMonotoneX } from '../../../domain/graph/curve-monotone-x';

describe('curveMonotoneX', () => {
  it('draws nothing, a point, or a line for fewer than three points', () => {
    expect(curveMonotoneX([])).toBe('');
    expect(curveMonotoneX([{ x: 1, y: 2 }])).toBe('M1,2Z');
    expect(curveMonotoneX([{ x: 0, y: 0 }, { x: 10, y: 5 }])).toBe('M0,0L10,5');
  });

  it('produces d3’s control points for a peak', () => {
    // d3.line().curve(d3.curveMonotoneX)([[0, 0], [1, 1], [2, 0]])
    expect(curveMonotoneX([{ x: 0, y: 0 }, { x: 1, y: 1 }, { x: 2, y: 0 }])).toBe('M0,0C0.333,0.5,0.667,1,1,1C1.333,1,1.667,0.5,2,0');
  });

  it('is flat at a local extremum and follows a straight line exactly', () => {
    expect(curveMonotoneX([{ x: 0, y: 0 }, { x: 3, y: 3 }, { x: 6, y: 6 }])).toBe('M0,0C1,1,2,2,3,3C4,4,5,5,6,6');
  });

  it('draws vertical edges (same x) as straight lines', () => {
    expect(curveMonotoneX([{ x: 5, y: 0 }, { x: 5, y: 10 }, { x: 5, y: 20 }])).toBe('M5,0C5,0,5,10,5,10C5,10,5,20,5,20');
  });

  it('drops coincident points', () => {
    expect(curveMonotoneX([{ x: 0, y: 0 }, { x: 0, y: 0 }, { x: 4, y: 2 }])).toBe('M0,0L4,2');
  });

  it('never overshoots: control points stay within the range of y of their segment when x increases (property)', () => {
    const ys = fc.array(fc.integer({ min: -100, max: 100 }), { minLength: 3, maxLength: 8 });
    fc.assert(
      fc.property(ys, (values) => {
        const points = values.map((y, index) => ({ x: index * 10, y }));
        const path = curveMonotoneX(points);
        expect(path.startsWith(`M0,${values[0]}`)).toBe(true);
        expect(path.endsWith(`${(values.length - 1) * 10},${values[values.length - 1]}`)).toBe(true);
        const segments = path.split('C').slice(1).map((segment) => segment.split(',').map(Number));
        segments.forEach((segment, index) => {
          const low = Math.min(values[index]!, values[index + 1]!) - 1e-3;
          const high = Math.max(values[index]!, values[index + 1]!) + 1e-3;
          expect(segment[1]).toBeGreaterThanOrEqual(low);
          expect(segment[1]).toBeLessThanOrEqual(high);
          expect(segment[3]).toBeGreaterThanOrEqual(low);
          expect(segment[3]).toBeLessThanOrEqual(high);
        });
      }),
    );
  });
});
