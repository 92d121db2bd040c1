// Visit records of the home page: one record per pathname, the 100
// most recent kept per user, lists of 8 by default, filter operators < <= == != > >= contains.
import { VISITS_LIST_DEFAULT_LIMIT, VISITS_MAX_STORED, VISITS_STORAGE_KEY_PREFIX } from './constants';

export interface Visit {
  readonly id: string;
  /** What was visited, usually the entity's title. */
  readonly name: string;
  readonly pathname: string;
  /** Canonical entity ref when the page belongs to an entity. */
  readonly entityRef?: string;
  readonly hits: number;
  /** Last visit, epoch milliseconds. */
  readonly timestamp: number;
}

export interface VisitInput {
  readonly name: string;
  readonly pathname: string;
  readonly entityRef?: string;
}

export const VISIT_OPERATORS = ['<', '<=', '==', '!=', '>', '>=', 'contains'] as const;
export type VisitOperator = (typeof VISIT_OPERATORS)[number];
export type VisitField = keyof Visit;

export interface VisitFilter {
  readonly field: VisitField;
  readonly operator: VisitOperator;
  readonly value: string | number;
}

export interface VisitOrder {
  readonly field: VisitField;
  readonly direction: 'asc' | 'desc';
}

export interface VisitQuery {
  readonly limit?: number;
  /** Earlier entries take precedence. */
  readonly orderBy?: readonly VisitOrder[];
  /** All must hold. */
  readonly filterBy?: readonly VisitFilter[];
}

export const isVisitOperator = (value: string): value is VisitOperator =>
  (VISIT_OPERATORS as readonly string[]).includes(value);

/** Storage key of a user's visits. */
export const visitsStorageKey = (userEntityRef: string): string => `${VISITS_STORAGE_KEY_PREFIX}:${userEntityRef}`;

const byMostRecent = (a: Visit, b: Visit): number => b.timestamp - a.timestamp;

/**
 * Records a visit at `now`. A pathname seen before keeps its id and counts one more hit;
 * otherwise `newId` names a new record. Returns the list (most recent first, at most 100)
 * and the saved record.
 */
export const recordVisit = (
  visits: readonly Visit[],
  input: VisitInput,
  now: number,
  newId: string,
  maxStored: number = VISITS_MAX_STORED,
): { readonly visits: readonly Visit[]; readonly saved: Visit } => {
  const previous = visits.find((visit) => visit.pathname === input.pathname);
  const saved: Visit = {
    id: previous?.id ?? newId,
    name: input.name,
    pathname: input.pathname,
    ...(input.entityRef !== undefined ? { entityRef: input.entityRef } : {}),
    hits: (previous?.hits ?? 0) + 1,
    timestamp: now,
  };
  const others = visits.filter((visit) => visit.pathname !== input.pathname);
  return { visits: [saved, ...others].sort(byMostRecent).slice(0, Math.max(0, maxStored)), saved };
};

/** Renames the record of a pathname, if there is one. */
export const renameVisit = (visits: readonly Visit[], pathname: string, name: string): readonly Visit[] =>
  visits.map((visit) => (visit.pathname === pathname ? { ...visit, name } : visit));

/** Whether a visit passes a filter. A missing field only passes `!=`. */
export const matchesVisitFilter = (visit: Visit, filter: VisitFilter): boolean => {
  const field = visit[filter.field];
  if (field === undefined) return filter.operator === '!=';
  const value = filter.value;
  switch (filter.operator) {
    case '<':
      return field < value;
    case '<=':
      return field <= value;
    case '==':
      return field === value;
    case '!=':
      return field !== value;
    case '>':
      return field > value;
    case '>=':
      return field >= value;
    case 'contains':
      return String(field).includes(String(value));
  }
};

const compareField = (a: Visit, b: Visit, field: VisitField): number => {
  const left = a[field];
  const right = b[field];
  if (left === right) return 0;
  if (left === undefined) return 1;
  if (right === undefined) return -1;
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  return String(left).localeCompare(String(right));
};

/** Orders, filters and limits (default 8) the visits. */
export const listVisits = (visits: readonly Visit[], query: VisitQuery = {}): readonly Visit[] => {
  const orderBy = query.orderBy ?? [];
  const filterBy = query.filterBy ?? [];
  const sorted = [...visits].sort((a, b) => {
    for (const order of orderBy) {
      const result = compareField(a, b, order.field);
      if (result !== 0) return order.direction === 'asc' ? result : -result;
    }
    return 0;
  });
  return sorted
    .filter((visit) => filterBy.every((filter) => matchesVisitFilter(visit, filter)))
    .slice(0, Math.max(0, query.limit ?? VISITS_LIST_DEFAULT_LIMIT));
};

/** Most hits first. */
export const topVisited = (visits: readonly Visit[], limit: number = VISITS_LIST_DEFAULT_LIMIT): readonly Visit[] =>
  listVisits(visits, { limit, orderBy: [{ field: 'hits', direction: 'desc' }] });

/** Most recent first. */
export const recentlyVisited = (visits: readonly Visit[], limit: number = VISITS_LIST_DEFAULT_LIMIT): readonly Visit[] =>
  listVisits(visits, { limit, orderBy: [{ field: 'timestamp', direction: 'desc' }] });
