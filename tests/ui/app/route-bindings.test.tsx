// Each external route follows app.routes.bindings: the link or redirect goes where the binding points,
// and an unbound optional route shows no link.
import { screen, waitFor, within } from '@testing-library/react';
import * as T from 'fp-ts/Task';
import * as TE from 'fp-ts/TaskEither';
import type { ReactElement } from 'react';
import { AlertPosterToken } from '../../../application/app/alerts.port';
import { appConfigOf, AppConfigToken } from '../../../application/app/app-config';
import { ConfigView } from '../../../domain/app/config-values';
import { SessionManagerToken } from '../../../application/app/session-manager';
import { CountCatalogEntitiesToken } from '../../../application/catalog/count-catalog-entities.use-case';
import { ListCatalogPageToken, type ListCatalogPage } from '../../../application/catalog/list-catalog-page.use-case';
import { LoadEntityPageToken } from '../../../application/catalog/load-entity-page.use-case';
import { FilterOptionsLoaderToken, type FilterOptionsLoader } from '../../../application/catalog/load-filter-options.use-case';
import { LoadProcessingErrorsToken } from '../../../application/catalog/processing-errors.use-case';
import { RecordVisitToken } from '../../../application/catalog/record-visit.use-case';
import { RefreshEntityToken } from '../../../application/catalog/refresh-entity.use-case';
import { RelationWarningToken } from '../../../application/catalog/relation-warning.use-case';
import { StarredEntitiesToken } from '../../../application/catalog/starred-entities.use-case';
import { UnregisterEntityToken, type UnregisterEntity } from '../../../application/catalog/unregister-entity.use-case';
import { LoadEntityGraphToken, type LoadEntityGraph } from '../../../application/graph/load-entity-graph.use-case';
import { CheckPermissionToken } from '../../../application/permission/check-permission.use-case';
import { ROUTE_TARGETS } from '../../../domain/app/external-routes';
import type { RouteBindings } from '../../../domain/app/routes';
import type { Entity } from '../../../domain/catalog/entity';
import { ALLOW } from '../../../domain/permission/decision';
import ApiExplorerPage from '../../../ui/api-docs/api-explorer-page';
import { PluginErrorBoundary } from '../../../ui/app/chrome';
import { ExternalRoutesProvider } from '../../../ui/app/external-routes';
import { CatalogIndexPage } from '../../../ui/catalog/catalog-index-page';
import { AboutCard } from '../../../ui/catalog/entity-page/about-card';
import { EntityPage } from '../../../ui/catalog/entity-page/entity-page';
import { catalogPlugin } from '../../../config/browser/plugins/catalog';
import { PluginExtensionPoints } from '../../../ui/app/plugin-extension-points-context';
import EntityCatalogGraphCard from '../../../ui/graph/entity-catalog-graph-card';
import TemplateListPage, { TemplateCard } from '../../../ui/scaffolder/template-list/template-list-page';
import { entity as graphEntity } from '../../domain/graph/graph-fixtures';
import { component } from '../../support/catalog/fake-catalog';
import { signedInSessions, starredOf } from '../../support/home/signed-in';
import { provide, renderView, type RenderViewOptions } from '../../support/render';
import { entity as scaffolderEntity, fakeCatalog, renderScaffolder, services as scaffolderServices } from '../scaffolder/scaffolder-fakes';

const EVERY_TARGET = Object.values(ROUTE_TARGETS);

const configWith = (techdocs: Record<string, unknown>) => appConfigOf(ConfigView.fromData({ techdocs: techdocs as never }, 'app-config.yaml'));

const bound = (bindings: RouteBindings, view: ReactElement, mountedPaths: readonly string[] = EVERY_TARGET) => (
  <ExternalRoutesProvider bindings={bindings} mountedPaths={mountedPaths}>
    {view}
  </ExternalRoutesProvider>
);

const noRows: ListCatalogPage = () => TE.right({ rows: [], totalItems: 0, totalIsExact: true, pageInfo: {} });
const noFacets: FilterOptionsLoader = {
  kinds: () => TE.right([]),
  forKind: () => TE.right({ type: [], lifecycle: [], owner: [], tag: [], namespace: [] }),
};
const listServices: RenderViewOptions['services'] = [
  provide(ListCatalogPageToken, noRows),
  provide(FilterOptionsLoaderToken, noFacets),
  provide(CountCatalogEntitiesToken, () => TE.right({ totalItems: 0, totalIsExact: true })),
  provide(SessionManagerToken, signedInSessions()),
  provide(StarredEntitiesToken, starredOf()),
];

