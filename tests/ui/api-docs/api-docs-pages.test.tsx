import { screen, waitFor, within } from '@testing-library/react';
import * as TE from 'fp-ts/TaskEither';
import { LoadRelatedApisToken, type LoadRelatedApis } from '../../../application/api-docs/load-related-apis.use-case';
import { SessionManagerToken } from '../../../application/app/session-manager';
import { toCatalogRow } from '../../../application/catalog/catalog-row';
import { CountCatalogEntitiesToken } from '../../../application/catalog/count-catalog-entities.use-case';
import { ListCatalogPageToken, type CatalogPageRequest, type ListCatalogPage } from '../../../application/catalog/list-catalog-page.use-case';
import { FilterOptionsLoaderToken, type FilterOptionsLoader } from '../../../application/catalog/load-filter-options.use-case';
import { StarredEntitiesToken } from '../../../application/catalog/starred-entities.use-case';
import type { Entity } from '../../../domain/catalog/entity';
import { apiDocsPlugin } from '../../../config/browser/plugins/api-docs';
import { preloadMarkdown } from '../../../ui/app/markdown/markdown';
import ApiDefinitionCard from '../../../ui/api-docs/api-definition-card';
import ApiExplorerPage from '../../../ui/api-docs/api-explorer-page';
import RelatedApisCards from '../../../ui/api-docs/related-apis-cards';
import { exampleApis, HOSTILE_HTML } from '../../support/api-docs/definitions';
import { provide, renderView } from '../../support/render';
import { AlertStore } from '../../../application/app/alert-store';
import { AlertPosterToken } from '../../../application/app/alerts.port';
import { signedInSessions, starredOf } from '../../support/home/signed-in';

const apis = exampleApis();

describe('the api-docs plugin', () => {
  it('mounts the explorer at /api-docs, a Definition tab on APIs and an API tab on components', () => {
    expect(apiDocsPlugin.routes.map((route) => route.path)).toEqual(['/api-docs']);
    expect(apiDocsPlugin.sidebar?.map((entry) => [entry.label, entry.to])).toEqual([['APIs', '/api-docs']]);
    const [definition, apiTab] = apiDocsPlugin.entityTabs!;
    expect([definition!.id, definition!.path, definition!.title]).toEqual(['api', 'definition', 'Definition']);
    expect(definition!.when!(apis['openapi']!)).toBe(true);
    expect(definition!.when!({ ...apis['openapi']!, kind: 'Component' })).toBe(false);
    expect([apiTab!.path, apiTab!.title]).toEqual(['api', 'API']);
    expect(apiTab!.when!({ ...apis['openapi']!, kind: 'Component' })).toBe(true);
  });
});

const renderCard = (entity: Entity, alerts = new AlertStore()) => ({ ...renderView(<ApiDefinitionCard entity={entity} />, { services: [provide(AlertPosterToken, alerts)] }), alerts });

