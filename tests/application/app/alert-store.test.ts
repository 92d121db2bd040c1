import { AlertStore } from '../../../application/app/alert-store';

describe('AlertStore', () => {
  it('queues posted alerts in order with Backstage defaults (success, permanent)', () => {
    const store = new AlertStore();
    store.post({ message: 'Saved' });
    store.post({ message: 'Login failed', severity: 'error', display: 'transient' });
    expect(store.getQueue().items).toEqual([
      { id: 1, message: 'Saved', severity: 'success', display: 'permanent' },
      { id: 2, message: 'Login failed', severity: 'error', display: 'transient' },
    ]);
  });

  it('dismisses by id, leaving the others in place', () => {
    const store = new AlertStore();
    store.post({ message: 'one' });
    store.post({ message: 'two' });
    store.post({ message: 'three' });
    store.dismiss(2);
    expect(store.getQueue().items.map((item) => item.message)).toEqual(['one', 'three']);
    // Ids are never reused, so a late dismiss of an old id cannot remove a newer alert.
    store.post({ message: 'four' });
    expect(store.getQueue().items.map((item) => item.id)).toEqual([1, 3, 4]);
  });

  it('gives a new queue object on each change (for useSyncExternalStore) and keeps it otherwise', () => {
    const store = new AlertStore();
    const empty = store.getQueue();
    expect(store.getQueue()).toBe(empty);
    store.post({ message: 'x' });
    expect(store.getQueue()).not.toBe(empty);
  });

  it('notifies subscribers on post and dismiss until they unsubscribe', () => {
    const store = new AlertStore();
    const listener = jest.fn();
    const other = jest.fn();
    const unsubscribe = store.subscribe(listener);
    store.subscribe(other);
    store.post({ message: 'x' });
    store.dismiss(1);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.post({ message: 'y' });
    expect(listener).toHaveBeenCalledTimes(2);
    expect(other).toHaveBeenCalledTimes(3);
  });
});