describe('catalog create-component', () => {
  it("the catalog index's Create leads to the scaffolder by default", async () => {
    renderView(<CatalogIndexPage />, { route: '/catalog', services: listServices });
    expect(await screen.findByRole('link', { name: 'Create' })).toHaveAttribute('href', '/create');
  });

  it('follows its binding, and is hidden when unbound', async () => {
    const { unmount } = renderView(bound({ 'catalog.createComponent': 'catalog-import.importPage' }, <CatalogIndexPage />), { route: '/catalog', services: listServices });
    expect(await screen.findByRole('link', { name: 'Create' })).toHaveAttribute('href', '/catalog-import');
    unmount();
    renderView(bound({ 'catalog.createComponent': false }, <CatalogIndexPage />), { route: '/catalog', services: listServices });
    expect(await screen.findByRole('link', { name: 'Register Existing Component' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create' })).not.toBeInTheDocument();
  });
});

const documented = component('payments', { metadata: { annotations: { 'backstage.io/techdocs-ref': 'dir:.' } } });
const template: Entity = { ...component('react-app'), kind: 'Template', metadata: { name: 'react-app', namespace: 'tools' } };

describe('catalog view-techdoc', () => {
  it("the About card's View TechDocs opens the entity's docs by default, the triplet lowercased", () => {
    renderView(<AboutCard entity={documented} />);
    expect(screen.getByRole('link', { name: 'View TechDocs' })).toHaveAttribute('href', '/docs/default/component/payments');
  });

  it('keeps the case of the triplet when techdocs.legacyUseCaseSensitiveTripletPaths is on', () => {
    const mixed = component('Payments', { metadata: { namespace: 'Team-A', annotations: { 'backstage.io/techdocs-ref': 'dir:.' } } });
    const { unmount } = renderView(<AboutCard entity={mixed} />, { services: [provide(AppConfigToken, configWith({ legacyUseCaseSensitiveTripletPaths: true }))] });
    expect(screen.getByRole('link', { name: 'View TechDocs' })).toHaveAttribute('href', '/docs/Team-A/Component/Payments');
    unmount();
    renderView(<AboutCard entity={mixed} />, { services: [provide(AppConfigToken, configWith({ legacyUseCaseSensitiveTripletPaths: false }))] });
    expect(screen.getByRole('link', { name: 'View TechDocs' })).toHaveAttribute('href', '/docs/team-a/component/payments');
  });

  it("leads to the docs of the entity the override annotation names", () => {
    const override = component('payments-ui', { metadata: { annotations: { 'backstage.io/techdocs-entity': 'System:Shop/Payments' } } });
    renderView(<AboutCard entity={override} />);
    expect(screen.getByRole('link', { name: 'View TechDocs' })).toHaveAttribute('href', '/docs/shop/system/payments');
  });

  it('follows its binding, and is hidden when unbound', () => {
    const { unmount } = renderView(bound({ 'catalog.viewTechDoc': 'techdocs.root' }, <AboutCard entity={documented} />));
    expect(screen.getByRole('link', { name: 'View TechDocs' })).toHaveAttribute('href', '/docs');
    unmount();
    renderView(bound({ 'catalog.viewTechDoc': false }, <AboutCard entity={documented} />));
    expect(screen.queryByRole('link', { name: 'View TechDocs' })).not.toBeInTheDocument();
  });
});

describe('catalog create-from-template', () => {
  it("a template's About card launches the template wizard by default", () => {
    renderView(<AboutCard entity={template} />);
    expect(screen.getByRole('link', { name: 'Launch Template' })).toHaveAttribute('href', '/create/templates/tools/react-app');
  });

  it('follows its binding', () => {
    renderView(bound({ 'catalog.createFromTemplate': 'scaffolder.root' }, <AboutCard entity={template} />));
    expect(screen.getByRole('link', { name: 'Launch Template' })).toHaveAttribute('href', '/create');
  });
});

describe('catalog unregister-redirect', () => {
  const entityPageServices = (): RenderViewOptions['services'] => {
    const unregister: UnregisterEntity = {
      initialState: () => ({ type: 'loading' }),
      loadState: () => T.of({ type: 'only-delete' }),
      unregisterLocation: () => TE.right(undefined),
      deleteEntity: () => TE.right(undefined),
    };
    return [
      provide(LoadEntityPageToken, () => TE.right({ _tag: 'Found', entity: component('payments') })),
      provide(RecordVisitToken, () => undefined),
      provide(RefreshEntityToken, () => TE.right(undefined)),
      provide(UnregisterEntityToken, unregister),
      provide(LoadProcessingErrorsToken, () => TE.right([])),
      provide(RelationWarningToken, () => TE.right([])),
      provide(AlertPosterToken, { post: () => undefined }),
      provide(CheckPermissionToken, () => TE.right(ALLOW)),
      provide(SessionManagerToken, signedInSessions()),
      provide(StarredEntitiesToken, starredOf()),
    ];
  };

  const unregisterFrom = async (view: ReactElement) => {
    // The menu's items are the catalog plugin's, as the shell gives them.
    const withMenu = <PluginExtensionPoints plugins={[catalogPlugin]}>{view}</PluginExtensionPoints>;
    const rendered = renderView(withMenu, { route: '/catalog/default/component/payments', path: '/catalog/:namespace/:kind/:name/*', services: entityPageServices() });
    await rendered.user.click(await screen.findByRole('button', { name: /more/i }));
    await rendered.user.click(await screen.findByRole('menuitem', { name: 'Unregister entity' }));
    await rendered.user.click(await screen.findByRole('button', { name: 'Delete Entity' }));
    return rendered;
  };

  it('goes to the catalog index after unregistering by default', async () => {
    const { location } = await unregisterFrom(<EntityPage />);
    await waitFor(() => expect(location().pathname).toBe('/catalog'));
  });

  it('goes where the binding points', async () => {
    const { location } = await unregisterFrom(bound({ 'catalog.unregisterRedirect': 'home.root' }, <EntityPage />));
    await waitFor(() => expect(location().pathname).toBe('/'));
  });
});

describe('api-docs register-component', () => {
  it("the explorer's Register Existing API follows its binding, and is hidden when unbound", async () => {
    const { unmount } = renderView(bound({ 'api-docs.registerComponent': 'scaffolder.root' }, <ApiExplorerPage />), { route: '/api-docs', services: listServices });
    const register = await screen.findByRole('button', { name: /Register Existing/ });
    expect(register).toHaveAttribute('href', '/create');
    unmount();
    renderView(bound({ 'api-docs.registerComponent': false }, <ApiExplorerPage />), { route: '/api-docs', services: listServices });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Register Existing/ })).not.toBeInTheDocument();
  });
});

