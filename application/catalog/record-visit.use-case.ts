import { recordVisit as addVisit, type Visit, type VisitInput } from '../../domain/catalog/visits';
import { serviceToken } from '../shared/service-token';
import type { VisitsStore } from './visits-store.port';

export interface RecordVisitDeps {
  readonly store: VisitsStore;
  readonly currentUserRef: () => string | undefined;
  /** Epoch milliseconds. */
  readonly now: () => number;
  /** Id of a new visit record. */
  readonly newId: () => string;
}

/** Saves a page visit for the signed-in user (100 most recent kept); undefined when nobody is signed in. */
export type RecordVisit = (input: VisitInput) => Visit | undefined;

export const RecordVisitToken = serviceToken<RecordVisit>('RecordVisit');

export const recordVisit =
  (deps: RecordVisitDeps): RecordVisit =>
  (input) => {
    const user = deps.currentUserRef();
    if (!user) return undefined;
    const { visits, saved } = addVisit(deps.store.get(user), input, deps.now(), deps.newId());
    deps.store.set(user, visits);
    return saved;
  };
