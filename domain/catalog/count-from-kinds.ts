import type { EntityFilters } from './filters';

/** A value of the `kind` facet with the number of entities that have it. */
export interface KindCount {
  readonly value: string;
  readonly count: number;
}

const isEmpty = (values: readonly string[] | undefined): boolean => values === undefined || values.length === 0;

/**
 * True when the filters narrow by kind at most: the `kind` facet (which fills the Kind picker anyway)
 * then already holds the count, and the backend need not count every entity of the kind again.
 */
export const isCountedByKindFacet = (filters: EntityFilters): boolean =>
  isEmpty(filters.type) &&
  isEmpty(filters.tags) &&
  isEmpty(filters.owners) &&
  isEmpty(filters.lifecycles) &&
  isEmpty(filters.namespaces) &&
  (filters.text ?? '').trim() === '' &&
  (filters.user === undefined || filters.user === 'all') &&
  filters.orphan === undefined &&
  filters.hasErrors === undefined;

/** The entities of the filtered kind (kinds compare case-insensitively), or of every kind without one. */
export const countFromKindFacet = (filters: EntityFilters, kinds: readonly KindCount[]): number => {
  const kind = filters.kind?.toLowerCase();
  if (!kind) return kinds.reduce((sum, facet) => sum + facet.count, 0);
  return kinds.filter((facet) => facet.value.toLowerCase() === kind).reduce((sum, facet) => sum + facet.count, 0);
};

/**
 * The filtered kind, when the catalog has no entity of it (a kind typed into the URL, such as `all`, or one the
 * catalog holds none of); undefined without a kind filter, or while the kinds are not known yet.
 */
export const kindWithoutEntities = (filters: EntityFilters, kinds: readonly KindCount[] | undefined): string | undefined => {
  if (!filters.kind || kinds === undefined) return undefined;
  return countFromKindFacet(filters, kinds) === 0 ? filters.kind : undefined;
};
