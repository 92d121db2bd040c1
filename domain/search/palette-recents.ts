// The command palette's recent picks: most recent first, each once, at most a few, and
// read back defensively from storage (only in-app targets). Apart from palette.ts so the shell's store of
// recents does not pull the palette's ranking into the first page.
import { PALETTE_RECENT_MAX } from './constants';
import type { PaletteItem, PaletteTarget } from './palette-types';

/** The recents after picking an item: it moves to the front, no duplicates, at most `max`. */
export const rememberPick = (recents: readonly PaletteItem[], item: PaletteItem, max: number = PALETTE_RECENT_MAX): readonly PaletteItem[] =>
  [item, ...recents.filter((recent) => recent.id !== item.id)].slice(0, Math.max(0, max));

/** A path inside the portal: starts with one slash (not '//', which leaves the site). */
export const isInAppPath = (to: string): boolean => /^\/(?![/\\])/.test(to);

const isTarget = (value: unknown): value is PaletteTarget => {
  if (typeof value !== 'object' || value === null) return false;
  const target = value as Record<string, unknown>;
  return (
    (target['_tag'] === 'Navigate' && typeof target['to'] === 'string' && isInAppPath(target['to'])) ||
    (target['_tag'] === 'Action' && typeof target['actionId'] === 'string')
  );
};

const KINDS: readonly string[] = ['entity', 'document', 'page', 'action'];

const isItem = (value: unknown): value is PaletteItem => {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item['id'] === 'string' &&
    typeof item['title'] === 'string' &&
    typeof item['kind'] === 'string' &&
    KINDS.includes(item['kind']) &&
    (item['subtitle'] === undefined || typeof item['subtitle'] === 'string') &&
    isTarget(item['target'])
  );
};

/** Reads stored recents; anything unreadable is dropped (only in-app paths are accepted as targets). */
export const parseRecents = (raw: string | null): readonly PaletteItem[] => {
  if (!raw) return [];
  try {
    const json: unknown = JSON.parse(raw);
    if (!Array.isArray(json)) return [];
    const items = json.filter(isItem).map(
      (item): PaletteItem => ({
        id: item.id,
        kind: item.kind,
        title: item.title,
        ...(item.subtitle !== undefined ? { subtitle: item.subtitle } : {}),
        target: item.target._tag === 'Navigate' ? { _tag: 'Navigate', to: item.target.to } : { _tag: 'Action', actionId: item.target.actionId },
      }),
    );
    return items.filter((item, index) => items.findIndex((other) => other.id === item.id) === index).slice(0, PALETTE_RECENT_MAX);
  } catch {
    return [];
  }
};

export const serializeRecents = (recents: readonly PaletteItem[]): string => JSON.stringify(recents);
