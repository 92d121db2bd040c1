import { H1, Spinner, TabPanel } from '@blueprintjs/core';
import * as E from 'fp-ts/Either';
import { decodePageCursor } from '../../domain/search/page-cursor';
import { queryOfState } from '../../domain/search/search-state';
import type { SearchSettings } from '../../domain/search/search-settings';
import { SearchBar } from './search-bar';
import { SearchFiltersPanel } from './search-filters';
import { SearchPagination, SearchResults } from './search-results';
import { chosenTypeTab, TYPE_TABS_ID, TypeFilter } from './type-filter';
import { useSearchSettings } from './queries';
import { useUrlSearchState } from './use-url-search-state';
import './search.css';
import { useTexts } from '../app/queries';
import { searchTexts } from '../../domain/search/translations';
import { PageHeader } from '../app/chrome';

/** The first page needs no cursor: the backend's cursor for page 0 is dropped so the URL stays clean. */
const cursorOrFirstPage = (cursor: string | undefined): string | undefined => {
  if (cursor === undefined) return undefined;
  const page = decodePageCursor(cursor);
  return E.isRight(page) && page.right === 0 ? undefined : cursor;
};

/** With the type tabs, the results are the chosen tab's panel. */
const ResultsArea = ({ tab, children }: { readonly tab: string | undefined; readonly children: React.ReactNode }) =>
  tab === undefined ? <>{children}</> : <TabPanel id={tab} parentId={TYPE_TABS_ID} selectedTabId={tab} panel={<>{children}</>} />;

const SearchPageContent = ({ settings }: { readonly settings: SearchSettings }) => {
  const searchMessages = useTexts(searchTexts);
  const defaultPageLimit = settings.pageLimit;
  const [state, dispatch] = useUrlSearchState(defaultPageLimit);
  const tabs = settings.typeFilter === 'tabs';
  const typeFilter = (
    <TypeFilter variant={settings.typeFilter} state={state} onTypesChange={(types) => dispatch({ _tag: 'SetTypes', types })} />
  );
  return (
    <div className="portico-page portico-search-page">
      <PageHeader page={{ page: 'search' }} className="portico-page-header">
        <H1>{searchMessages.searchLabel}</H1>
      </PageHeader>
      {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the page's search field, which the user opened the page to fill */}
      <SearchBar term={state.term} autoFocus onTermChange={(term) => dispatch({ _tag: 'SetTerm', term })} />
      <div className="portico-search-layout">
        <aside className="portico-search-layout__filters" aria-label={searchMessages.filters}>
          {tabs ? null : typeFilter}
          <SearchFiltersPanel filters={state.filters} onFiltersChange={(filters) => dispatch({ _tag: 'SetFilters', filters })} />
        </aside>
        <div className="portico-search-layout__results">
          {tabs ? typeFilter : null}
          <ResultsArea tab={tabs ? chosenTypeTab(state.types) : undefined}>
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
          </ResultsArea>
        </div>
      </div>
    </div>
  );
};

/** The search page, the root route of the search plugin. */
export const SearchPage = () => {
  const settings = useSearchSettings();
  if (!settings) {
    return (
      <div className="portico-center">
        <Spinner />
      </div>
    );
  }
  return <SearchPageContent settings={settings} />;
};

export default SearchPage;
