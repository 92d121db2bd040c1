/** The user-timing measure of one graph layout (performance.getEntriesByName), with the node and edge counts as detail. */
export const GRAPH_LAYOUT_MEASURE = 'portico:graph-layout';

/** Runs `compute` and records how long it took as a user-timing measure named `name`, carrying `detail`. */
export const timed = <T,>(name: string, detail: Readonly<Record<string, number>>, compute: () => T): T => {
  if (typeof performance === 'undefined' || typeof performance.measure !== 'function') return compute();
  const start = performance.now();
  const result = compute();
  performance.measure(name, { start, end: performance.now(), detail });
  return result;
};
