// The catalog as scripts use it (`import { catalog } from 'portico'`): entity refs, location refs, entity
// validation with its problems, filters and the catalog backend's query and paging parameters. Every function
// takes what a script may hand it (a value parsed from YAML or JSON, of any shape) and answers a wrong one with a
// Left naming the path and what was expected; none throws. The portal's views use the functions these wrap.
import * as E from 'fp-ts/Either';
import type { ReadonlyNonEmptyArray } from 'fp-ts/ReadonlyNonEmptyArray';
import {
  arrayOf,
  boolean,
  checkInput,
  finiteNumber,
  isRecord,
  nonEmptyString,
  oneOf,
  optional,
  positiveInteger,
  record,
  recordOf,
  string,
  type Check,
  type InvalidInput,
} from '../shared/input';
import { splitRefsIntoChunks as splitRefs } from './by-refs-chunks';
import { DEFAULT_NAMESPACE as NAMESPACE } from './constants';
import type { Entity, EntityLink, EntityMetadata, EntityProfile, EntityRelation, EntitySpec, EntityStatusItem, EntityStatusLevel } from './entity';
import {
  parseEntityRef as parseRef,
  stringifyEntityRef as stringifyRef,
  type CompoundEntityRef,
  type EntityRefContext,
  type EntityRefError,
  type EntityRefErrorReason,
} from './entity-ref';
import { byQueryParams as queryParams, toCatalogQuery as toQuery, type CatalogEntityQuery, type QueryParams } from './filter-query';
import { entityFilterPredicate, USER_LIST_FILTER_KINDS, type EntityFilters, type UserFilterContext, type UserListFilterKind } from './filters';
import { BUILT_IN_KINDS, validateEntityOfKnownKind } from './known-kinds';
import {
  parseLocationRef as parseLocation,
  stringifyLocationRef as stringifyLocation,
  type LocationRef,
  type LocationRefError,
} from './location-ref';
import {
  goToCursor as followCursor,
  initialPage as firstPage,
  PAGINATION_MODES,
  type EntitySort,
  type PageState,
  type PaginationMode,
} from './pagination';
import { formatProblem as formatValidationProblem, type ValidationProblem } from './validation-problems';

export type {
  CatalogEntityQuery,
  CompoundEntityRef,
  Entity,
  EntityLink,
  EntityMetadata,
  EntityProfile,
  EntityRelation,
  EntitySpec,
  EntityStatusItem,
  EntityStatusLevel,
  EntityFilters,
  EntityRefContext,
  EntityRefError,
  EntityRefErrorReason,
  EntitySort,
  LocationRef,
  LocationRefError,
  PageState,
  PaginationMode,
  QueryParams,
  UserFilterContext,
  UserListFilterKind,
  ValidationProblem,
};
export type { InputProblem, InvalidInput } from '../shared/input';

/** The namespace of an entity or ref that names none. */
export const DEFAULT_NAMESPACE: string = NAMESPACE;

/** The kinds the catalog knows without being told, spelt as entities must spell them. */
export const CORE_KINDS: readonly string[] = BUILT_IN_KINDS;

// ---- Entity refs ------------------------------------------------------------------------------

const refContext: Check = optional(record({ defaultKind: optional(string), defaultNamespace: optional(string) }));

/**
 * Parses `[kind:][namespace/]name`. The namespace defaults to `default`; the kind to `context.defaultKind`, and
 * without one a ref must name its kind. Left when the ref is not a string, is empty or lacks a part.
 */
export const parseEntityRef = (ref: unknown, context?: EntityRefContext): E.Either<EntityRefError | InvalidInput, CompoundEntityRef> => {
  const checked = checkInput<EntityRefContext | undefined>(refContext, context, 'context');
  return E.isLeft(checked) ? checked : parseRef(ref as string, checked.right);
};

const refLike: Check = (value, path, problems) => {
  if (isRecord(value) && value.metadata !== undefined) {
    record({ kind: nonEmptyString, metadata: record({ name: nonEmptyString, namespace: optional(string) }) })(value, path, problems);
  } else {
    record({ kind: nonEmptyString, namespace: optional(string), name: nonEmptyString })(value, path, problems);
  }
};

