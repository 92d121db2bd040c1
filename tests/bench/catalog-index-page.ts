// In-page probes for the catalog index benchmark. They are plain JavaScript strings so that the
// browser runs exactly this code (no transpiler helpers), and they time with the page's own clock
// (performance.now(), whose origin is the navigation start).

/** Selector of the catalog index's data rows (ui/catalog/catalog-table.tsx). */
export const ROW_SELECTOR = '.portico-catalog-table tbody tr';
const FIRST_CELL_SELECTOR = `${ROW_SELECTOR} td:first-child`;

/**
 * Installed before every navigation: records when the first data rows are in the document, at the
 * animation frame that paints them (`window.__porticoBench.firstRowsAt`).
 */
export const FIRST_ROWS_PROBE = `
(() => {
  const state = { firstRowsAt: undefined };
  window.__porticoBench = state;
  const observer = new MutationObserver(() => {
    if (state.seen || !document.querySelector(${JSON.stringify(ROW_SELECTOR)})) return;
    state.seen = true;
    observer.disconnect();
    requestAnimationFrame(() => { state.firstRowsAt = performance.now(); });
  });
  observer.observe(document, { childList: true, subtree: true });
})();
`;

/**
 * Resolves with FIRST_ROWS_PROBE's time once it is known. (Evaluated through the DevTools protocol:
 * the portal's Content-Security-Policy forbids the string evaluation that waitForFunction uses.)
 */
export const firstRowsProbe = (timeoutMs: number): string => `
new Promise((resolve, reject) => {
  const deadline = performance.now() + ${timeoutMs};
  const poll = () => {
    const at = window.__porticoBench && window.__porticoBench.firstRowsAt;
    if (at !== undefined) resolve(at);
    else if (performance.now() > deadline) reject(new Error('no catalog rows appeared'));
    else setTimeout(poll, 20);
  };
  poll();
})
`;

/**
 * Puts `term` into the catalog search box as one input event (what a paste or the last keystroke
 * does) and resolves with the milliseconds until every row shown has each of its words in its first cell
 * (the backend matches one word of several, the browser the others), measured at the
 * animation frame that paints them. Includes the index's 250 ms search debounce. Leaves the catalog calls'
 * times since the input (Resource Timing: start, first byte, end) in `window.__porticoBenchFilterCalls`,
 * and when the matching rows were in the document in `window.__porticoBenchFilterRowsIn`.
 */
export const filterProbe = (term: string, timeoutMs: number): string => `
new Promise((resolve, reject) => {
  const term = ${JSON.stringify(term.toLowerCase())};
  const words = term.split(/\\s+/);
  const input = document.querySelector('#catalog-search');
  if (!input) { reject(new Error('no #catalog-search input')); return; }
  const matches = () => {
    const cells = [...document.querySelectorAll(${JSON.stringify(FIRST_CELL_SELECTOR)})];
    return cells.length > 0 && cells.every((cell) => words.every((word) => (cell.textContent || '').toLowerCase().includes(word)));
  };
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
  const calls = () => performance.getEntriesByType('resource')
    .filter((entry) => entry.name.includes('/api/catalog/') && entry.startTime >= started)
    .map((entry) => ({
      call: new URL(entry.name).pathname.split('/api/catalog').pop() + (new URL(entry.name).searchParams.get('limit') === '0' ? ' (count)' : ''),
      start: entry.startTime - started,
      firstByte: entry.responseStart - started,
      end: entry.responseEnd - started,
    }));
  performance.clearResourceTimings();
  const started = performance.now();
  const observer = new MutationObserver(() => {
    if (!matches()) return;
    observer.disconnect();
    clearTimeout(timer);
    window.__porticoBenchFilterRowsIn = performance.now() - started;
    requestAnimationFrame(() => {
      const ms = performance.now() - started;
      window.__porticoBenchFilterCalls = calls();
      resolve(ms);
    });
  });
  const timer = setTimeout(() => { observer.disconnect(); reject(new Error('rows did not match ' + term)); }, ${timeoutMs});
  observer.observe(document.querySelector('.portico-catalog-results'), { childList: true, subtree: true, characterData: true });
  setValue.call(input, term);
  input.dispatchEvent(new Event('input', { bubbles: true }));
})
`;

