import { PaletteRecents } from '../../../application/search/palette-recents';
import { PALETTE_RECENT_MAX, PALETTE_RECENT_STORAGE_KEY } from '../../../domain/search/constants';
import type { PaletteItem } from '../../../domain/search/palette';
import { MemoryStore } from '../settings/memory-store';

const page = (n: number): PaletteItem => ({ id: `page:/p${n}`, kind: 'page', title: `P${n}`, target: { _tag: 'Navigate', to: `/p${n}` } });

describe('PaletteRecents', () => {
  it('remembers picks most recent first, each once, at most the maximum, in the store', () => {
    const store = new MemoryStore();
    const recents = new PaletteRecents(store);
    for (let n = 0; n < PALETTE_RECENT_MAX + 3; n += 1) recents.remember(page(n));
    recents.remember(page(PALETTE_RECENT_MAX));
    const ids = recents.list().map((item) => item.id);
    expect(ids.length).toBe(PALETTE_RECENT_MAX);
    expect(ids[0]).toBe(`page:/p${PALETTE_RECENT_MAX}`);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new PaletteRecents(store).list()).toEqual(recents.list());
    expect(store.get(PALETTE_RECENT_STORAGE_KEY)).toContain('page:/p');
  });

  it('starts empty when the stored value is unreadable', () => {
    expect(new PaletteRecents(new MemoryStore({ [PALETTE_RECENT_STORAGE_KEY]: 'nope' })).list()).toEqual([]);
  });
});