/** The canonical form `kind:namespace/name`, lowercase, of a compound ref or of an entity. */
export const stringifyEntityRef = (ref: unknown): E.Either<InvalidInput, string> =>
  E.map((checked: Parameters<typeof stringifyRef>[0]) => stringifyRef(checked))(checkInput(refLike, ref));

// ---- Location refs ----------------------------------------------------------------------------

/** Parses `type:target` (e.g. `url:https://…/catalog-info.yaml`); refuses bare http(s) refs and javascript: targets. */
export const parseLocationRef = (ref: unknown): E.Either<LocationRefError, LocationRef> => parseLocation(ref);

/** Writes `type:target`; refuses an empty part or a javascript: target. */
export const stringifyLocationRef = (ref: unknown): E.Either<LocationRefError | InvalidInput, string> => {
  const checked = checkInput<LocationRef>(record({ type: string, target: string }), ref);
  return E.isLeft(checked) ? checked : stringifyLocation(checked.right);
};

// ---- Validation -------------------------------------------------------------------------------

const validateEntityOptions: Check = record({ customKinds: optional(arrayOf(string)) });

export interface ValidateEntityOptions {
  /** Kinds besides the built-in ones that the catalog accepts (exact spelling), e.g. `['Widget']`. */
  readonly customKinds?: readonly string[];
}

/**
 * Checks a whole entity as the catalog would: apiVersion, kind (a built-in kind or one of `customKinds`, with a
 * suggested spelling when it is close to one), metadata, the spec of the built-in kinds, relations and status.
 * Right(entity), or Left with every problem (`path`, `message`); bad options are reported as problems at
 * `options.…` paths.
 */
export const validateEntity = (
  input: unknown,
  options?: ValidateEntityOptions,
): E.Either<ReadonlyNonEmptyArray<ValidationProblem>, Entity> => {
  // Most calls give no options: nothing to check then.
  if (options === undefined) return validateEntityOfKnownKind(input);
  const checked = checkInput<ValidateEntityOptions>(validateEntityOptions, options, 'options');
  if (E.isLeft(checked)) return E.left(checked.left.problems as ReadonlyNonEmptyArray<ValidationProblem>);
  return validateEntityOfKnownKind(input, checked.right.customKinds);
};

/** `path: message`, or the message alone for a problem with the whole entity. */
export const formatProblem = (problem: unknown): E.Either<InvalidInput, string> =>
  E.map(formatValidationProblem)(checkInput<ValidationProblem>(record({ path: string, message: string }), problem));

// ---- Filters ----------------------------------------------------------------------------------

const strings = optional(arrayOf(string));

const entityFilters: Check = record({
  kind: optional(string),
  type: strings,
  tags: strings,
  text: optional(string),
  owners: strings,
  lifecycles: strings,
  namespaces: strings,
  user: optional(oneOf(USER_LIST_FILTER_KINDS)),
  orphan: optional(boolean),
  hasErrors: optional(boolean),
});

const userContext: Check = optional(record({ ownershipRefs: arrayOf(string), starredRefs: arrayOf(string) }));

/** What filtering reads of an entity. */
const filterableEntity: Check = record({
  kind: string,
  metadata: record({
    name: string,
    namespace: optional(string),
    title: optional(string),
    tags: strings,
    annotations: optional(recordOf(string)),
  }),
  spec: optional(record({ type: optional(string), lifecycle: optional(string), profile: optional(record({ displayName: optional(string) })) })),
  relations: optional(arrayOf(record({ type: string, targetRef: string }))),
  status: optional(record({ items: optional(arrayOf(record({}))) })),
});

/**
 * The entities that match the filters, in their order: kind, types, tags (all of them), text words, owners,
 * lifecycles, namespaces, the user's owned or starred entities (against `user`), orphans and processing errors.
 */
export const filterEntities = (
  entities: unknown,
  filters: unknown,
  user?: UserFilterContext,
): E.Either<InvalidInput, readonly Entity[]> => {
  const checked = checkInput<[readonly Entity[], EntityFilters, UserFilterContext | undefined]>(
    (value, path, problems) => {
      const [list, given, context] = value as unknown[];
      arrayOf(filterableEntity)(list, 'entities', problems);
      entityFilters(given, 'filters', problems);
      userContext(context, 'user', problems);
    },
    [entities, filters, user],
  );
  if (E.isLeft(checked)) return checked;
  const [list, given, context] = checked.right;
  return E.right(list.filter(entityFilterPredicate(given, context)));
};

