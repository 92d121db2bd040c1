// Entity filters of the catalog index as plain data, and the in-memory predicate they stand for.
import * as E from 'fp-ts/Either';
import { ANNOTATION_ORPHAN, RELATION_OWNED_BY, type Entity } from './entity';
import { canonicalEntityRef, stringifyEntityRef } from './entity-ref';

export type UserListFilterKind = 'owned' | 'starred' | 'all';
export const USER_LIST_FILTER_KINDS: readonly UserListFilterKind[] = ['owned', 'starred', 'all'];

/**
 * What the catalog index filters by. An absent field, or an empty list, does not filter.
 * Lists match when the entity has any of the values, except `tags`: the entity needs all of them.
 */
export interface EntityFilters {
  readonly kind?: string;
  readonly type?: readonly string[];
  readonly tags?: readonly string[];
  /** Every word must occur in the name, title, display name or a tag (case-insensitive). */
  readonly text?: string;
  /** Owner entity refs; a ref without kind means a group. */
  readonly owners?: readonly string[];
  readonly lifecycles?: readonly string[];
  readonly namespaces?: readonly string[];
  readonly user?: UserListFilterKind;
  /** true: only orphans; false: no orphans. */
  readonly orphan?: boolean;
  /** true: only entities with status items (processing errors); false: only entities without. */
  readonly hasErrors?: boolean;
}

/** What 'owned' and 'starred' are measured against. */
export interface UserFilterContext {
  readonly ownershipRefs: readonly string[];
  readonly starredRefs: readonly string[];
}

export const NO_USER_CONTEXT: UserFilterContext = { ownershipRefs: [], starredRefs: [] };

const lower = (value: string): string => value.toLowerCase();

/** The words of a text filter, lowercased; empty when the text is blank. */
export const textFilterWords = (text: string | undefined): readonly string[] =>
  text === undefined ? [] : text.split(/\s+/).filter((word) => word.length > 0).map(lower);

/** Canonical owner refs; refs without a kind are groups, unparseable ones are dropped. */
export const normalizeOwnerRefs = (owners: readonly string[]): readonly string[] =>
  owners.flatMap((owner) => {
    const ref = canonicalEntityRef(owner, { defaultKind: 'group' });
    return E.isRight(ref) ? [ref.right] : [];
  });

/** Canonical refs of a list of full refs, dropping the ones that are not refs. */
export const normalizeRefs = (refs: readonly string[]): readonly string[] =>
  refs.flatMap((value) => {
    const ref = canonicalEntityRef(value);
    return E.isRight(ref) ? [ref.right] : [];
  });

const lowerSet = (values: readonly string[] | undefined): ReadonlySet<string> | undefined =>
  values === undefined || values.length === 0 ? undefined : new Set(values.map(lower));

const textOf = (value: unknown): string | undefined => (typeof value === 'string' ? lower(value) : undefined);

const matchesText = (entity: Entity, words: readonly string[]): boolean => {
  const haystack: string[] = [];
  const add = (value: unknown): void => {
    const text = textOf(value);
    if (text) haystack.push(text);
  };
  add(entity.metadata.name);
  add(entity.metadata.title);
  add(entity.spec?.profile?.displayName);
  for (const tag of entity.metadata.tags ?? []) add(tag);
  return words.every((word) => haystack.some((candidate) => candidate.includes(word)));
};

const ownedByRefs = (entity: Entity): string[] =>
  (entity.relations ?? []).filter((r) => r.type === RELATION_OWNED_BY).map((r) => lower(r.targetRef));

/** Compiles the filters into a predicate; sets and words are prepared once. */
export const entityFilterPredicate = (
  filters: EntityFilters,
  user: UserFilterContext = NO_USER_CONTEXT,
): ((entity: Entity) => boolean) => {
  const kind = filters.kind ? lower(filters.kind) : undefined;
  const types = lowerSet(filters.type);
  const tags = filters.tags?.map(lower) ?? [];
  const words = textFilterWords(filters.text);
  const owners = filters.owners && filters.owners.length > 0 ? new Set(normalizeOwnerRefs(filters.owners)) : undefined;
  const lifecycles = lowerSet(filters.lifecycles);
  const namespaces = lowerSet(filters.namespaces);
  const ownership = new Set(user.ownershipRefs.map(lower));
  const starred = new Set(user.starredRefs.map(lower));

  return (entity) => {
    if (kind !== undefined && lower(entity.kind) !== kind) return false;
    if (types && !types.has(textOf(entity.spec?.type) ?? '')) return false;
    if (tags.length > 0) {
      const entityTags = new Set((entity.metadata.tags ?? []).map(lower));
      if (!tags.every((tag) => entityTags.has(tag))) return false;
    }
    if (words.length > 0 && !matchesText(entity, words)) return false;
    if (owners && !ownedByRefs(entity).some((ref) => owners.has(ref))) return false;
    if (lifecycles && !lifecycles.has(textOf(entity.spec?.lifecycle) ?? '')) return false;
    if (namespaces && !namespaces.has(lower(entity.metadata.namespace || 'default'))) return false;
    if (filters.user === 'owned' && !ownedByRefs(entity).some((ref) => ownership.has(ref))) return false;
    if (filters.user === 'starred' && !starred.has(stringifyEntityRef(entity))) return false;
    if (filters.orphan !== undefined && (entity.metadata.annotations?.[ANNOTATION_ORPHAN] === 'true') !== filters.orphan) {
      return false;
    }
    if (filters.hasErrors !== undefined && ((entity.status?.items?.length ?? 0) > 0) !== filters.hasErrors) return false;
    return true;
  };
};

/** One-off check; prefer `entityFilterPredicate` when filtering many entities. */
export const entityMatchesFilters = (entity: Entity, filters: EntityFilters, user?: UserFilterContext): boolean =>
  entityFilterPredicate(filters, user)(entity);

/** The same filters with one field changed; `undefined` or an empty list removes the field. */
export const setFilter = <K extends keyof EntityFilters>(
  filters: EntityFilters,
  key: K,
  value: EntityFilters[K] | undefined,
): EntityFilters => {
  const next: Record<string, unknown> = { ...filters };
  if (value === undefined || (Array.isArray(value) && value.length === 0) || value === '') delete next[key];
  else next[key] = value;
  return next as EntityFilters;
};

/**
 * The filters usually keep few of the backend's answer: processing errors are the exception in a
 * catalog that works.
 */
export const expectsFewMatches = (filters: EntityFilters): boolean => filters.hasErrors === true;

/**
 * The entity fields `entityFilterPredicate` looks at for these filters (kind, name and namespace come
 * with every entity the backend answers), for reads that only test entities against the filters.
 */
export const predicateFields = (filters: EntityFilters): readonly string[] => {
  const fields = new Set<string>(['kind', 'metadata.name', 'metadata.namespace']);
  if (filters.type?.length) fields.add('spec.type');
  if (filters.lifecycles?.length) fields.add('spec.lifecycle');
  if (filters.tags?.length) fields.add('metadata.tags');
  if (textFilterWords(filters.text).length > 0) {
    fields.add('metadata.title').add('metadata.tags').add('spec.profile.displayName');
  }
  if (filters.owners?.length || filters.user === 'owned') fields.add('relations');
  if (filters.orphan !== undefined) fields.add('metadata.annotations');
  if (filters.hasErrors !== undefined) fields.add('status.items');
  return [...fields];
};
