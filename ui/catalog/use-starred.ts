import { useSyncExternalStore } from 'react';
import { StarredEntitiesToken } from '../../application/catalog/starred-entities.use-case';
import { useService } from '../app/services';
import { useSession } from '../app/use-session';

/** The signed-in user's starred refs, kept current, and the toggle. */
export const useStarred = (): { starred: readonly string[]; toggle: (entityRef: string) => void } => {
  const starredEntities = useService(StarredEntitiesToken);
  useSession(); // re-read when the user changes
  const starred = useSyncExternalStore(
    (onChange) => starredEntities.subscribe(onChange),
    () => starredEntities.getStarred(),
  );
  return { starred, toggle: (entityRef) => void starredEntities.toggleStarred(entityRef) };
};
