/** The user-timing measure of one graph layout (performance.getEntriesByName), with the node and edge counts as detail. */
export const GRAPH_LAYOUT_MEASURE = 'portico:graph-layout';

/**
 * Measures of one name kept in the page's performance timeline. The browser keeps user-timing entries until they
 * are cleared, and a long session lays graphs out again and again: past this many, the older ones are dropped.
 */
export const MEASURES_KEPT = 50;

/** Where the timeline is partial (some test environments fake `performance`), layouts are simply not measured. */
const canKeepMeasures = (): boolean =>
  typeof performance !== 'undefined' &&
  typeof performance.measure === 'function' &&
  typeof performance.getEntriesByName === 'function' &&
  typeof performance.clearMeasures === 'function';

/** Runs `compute` and records how long it took as a user-timing measure named `name`, carrying `detail`. */
export const timed = <T,>(name: string, detail: Readonly<Record<string, number>>, compute: () => T): T => {
  if (!canKeepMeasures()) return compute();
  const start = performance.now();
  const result = compute();
  if (performance.getEntriesByName(name, 'measure').length >= MEASURES_KEPT) performance.clearMeasures(name);
  performance.measure(name, { start, end: performance.now(), detail });
  return result;
};
