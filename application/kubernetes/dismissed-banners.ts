// Permanently dismissed banners: a list of banner
// ids under the key 'dismissedBanners' of the bucket named notifications.
import type { KeyValueStore } from '../app/key-value-store.port';
import { serviceToken } from '../shared/service-token';

export const NOTIFICATIONS_BUCKET = 'notifications';
/** Key layout of bucketed storage: /{bucket}/{key}. */
export const DISMISSED_BANNERS_KEY = `/${NOTIFICATIONS_BUCKET}/dismissedBanners`;

const readIds = (raw: string | null): string[] => {
  if (raw === null) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
};

export class DismissedBanners {
  private readonly listeners = new Set<() => void>();

  constructor(private readonly store: KeyValueStore) {}

  isDismissed(id: string): boolean {
    return readIds(this.store.get(DISMISSED_BANNERS_KEY)).includes(id);
  }

  dismiss(id: string): void {
    const ids = readIds(this.store.get(DISMISSED_BANNERS_KEY));
    if (!ids.includes(id)) this.store.set(DISMISSED_BANNERS_KEY, JSON.stringify([...ids, id]));
    for (const listener of this.listeners) listener();
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

export const DismissedBannersToken = serviceToken<DismissedBanners>('DismissedBanners');