/** Clears the search box and resolves once the rows no longer all match `term` (the unfiltered list is back). */
export const clearFilterProbe = (term: string, timeoutMs: number): string => `
new Promise((resolve, reject) => {
  const term = ${JSON.stringify(term.toLowerCase())};
  const input = document.querySelector('#catalog-search');
  const unfiltered = () => {
    const cells = [...document.querySelectorAll(${JSON.stringify(FIRST_CELL_SELECTOR)})];
    return cells.length > 0 && !cells.every((cell) => (cell.textContent || '').toLowerCase().includes(term));
  };
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
  setValue.call(input, '');
  input.dispatchEvent(new Event('input', { bubbles: true }));
  const deadline = performance.now() + ${timeoutMs};
  const poll = () => {
    if (unfiltered()) resolve(true);
    else if (performance.now() > deadline) reject(new Error('the unfiltered rows did not come back'));
    else setTimeout(poll, 20);
  };
  poll();
})
`;

/**
 * Clicks Next and resolves with the milliseconds until the first row differs from the one shown
 * before, measured at the animation frame that paints it.
 */
export const nextPageProbe = (timeoutMs: number): string => `
new Promise((resolve, reject) => {
  const firstCell = () => document.querySelector(${JSON.stringify(FIRST_CELL_SELECTOR)})?.textContent ?? '';
  const before = firstCell();
  const next = [...document.querySelectorAll('nav[aria-label="Pagination"] button')].find((button) => (button.textContent || '').includes('Next'));
  if (!next || next.disabled) { reject(new Error('no enabled Next button')); return; }
  const observer = new MutationObserver(() => {
    const now = firstCell();
    if (!now || now === before) return;
    observer.disconnect();
    clearTimeout(timer);
    requestAnimationFrame(() => resolve(performance.now() - started));
  });
  const timer = setTimeout(() => { observer.disconnect(); reject(new Error('the next page did not show')); }, ${timeoutMs});
  observer.observe(document.querySelector('.portico-catalog-results'), { childList: true, subtree: true, characterData: true });
  const started = performance.now();
  next.click();
})
`;

/**
 * Clicks the "Has errors" checkbox and resolves with the milliseconds until the page of matches is
 * settled: the table is no longer busy and shows rows, its empty state, or the notice of a page that
 * stopped searching. Run it again to clear the filter (resolves the same way).
 */
export const hasErrorsProbe = (timeoutMs: number): string => `
new Promise((resolve, reject) => {
  const box = [...document.querySelectorAll('.portico-catalog-filters label')].find((label) => (label.textContent || '').includes('Has errors'));
  const input = box && box.querySelector('input');
  if (!input) { reject(new Error('no Has errors checkbox')); return; }
  const wanted = !input.checked;
  // The rows shown before the click: the old page stays on screen (not busy yet) for a moment after it.
  const before = document.querySelector('.portico-catalog-results')?.textContent ?? '';
  const settled = () => {
    const wrap = document.querySelector('.portico-table-wrap');
    if (!wrap || wrap.getAttribute('aria-busy') !== 'false') return false;
    if ((document.querySelector('.portico-catalog-results')?.textContent ?? '') === before) return false;
    if (new URLSearchParams(location.search).get('filters[error]') !== (wanted ? 'true' : null)) return false;
    return Boolean(document.querySelector(${JSON.stringify(ROW_SELECTOR)}) || document.querySelector('.portico-empty-table') || document.querySelector('.portico-catalog-partial'));
  };
  const started = performance.now();
  const deadline = started + ${timeoutMs};
  const poll = () => {
    if (settled()) requestAnimationFrame(() => resolve(performance.now() - started));
    else if (performance.now() > deadline) reject(new Error('the has-errors page did not settle'));
    else setTimeout(poll, 10);
  };
  input.click();
  setTimeout(poll, 0);
})
`;

/** The catalog calls FILTER_PROBE's last run saw (times since its input, in ms) and when its rows were in the document. */
export const FILTER_TIMELINE_PROBE = `({ calls: window.__porticoBenchFilterCalls || [], rowsIn: window.__porticoBenchFilterRowsIn })`;

export interface FilterTimeline {
  readonly calls: ReadonlyArray<{ readonly call: string; readonly start: number; readonly firstByte: number; readonly end: number }>;
  readonly rowsIn?: number;
}
