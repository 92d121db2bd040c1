import { createContext, use, useContext } from 'react';
import type { EntityCard, EntityTab } from './plugin';

export interface EntityExtensions {
  readonly tabs: readonly EntityTab[];
  readonly cards: readonly EntityCard[];
}

/** Every plugin's entity-page tabs and Overview cards, provided by the shell for the catalog's entity page. */
export const EntityExtensionsContext = createContext<EntityExtensions>({ tabs: [], cards: [] });

export const useEntityTabs = (): readonly EntityTab[] => useContext(EntityExtensionsContext).tabs;
export const useEntityCards = (): readonly EntityCard[] => useContext(EntityExtensionsContext).cards;

/** A promise React's `use` reads without suspending once it has settled (React reads `status` and `value`). */
type TrackedPromise = Promise<void> & { status: 'pending' | 'fulfilled'; value?: undefined };
const conditionLoads = new WeakMap<() => Promise<void>, TrackedPromise>();

const conditionLoad = (load: () => Promise<void>): TrackedPromise => {
  let tracked = conditionLoads.get(load);
  if (!tracked) {
    const promise = Object.assign(load().catch(() => undefined), { status: 'pending' as 'pending' | 'fulfilled' });
    void promise.then(() => {
      promise.status = 'fulfilled';
    });
    tracked = promise;
    conditionLoads.set(load, tracked);
  }
  return tracked;
};

/** Starts loading what every tab's and card's condition needs (once), so that it loads while the entity does. */
export const useEntityConditionsStarted = (): void => {
  const { tabs, cards } = useContext(EntityExtensionsContext);
  for (const extension of [...tabs, ...cards]) if (extension.conditionCode) conditionLoad(extension.conditionCode);
};

/**
 * Suspends until what every tab's and card's condition needs has loaded; at once when it has. Each load is read on
 * every render, settled or not: React expects the render that resumes after a suspension to read the same promises.
 */
export const useEntityConditionsReady = (): void => {
  const { tabs, cards } = useContext(EntityExtensionsContext);
  for (const extension of [...tabs, ...cards]) if (extension.conditionCode) use(conditionLoad(extension.conditionCode) as Promise<void>);
};
