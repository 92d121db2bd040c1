import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import * as TE from 'fp-ts/TaskEither';
import type { EntityPageResult, LoadEntityPage } from '../../../../application/catalog/load-entity-page.use-case';
import { LoadEntityPageToken } from '../../../../application/catalog/load-entity-page.use-case';
import { toCatalogRow } from '../../../../application/catalog/catalog-row';
import type { CatalogPage } from '../../../../application/catalog/list-catalog-page.use-case';
import { DEFAULT_FILTERS } from '../../../../ui/catalog/hooks/index-view';
import { useEntityPage } from '../../../../ui/catalog/hooks/entity-queries';
import { catalogKeys, type CatalogIndexView } from '../../../../ui/catalog/hooks/keys';
import { DEFAULT_SORT } from '../../../../domain/catalog/pagination';
import { component } from '../../../support/catalog/fake-catalog';
import { createTestQueryClient, provide, renderView } from '../../../support/render';

const Shown = ({ name }: { name: string }) => {
  const page = useEntityPage({ kind: 'component', namespace: 'default', name });
  if (page.data?._tag !== 'Found') return <p>loading</p>;
  return <p>{page.data.entity.metadata.description}</p>;
};

const withRelations = { relations: [{ type: 'ownedBy', targetRef: 'group:default/team-a' }] };

/** The index's first page, as the catalog index keeps it in the query cache. */
const view: CatalogIndexView = { filters: DEFAULT_FILTERS, page: { mode: 'cursor', limit: 20 }, sort: DEFAULT_SORT };

const indexPage = (...rows: CatalogPage['rows']): CatalogPage => ({ rows, totalIsExact: true, pageInfo: {} });

/** The entity call, answered when the test says so. */
const deferredLoad = () => {
  let answer: (result: EntityPageResult) => void = () => undefined;
  const load: LoadEntityPage = () => () =>
    new Promise((resolve) => {
      answer = (result) => resolve({ _tag: 'Right', right: result });
    });
  return { load, answer: (result: EntityPageResult) => answer(result) };
};

describe('the entity page opened from the catalog index', () => {
  it('shows the entity the index page holds at once and, once that page is stale, the answer of its own call', async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(
      catalogKeys.page(view, 'user:default/ada', ''),
      indexPage(toCatalogRow(component('Payments', { ...withRelations, metadata: { description: 'as listed' } }))),
    );
    const entity = deferredLoad();
    renderView(<Shown name="payments" />, { queryClient, services: [provide(LoadEntityPageToken, entity.load)] });

    expect(screen.getByText('as listed')).toBeInTheDocument();
    entity.answer({ _tag: 'Found', entity: component('Payments', { ...withRelations, metadata: { description: 'as loaded' } }) });
    expect(await screen.findByText('as loaded')).toBeInTheDocument();
  });

  it('does not ask for the entity again while the index page is fresh', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 10_000 } } });
    queryClient.setQueryData(catalogKeys.page(view, '', ''), indexPage(toCatalogRow(component('payments', { ...withRelations, metadata: { description: 'as listed' } }))));
    const load = jest.fn<ReturnType<LoadEntityPage>, Parameters<LoadEntityPage>>(() => TE.right({ _tag: 'Found', entity: component('payments') }));
    renderView(<Shown name="payments" />, { queryClient, services: [provide(LoadEntityPageToken, load)] });

    expect(screen.getByText('as listed')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('waits for its call when no index page holds the entity, or holds it without its relations', async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(catalogKeys.page(view, '', ''), indexPage(toCatalogRow(component('orders')), toCatalogRow(component('billing', withRelations))));
    renderView(<Shown name="orders" />, { queryClient, services: [provide(LoadEntityPageToken, () => TE.right({ _tag: 'Found', entity: component('orders', { metadata: { description: 'as loaded' } }) }))] });

    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('as loaded')).toBeInTheDocument();
  });
});