describe('scaffolder register-component and view-techdoc', () => {
  it("the template list's Register Existing Component follows its binding", async () => {
    const { catalog } = fakeCatalog([]);
    await renderScaffolder(bound({ 'scaffolder.registerComponent': 'catalog.catalogIndex' }, <TemplateListPage />), scaffolderServices({ catalog }), { route: '/create' });
    expect(await screen.findByRole('link', { name: 'Register Existing Component' })).toHaveAttribute('href', '/catalog');
  });

  it("a template card's View TechDocs follows its binding", async () => {
    const documentedTemplate = scaffolderEntity('Template', 'docs-site', { title: 'Docs site', annotations: { 'backstage.io/techdocs-ref': 'dir:.' } }, { type: 'documentation' });
    const { unmount } = renderView(<TemplateCard template={documentedTemplate} />);
    expect(screen.getByRole('link', { name: 'View TechDocs' })).toHaveAttribute('href', '/docs/default/template/docs-site');
    unmount();
    renderView(bound({ 'scaffolder.viewTechDoc': 'techdocs.root' }, <TemplateCard template={documentedTemplate} />));
    expect(screen.getByRole('link', { name: 'View TechDocs' })).toHaveAttribute('href', '/docs');
  });
});

describe('catalog-graph catalog-entity', () => {
  const payments = graphEntity('component:default/payments');
  const load: LoadEntityGraph = () => TE.right({ entities: new Map([['component:default/payments', payments]]), depth: 0 });

  it("a graph node leads where the binding points", async () => {
    renderView(bound({ 'catalog-graph.catalogEntity': 'techdocs.docRoot' }, <EntityCatalogGraphCard entity={payments} />), {
      services: [provide(LoadEntityGraphToken, load)],
    });
    const card = screen.getByRole('region', { name: 'Relations' });
    const [node] = await within(card).findAllByRole('link', { name: / component$/ });
    expect(node).toHaveAttribute('href', '/docs/default/component/payments');
  });
});

describe('a binding to a page no installed plugin mounts', () => {
  it("shows 'No path for' the target in the page's error boundary", async () => {
    const withoutImport = EVERY_TARGET.filter((path) => path !== '/catalog-import');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderView(
      bound({ 'catalog.createComponent': 'catalog-import.importPage' }, <PluginErrorBoundary pluginId="catalog"><CatalogIndexPage /></PluginErrorBoundary>, withoutImport),
      { route: '/catalog', services: listServices },
    );
    expect(await screen.findByText(/No path for catalog-import\.importPage/)).toBeInTheDocument();
  });
});
