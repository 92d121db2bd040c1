import { Button, Callout, HTMLSelect, Spinner } from '@blueprintjs/core';
import { ChevronLeftIcon, ChevronRightIcon } from '@blueprintjs/icons';
import { PAGE_LIMIT_OPTIONS } from '../../domain/search/constants';
import { pageOfCursor } from '../../domain/search/page-cursor';
import type { SearchQuery, SearchResultSet } from '../../domain/search/query';
import { useEffect, useRef } from 'react';
import { ANALYTICS_ACTIONS } from '../../domain/app/analytics-actions';
import { useAnalytics } from '../app/analytics';
import { missingBackendPluginOf } from '../app/backend-query';
import { EmptyState, ErrorPanel } from '../app/chrome';
import { BackendPluginHint } from '../app/chrome/error-panel';
import { SearchResultListItem, useResultRenderersLoaded } from './search-result-list-item';
import { isIndexBeingBuilt, useSearchResults } from './queries';
import { useTexts } from '../app/queries';
import { searchTexts } from '../../domain/search/translations';

export interface SearchResultsProps {
  readonly query: SearchQuery;
  readonly onNavigate?: () => void;
  /** Shown under the results when there are any (e.g. the pager). */
  readonly footer?: (resultSet: SearchResultSet) => React.ReactNode;
  /** Draws the results instead of the list of articles (the search dialog's list of options); the states stay. */
  readonly renderList?: (resultSet: SearchResultSet) => React.ReactNode;
}

/** The results view and its states: loading, error, empty, results. */
/** Reports each term searched for once its results are in, with their number. */
const useSearchTracking = (query: SearchQuery, resultSet: SearchResultSet | undefined, isPlaceholder: boolean) => {
  const { captureEvent } = useAnalytics();
  const reported = useRef<string | undefined>(undefined);
  const term = query.term.trim();
  useEffect(() => {
    if (term === '' || !resultSet || isPlaceholder || reported.current === term) return;
    reported.current = term;
    captureEvent(ANALYTICS_ACTIONS.search, term, {
      value: resultSet.numberOfResults ?? resultSet.results.length,
      ...(query.types.length ? { attributes: { types: query.types.join(',') } } : {}),
    });
  }, [captureEvent, term, resultSet, isPlaceholder, query.types]);
};

export const SearchResults = ({ query, onNavigate, footer, renderList }: SearchResultsProps) => {
  const searchMessages = useTexts(searchTexts);
  const results = useSearchResults(query);
  useSearchTracking(query, results.data, results.isPlaceholderData);
  useResultRenderersLoaded();
  // While the backend builds its index the query asks again: its last failure says why nothing is shown yet.
  if (!results.data && isIndexBeingBuilt(results.error ?? results.failureReason)) {
    return (
      <Callout className="portico-search-index-building" intent="primary" role="status" icon={<Spinner size={16} />} title={searchMessages.indexBeingBuilt}>
        {searchMessages.indexBeingBuiltDetail}
      </Callout>
    );
  }
  if (results.isError) {
    const missingPlugin = missingBackendPluginOf(results.error);
    return (
      <ErrorPanel title={searchMessages.fetchFailed} error={{ message: results.error.message }}>
        {missingPlugin ? <BackendPluginHint pluginId={missingPlugin} /> : null}
      </ErrorPanel>
    );
  }
  if (!results.data) {
    return (
      <div className="portico-center" role="status" aria-label={searchMessages.results}>
        <Spinner />
      </div>
    );
  }
  if (results.data.results.length === 0) {
    return <EmptyState image="noInformation" title={searchMessages.noResults} />;
  }
  if (renderList) return <>{renderList(results.data)}</>;
  return (
    <section aria-label={searchMessages.results} aria-busy={results.isFetching} className="portico-search-results">
      {results.data.results.map((result, index) => (
        <SearchResultListItem key={`${result.document.location}-${index}`} result={result} rank={result.rank ?? index + 1} {...(onNavigate ? { onNavigate } : {})} />
      ))}
      {footer?.(results.data)}
    </section>
  );
};

export interface SearchPaginationProps {
  readonly resultSet: SearchResultSet;
  readonly pageLimit: number;
  readonly pageCursor: string | undefined;
  readonly defaultPageLimit: number;
  readonly onPageLimitChange: (limit: number) => void;
  readonly onPageCursorChange: (cursor: string | undefined) => void;
}

/** Page size and previous/next page, following the backend's cursors (base64 of the page number). */
export const SearchPagination = ({ resultSet, pageLimit, pageCursor, defaultPageLimit, onPageLimitChange, onPageCursorChange }: SearchPaginationProps) => {
  const searchMessages = useTexts(searchTexts);
  const limits = [...new Set([...PAGE_LIMIT_OPTIONS, defaultPageLimit, pageLimit])].sort((a, b) => a - b);
  return (
    <nav className="portico-search-pagination" aria-label="Pagination">
      <label className="portico-search-pagination__limit">
        {searchMessages.resultsPerPage}{' '}
        <HTMLSelect aria-label={searchMessages.resultsPerPage} value={pageLimit} onChange={(event) => onPageLimitChange(Number(event.target.value))} options={limits.map((limit) => ({ value: limit, label: String(limit) }))} />
      </label>
      <span aria-live="polite">{searchMessages.page(pageOfCursor(pageCursor) + 1)}</span>
      <Button
        variant="minimal"
        icon={<ChevronLeftIcon />}
        aria-label={searchMessages.previousPage}
        disabled={resultSet.previousPageCursor === undefined}
        onClick={() => onPageCursorChange(resultSet.previousPageCursor)}
      />
      <Button
        variant="minimal"
        icon={<ChevronRightIcon />}
        aria-label={searchMessages.nextPage}
        disabled={resultSet.nextPageCursor === undefined}
        onClick={() => onPageCursorChange(resultSet.nextPageCursor)}
      />
    </nav>
  );
};
