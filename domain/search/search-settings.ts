// Search settings read from the app config (spec plugin-areas.md section 9 "Search": default page limit 25,
// overridable by config search.query.pageLimit).
import * as E from 'fp-ts/Either';
import { ConfigView, type JsonObject } from '../app/config-values';
import { DEFAULT_PAGE_LIMIT, PAGE_LIMIT_CONFIG_KEY } from './constants';

export interface SearchSettings {
  readonly pageLimit: number;
}

export const DEFAULT_SEARCH_SETTINGS: SearchSettings = { pageLimit: DEFAULT_PAGE_LIMIT };

/** A missing, non-numeric or non-positive page limit falls back to the default. */
export const readSearchSettings = (config: JsonObject): SearchSettings => {
  const value = ConfigView.fromData(config).getOptionalNumber(PAGE_LIMIT_CONFIG_KEY);
  const limit = E.isRight(value) ? value.right : undefined;
  return { pageLimit: limit !== undefined && Number.isInteger(limit) && limit > 0 ? limit : DEFAULT_PAGE_LIMIT };
};
