import { screen, waitFor, within } from '@testing-library/react';
import * as TE from 'fp-ts/TaskEither';
import { FilterOptionsLoaderToken, type FilterOptionsLoader } from '../../../application/catalog/load-filter-options.use-case';
import { LoadAncestryToken } from '../../../application/catalog/load-ancestry.use-case';
import { LoadColocatedToken } from '../../../application/catalog/load-colocated.use-case';
import { LoadEntityGraphToken, type EntityGraphRequest, type LoadEntityGraph } from '../../../application/graph/load-entity-graph.use-case';
import { nextLevelRefs } from '../../../domain/graph/entity-graph';
import InspectDialog from '../../../ui/catalog/entity-page/inspect-dialog';
import CatalogGraphPage from '../../../ui/graph/catalog-graph-page';
import EntityCatalogGraphCard from '../../../ui/graph/entity-catalog-graph-card';
import { graphPlugin } from '../../../config/browser/plugins/graph';
import { entity, paymentsSlice } from '../../domain/graph/graph-fixtures';
import { provide, renderView } from '../../support/render';

const options: FilterOptionsLoader = {
  kinds: () => TE.right([{ value: 'API', count: 5 }, { value: 'Component', count: 9 }, { value: 'Group', count: 3 }]),
  forKind: () => TE.right({ type: [], lifecycle: [], owner: [], tag: [], namespace: [] }),
};

/** A LoadEntityGraph over the payments slice that follows the filters level by level, as the real one does. */
const fakeLoad = (requests: EntityGraphRequest[]): LoadEntityGraph => (request, onLevel) => {
  requests.push(request);
  const catalog = paymentsSlice();
  const known = new Map();
  let frontier = request.rootEntityRefs.map((ref) => ref.toLowerCase());
  let depth = 0;
  for (let level = 0; frontier.length > 0; level += 1) {
    for (const ref of frontier) known.set(ref, catalog.get(ref) ?? null);
    depth = level;
    onLevel?.({ entities: new Map(known), depth });
    if (level >= request.maxDepth) break;
    frontier = [...nextLevelRefs(known, frontier, request)];
  }
  return TE.right({ entities: known, depth });
};

const setup = (route: string, requests: EntityGraphRequest[] = []) =>
  renderView(<CatalogGraphPage />, { route, services: [provide(LoadEntityGraphToken, fakeLoad(requests)), provide(FilterOptionsLoaderToken, options)] });

describe('the catalog graph plugin', () => {
  it('mounts the page at /catalog-graph and the Relations card on the Overview', () => {
    expect(graphPlugin.routes.map((route) => route.path)).toEqual(['/catalog-graph']);
    expect(graphPlugin.entityCards?.map((card) => card.id)).toEqual(['catalog-graph']);
  });
});

