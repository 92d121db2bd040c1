import type { KeyValueStore } from '../../application/app/key-value-store.port';
import type { VisitsStore } from '../../application/catalog/visits-store.port';
import type { Visit } from '../../domain/catalog/visits';
import { visitsStorageKey } from '../../domain/catalog/visits';
import { readStoredJson } from './stored-json';
import { VisitListCodec } from './visit.codec';

/** Visit records per user in a KeyValueStore, under the home plugin's key (`...:visits:{userEntityRef}`). */
export class KeyValueVisitsStore implements VisitsStore {
  constructor(
    private readonly store: KeyValueStore,
    private readonly onParseError?: (key: string) => void,
  ) {}

  get(userEntityRef: string): readonly Visit[] {
    return readStoredJson(this.store, visitsStorageKey(userEntityRef), VisitListCodec, this.onParseError) ?? [];
  }

  set(userEntityRef: string, visits: readonly Visit[]): void {
    this.store.set(visitsStorageKey(userEntityRef), JSON.stringify(visits));
  }
}
