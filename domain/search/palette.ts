// The command palette: what it offers for a query, in which order, and the recent picks
// it remembers. Items are plain data so recents can be stored and read back.

import type { PaletteItem } from './palette-types';

export type { PaletteItem, PaletteItemKind, PaletteTarget } from './palette-types';

export type PaletteSectionId = 'recent' | 'entities' | 'documents' | 'pages' | 'actions';

export interface PaletteSection {
  readonly id: PaletteSectionId;
  readonly items: readonly PaletteItem[];
}

const words = (query: string): string[] => query.toLocaleLowerCase('en-US').split(/\s+/).filter(Boolean);

/** Every word of the query occurs in the title or subtitle (case-insensitive). An empty query matches all. */
export const itemMatches = (item: PaletteItem, query: string): boolean => {
  const haystack = `${item.title} ${item.subtitle ?? ''}`.toLocaleLowerCase('en-US');
  return words(query).every((word) => haystack.includes(word));
};

/**
 * Exact matches first (a title or name equal to the query, any case), then titles starting with the query;
 * otherwise the given order is kept.
 */
export const rankByTitle = (items: readonly PaletteItem[], query: string): PaletteItem[] => {
  const needle = query.trim().toLocaleLowerCase('en-US');
  const lower = (text: string | undefined) => text?.trim().toLocaleLowerCase('en-US');
  const rank = (item: PaletteItem) => {
    if (needle === '') return 2;
    if (lower(item.title) === needle || lower(item.name) === needle) return 0;
    return lower(item.title)!.startsWith(needle) ? 1 : 2;
  };
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => rank(a.item) - rank(b.item) || a.index - b.index)
    .map(({ item }) => item);
};

const targetKey = (item: PaletteItem): string =>
  item.target._tag === 'Navigate' ? `to:${item.target.to.replace(/\/+$/, '').toLowerCase()}` : `action:${item.target.actionId}`;

export interface PaletteSources {
  readonly query: string;
  readonly recents: readonly PaletteItem[];
  readonly pages: readonly PaletteItem[];
  readonly actions: readonly PaletteItem[];
  readonly entities: readonly PaletteItem[];
  readonly documents: readonly PaletteItem[];
}

/**
 * The sections to show, recent picks first. Each destination appears once: a recent pick hides the
 * same entity in 'Entities', an entity hides the search backend's document about the same page.
 */
export const paletteSections = (sources: PaletteSources): readonly PaletteSection[] => {
  const seen = new Set<string>();
  const take = (items: readonly PaletteItem[]): PaletteItem[] =>
    items.filter((item) => {
      const key = targetKey(item);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  const { query } = sources;
  const matching = (items: readonly PaletteItem[]) => rankByTitle(items.filter((item) => itemMatches(item, query)), query);
  const sections: PaletteSection[] = [
    { id: 'recent', items: take(matching(sources.recents)) },
    { id: 'entities', items: take(rankByTitle(sources.entities, query)) },
    { id: 'documents', items: take(rankByTitle(sources.documents, query)) },
    { id: 'pages', items: take(matching(sources.pages)) },
    { id: 'actions', items: take(matching(sources.actions)) },
  ];
  return sections.filter((section) => section.items.length > 0);
};

export const flattenSections = (sections: readonly PaletteSection[]): readonly PaletteItem[] =>
  sections.flatMap((section) => section.items);

/** The index after moving by delta through count options, wrapping around (-1 when there are none). */
export const moveActive = (active: number, delta: number, count: number): number => {
  if (count <= 0) return -1;
  if (active < 0) return delta >= 0 ? 0 : count - 1;
  return (((active + delta) % count) + count) % count;
};

export { isInAppPath, parseRecents, rememberPick, serializeRecents } from './palette-recents';
