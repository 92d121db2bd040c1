import { Button, Callout, Classes, H1, NonIdealState } from '@blueprintjs/core';
import { SearchIcon } from '@blueprintjs/icons';
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { FacetCount } from '../../application/catalog/catalog-reader.port';
import type { CatalogRow } from '../../application/catalog/catalog-row';
import { IMPORT_PAGE_PATH } from '../../domain/import/constants';
import { catalogIndexSearch, hasEmptyKindFilter } from '../../domain/catalog/index-url';
import { CLIENT_PAGING, clientPageOf, showClientPaging } from '../../domain/catalog/client-paging';
import { kindWithoutEntities } from '../../domain/catalog/count-from-kinds';
import type { EntityFilters } from '../../domain/catalog/filters';
import { kindWithoutEntitiesDescription, kindWithoutEntitiesTitle, partialPageNotice, showAllKinds } from '../../domain/catalog/catalog-index-texts';
import { kindTitle } from '../../domain/catalog/kind-title';
import {
  DEFAULT_SORT,
  changePageSize,
  goToCursor,
  goToOffsetPage,
  offsetPageIndex,
  resetPageOnFilterChange,
  type EntitySort,
  type PageState,
} from '../../domain/catalog/pagination';
import { ErrorPanel, PageHeader } from '../app/chrome';
import { useExternalRoute } from '../app/external-routes';
import { useLatestCallback } from '../app/use-latest-callback';
import { useSignedInUser } from '../app/queries';
import { columnsForKind, compactColumns } from './catalog-columns';
import { CatalogFiltersDrawer } from './catalog-filters-drawer';
import { CatalogList } from './catalog-list';
import { activeFilterCount, catalogResultsLayout } from '../../domain/catalog/results-layout';
import { CATALOG_FILTER_DRAWER_BELOW_PX } from '../../domain/catalog/constants';
import { useMediaQuery } from '../app/use-media-query';
import { useElementWidth } from '../app/use-element-width';
import './catalog.css';
import { CatalogPager } from './catalog-pager';
import { CatalogFilters } from './catalog-filters';
import { CatalogTable } from './catalog-table';
import { useCatalogIndexPagination } from './catalog-index-options';
import { useCatalogTotal } from './hooks/catalog-total';
import { catalogIndexView } from './hooks/index-view';
import { starredKeyOf, useCatalogPage, useFilterOptions, useKindFacet, usePrefetchCatalogIndex, useStarred } from './hooks/index-queries';
import { useFilterUpdates } from './use-filter-updates';
import { useTexts } from '../app/queries';
import { catalogTexts } from '../../domain/catalog/translations';
import { importTexts } from '../../domain/import/translations';
import { appTexts } from '../../domain/app/translations';

const NO_FACETS: readonly FacetCount[] = [];
const FILTER_DRAWER_QUERY = `(max-width: ${CATALOG_FILTER_DRAWER_BELOW_PX - 0.05}px)`;
const NO_ROWS: readonly CatalogRow[] = [];