/**
 * The catalog backend's query for the filters: `filter` values, the full-text term, and whether the answer must
 * still be filtered locally (`needsClientRefinement`, e.g. for several text words) or cannot match (`matchesNothing`).
 */
export const toCatalogQuery = (filters: unknown, user?: UserFilterContext): E.Either<InvalidInput, CatalogEntityQuery> => {
  const checked = checkInput<[EntityFilters, UserFilterContext | undefined]>(
    (value, path, problems) => {
      const [given, context] = value as unknown[];
      entityFilters(given, 'filters', problems);
      userContext(context, 'user', problems);
    },
    [filters, user],
  );
  return E.map(([given, context]: [EntityFilters, UserFilterContext | undefined]) => toQuery(given, context))(checked);
};

// ---- Paging -----------------------------------------------------------------------------------

const pageState: Check = (value, path, problems) => {
  if (!isRecord(value)) {
    record({})(value, path, problems);
    return;
  }
  switch (value.mode) {
    case 'cursor':
      record({ limit: positiveInteger, cursor: optional(string) })(value, path, problems);
      return;
    case 'offset':
      record({ limit: positiveInteger, offset: finiteNumber })(value, path, problems);
      return;
    case 'none':
      return;
    default:
      oneOf(PAGINATION_MODES)(value.mode, path ? `${path}.mode` : 'mode', problems);
  }
};

/** The first page of an entity list: `cursor` paging (the default), `offset` or `none`, of `limit` entities (default 20). */
export const initialPage = (mode?: PaginationMode, limit?: number): E.Either<InvalidInput, PageState> => {
  const checked = checkInput<[PaginationMode | undefined, number | undefined]>(
    (value, _path, problems) => {
      const [givenMode, givenLimit] = value as unknown[];
      optional(oneOf(PAGINATION_MODES))(givenMode, 'mode', problems);
      optional(positiveInteger)(givenLimit, 'limit', problems);
    },
    [mode, limit],
  );
  return E.map(([givenMode, givenLimit]: [PaginationMode | undefined, number | undefined]) => firstPage(givenMode, givenLimit))(checked);
};

/** The page a cursor from the backend's answer (`pageInfo.nextCursor`) leads to; no cursor goes back to the first page. */
export const goToCursor = (page: unknown, cursor: unknown): E.Either<InvalidInput, PageState> => {
  const checked = checkInput<[PageState, string | undefined]>(
    (value, _path, problems) => {
      const [givenPage, givenCursor] = value as unknown[];
      pageState(givenPage, 'page', problems);
      optional(string)(givenCursor, 'cursor', problems);
    },
    [page, cursor],
  );
  return E.map(([givenPage, givenCursor]: [PageState, string | undefined]) => followCursor(givenPage, givenCursor))(checked);
};

/**
 * Query parameters of the catalog's `GET /entities/by-query` for a page (with a cursor, only cursor and limit:
 * the backend keeps the rest inside it). `sort` defaults to `metadata.name` ascending.
 */
export const byQueryParams = (query: unknown, page: unknown, sort?: EntitySort): E.Either<InvalidInput, QueryParams> => {
  const checked = checkInput<[CatalogEntityQuery, PageState, EntitySort | undefined]>(
    (value, _path, problems) => {
      const [givenQuery, givenPage, givenSort] = value as unknown[];
      record({ filter: arrayOf(string), fullTextFilterTerm: optional(string), fullTextFilterFields: strings })(givenQuery, 'query', problems);
      pageState(givenPage, 'page', problems);
      optional(record({ field: nonEmptyString, order: oneOf(['asc', 'desc']) }))(givenSort, 'sort', problems);
    },
    [query, page, sort],
  );
  return E.map(([givenQuery, givenPage, givenSort]: [CatalogEntityQuery, PageState, EntitySort | undefined]) =>
    queryParams(givenQuery, givenPage, givenSort),
  )(checked);
};

/** Refs split, in order, into the chunks `POST /entities/by-refs` takes: at most 1,000 refs and about 90 KB each. */
export const splitRefsIntoChunks = (refs: unknown): E.Either<InvalidInput, readonly (readonly string[])[]> =>
  E.map((checked: readonly string[]) => splitRefs(checked))(checkInput(arrayOf(string), refs, 'refs'));
