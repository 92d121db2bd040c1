import { serviceToken } from '../shared/service-token';

/** Small persistent string store (local storage in the browser, a map in tests). */
export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

export const KeyValueStoreToken = serviceToken<KeyValueStore>('KeyValueStore');
