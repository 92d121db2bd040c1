// In-page probe for the entity page benchmark: a plain JavaScript string, so the browser runs exactly this
// code, timed with the page's own clock (as in catalog-index-page.ts).
import { ROW_SELECTOR } from './catalog-index-page';

/**
 * In-page function of an entity link: true while it is named by its ref only, its entity not yet loaded (such a link
 * shows the ref's name and has the bare ref as its title attribute).
 */
export const SHOWS_REF_ONLY = `(a) => {
    const ref = a.getAttribute('title') || '';
    const shown = a.textContent || '';
    const name = shown.slice(shown.lastIndexOf('/') + 1);
    const text = name.slice(name.indexOf(':') + 1);
    return !ref.includes(' | ') && ref.toLowerCase().endsWith('/' + text);
  }`;

/** The relation cards the overview shows for a component (ui/catalog/entity-page/relation-cards.tsx). */
export const COMPONENT_RELATION_CARDS = ['Provided APIs', 'Consumed APIs', 'Depends on', 'Dependency of', 'Subcomponents'] as const;

/** What the probe answers: the clicked entity's path, and ms from the click until each state was painted. */
export interface EntityPageTimes {
  readonly path: string;
  /** The About card and every relation card show their content (entries or their empty text), not a spinner. */
  readonly cardsMs: number;
  /** As cardsMs, and every entity link in those cards is named by its loaded entity (title, type, description), not by its ref. */
  readonly titlesMs: number;
  /** The click, in ms since the epoch (performance.timeOrigin + now), to place the network log against it. */
  readonly clickedAtEpochMs: number;
}

/**
 * Clicks the entity link in the catalog row at `rowIndex` (a client-side navigation, as a person's click is)
 * and resolves with EntityPageTimes, each measured at the animation frame that paints it.
 */
export const entityPageProbe = (rowIndex: number, relationCards: readonly string[], timeoutMs: number): string => `
new Promise((resolve, reject) => {
  const rows = document.querySelectorAll(${JSON.stringify(ROW_SELECTOR)});
  const link = rows[${rowIndex}] && rows[${rowIndex}].querySelector('td:first-child a');
  if (!link) { reject(new Error('no entity link in catalog row ${rowIndex}')); return; }
  const path = decodeURIComponent(new URL(link.href).pathname);
  const cardTitles = ${JSON.stringify(relationCards)};
  const onEntityPage = () => decodeURIComponent(location.pathname) === path ? document.querySelector('.portico-entity-page') : null;
  const cardsOf = (page) => {
    const about = page.querySelector('.portico-card[aria-labelledby="about-title"]');
    const relations = cardTitles.map((title) => page.querySelector('.portico-card[aria-label="' + title + '"]'));
    return about && relations.every(Boolean) ? [about, ...relations] : undefined;
  };
  const hasContent = (card) => Boolean(card.querySelector('.portico-relation-list li a, p.portico-muted, .portico-about-grid'));
  const showsRefOnly = ${SHOWS_REF_ONLY};
  const linksLoaded = (cards) => cards.every((card) => [...card.querySelectorAll('a[href^="/catalog/"]')].every((a) => !showsRefOnly(a)));
  const times = { path, cardsMs: undefined, titlesMs: undefined, clickedAtEpochMs: undefined };
  let cardsSeen = false;
  let titlesSeen = false;
  const finish = () => {
    if (times.cardsMs === undefined || times.titlesMs === undefined) return;
    observer.disconnect();
    clearTimeout(timer);
    resolve(times);
  };
  const check = () => {
    const page = onEntityPage();
    const cards = page && cardsOf(page);
    if (!cards || !cards.every(hasContent)) return;
    if (!cardsSeen) {
      cardsSeen = true;
      requestAnimationFrame(() => { times.cardsMs = performance.now() - started; finish(); });
    }
    if (!titlesSeen && linksLoaded(cards)) {
      titlesSeen = true;
      requestAnimationFrame(() => { times.titlesMs = performance.now() - started; finish(); });
    }
  };
  const observer = new MutationObserver(check);
  const timer = setTimeout(() => {
    observer.disconnect();
    reject(new Error('the entity page of ' + path + (cardsSeen ? ' did not show its links titled' : ' did not show its cards')));
  }, ${timeoutMs});
  observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['title'] });
  const started = performance.now();
  times.clickedAtEpochMs = performance.timeOrigin + started;
  link.click();
})
`;
