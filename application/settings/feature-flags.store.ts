import * as E from 'fp-ts/Either';
import { STORAGE_KEYS } from '../../domain/app/constants';
import { parseFeatureFlags, serializeFeatureFlags, setFeatureFlag, type ActiveFeatureFlags } from '../../domain/app/feature-flags';
import type { KeyValueStore } from '../app/key-value-store.port';
import { serviceToken } from '../shared/service-token';

/**
 * Which feature flags the user switched on (persisted in local storage,
 * only active ones stored). An unreadable stored value counts as no active flag and is reported once.
 */
export class FeatureFlagsStore {
  private readonly listeners = new Set<() => void>();
  private active: ActiveFeatureFlags;

  constructor(
    private readonly store: KeyValueStore,
    private readonly report: (message: string) => void = () => undefined,
  ) {
    this.active = this.read();
  }

  getActive(): ActiveFeatureFlags {
    return this.active;
  }

  isActive(name: string): boolean {
    return this.active.has(name);
  }

  set(name: string, on: boolean): void {
    const next = setFeatureFlag(this.active, name, on);
    if (next === this.active) return;
    this.active = next;
    if (next.size === 0) this.store.remove(STORAGE_KEYS.featureFlags);
    else this.store.set(STORAGE_KEYS.featureFlags, serializeFeatureFlags(next));
    for (const listener of this.listeners) listener();
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private read(): ActiveFeatureFlags {
    const parsed = parseFeatureFlags(this.store.get(STORAGE_KEYS.featureFlags));
    if (E.isRight(parsed)) return parsed.right;
    this.report(parsed.left.message);
    return new Set();
  }
}

export const FeatureFlagsStoreToken = serviceToken<FeatureFlagsStore>('FeatureFlagsStore');
