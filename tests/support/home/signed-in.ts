import * as TE from 'fp-ts/TaskEither';
import { SessionManager } from '../../../application/app/session-manager';
import { StarredEntities } from '../../../application/catalog/starred-entities.use-case';
import { MemoryStore } from '../../../adapters/app/local-storage.store';
import { KeyValueStarredEntitiesStore } from '../../../adapters/catalog/starred-entities.store';

/** A session manager signed in as a custom user (no backend involved). */
export const signedInSessions = (userEntityRef = 'user:default/ada'): SessionManager => {
  const manager = new SessionManager({
    connector: { refresh: () => TE.left({ _tag: 'Transport', message: 'offline' }), logout: () => TE.right(undefined) },
    login: { login: () => TE.left({ _tag: 'Failed', message: 'no' }) },
    store: new MemoryStore(),
    now: Date.now,
  });
  manager.signInAsCustomUser(userEntityRef);
  return manager;
};

/** Starred entities of that user, kept in memory. */
export const starredOf = (userEntityRef = 'user:default/ada', refs: readonly string[] = []): StarredEntities => {
  const starred = new StarredEntities({ store: new KeyValueStarredEntitiesStore(new MemoryStore()), currentUserRef: () => userEntityRef });
  for (const ref of refs) starred.toggleStarred(ref);
  return starred;
};
