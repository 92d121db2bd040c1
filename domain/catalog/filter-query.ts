// Entity filters as a catalog backend query (GET /entities/by-query).
//
// The backend reads each `filter=` parameter as `key=value` conditions joined by ','. Conditions
// on different keys must all hold; values of the same key in one parameter are alternatives; and
// separate `filter=` parameters are alternatives too. All comparisons ignore case. Array items are
// also indexed as `<key>.<item>=true`, which is how "all of these tags" is expressed exactly.
import * as E from 'fp-ts/Either';
import { ANNOTATION_ORPHAN } from './entity';
import { parseEntityRef, type CompoundEntityRef } from './entity-ref';
import {
  NO_USER_CONTEXT,
  normalizeOwnerRefs,
  normalizeRefs,
  textFilterWords,
  type EntityFilters,
  type UserFilterContext,
} from './filters';
import { DEFAULT_SORT, orderFieldParam, orderParam, type EntitySort, type PageState } from './pagination';

/** Fields the text filter searches (name, title, display name, tags). */
export const TEXT_FILTER_FIELDS = ['metadata.name', 'metadata.title', 'spec.profile.displayName', 'metadata.tags'] as const;

/**
 * Starred entities are matched exactly, one `filter=` per starred ref, up to this many refs;
 * beyond it the URL would grow too long, so the query only narrows by name and asks the caller
 * to apply the predicate as well.
 */
export const STARRED_EXACT_QUERY_MAX_REFS = 50;

export interface CatalogEntityQuery {
  /** Values of the repeated `filter` parameter. Empty: no filtering. */
  readonly filter: readonly string[];
  readonly fullTextFilterTerm?: string;
  readonly fullTextFilterFields?: readonly string[];
  /** The filters cannot match anything (e.g. 'owned' without ownership refs): skip the call. */
  readonly matchesNothing: boolean;
  /**
   * The backend answer is a superset of what the filters select (several text words, more
   * starred refs than fit, orphan=false, has-errors): filter the answer with the predicate too.
   */
  readonly needsClientRefinement: boolean;
  /**
   * The words of a text filter of several words. The backend takes one of them as its term (the
   * longest, until told otherwise): the one with the fewest matches narrows the answer most.
   */
  readonly termCandidates?: readonly string[];
}

type Conditions = Map<string, readonly string[]>;

const lower = (value: string): string => value.toLowerCase();

/** A ',' in a value cannot be sent: the backend splits conditions on it. */
const sendable = (values: readonly string[]): boolean => values.every((value) => !value.includes(','));

const conditionText = (conditions: Conditions): string =>
  [...conditions].flatMap(([key, values]) => values.map((value) => `${key}=${value}`)).join(',');

const intersect = (a: readonly string[], b: readonly string[]): string[] => {
  const right = new Set(b.map(lower));
  return [...new Set(a.map(lower))].filter((value) => right.has(value));
};

const parsedRefs = (refs: readonly string[]): CompoundEntityRef[] =>
  refs.flatMap((ref) => {
    const parsed = parseEntityRef(ref);
    return E.isRight(parsed) ? [parsed.right] : [];
  });