describe('ApiDefinitionCard', () => {
  it.each([
    ['openapi', 'OpenAPI', 'OpenAPI definition'],
    ['asyncapi', 'AsyncAPI', 'AsyncAPI definition'],
    ['graphql', 'GraphQL', 'GraphQL schema'],
    ['grpc', 'gRPC', 'gRPC definition'],
    ['trpc', 'tRPC', 'tRPC definition'],
  ])('loads the %s viewer for the example API', async (type, tab, label) => {
    renderCard(apis[type]!);
    expect(screen.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('article', { name: label })).toBeInTheDocument();
  });

  it('shows the raw definition on the Raw tab', async () => {
    const { user } = renderCard(apis['grpc']!);
    await user.click(screen.getByRole('tab', { name: 'Raw' }));
    expect(screen.getByLabelText('Raw protobuf definition')).toHaveTextContent('service Ledger');
  });

  it('links to the components that provide the API, and says when none does', () => {
    const provided: Entity = {
      ...apis['grpc']!,
      relations: [
        { type: 'apiProvidedBy', targetRef: 'component:default/ledger' },
        { type: 'apiProvidedBy', targetRef: 'component:shop/ledger-replica' },
        { type: 'ownedBy', targetRef: 'group:default/team-payments' },
      ],
    };
    renderCard(provided);
    expect(screen.getByText(/^Provided by/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ledger' })).toHaveAttribute('href', '/catalog/default/component/ledger');
    expect(screen.getByRole('link', { name: 'shop/ledger-replica' })).toHaveAttribute('href', '/catalog/shop/component/ledger-replica');
    renderCard({ ...apis['grpc']!, relations: [] });
    expect(screen.getByText('No component in the catalog provides this API.')).toBeInTheDocument();
  });

  it('copies the raw definition to the clipboard and says so', async () => {
    const { user, alerts } = renderCard(apis['grpc']!);
    await user.click(screen.getByRole('tab', { name: 'Raw' }));
    await user.click(screen.getByRole('button', { name: 'Copy the definition' }));
    expect(await navigator.clipboard.readText()).toBe(apis['grpc']!.spec!['definition']);
    expect(alerts.getQueue().items.map((alert) => alert.message)).toEqual(['Copied!']);
  });

  it('shows other types as plain text, and says when there is no definition', async () => {
    const raml: Entity = { ...apis['openapi']!, spec: { ...apis['openapi']!.spec, type: 'raml', definition: `#%RAML 1.0\ntitle: ${HOSTILE_HTML}` } };
    renderCard(raml);
    expect(screen.getByText('No viewer for API type "raml": the definition is shown as text.')).toBeInTheDocument();
    expect(await screen.findByLabelText('Definition text')).toHaveTextContent(HOSTILE_HTML);
    renderCard({ ...apis['openapi']!, spec: { type: 'openapi' } });
    expect(screen.getByText('This API has no definition.')).toBeInTheDocument();
  });
});

const options: FilterOptionsLoader = {
  kinds: () => TE.right([]),
  forKind: () =>
    TE.right({
      type: [{ value: 'graphql', count: 1 }, { value: 'openapi', count: 1 }],
      lifecycle: [{ value: 'production', count: 2 }],
      owner: [{ value: 'group:default/team-payments', count: 1 }],
      tag: [],
      namespace: [],
    }),
};

describe('ApiExplorerPage', () => {
  const setup = (listPage: ListCatalogPage, route = '/api-docs') =>
    renderView(<ApiExplorerPage />, {
      route,
      services: [
        provide(ListCatalogPageToken, listPage),
        provide(FilterOptionsLoaderToken, options),
        provide(CountCatalogEntitiesToken, (filters) => TE.right({ totalItems: filters.kind === 'api' ? 2 : 0, totalIsExact: true })),
        provide(SessionManagerToken, signedInSessions()),
        provide(StarredEntitiesToken, starredOf()),
      ],
    });

  it('lists the APIs of the catalog with their type and lifecycle', async () => {
    const requests: CatalogPageRequest[] = [];
    setup((request) => {
      requests.push(request);
      return TE.right({ rows: [toCatalogRow(apis['openapi']!), toCatalogRow(apis['graphql']!)], totalIsExact: true, pageInfo: {} });
    });
    expect(await screen.findByRole('link', { name: 'Payments API' })).toHaveAttribute('href', '/catalog/default/api/payments-api');
    expect(await screen.findByRole('heading', { name: 'APIs (2)' })).toBeInTheDocument();
    expect(requests[0]).toMatchObject({ filters: { kind: 'api' }, page: { mode: 'cursor' } });
    const row = screen.getByRole('link', { name: 'Payments API' }).closest('tr')!;
    expect(within(row).getByText('openapi')).toBeInTheDocument();
    expect(within(row).getByText('production')).toBeInTheDocument();
  });

  it('filters by type, lifecycle, owner and text, in the URL', async () => {
    const requests: CatalogPageRequest[] = [];
    const { user, location } = setup((request) => {
      requests.push(request);
      return TE.right({ rows: [], totalItems: 0, totalIsExact: true, pageInfo: {} });
    });
    expect(await screen.findByText('No APIs match the filters.')).toBeInTheDocument();
    await user.click(await screen.findByRole('checkbox', { name: /graphql/ }));
    await waitFor(() => expect(requests[requests.length - 1]!.filters).toMatchObject({ kind: 'api', type: ['graphql'] }));
    await user.click(screen.getByRole('checkbox', { name: /production/ }));
    await user.click(screen.getByRole('checkbox', { name: /team-payments/ }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'pay');
    await waitFor(() =>
      expect(requests[requests.length - 1]!.filters).toEqual({
        kind: 'api',
        type: ['graphql'],
        lifecycles: ['production'],
        owners: ['group:default/team-payments'],
        text: 'pay',
      }),
    );
    expect(decodeURIComponent(location().search)).toContain('filters[type]=graphql');
    expect(decodeURIComponent(location().search)).not.toContain('filters[kind]');
  });

  it('links to registering an API', async () => {
    const { user, location } = setup(() => TE.right({ rows: [], totalItems: 0, totalIsExact: true, pageInfo: {} }));
    await user.click(screen.getByRole('button', { name: 'Register Existing API' }));
    expect(location().pathname).toBe('/catalog-import');
  });
});

describe('RelatedApisCards', () => {
  it('lists provided and consumed APIs with links, and the missing ones', async () => {
    const owned = (api: Entity, owner: string): Entity => ({ ...api, relations: [{ type: 'ownedBy', targetRef: owner }] });
    const load: LoadRelatedApis = () =>
      TE.right({
        provided: [apis['trpc']!],
        consumed: [owned(apis['openapi']!, 'group:default/team-payments'), owned(apis['graphql']!, 'group:default/team-storefront')],
        missing: ['api:default/gone'],
      });
    renderView(<RelatedApisCards entity={apis['openapi']!} />, { services: [provide(LoadRelatedApisToken, load)] });
    const provided = await screen.findByRole('region', { name: 'Provided APIs' });
    expect(within(provided).getByRole('link', { name: 'Checkout tRPC' })).toHaveAttribute('href', '/catalog/default/api/checkout-trpc');
    const consumed = screen.getByRole('region', { name: 'Consumed APIs' });
    expect(within(consumed).getAllByRole('link').map((link) => link.textContent)).toEqual(['Payments API', 'team-payments', 'Product Catalog GraphQL', 'team-storefront']);
    expect(screen.getByText('Not in the catalog: api:default/gone')).toBeInTheDocument();
  });

  it('renders API descriptions as inline Markdown', async () => {
    await preloadMarkdown();
    const described: Entity = { ...apis['trpc']!, metadata: { ...apis['trpc']!.metadata, description: 'The **checkout** router, [not a link](javascript:alert(1))' } };
    renderView(<RelatedApisCards entity={apis['openapi']!} />, { services: [provide(LoadRelatedApisToken, () => TE.right({ provided: [described], consumed: [], missing: [] }))] });
    const provided = await screen.findByRole('region', { name: 'Provided APIs' });
    expect((await within(provided).findByText('checkout')).tagName).toBe('STRONG');
    expect(within(provided).queryByRole('link', { name: 'not a link' })).toBeNull();
  });

  it('says when a component provides or consumes none, and shows failures', async () => {
    renderView(<RelatedApisCards entity={apis['openapi']!} />, { services: [provide(LoadRelatedApisToken, () => TE.right({ provided: [], consumed: [], missing: [] }))] });
    expect(await screen.findByText('This component does not provide any APIs.')).toBeInTheDocument();
    expect(screen.getByText('This component does not consume any APIs.')).toBeInTheDocument();
    renderView(<RelatedApisCards entity={apis['openapi']!} />, {
      services: [provide(LoadRelatedApisToken, () => TE.left({ _tag: 'Transport', message: 'offline' }))],
    });
    expect(await screen.findByText('Could not load the related APIs.')).toBeInTheDocument();
  });
});