describe('CatalogGraphPage', () => {
  it('asks for an entity when the URL names none', () => {
    setup('/catalog-graph');
    expect(screen.getByRole('region', { name: 'Choose an entity' })).toBeInTheDocument();
  });

  it('draws the graph of the URL’s root entity, without a depth limit by default', async () => {
    const requests: EntityGraphRequest[] = [];
    setup('/catalog-graph?rootEntityRefs[]=component:default/payments', requests);
    const graph = await screen.findByRole('group', { name: 'Relations of component:default/payments' });
    expect(within(graph).getAllByRole('link')).toHaveLength(6);
    expect(requests[0]).toMatchObject({ rootEntityRefs: ['component:default/payments'], maxDepth: Number.POSITIVE_INFINITY, kinds: [], relations: [] });
  });

  it('keeps the filters in the URL and fetches again with them', async () => {
    const requests: EntityGraphRequest[] = [];
    const { user, location } = setup('/catalog-graph?rootEntityRefs[]=component:default/payments', requests);
    await screen.findByRole('group', { name: /Relations of/ });
    await user.selectOptions(screen.getByLabelText('Max depth'), '1');
    await user.click(await screen.findByRole('checkbox', { name: 'API' }));
    await user.click(screen.getByRole('checkbox', { name: 'consumesApi' }));
    await user.selectOptions(screen.getByLabelText('Direction'), 'LR');
    await user.click(screen.getByRole('checkbox', { name: 'Simplified' }));
    const search = new URLSearchParams(location().search);
    expect(search.get('maxDepth')).toBe('1');
    expect(search.getAll('selectedKinds[]')).toEqual(['api']);
    expect(search.getAll('selectedRelations[]')).toEqual(['consumesApi']);
    expect(search.get('direction')).toBe('LR');
    expect(search.get('unidirectional')).toBe('false');
    await waitFor(() => expect(requests[requests.length - 1]).toMatchObject({ maxDepth: 1, kinds: ['api'], relations: ['consumesApi'] }));
    const graph = await screen.findByRole('group', { name: /Relations of/ });
    await waitFor(() => expect(within(graph).getAllByRole('link').map((link) => link.getAttribute('aria-label'))).toEqual(['Payments Service component', 'ledger-grpc api']));
  });

  it('navigates to the entity page when a node is clicked (the catalog-entity route)', async () => {
    const { user, location } = setup('/catalog-graph?rootEntityRefs[]=component:default/payments');
    await user.click(await screen.findByRole('link', { name: 'payments-db resource' }));
    expect(location().pathname).toBe('/catalog/default/resource/payments-db');
  });

  it('adds a root entity from its reference and refuses what is not one', async () => {
    const { user, location } = setup('/catalog-graph');
    await user.type(screen.getByLabelText('Entity reference'), 'Payments');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(new URLSearchParams(location().search).getAll('rootEntityRefs[]')).toEqual(['component:default/payments']);
    await user.type(screen.getByLabelText('Entity reference'), 'api:');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByText('Not an entity reference: api:')).toBeInTheDocument();
  });
});

describe('EntityCatalogGraphCard', () => {
  it('shows the entity and its direct relations, with a link to the graph page', async () => {
    const requests: EntityGraphRequest[] = [];
    renderView(<EntityCatalogGraphCard entity={paymentsSlice().get('component:default/payments')!} />, { services: [provide(LoadEntityGraphToken, fakeLoad(requests))] });
    const card = screen.getByRole('region', { name: 'Relations' });
    expect(await within(card).findAllByRole('link', { name: / (component|api|group|system|resource)$/ })).toHaveLength(6);
    expect(requests[0]!.maxDepth).toBe(1);
    expect(within(card).getByRole('link', { name: 'View graph' })).toHaveAttribute('href', '/catalog-graph?rootEntityRefs%5B%5D=component%3Adefault%2Fpayments');
  });
});

describe('the inspect dialog’s Ancestry tab', () => {
  it('draws the ancestry as a graph, zoom enabled on click, entities linking to their pages', async () => {
    const payments = entity('component:default/payments', [], { title: 'Payments Service' });
    const load = () =>
      TE.right({
        rootEntityRef: 'component:default/payments',
        items: [
          { entity: entity('location:default/root'), parentEntityRefs: [] },
          { entity: payments, parentEntityRefs: ['location:default/root'] },
        ],
      });
    const { user, location } = renderView(<InspectDialog entity={payments} tab="ancestry" onTabChange={() => undefined} onClose={() => undefined} />, {
      services: [provide(LoadAncestryToken, load), provide(LoadColocatedToken, () => TE.right({ entities: [] }))],
    });
    expect(await screen.findByText(/This is the ancestry of entities above the current one/)).toBeInTheDocument();
    const graph = screen.getByRole('group', { name: 'Ancestry of component:default/payments' });
    expect(graph).toHaveAttribute('data-zoom', 'off');
    expect(within(graph).getAllByRole('link').map((link) => link.getAttribute('aria-label'))).toEqual(['root location', 'Payments Service component']);
    await user.click(graph);
    expect(graph).toHaveAttribute('data-zoom', 'on');
    await user.click(within(graph).getByRole('link', { name: 'root location' }));
    expect(location().pathname).toBe('/catalog/default/location/root');
  });
});
