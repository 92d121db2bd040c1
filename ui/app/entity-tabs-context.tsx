import { createContext, useContext } from 'react';
import type { EntityTab } from './plugin';

/** Every plugin's entity-page tabs, provided by the shell so the catalog's entity page can show them. */
export const EntityTabsContext = createContext<readonly EntityTab[]>([]);

export const useEntityTabs = (): readonly EntityTab[] => useContext(EntityTabsContext);
