import type { KeyValueStore } from '../../../application/app/key-value-store.port';
import { DISMISSED_BANNERS_KEY, DismissedBanners } from '../../../application/kubernetes/dismissed-banners';

const memoryStore = (initial: Record<string, string> = {}): KeyValueStore & { data: Record<string, string> } => {
  const data = { ...initial };
  return {
    data,
    get: (key) => data[key] ?? null,
    set: (key, value) => {
      data[key] = value;
    },
    remove: (key) => {
      delete data[key];
    },
  };
};

describe('DismissedBanners', () => {
  it('stores dismissed ids as a list in the notifications bucket', () => {
    const store = memoryStore();
    const banners = new DismissedBanners(store);
    expect(banners.isDismissed('a')).toBe(false);
    banners.dismiss('a');
    banners.dismiss('b');
    banners.dismiss('a');
    expect(DISMISSED_BANNERS_KEY).toBe('/notifications/dismissedBanners');
    expect(JSON.parse(store.data[DISMISSED_BANNERS_KEY]!)).toEqual(['a', 'b']);
    expect(new DismissedBanners(store).isDismissed('b')).toBe(true);
  });

  it('reads a damaged entry as nothing dismissed', () => {
    expect(new DismissedBanners(memoryStore({ [DISMISSED_BANNERS_KEY]: '{nope' })).isDismissed('a')).toBe(false);
    expect(new DismissedBanners(memoryStore({ [DISMISSED_BANNERS_KEY]: '[1,"a"]' })).isDismissed('a')).toBe(true);
  });

  it('tells subscribers about a dismissal', () => {
    const banners = new DismissedBanners(memoryStore());
    const seen: boolean[] = [];
    const unsubscribe = banners.subscribe(() => seen.push(banners.isDismissed('a')));
    banners.dismiss('a');
    unsubscribe();
    banners.dismiss('b');
    expect(seen).toEqual([true]);
  });
});
