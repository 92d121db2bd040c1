import { AnchorButton, Button, ButtonGroup, Callout, FormGroup, H1, Radio, RadioGroup } from '@blueprintjs/core';
import { ChevronLeftIcon, ChevronRightIcon, PlusIcon } from '@blueprintjs/icons';
import { useMemo } from 'react';
import { useHref, useLocation, useNavigate } from 'react-router-dom';
import { API_KIND } from '../../domain/api-docs/constants';
import { entityListFromSearch, entityListToSearch } from '../../domain/catalog/filter-url';
import type { EntityFilters, UserListFilterKind } from '../../domain/catalog/filters';
import { DEFAULT_SORT, goToCursor, pageFromQuery, resetPageOnFilterChange, type EntitySort, type PageState } from '../../domain/catalog/pagination';
import { ErrorPanel, PageHeader } from '../app/chrome';
import { useExternalRoute } from '../app/external-routes';
import { useSignedInUser } from '../app/queries';
import { columnsForKind } from '../catalog/catalog-columns';
import { FacetCheckList, toggleFilterValue } from '../catalog/catalog-filters';
import { ownerLabel } from '../catalog/entity-name';
import { CatalogTable } from '../catalog/catalog-table';
import { useCatalogTotal } from '../catalog/hooks/catalog-total';
import { patchFilters, useFilterUpdates } from '../catalog/use-filter-updates';
import { useFilterOptions, useStarred } from '../catalog/hooks/index-queries';
import { sortFromSearch } from '../catalog/hooks/index-view';
import { EntitySearchBox } from '../catalog/entity-search-box';
import { useApiExplorerPage } from './queries';
import './api-docs.css';
import { useTexts } from '../app/queries';
import { apiDocsTexts } from '../../domain/api-docs/translations';

