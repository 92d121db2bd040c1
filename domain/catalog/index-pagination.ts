// How the catalog index pages, as the app config says: `catalog.index.pagination` is a mode (cursor, offset or
// none), or `{ mode, limit }` with the rows per page. Backstage gives its catalog page the same choice as a page
// option; Portico reads it from the config so that an operator can change it without rebuilding the app.
import * as E from 'fp-ts/Either';
import { configErrors, configTypeOf, isJsonObject, parseConfigNumber, type ConfigView } from '../app/config-values';
import { ENTITY_LIST_DEFAULT_LIMIT } from './constants';
import { catalogConfigMessages } from './messages';
import { PAGINATION_MODES, isPaginationMode, type PaginationMode } from './pagination-modes';

/** The config key that chooses the catalog index's pagination. */
export const CATALOG_INDEX_PAGINATION_KEY = 'catalog.index.pagination';

/** How the index pages: cursor by default, offset (`?offset` in the URL), or none (every match at once). */
export interface CatalogIndexPagination {
  readonly mode: PaginationMode;
  /** Rows per page (capped at ENTITY_LIST_MAX_LIMIT; offset mode keeps to its listed page sizes). */
  readonly limit?: number;
}

export const DEFAULT_PAGINATION: CatalogIndexPagination = { mode: 'cursor', limit: ENTITY_LIST_DEFAULT_LIMIT };

const invalidMode = (key: string, value: string): string =>
  catalogConfigMessages.invalidPaginationMode(key, value, PAGINATION_MODES);

/** The configured pagination; undefined when the key is absent, a message naming the key when its value is unusable. */
export const readCatalogIndexPagination = (config: ConfigView): E.Either<string, CatalogIndexPagination | undefined> => {
  const raw = config.getOptional(CATALOG_INDEX_PAGINATION_KEY);
  if (E.isLeft(raw)) return E.left(raw.left.message);
  const value = raw.right;
  if (value === undefined) return E.right(undefined);
  if (typeof value === 'string') return isPaginationMode(value) ? E.right({ mode: value }) : E.left(invalidMode(CATALOG_INDEX_PAGINATION_KEY, value));
  const context = config.contexts().at(-1) ?? 'config';
  if (!isJsonObject(value)) {
    return E.left(configErrors.invalidType(CATALOG_INDEX_PAGINATION_KEY, context, configTypeOf(value), 'string or object').message);
  }
  const mode = value['mode'] ?? 'cursor';
  if (typeof mode !== 'string' || !isPaginationMode(mode)) return E.left(invalidMode(`${CATALOG_INDEX_PAGINATION_KEY}.mode`, String(mode)));
  if (value['limit'] === undefined) return E.right({ mode });
  const limit = parseConfigNumber(value['limit']);
  if (limit === undefined || !Number.isInteger(limit) || limit <= 0) {
    return E.left(configErrors.unableToConvert(`${CATALOG_INDEX_PAGINATION_KEY}.limit`, context, 'positive whole number').message);
  }
  return E.right({ mode, limit });
};
