// Search settings read from the app config: the page limit (default 25, overridable by
// search.query.pageLimit) and how the type filter is shown (search.typeFilter).
import * as E from 'fp-ts/Either';
import { ConfigView, type JsonObject } from '../app/config-values';
import { DEFAULT_PAGE_LIMIT, PAGE_LIMIT_CONFIG_KEY, TYPE_FILTER_CONFIG_KEY } from './constants';
import { DEFAULT_TYPE_FILTER_VARIANT, parseTypeFilterVariant, type TypeFilterVariant } from './type-filter-variant';

export interface SearchSettings {
  readonly pageLimit: number;
  readonly typeFilter: TypeFilterVariant;
}

export const DEFAULT_SEARCH_SETTINGS: SearchSettings = { pageLimit: DEFAULT_PAGE_LIMIT, typeFilter: DEFAULT_TYPE_FILTER_VARIANT };

/** A missing, non-numeric or non-positive page limit falls back to the default; so does an unknown type filter. */
export const readSearchSettings = (config: JsonObject): SearchSettings => {
  const view = ConfigView.fromData(config);
  const value = view.getOptionalNumber(PAGE_LIMIT_CONFIG_KEY);
  const limit = E.isRight(value) ? value.right : undefined;
  const typeFilter = view.getOptionalString(TYPE_FILTER_CONFIG_KEY);
  return {
    pageLimit: limit !== undefined && Number.isInteger(limit) && limit > 0 ? limit : DEFAULT_PAGE_LIMIT,
    typeFilter: parseTypeFilterVariant(E.isRight(typeFilter) ? typeFilter.right : undefined),
  };
};