/** The API explorer at /api-docs: the catalog's APIs with type, lifecycle, owner and text filters. */
const ApiExplorerPage = () => {
  const apiDocsMessages = useTexts(apiDocsTexts);
  const location = useLocation();
  const navigate = useNavigate();
  const user = useSignedInUser();
  const registerPath = useExternalRoute('api-docs.registerComponent')({});
  const registerHref = useHref(registerPath ?? '');
  const { starred, toggle: toggleStar } = useStarred();

  // Parsed once per URL: the filters object changes only with the URL (use-filter-updates.ts relies on it).
  const { filters, page, sort } = useMemo(() => {
    const parsed = entityListFromSearch(location.search);
    const parsedFilters: EntityFilters = { ...parsed.filters, kind: API_KIND };
    return { filters: parsedFilters, page: pageFromQuery('cursor', parsed.page), sort: sortFromSearch(location.search) };
  }, [location.search]);
  const go = (nextFilters: EntityFilters, nextPage: PageState, nextSort: EntitySort = sort) => {
    const { kind: _kind, ...rest } = nextFilters;
    const search = new URLSearchParams(entityListToSearch(rest, nextPage));
    if (nextSort.field !== DEFAULT_SORT.field || nextSort.order !== DEFAULT_SORT.order) search.set('sort', `${nextSort.field},${nextSort.order}`);
    navigate({ search: `?${search.toString()}` });
  };
  const changeFilters = useFilterUpdates(filters, (next) => go(next, resetPageOnFilterChange(page)));
  const set = (patch: (current: EntityFilters) => Partial<EntityFilters>) => changeFilters(patchFilters(patch));

  const userRef = user.userEntityRef;
  const starredKey = filters.user === 'starred' ? starred.join(',') : '';
  const list = useApiExplorerPage({ filters, page, sort }, userRef, starredKey);
  const options = useFilterOptions(API_KIND);
  const total = useCatalogTotal(list, filters, [userRef, starredKey]);
  const columns = useMemo(() => columnsForKind(API_KIND), []);

  return (
    <div className="portico-page portico-api-docs">
      <PageHeader page={{ page: 'api-explorer' }} className="portico-page-header portico-entity-title-row">
        <div>
          <H1>{apiDocsMessages.explorerTitle}</H1>
          <p className="portico-muted">{apiDocsMessages.explorerSubtitle}</p>
        </div>
        {registerPath ? (
          <AnchorButton
            icon={<PlusIcon />}
            href={registerHref}
            onClick={(event) => {
              event.preventDefault();
              navigate(registerPath);
            }}
          >
            {apiDocsMessages.registerExisting}
          </AnchorButton>
        ) : null}
      </PageHeader>
      <div className="portico-api-explorer">
        <aside className="portico-catalog-filters" aria-label="Filters">
          <FormGroup label="Search" labelFor="api-search">
            <EntitySearchBox id="api-search" filterText={filters.text} onChange={changeFilters} placeholder="Filter by name, title or tag" />
          </FormGroup>
          <RadioGroup
            label="Personal"
            selectedValue={filters.user ?? 'all'}
            onChange={(event) => {
              const user = event.currentTarget.value as UserListFilterKind;
              set(() => ({ user: user === 'all' ? undefined : user }));
            }}
          >
            <Radio label="Owned" value="owned" />
            <Radio label="Starred" value="starred" />
            <Radio label="All" value="all" />
          </RadioGroup>
          {options.error ? <Callout intent="danger">{options.error.message}</Callout> : null}
          {options.data ? (
            <>
              <FacetCheckList label="Type" values={options.data.type} selected={filters.type} onToggle={(value) => set((current) => ({ type: toggleFilterValue(current.type, value) }))} />
              <FacetCheckList
                label="Lifecycle"
                values={options.data.lifecycle}
                selected={filters.lifecycles}
                onToggle={(value) => set((current) => ({ lifecycles: toggleFilterValue(current.lifecycles, value) }))}
              />
              <FacetCheckList
                label="Owner"
                values={options.data.owner}
                selected={filters.owners}
                onToggle={(value) => set((current) => ({ owners: toggleFilterValue(current.owners, value) }))}
                format={ownerLabel}
              />
              <FacetCheckList label="Tags" values={options.data.tag} selected={filters.tags} onToggle={(value) => set((current) => ({ tags: toggleFilterValue(current.tags, value) }))} />
            </>
          ) : null}
        </aside>
        <section className="portico-catalog-results" aria-label={apiDocsMessages.explorerTitle}>
          <div className="portico-catalog-results__title">
            <h2>
              {apiDocsMessages.explorerTitle}
              {total === undefined ? null : ` (${total})`}
            </h2>
          </div>
          {list.error ? (
            <ErrorPanel title={apiDocsMessages.couldNotLoadApis} error={list.error} />
          ) : list.data && list.data.rows.length === 0 ? (
            <p className="portico-muted">{apiDocsMessages.noApis}</p>
          ) : (
            <CatalogTable
              columns={columns}
              rows={list.data?.rows ?? []}
              loading={list.isFetching}
              starred={starred}
              onToggleStar={toggleStar}
              sortField={sort.field}
              sortOrder={sort.order}
              onSort={(field) =>
                go(filters, resetPageOnFilterChange(page), { field, order: sort.field === field && sort.order === 'asc' ? 'desc' : 'asc' })
              }
            />
          )}
          <nav className="portico-pager" aria-label="Pagination">
            <ButtonGroup>
              <Button icon={<ChevronLeftIcon />} disabled={!list.data?.pageInfo.prevCursor} onClick={() => go(filters, goToCursor(page, list.data?.pageInfo.prevCursor))}>
                Previous
              </Button>
              <Button endIcon={<ChevronRightIcon />} disabled={!list.data?.pageInfo.nextCursor} onClick={() => go(filters, goToCursor(page, list.data?.pageInfo.nextCursor))}>
                Next
              </Button>
            </ButtonGroup>
          </nav>
        </section>
      </div>
    </div>
  );
};

export default ApiExplorerPage;
