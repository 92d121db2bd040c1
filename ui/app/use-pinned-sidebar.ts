import { useCallback, useSyncExternalStore } from 'react';
import { KeyValueStoreToken } from '../../application/app/key-value-store.port';
import type { KeyValueStore } from '../../application/app/key-value-store.port';
import { STORAGE_KEYS } from '../../domain/app/constants';
import { SIDEBAR_DEFAULT_PINNED } from './chrome/sidebar-constants';
import { useService } from './services';

// Everyone showing or changing the pin state (the sidebar's pin button, Settings › General) sees each change.
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Stored under the key sidebarPinState; pinned by default. */
export const readPinned = (store: KeyValueStore): boolean => {
  const stored = store.get(STORAGE_KEYS.sidebarPinState);
  return stored === null ? SIDEBAR_DEFAULT_PINNED : stored === 'true';
};

export const usePinnedSidebar = (): [boolean, (pinned: boolean) => void] => {
  const store = useService(KeyValueStoreToken);
  const pinned = useSyncExternalStore(subscribe, () => readPinned(store));
  const change = useCallback(
    (next: boolean) => {
      store.set(STORAGE_KEYS.sidebarPinState, JSON.stringify(next));
      for (const listener of listeners) listener();
    },
    [store],
  );
  return [pinned, change];
};
