import { H1, Spinner } from '@blueprintjs/core';
import * as E from 'fp-ts/Either';
import { decodePageCursor } from '../../domain/search/page-cursor';
import { searchMessages } from '../../domain/search/messages';
import { queryOfState } from '../../domain/search/search-state';
import { SearchBar } from './search-bar';
import { SearchFiltersPanel } from './search-filters';
import { SearchPagination, SearchResults } from './search-results';
import { TypeFilter } from './type-filter';
import { useSearchSettings } from './use-search';
import { useUrlSearchState } from './use-url-search-state';
import './search.css';

/** The first page needs no cursor: the backend's cursor for page 0 is dropped so the URL stays clean. */
const cursorOrFirstPage = (cursor: string | undefined): string | undefined => {
  if (cursor === undefined) return undefined;
  const page = decodePageCursor(cursor);
  return E.isRight(page) && page.right === 0 ? undefined : cursor;
};

const SearchPageContent = ({ defaultPageLimit }: { readonly defaultPageLimit: number }) => {
  const [state, dispatch] = useUrlSearchState(defaultPageLimit);
  return (
    <div className="portico-page portico-search-page">
      <H1>{searchMessages.searchLabel}</H1>
      <SearchBar term={state.term} autoFocus onTermChange={(term) => dispatch({ _tag: 'SetTerm', term })} />
      <div className="portico-search-layout">
        <aside className="portico-search-layout__filters" aria-label={searchMessages.filters}>
          <TypeFilter state={state} onTypesChange={(types) => dispatch({ _tag: 'SetTypes', types })} />
          <SearchFiltersPanel filters={state.filters} onFiltersChange={(filters) => dispatch({ _tag: 'SetFilters', filters })} />
        </aside>
        <div className="portico-search-layout__results">
          <SearchResults
            query={queryOfState(state)}
            footer={(resultSet) => (
              <SearchPagination
                resultSet={resultSet}
                pageLimit={state.pageLimit}
                pageCursor={state.pageCursor}
                defaultPageLimit={defaultPageLimit}
                onPageLimitChange={(pageLimit) => dispatch({ _tag: 'SetPageLimit', pageLimit })}
                onPageCursorChange={(cursor) => dispatch({ _tag: 'SetPageCursor', pageCursor: cursorOrFirstPage(cursor) })}
              />
            )}
          />
        </div>
      </div>
    </div>
  );
};

/** The search page, the root route of the search plugin (spec section 2). */
export const SearchPage = () => {
  const settings = useSearchSettings();
  if (!settings) {
    return (
      <div className="portico-center">
        <Spinner />
      </div>
    );
  }
  return <SearchPageContent defaultPageLimit={settings.pageLimit} />;
};

export default SearchPage;
