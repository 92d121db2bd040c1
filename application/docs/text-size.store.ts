import { TEXT_SIZE_STORAGE_KEY } from '../../domain/docs/constants';
import { isTextSizeStep, parseStoredTextSize } from '../../domain/docs/text-size';
import type { KeyValueStore } from '../app/key-value-store.port';
import { serviceToken } from '../shared/service-token';

/** The docs text size (one of the steps, default 100, kept in local storage). */
export class TextSizeStore {
  constructor(private readonly store: KeyValueStore) {}

  get(): number {
    return parseStoredTextSize(this.store.get(TEXT_SIZE_STORAGE_KEY));
  }

  /** Only the fixed steps are stored; anything else is ignored. */
  set(value: number): void {
    if (isTextSizeStep(value)) this.store.set(TEXT_SIZE_STORAGE_KEY, String(value));
  }
}

export const TextSizeStoreToken = serviceToken<TextSizeStore>('TextSizeStore');
