import { createContext, useContext } from 'react';
import type { EntityCard, EntityTab } from './plugin';

export interface EntityExtensions {
  readonly tabs: readonly EntityTab[];
  readonly cards: readonly EntityCard[];
}

/** Every plugin's entity-page tabs and Overview cards, provided by the shell for the catalog's entity page. */
export const EntityExtensionsContext = createContext<EntityExtensions>({ tabs: [], cards: [] });

export const useEntityTabs = (): readonly EntityTab[] => useContext(EntityExtensionsContext).tabs;
export const useEntityCards = (): readonly EntityCard[] => useContext(EntityExtensionsContext).cards;