/** Translates filters into backend query parameters for the given user. */
export const toCatalogQuery = (
  filters: EntityFilters,
  user: UserFilterContext = NO_USER_CONTEXT,
): CatalogEntityQuery => {
  const conditions: Conditions = new Map();
  let refine = false;
  let nothing = false;
  const add = (key: string, values: readonly string[] | undefined): void => {
    if (values === undefined || values.length === 0) return;
    if (sendable(values)) conditions.set(key, values);
    else refine = true;
  };

  if (filters.kind) add('kind', [filters.kind]);
  add('spec.type', filters.type);
  add('spec.lifecycle', filters.lifecycles);
  add('metadata.namespace', filters.namespaces);

  const tags = filters.tags ?? [];
  if (tags.length === 1) add('metadata.tags', tags);
  else for (const tag of tags) add(`metadata.tags.${tag}`, ['true']);

  const owners = filters.owners && filters.owners.length > 0 ? normalizeOwnerRefs(filters.owners) : undefined;
  let ownedBy = owners;
  if (filters.user === 'owned') {
    const ownership = normalizeRefs(user.ownershipRefs);
    ownedBy = owners ? intersect(owners, ownership) : ownership;
  }
  if (ownedBy !== undefined) {
    if (ownedBy.length === 0) nothing = true;
    add('relations.ownedBy', ownedBy);
  }

  if (filters.orphan === true) add(`metadata.annotations.${ANNOTATION_ORPHAN}`, ['true']);
  if (filters.orphan === false || filters.hasErrors !== undefined) refine = true;

  const words = textFilterWords(filters.text);
  // The backend matches the term as one substring; several words are narrowed by one of them.
  const term = words.reduce<string | undefined>((longest, word) => (!longest || word.length > longest.length ? word : longest), undefined);
  if (words.length > 1) refine = true;

  let filter: string[] = conditions.size > 0 ? [conditionText(conditions)] : [];
  if (filters.user === 'starred') {
    const starred = parsedRefs(user.starredRefs).filter(
      (ref) =>
        (!filters.kind || lower(ref.kind) === lower(filters.kind)) &&
        (!filters.namespaces?.length || filters.namespaces.some((ns) => lower(ns) === lower(ref.namespace))),
    );
    if (starred.length === 0) {
      nothing = true;
    } else if (starred.length <= STARRED_EXACT_QUERY_MAX_REFS && starred.every((ref) => sendable([ref.kind, ref.namespace, ref.name]))) {
      filter = starred.map((ref) => {
        const exact: Conditions = new Map(conditions);
        exact.set('kind', [lower(ref.kind)]);
        exact.set('metadata.namespace', [lower(ref.namespace)]);
        exact.set('metadata.name', [lower(ref.name)]);
        return conditionText(exact);
      });
    } else {
      const names = [...new Set(starred.map((ref) => lower(ref.name)))].filter((name) => !name.includes(','));
      filter = [conditionText(new Map(conditions).set('metadata.name', names))];
      refine = true;
    }
  }

  return {
    filter,
    ...(term !== undefined ? { fullTextFilterTerm: term, fullTextFilterFields: TEXT_FILTER_FIELDS } : {}),
    matchesNothing: nothing,
    needsClientRefinement: refine,
    ...(words.length > 1 ? { termCandidates: words } : {}),
  };
};

export interface TermMatches {
  readonly term: string;
  readonly matches: number;
}

/**
 * The query narrowed by the candidate term with the fewest backend matches (the first of equals).
 * A word nothing matches means the whole filter matches nothing.
 */
export const withNarrowestTerm = (query: CatalogEntityQuery, counted: readonly TermMatches[]): CatalogEntityQuery => {
  const narrowest = counted.reduce<TermMatches | undefined>((best, next) => (!best || next.matches < best.matches ? next : best), undefined);
  if (!narrowest) return query;
  return { ...query, fullTextFilterTerm: narrowest.term, matchesNothing: query.matchesNothing || narrowest.matches === 0 };
};

export type QueryParams = ReadonlyArray<readonly [string, string]>;

/**
 * Query parameters of GET /entities/by-query for a page. With a cursor only the cursor and limit
 * are sent: the backend keeps the filters, order and text inside the cursor.
 */
export const byQueryParams = (query: CatalogEntityQuery, page: PageState, sort: EntitySort = DEFAULT_SORT): QueryParams => {
  if (page.mode === 'cursor' && page.cursor) {
    return [
      ['cursor', page.cursor],
      ['limit', String(page.limit)],
    ];
  }
  const params: Array<readonly [string, string]> = query.filter.map((value) => ['filter', value] as const);
  params.push(['orderField', orderFieldParam(sort)]);
  if (query.fullTextFilterTerm) {
    params.push(['fullTextFilterTerm', query.fullTextFilterTerm]);
    if (query.fullTextFilterFields?.length) params.push(['fullTextFilterFields', query.fullTextFilterFields.join(',')]);
  }
  if (page.mode !== 'none') params.push(['limit', String(page.limit)]);
  if (page.mode === 'offset') params.push(['offset', String(page.offset)]);
  return params;
};

/**
 * Query parameters of GET /entities (pagination mode 'none'): filters and order only. That call
 * has no text search, so in this mode apply `entityFilterPredicate` to the answer.
 */
export const listEntitiesParams = (query: CatalogEntityQuery, sort: EntitySort = DEFAULT_SORT): QueryParams => [
  ...query.filter.map((value) => ['filter', value] as const),
  ['order', orderParam(sort)],
];
