// In-page probes for the side-by-side benchmarks (stock-catalog.bench.ts), the same code for Portico and for the stock
// Backstage app: each app is described by its selectors only. Plain JavaScript strings, so that the browser runs
// exactly this code, timed with the page's own clock (performance.now(), whose origin is the navigation start), at
// the animation frame that paints what was waited for (as tests/bench/catalog-index-page.ts).
import { SHOWS_REF_ONLY } from '../entity-page-probe';

/** What tells one app's pages apart. */
export interface AppSelectors {
  /** The catalog index's table rows (a row counts once its first cell links to an entity page). */
  readonly rows: string;
  /** The catalog index's text filter box. */
  readonly search: string;
}

export const PORTICO_SELECTORS: AppSelectors = { rows: '.portico-catalog-table tbody tr', search: '#catalog-search' };
/** @backstage/plugin-catalog's CatalogTable (core-components' Table) and its toolbar's search box (EntitySearchBar). */
export const STOCK_SELECTORS: AppSelectors = { rows: 'table tbody tr', search: 'input#input-with-icon-adornment' };

/** A data row: its first cell links to an entity page (not a loading or empty-table row). */
const ENTITY_LINK = 'td:first-child a[href*="/catalog/"]';

/** What the cold-load probe answers: ms after navigation start, and the JS bytes received before the first row. */
export interface ColdLoadFigures {
  readonly firstRowMs: number;
  /** Compressed bytes (Resource Timing's encodedBodySize) of every .js response finished before the first row. */
  readonly jsBytes: number;
  readonly jsFiles: number;
  /** When the filter was typed (ms after navigation start), and how long until its one row was painted. */
  readonly typedAtMs: number;
  readonly filterMs: number;
}

/**
 * Installed before the page's scripts. Waits for the first data row and notes the frame that paints it and the JS
 * received until then; right after that frame (as a person types at once), puts `term` into the search box as one
 * input event (what a paste or the last keystroke does), and notes the frame that paints the one row left, the row
 * linking to `/<kind>/<term>`.
 */
export const coldLoadProbe = (app: AppSelectors, term: string): string => `
(() => {
  performance.setResourceTimingBufferSize(5000);
  const state = { phase: 'rows', firstRowAt: undefined, jsBytes: 0, jsFiles: 0, typedAt: undefined, matchedAt: undefined };
  window.__sideBySide = state;
  const term = ${JSON.stringify(term)};
  const dataRows = () => [...document.querySelectorAll(${JSON.stringify(app.rows)})].filter((row) => row.querySelector(${JSON.stringify(ENTITY_LINK)}));
  const linksTo = (row) => decodeURIComponent(new URL(row.querySelector(${JSON.stringify(ENTITY_LINK)}).href).pathname).toLowerCase().endsWith('/' + term);
  const type = () => {
    const input = document.querySelector(${JSON.stringify(app.search)});
    if (!input) return false;
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
    state.typedAt = performance.now();
    setValue.call(input, term);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    state.phase = 'filtering';
    return true;
  };
  const check = () => {
    if (state.phase === 'rows' && dataRows().length > 0) {
      state.phase = 'painting';
      requestAnimationFrame(() => {
        state.firstRowAt = performance.now();
        for (const entry of performance.getEntriesByType('resource')) {
          if (entry.responseEnd > state.firstRowAt || !/\\.m?js(\\?|$)/.test(new URL(entry.name).pathname)) continue;
          state.jsBytes += entry.encodedBodySize;
          state.jsFiles += 1;
        }
        state.phase = 'typing';
        // After this frame's paint: the row is on screen when the term arrives.
        setTimeout(() => { if (state.phase === 'typing') type(); }, 0);
      });
    } else if (state.phase === 'typing') {
      type();
    } else if (state.phase === 'filtering') {
      const input = document.querySelector(${JSON.stringify(app.search)});
      const rows = dataRows();
      if (input && input.value === term && rows.length === 1 && linksTo(rows[0])) {
        state.phase = 'done';
        requestAnimationFrame(() => { state.matchedAt = performance.now(); });
      }
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
})();
`;

