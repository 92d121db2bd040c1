import { VISITS_LIST_DEFAULT_LIMIT } from '../../domain/catalog/constants';
import { listVisits as selectVisits, type Visit, type VisitQuery } from '../../domain/catalog/visits';
import { serviceToken } from '../shared/service-token';
import type { VisitsStore } from './visits-store.port';

/** The home page's Top Visited list: most hits first, 8 by default. */
export const TOP_VISITED_QUERY: VisitQuery = {
  limit: VISITS_LIST_DEFAULT_LIMIT,
  orderBy: [{ field: 'hits', direction: 'desc' }],
};

/** The home page's Recently Visited list: most recent first, 8 by default. */
export const RECENTLY_VISITED_QUERY: VisitQuery = {
  limit: VISITS_LIST_DEFAULT_LIMIT,
  orderBy: [{ field: 'timestamp', direction: 'desc' }],
};

/** The signed-in user's visits, ordered, filtered and limited (default 8); none when nobody is signed in. */
export type ListVisits = (query?: VisitQuery) => readonly Visit[];

export const ListVisitsToken = serviceToken<ListVisits>('ListVisits');

export const listVisits =
  (deps: { readonly store: VisitsStore; readonly currentUserRef: () => string | undefined }): ListVisits =>
  (query) => {
    const user = deps.currentUserRef();
    return user ? selectVisits(deps.store.get(user), query) : [];
  };
