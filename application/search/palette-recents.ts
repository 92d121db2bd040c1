import { PALETTE_RECENT_STORAGE_KEY } from '../../domain/search/constants';
import { parseRecents, rememberPick, serializeRecents } from '../../domain/search/palette-recents';
import type { PaletteItem } from '../../domain/search/palette-types';
import type { KeyValueStore } from '../app/key-value-store.port';
import { serviceToken } from '../shared/service-token';

/** The command palette's recent picks, most recent first, kept in the key-value store. */
export class PaletteRecents {
  constructor(private readonly store: KeyValueStore) {}

  list(): readonly PaletteItem[] {
    return parseRecents(this.store.get(PALETTE_RECENT_STORAGE_KEY));
  }

  remember(item: PaletteItem): void {
    this.store.set(PALETTE_RECENT_STORAGE_KEY, serializeRecents(rememberPick(this.list(), item)));
  }
}

export const PaletteRecentsToken = serviceToken<PaletteRecents>('PaletteRecents');
