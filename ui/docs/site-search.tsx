import { InputGroup, Spinner } from '@blueprintjs/core';
import { SearchIcon } from '@blueprintjs/icons';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { CompoundEntityRef } from '../../domain/catalog/entity-ref';
import { siteSearchTarget } from '../../domain/docs/site-search';
import { docsTexts } from '../../domain/docs/translations';
import { SEARCH_BAR_DEBOUNCE_MS } from '../../domain/search/constants';
import { useTexts } from '../app/queries';
import { useDebouncedValue } from '../app/use-debounced';
import { useSiteSearch } from './queries';

export interface SiteSearchProps {
  readonly docsRef: CompoundEntityRef;
  /** The site's title, which names the search box. */
  readonly siteTitle: string;
  /** In-app route of the site's root, where the matches open. */
  readonly linkBase: string;
}

/** A search box over the site being read; its matches are links to their pages, opened in this reader. */
export const SiteSearch = ({ docsRef, siteTitle, linkBase }: SiteSearchProps) => {
  const docsMessages = useTexts(docsTexts);
  const [term, setTerm] = useState('');
  const settled = useDebouncedValue(term, SEARCH_BAR_DEBOUNCE_MS);
  const { available, results } = useSiteSearch(docsRef, settled);
  const listId = useId();
  if (!available) return null;
  const searching = settled.trim() !== '';
  return (
    <div role="search" className="portico-docs-search">
      <InputGroup
        type="search"
        leftIcon={<SearchIcon />}
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setTerm('');
        }}
        placeholder={docsMessages.searchSitePlaceholder}
        aria-label={docsMessages.searchSite(siteTitle)}
        aria-controls={listId}
        rightElement={results.isFetching ? <Spinner size={16} /> : undefined}
      />
      <div id={listId} className="portico-docs-search__results" aria-live="polite">
        {searching && results.isError ? <p>{docsMessages.siteSearchFailed}</p> : null}
        {searching && results.data?.length === 0 ? <p>{docsMessages.noSiteMatches}</p> : null}
        {searching && results.data?.length ? (
          <ul aria-label={docsMessages.searchSite(siteTitle)}>
            {results.data.map((result) => (
              <li key={result.document.location}>
                <Link to={siteSearchTarget(result.document.location, docsRef, linkBase)} onClick={() => setTerm('')}>
                  {result.document.title}
                </Link>
                {result.document.text ? <p className="portico-docs-search__text">{result.document.text}</p> : null}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
};
