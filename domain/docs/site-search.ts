// Search inside the docs site being read: the search backend's docs documents of this one entity, each leading
// to its page in the reader the person is in (the docs page or the entity's docs tab).
import type { CompoundEntityRef } from '../catalog/entity-ref';
import { SEARCH_TYPE_DOCS } from '../search/constants';
import type { SearchQuery } from '../search/query';
import { readerPath } from './docs-paths';
import { SITE_SEARCH_LIMIT } from './constants';

/** The query for `term` over the site of `ref` (the docs collator's kind, namespace and name fields). */
export const siteSearchQuery = (ref: CompoundEntityRef, term: string): SearchQuery => ({
  term: term.trim(),
  types: [SEARCH_TYPE_DOCS],
  filters: { kind: ref.kind, namespace: ref.namespace, name: ref.name },
  pageLimit: SITE_SEARCH_LIMIT,
});

/**
 * Where a result opens inside the reader whose site root is `linkBase`: the document's location is on the docs
 * page (/docs/{namespace}/{kind}/{name}/{page}#{anchor}); a location of another site, or none, is kept as it is.
 */
export const siteSearchTarget = (location: string, ref: CompoundEntityRef, linkBase: string): string => {
  const siteRoot = readerPath(ref).toLocaleLowerCase('en-US');
  const lower = location.toLocaleLowerCase('en-US');
  if (!lower.startsWith(siteRoot) && `${lower}/` !== siteRoot) return location;
  const rest = location.slice(Math.min(siteRoot.length, location.length));
  return `${linkBase.replace(/\/+$/, '')}/${rest}`;
};
