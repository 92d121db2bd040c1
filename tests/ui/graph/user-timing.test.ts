/** @jest-environment node */
import { MEASURES_KEPT, timed } from '../../../ui/graph/user-timing';

const MEASURE = 'portico:test-layout';
const kept = () => performance.getEntriesByName(MEASURE, 'measure');

describe('timed', () => {
  afterEach(() => performance.clearMeasures(MEASURE));

  it('returns what it computed and records a measure carrying the detail', () => {
    expect(timed(MEASURE, { nodes: 3, edges: 2 }, () => 'laid out')).toBe('laid out');
    expect(kept().map((entry) => (entry as PerformanceMeasure).detail)).toEqual([{ nodes: 3, edges: 2 }]);
  });

  it('keeps a bounded number of measures however often it runs', () => {
    for (let layout = 1; layout <= MEASURES_KEPT * 4 + 7; layout += 1) timed(MEASURE, { nodes: layout, edges: 0 }, () => layout);
    expect(kept().length).toBeLessThanOrEqual(MEASURES_KEPT);
    // The newest layout is always among them.
    expect((kept().at(-1) as PerformanceMeasure).detail).toEqual({ nodes: MEASURES_KEPT * 4 + 7, edges: 0 });
  });

  it('leaves measures of other names alone', () => {
    performance.measure('portico:other', { start: 0, end: 1 });
    for (let layout = 0; layout < MEASURES_KEPT + 1; layout += 1) timed(MEASURE, { nodes: layout, edges: 0 }, () => layout);
    expect(performance.getEntriesByName('portico:other', 'measure')).toHaveLength(1);
    performance.clearMeasures('portico:other');
  });
});
