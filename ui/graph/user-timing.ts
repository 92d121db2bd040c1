/** The user-timing measure of one graph layout (performance.getEntriesByName), with the node and edge counts as detail. */
export const GRAPH_LAYOUT_MEASURE = 'portico:graph-layout';

/** Runs `compute` between two performance marks and records it as a measure named `name`, carrying `detail`. */
export const timed = <T,>(name: string, detail: Readonly<Record<string, number>>, compute: () => T): T => {
  if (typeof performance === 'undefined' || typeof performance.mark !== 'function' || typeof performance.measure !== 'function') return compute();
  const start = performance.mark(`${name}:start`);
  const result = compute();
  performance.measure(name, { start: start.startTime, end: performance.now(), detail });
  performance.clearMarks(`${name}:start`);
  return result;
};
