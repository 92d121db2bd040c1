import { TextSizeStore } from '../../../application/docs/text-size.store';
import { TEXT_SIZE_STORAGE_KEY } from '../../../domain/docs/constants';
import { MemoryStore } from '../settings/memory-store';

describe('TextSizeStore (stored in local storage, default 100)', () => {
  it('reads 100 when nothing is stored, and keeps a chosen step', () => {
    const store = new MemoryStore();
    const sizes = new TextSizeStore(store);
    expect(sizes.get()).toBe(100);
    sizes.set(130);
    expect(store.get(TEXT_SIZE_STORAGE_KEY)).toBe('130');
    expect(new TextSizeStore(store).get()).toBe(130);
  });

  it('stores only the fixed steps', () => {
    const store = new MemoryStore({ [TEXT_SIZE_STORAGE_KEY]: '115' });
    const sizes = new TextSizeStore(store);
    sizes.set(120);
    expect(sizes.get()).toBe(115);
  });
});
