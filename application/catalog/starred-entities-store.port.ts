import { serviceToken } from '../shared/service-token';

/** Starred entity refs per user, kept in local storage. */
export interface StarredEntitiesStore {
  /** The user's starred refs in starring order; the same array until they change. */
  get(userEntityRef: string): readonly string[];
  set(userEntityRef: string, refs: readonly string[]): void;
  /** Called with the user and the new refs after every change; returns the unsubscribe function. */
  subscribe(listener: (userEntityRef: string, refs: readonly string[]) => void): () => void;
}

export const StarredEntitiesStoreToken = serviceToken<StarredEntitiesStore>('StarredEntitiesStore');
