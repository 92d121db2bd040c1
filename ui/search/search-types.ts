import { SEARCH_TYPE_CATALOG, SEARCH_TYPE_DOCS } from '../../domain/search/constants';
import { searchMessages } from '../../domain/search/messages';

export interface SearchTypeOption {
  /** undefined: every type. */
  readonly value: string | undefined;
  readonly name: string;
}

/** The types the portal's search backend indexes (its collators). */
export const SEARCH_TYPES: readonly SearchTypeOption[] = [
  { value: undefined, name: searchMessages.allTypes },
  { value: SEARCH_TYPE_CATALOG, name: searchMessages.typeTitles[SEARCH_TYPE_CATALOG]! },
  { value: SEARCH_TYPE_DOCS, name: searchMessages.typeTitles[SEARCH_TYPE_DOCS]! },
];

export const typeTitle = (type: string): string => searchMessages.typeTitles[type] ?? type;

/** Filter choices offered for catalog and docs documents (their collators' fields). */
export const KIND_VALUES: readonly string[] = ['Component', 'API', 'System', 'Domain', 'Resource', 'Group', 'User', 'Template'];
export const LIFECYCLE_VALUES: readonly string[] = ['experimental', 'production', 'deprecated'];