/** The catalog index: filters and pagination live in the URL; the server pages. */
export const CatalogIndexPage = () => {
  const messages = useTexts(appTexts);
  const importLabels = useTexts(importTexts);
  const catalogMessages = useTexts(catalogTexts);
  const location = useLocation();
  const navigate = useNavigate();
  const user = useSignedInUser();
  const { starred, toggle } = useStarred();
  const createComponentHref = useExternalRoute('catalog.createComponent')({});
  const pagination = useCatalogIndexPagination();
  const prefetchIndex = usePrefetchCatalogIndex(pagination);

  // Parsed once per URL, so memoised children see the same objects until the URL changes.
  const { filters, page, sort } = useMemo(() => catalogIndexView(location.search, pagination), [location.search, pagination]);

  const searchOf = (nextFilters: EntityFilters, nextPage: PageState, nextSort: EntitySort): string => {
    const search = new URLSearchParams(catalogIndexSearch(nextFilters, nextPage));
    if (nextSort.field !== DEFAULT_SORT.field || nextSort.order !== DEFAULT_SORT.order) search.set('sort', `${nextSort.field},${nextSort.order}`);
    return `?${search.toString()}`;
  };
  const go = (nextFilters: EntityFilters, nextPage: PageState, nextSort: EntitySort = sort) => {
    const search = searchOf(nextFilters, nextPage, nextSort);
    // The rows are asked for now, not once the navigation has re-rendered the page (a transition).
    prefetchIndex(search);
    navigate({ search }, { replace: false });
  };
  // "All kinds" written the old way (an empty kind filter) becomes the index's one form of it.
  const emptyKindFilter = hasEmptyKindFilter(location.search);
  useEffect(() => {
    if (emptyKindFilter) navigate({ search: searchOf(filters, page, sort) }, { replace: true });
    // Only the URL decides; the other values are derived from it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [emptyKindFilter, location.search]);
  const changeFilters = useFilterUpdates(filters, (next) => go(next, resetPageOnFilterChange(page)));

  const userRef = user.userEntityRef;
  const starredKey = starredKeyOf(filters, starred);
  // A kind the catalog is known to hold nothing of is not asked for (the kinds are then in from an earlier visit).
  const cachedKinds = useKindFacet({ enabled: false });
  const knownMissingKind = kindWithoutEntities(filters, cachedKinds.data);
  const list = useCatalogPage({ filters, page, sort }, userRef, starredKey, { enabled: !knownMissingKind });
  // Facets cost more than a page on a large catalog (they scan every entity of the kind), and the
  // backend answers one query at a time on SQLite: they are asked for once the first rows are in.
  const rowsSettled = !list.isPending || Boolean(knownMissingKind);
  const kinds = useKindFacet({ enabled: rowsSettled });
  const missingKind = kindWithoutEntities(filters, kinds.data);
  // No rows for a kind: whether the catalog has that kind at all is known once the kinds are in.
  const checkingKind = !missingKind && Boolean(filters.kind) && list.data?.rows.length === 0 && !kinds.data && !kinds.error;
  const options = useFilterOptions(filters.kind, { enabled: rowsSettled });
  const toggleStar = useLatestCallback(toggle);
  const sortTo = useLatestCallback((next: EntitySort) => go(filters, resetPageOnFilterChange(page), next));
  const sortBy = useLatestCallback((field: string) =>
    go(filters, resetPageOnFilterChange(page), { field, order: sort.field === field && sort.order === 'asc' ? 'desc' : 'asc' }),
  );

  const total = useCatalogTotal(list, filters, [userRef, starredKey], kinds);
  const [resultsArea, setResultsArea] = useState<HTMLElement | null>(null);
  const resultsWidth = useElementWidth(resultsArea);
  const filtersInDrawer = useMediaQuery(FILTER_DRAWER_QUERY);
  const kindColumns = useMemo(() => columnsForKind(filters.kind), [filters.kind]);
  const layout = catalogResultsLayout(
    resultsWidth,
    kindColumns.map((column) => column.id),
  );
  const columns = useMemo(() => (layout === 'compact-table' ? compactColumns(kindColumns) : kindColumns), [layout, kindColumns]);
  const allRows = list.data?.rows ?? NO_ROWS;
  // Without server pagination every match is in; the table pages them here, back to the first page for a new list.
  const [clientPaging, setClientPaging] = useState<{ search: string; pageIndex: number; pageSize: number }>({
    search: location.search,
    pageIndex: 0,
    pageSize: CLIENT_PAGING.pageSize,
  });
  const clientPaged = page.mode === 'none' && showClientPaging(allRows.length);
  const clientPage = clientPageOf(allRows, clientPaging.search === location.search ? clientPaging.pageIndex : 0, clientPaging.pageSize);
  const rows = clientPaged ? clientPage.rows : allRows;
  const goToClientPage = (pageIndex: number, pageSize = clientPaging.pageSize) => setClientPaging({ search: location.search, pageIndex, pageSize });
  const knownKinds = useMemo(() => (kinds.data ?? NO_FACETS).map((facet) => facet.value), [kinds.data]);
  const heading = missingKind ?? (filters.kind ? kindTitle(filters.kind, knownKinds) : 'All');
  const shownTotal = missingKind || checkingKind ? undefined : total;
  const pageData = list.data;
  const filterPanel = (
    <CatalogFilters
      filters={filters}
      onChange={changeFilters}
      kinds={kinds.data ?? NO_FACETS}
      {...(kinds.error ? { kindsError: kinds.error.message } : {})}
      {...(options.data ? { options: options.data } : {})}
      {...(options.error ? { optionsError: options.error.message } : {})}
    />
  );

  return (
    <div className="portico-page portico-catalog">
      <PageHeader page={{ page: 'catalog' }} className="portico-page-header">
        <H1>Catalog</H1>
        <div className="portico-page-header__actions">
          {createComponentHref ? (
            <Link to={createComponentHref} className={Classes.BUTTON}>
              {catalogMessages.createComponent}
            </Link>
          ) : null}
          <Link to={IMPORT_PAGE_PATH} className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY}`}>
            {importLabels.registerExistingComponent}
          </Link>
        </div>
      </PageHeader>
      <div className={`portico-catalog-layout${filtersInDrawer ? ' portico-catalog-layout--drawer' : ''}`}>
        {filtersInDrawer ? null : filterPanel}
        <section className="portico-catalog-results" aria-label="Entities" ref={setResultsArea} data-layout={layout}>
          <div className="portico-catalog-results__title">
            <h2>
              {heading}
              {shownTotal === undefined ? null : ` (${shownTotal})`}
            </h2>
            {filtersInDrawer ? (
              <CatalogFiltersDrawer title={catalogMessages.filters} activeCount={activeFilterCount(filters)}>
                {filterPanel}
              </CatalogFiltersDrawer>
            ) : null}
          </div>
          {missingKind ? (
            <NonIdealState
              className="portico-empty-table"
              icon={<SearchIcon size={32} />}
              title={kindWithoutEntitiesTitle(missingKind)}
              description={kindWithoutEntitiesDescription}
              action={<Link to={searchOf({}, resetPageOnFilterChange(page), sort)}>{showAllKinds}</Link>}
            />
          ) : list.error ? (
            <ErrorPanel title={catalogMessages.couldNotFetchEntities} error={list.error}>
              <Button onClick={() => void list.refetch()}>{messages.retry}</Button>
            </ErrorPanel>
          ) : layout === 'list' ? (
            <CatalogList
              columns={columns}
              rows={rows}
              loading={list.isFetching || checkingKind}
              starred={starred}
              onToggleStar={toggleStar}
              sort={sort}
              onSortChange={sortTo}
            />
          ) : (
            <CatalogTable
              columns={columns}
              rows={rows}
              loading={list.isFetching || checkingKind}
              starred={starred}
              onToggleStar={toggleStar}
              sortField={sort.field}
              sortOrder={sort.order}
              onSort={sortBy}
            />
          )}
          {pageData?.scanLimitReached && !list.error ? (
            <Callout className="portico-catalog-partial" role="status">
              {partialPageNotice(pageData.rows.length, pageData.scanned ?? 0)}
            </Callout>
          ) : null}
          {missingKind ? null : page.mode === 'cursor' ? (
            <CatalogPager
              pageSize={page.limit}
              hasPrevious={Boolean(pageData?.pageInfo.prevCursor)}
              hasNext={Boolean(pageData?.pageInfo.nextCursor)}
              onPageSizeChange={(size) => go(filters, changePageSize(page, size))}
              onPrevious={() => go(filters, goToCursor(page, pageData?.pageInfo.prevCursor))}
              onNext={() => go(filters, goToCursor(page, pageData?.pageInfo.nextCursor))}
            />
          ) : page.mode === 'offset' ? (
            <CatalogPager
              pageSize={page.limit}
              hasPrevious={page.offset > 0}
              hasNext={Boolean(pageData?.hasMore)}
              onPageSizeChange={(size) => go(filters, changePageSize(page, size))}
              onPrevious={() => go(filters, goToOffsetPage(page, offsetPageIndex(page) - 1))}
              onNext={() => go(filters, goToOffsetPage(page, offsetPageIndex(page) + 1))}
            />
          ) : clientPaged ? (
            <CatalogPager
              pageSize={clientPaging.pageSize}
              pageSizes={CLIENT_PAGING.pageSizeOptions}
              hasPrevious={clientPage.pageIndex > 0}
              hasNext={clientPage.hasNext}
              onPageSizeChange={(size) => goToClientPage(0, size)}
              onPrevious={() => goToClientPage(clientPage.pageIndex - 1)}
              onNext={() => goToClientPage(clientPage.pageIndex + 1)}
            />
          ) : null}
        </section>
      </div>
    </div>
  );
};