/** Resolves with ColdLoadFigures once coldLoadProbe has seen the filtered row. */
export const coldLoadAnswer = (timeoutMs: number): string => `
new Promise((resolve, reject) => {
  const deadline = performance.now() + ${timeoutMs};
  const poll = () => {
    const state = window.__sideBySide;
    if (state && state.matchedAt !== undefined) {
      resolve({ firstRowMs: state.firstRowAt, jsBytes: state.jsBytes, jsFiles: state.jsFiles, typedAtMs: state.typedAt, filterMs: state.matchedAt - state.typedAt });
    } else if (performance.now() > deadline) {
      reject(new Error('cold load stuck in phase ' + (state ? state.phase : 'none') + ' (first row at ' + (state && state.firstRowAt) + ')'));
    } else setTimeout(poll, 20);
  };
  poll();
})
`;

/** Resolves once the catalog index shows data rows (for the entity page runs, which start from the index). */
export const rowsShownAnswer = (app: AppSelectors, timeoutMs: number): string => `
new Promise((resolve, reject) => {
  const deadline = performance.now() + ${timeoutMs};
  const poll = () => {
    const rows = [...document.querySelectorAll(${JSON.stringify(app.rows)})].filter((row) => row.querySelector(${JSON.stringify(ENTITY_LINK)}));
    if (rows.length > 8) resolve(rows.length);
    else if (performance.now() > deadline) reject(new Error('no catalog rows appeared'));
    else setTimeout(poll, 20);
  };
  poll();
})
`;

/** When the overview of a clicked entity counts as painted, per app. */
export interface EntityPageDone {
  /** In-page expression over `page` (the document) that is true once every card shows its content. */
  readonly cardsDone: string;
}

/**
 * Portico: the About card and every relation card of a component show entries or their empty text, and every
 * entity link in those cards is named by its loaded entity (entity-page-probe.ts's "links named"): the state in
 * which stock's relation cards first show anything, their tables of the related entities (titles, owners, types).
 */
export const PORTICO_ENTITY_PAGE: EntityPageDone = {
  cardsDone: `(() => {
    const page = document.querySelector('.portico-entity-page');
    if (!page) return false;
    const about = page.querySelector('.portico-card[aria-labelledby="about-title"]');
    const titles = ['Provided APIs', 'Consumed APIs', 'Depends on', 'Dependency of', 'Subcomponents'];
    const cards = titles.map((title) => page.querySelector('.portico-card[aria-label="' + title + '"]'));
    if (!about || !cards.every(Boolean)) return false;
    const all = [about, ...cards];
    if (!all.every((card) => Boolean(card.querySelector('.portico-relation-list li a, p.portico-muted, .portico-about-grid')))) return false;
    const showsRefOnly = ${SHOWS_REF_ONLY};
    return all.every((card) => [...card.querySelectorAll('a[href^="/catalog/"]')].every((a) => !showsRefOnly(a)));
  })()`,
};

/**
 * Stock: the catalog plugin's default overview of a component (cards are @backstage/ui's <article> with an <h3>
 * title): the About card with its fields, and each relation card (Depends on components, Depends on resources, Has
 * subcomponents) with its table (rows, or one row with its empty text): while its entities load, a card shows
 * core-components' Progress instead of the table (RelatedEntitiesCard).
 */
export const STOCK_ENTITY_PAGE: EntityPageDone = {
  cardsDone: `(() => {
    const headings = [...document.querySelectorAll('article h3, article h2, .MuiCardHeader-title')];
    const cardOf = (title) => {
      const heading = headings.find((element) => (element.textContent || '').trim() === title);
      return heading ? heading.closest('article, .MuiCard-root') : null;
    };
    const about = cardOf('About');
    if (!about || !(about.textContent || '').includes('Description')) return false;
    return ['Depends on components', 'Depends on resources', 'Has subcomponents'].every((title) => {
      const card = cardOf(title);
      return Boolean(card && card.querySelector('table tbody tr'));
    });
  })()`,
};

/** What the entity page probe answers. */
export interface EntityPageFigures {
  readonly path: string;
  readonly cardsMs: number;
}

