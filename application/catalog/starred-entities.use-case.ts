import { isStarred, toggleStarred } from '../../domain/catalog/starred';
import { serviceToken } from '../shared/service-token';
import type { StarredEntitiesStore } from './starred-entities-store.port';

const NONE: readonly string[] = [];

export interface StarredEntitiesDeps {
  readonly store: StarredEntitiesStore;
  /** The signed-in user's entity ref; undefined when nobody is signed in (nothing can be starred). */
  readonly currentUserRef: () => string | undefined;
}

/**
 * The signed-in user's starred entities (toggleStarred and an observable of
 * starred refs). getStarred answers the same array until the list changes, so it can back
 * useSyncExternalStore directly.
 */
export class StarredEntities {
  constructor(private readonly deps: StarredEntitiesDeps) {}

  getStarred(): readonly string[] {
    const user = this.deps.currentUserRef();
    return user ? this.deps.store.get(user) : NONE;
  }

  isStarred(entityRef: string): boolean {
    return isStarred(this.getStarred(), entityRef);
  }

  /** Stars the ref, or unstars it when it is starred; answers the new list. */
  toggleStarred(entityRef: string): readonly string[] {
    const user = this.deps.currentUserRef();
    if (!user) return NONE;
    const next = toggleStarred(this.deps.store.get(user), entityRef);
    this.deps.store.set(user, next);
    return this.deps.store.get(user);
  }

  /** Hears the signed-in user's list after each change; returns the unsubscribe function. */
  subscribe(listener: (starred: readonly string[]) => void): () => void {
    return this.deps.store.subscribe((user) => {
      const current = this.deps.currentUserRef();
      if (current && current.toLowerCase() === user.toLowerCase()) listener(this.getStarred());
    });
  }
}

export const StarredEntitiesToken = serviceToken<StarredEntities>('StarredEntities');
