import { createContext, useContext } from 'react';

/** The entity page's dialogs, which its own context-menu items open. */
export interface EntityPageDialogs {
  readonly openUnregisterDialog: () => void;
  readonly openInspectDialog: () => void;
}

export const EntityPageDialogsContext = createContext<EntityPageDialogs>({ openUnregisterDialog: () => undefined, openInspectDialog: () => undefined });

export const useEntityPageDialogs = (): EntityPageDialogs => useContext(EntityPageDialogsContext);