/**
 * Clicks the entity link of the catalog row at `rowIndex` (a client-side navigation, as a person's click is) and
 * resolves with the ms until `done` holds on the clicked entity's page, at the frame that paints it.
 */
export const entityPageProbe = (app: AppSelectors, done: EntityPageDone, rowIndex: number, timeoutMs: number): string => `
new Promise((resolve, reject) => {
  const rows = [...document.querySelectorAll(${JSON.stringify(app.rows)})].filter((row) => row.querySelector(${JSON.stringify(ENTITY_LINK)}));
  const link = rows[${rowIndex}] && rows[${rowIndex}].querySelector(${JSON.stringify(ENTITY_LINK)});
  if (!link) { reject(new Error('no entity link in catalog row ${rowIndex}')); return; }
  const path = decodeURIComponent(new URL(link.href).pathname);
  let seen = false;
  const check = () => {
    if (seen || decodeURIComponent(location.pathname) !== path || !${done.cardsDone}) return;
    seen = true;
    observer.disconnect();
    clearTimeout(timer);
    requestAnimationFrame(() => resolve({ path, cardsMs: performance.now() - started }));
  };
  const observer = new MutationObserver(check);
  const timer = setTimeout(() => { observer.disconnect(); reject(new Error('the entity page of ' + path + ' did not show its cards')); }, ${timeoutMs});
  observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
  const started = performance.now();
  link.click();
})
`;

/**
 * A page counts as painted once each selector matches at least its count of elements, every one of them laid out
 * (a box of some size) and shown (Element.checkVisibility with opacity and visibility: no ancestor hidden or at
 * opacity 0, e.g. in a fade-in), at the animation frame after that.
 */
export type PaintedWhen = Readonly<Record<string, number>>;

/** What the page-paint probe answers: ms after navigation start. */
export interface PagePaintFigures {
  readonly paintedMs: number;
  /** Compressed bytes (Resource Timing's encodedBodySize) and count of the .js responses finished before the paint. */
  readonly jsBytes: number;
  readonly jsFiles: number;
  /** The same for every .js response of the page until the answer (one second after the paint). */
  readonly jsBytesAll: number;
  readonly jsFilesAll: number;
  /** First contentful paint (-1: none recorded). */
  readonly fcpMs: number;
  /** When the response of the first resource whose URL contains `watchedCall` ended (-1: none). */
  readonly watchedCallEndMs: number;
  /** Main-thread tasks over 50 ms (PerformanceObserver 'longtask') until the paint: 'start+duration' each, and their sum. */
  readonly longTasks: string;
  readonly longTasksMs: number;
  /**
   * Where those frames' time went (PerformanceObserver 'long-animation-frame', frames over 50 ms until the paint):
   * script time by file ('file ms', scripts over 5 ms, longest first), and the frames' style and layout time.
   */
  readonly scriptsByFile: string;
  readonly styleAndLayoutMs: number;
}

/** Installed before the page's scripts: notes the frame that paints what `when` names, the JS received until then, long tasks. */
export const pagePaintProbe = (when: PaintedWhen): string => `
(() => {
  performance.setResourceTimingBufferSize(5000);
  const state = { paintedAt: undefined, jsBytes: 0, jsFiles: 0, longTasks: [], frames: [], errors: [], when: ${JSON.stringify(when)} };
  window.__pagePaint = state;
  // For the message when the page is not painted: its uncaught errors and the scripts or styles that failed to load.
  addEventListener('error', (event) => {
    const target = event.target;
    state.errors.push(target && target !== window && (target.src || target.href) ? 'failed to load ' + (target.src || target.href) : String(event.message));
  }, true);
  addEventListener('unhandledrejection', (event) => { state.errors.push('unhandled rejection: ' + String(event.reason && (event.reason.stack || event.reason.message) || event.reason).slice(0, 300)); });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.longTasks.push({ startTime: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  if (PerformanceObserver.supportedEntryTypes.includes('long-animation-frame')) {
    new PerformanceObserver((list) => {
      for (const frame of list.getEntries()) {
        state.frames.push({
          startTime: frame.startTime,
          styleAndLayoutMs: frame.styleAndLayoutStart > 0 ? frame.startTime + frame.duration - frame.styleAndLayoutStart : 0,
          scripts: frame.scripts.map((script) => ({ file: script.sourceURL ? new URL(script.sourceURL).pathname.split('/').pop() : '(' + script.invokerType + ')', duration: script.duration })),
        });
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  }
  const when = ${JSON.stringify(when)};
  const shown = (element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  };
  const painted = () => Object.entries(when).every(([selector, count]) => {
    const found = document.querySelectorAll(selector);
    return found.length >= count && [...found].every(shown);
  });
  let seen = false;
  const check = () => {
    if (seen || !painted()) return;
    seen = true;
    observer.disconnect();
    requestAnimationFrame(() => {
      state.paintedAt = performance.now();
      for (const entry of performance.getEntriesByType('resource')) {
        if (entry.responseEnd > state.paintedAt || !/\\.m?js(\\?|$)/.test(new URL(entry.name).pathname)) continue;
        state.jsBytes += entry.encodedBodySize;
        state.jsFiles += 1;
      }
    });
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
})();
`;

/** Resolves with PagePaintFigures one second after pagePaintProbe has seen the paint. */
export const pagePaintAnswer = (watchedCall: string, timeoutMs: number): string => `
new Promise((resolve, reject) => {
  const deadline = performance.now() + ${timeoutMs};
  const poll = () => {
    const state = window.__pagePaint;
    const at = state && state.paintedAt;
    if (at !== undefined) {
      setTimeout(() => {
        const resources = performance.getEntriesByType('resource');
        const scripts = resources.filter((entry) => /\\.m?js(\\?|$)/.test(new URL(entry.name).pathname));
        const watched = resources.find((entry) => entry.name.includes(${JSON.stringify(watchedCall)}));
        const fcp = performance.getEntriesByType('paint').find((entry) => entry.name === 'first-contentful-paint');
        const tasks = state.longTasks.filter((task) => task.startTime <= at);
        const frames = state.frames.filter((frame) => frame.startTime <= at);
        const byFile = new Map();
        for (const script of frames.flatMap((frame) => frame.scripts)) byFile.set(script.file, (byFile.get(script.file) || 0) + script.duration);
        resolve({
          paintedMs: at,
          jsBytes: state.jsBytes,
          jsFiles: state.jsFiles,
          jsBytesAll: scripts.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
          jsFilesAll: scripts.length,
          fcpMs: fcp ? fcp.startTime : -1,
          watchedCallEndMs: watched ? watched.responseEnd : -1,
          longTasks: tasks.map((task) => Math.round(task.startTime) + '+' + Math.round(task.duration)).join(' '),
          longTasksMs: tasks.reduce((sum, task) => sum + task.duration, 0),
          scriptsByFile: [...byFile].sort((a, b) => b[1] - a[1]).map(([file, ms]) => file + ' ' + Math.round(ms)).join(', '),
          styleAndLayoutMs: frames.reduce((sum, frame) => sum + frame.styleAndLayoutMs, 0),
        });
      }, 1000);
    } else if (performance.now() > deadline) {
      // What the page shows instead: each selector's elements found and shown, where it is, and the start of its text.
      const found = state ? Object.keys(state.when).map((selector) => {
        const all = [...document.querySelectorAll(selector)];
        return selector + ': ' + all.length + ' found, ' + all.filter((element) => element.getBoundingClientRect().width > 0 && element.checkVisibility({ opacityProperty: true, visibilityProperty: true })).length + ' shown';
      }).join('; ') : 'no probe';
      const errors = state && state.errors.length ? '; errors: ' + state.errors.slice(0, 5).join(' | ') : '';
      reject(new Error('the page was not painted in ${timeoutMs} ms (' + found + ') at ' + location.pathname + errors + '; text: ' + (document.body ? document.body.innerText : '').replace(/\\s+/g, ' ').slice(0, 400)));
    }
    else setTimeout(poll, 20);
  };
  poll();
})
`;
