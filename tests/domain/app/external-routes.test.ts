import * as E from 'fp-ts/Either';
import {
  DEFAULT_EXTERNAL_ROUTES,
  EXTERNAL_ROUTES,
  externalRouteHref,
  fillRoutePath,
  isMounted,
  ROUTE_TARGETS,
  unmountedExternalRoutes,
  resolveExternalRoutes,
  type ResolvedExternalRoutes,
} from '../../../domain/app/external-routes';
import type { RouteBindings } from '../../../domain/app/routes';

const resolved = (bindings: RouteBindings): ResolvedExternalRoutes => {
  const result = resolveExternalRoutes(bindings);
  if (E.isLeft(result)) throw new Error(result.left.message);
  return result.right;
};
const messageOf = (bindings: RouteBindings): string => {
  const result = resolveExternalRoutes(bindings);
  return E.isLeft(result) ? result.left.message : 'Right';
};

const entity = { namespace: 'default', kind: 'component', name: 'payments' };
const template = { namespace: 'default', templateName: 'react-app' };

describe('external route defaults', () => {
  it.each<[string, string | undefined]>([
    ['catalog.createComponent', '/create'],
    ['catalog.unregisterRedirect', '/catalog'],
    ['api-docs.registerComponent', '/catalog-import'],
    ['scaffolder.registerComponent', '/catalog-import'],
  ])('%s leads to %s', (id, href) => {
    expect(externalRouteHref(DEFAULT_EXTERNAL_ROUTES, id as 'catalog.createComponent', {})).toBe(href);
  });

  it('view-techdoc (catalog and scaffolder) leads to the docs of the entity', () => {
    expect(externalRouteHref(DEFAULT_EXTERNAL_ROUTES, 'catalog.viewTechDoc', entity)).toBe('/docs/default/component/payments');
    expect(externalRouteHref(DEFAULT_EXTERNAL_ROUTES, 'scaffolder.viewTechDoc', entity)).toBe('/docs/default/component/payments');
  });

  it('create-from-template leads to the template wizard', () => {
    expect(externalRouteHref(DEFAULT_EXTERNAL_ROUTES, 'catalog.createFromTemplate', template)).toBe('/create/templates/default/react-app');
  });

  it("the graph's catalog-entity leads to the entity page", () => {
    expect(externalRouteHref(DEFAULT_EXTERNAL_ROUTES, 'catalog-graph.catalogEntity', entity)).toBe('/catalog/default/component/payments');
  });
});

describe('app.routes.bindings', () => {
  it('binds create-component to another route', () => {
    expect(externalRouteHref(resolved({ 'catalog.createComponent': 'catalog-import.importPage' }), 'catalog.createComponent', {})).toBe('/catalog-import');
  });

  it('binds view-techdoc to the docs index, leaving out the parameters it does not name', () => {
    expect(externalRouteHref(resolved({ 'catalog.viewTechDoc': 'techdocs.root' }), 'catalog.viewTechDoc', entity)).toBe('/docs');
  });

  it('binds create-from-template to the template list', () => {
    expect(externalRouteHref(resolved({ 'catalog.createFromTemplate': 'scaffolder.root' }), 'catalog.createFromTemplate', template)).toBe('/create');
  });

  it('binds the unregister redirect', () => {
    expect(externalRouteHref(resolved({ 'catalog.unregisterRedirect': 'home.root' }), 'catalog.unregisterRedirect', {})).toBe('/');
  });

  it('binds register-component of the API explorer and of the scaffolder separately', () => {
    const routes = resolved({ 'api-docs.registerComponent': 'scaffolder.root' });
    expect(externalRouteHref(routes, 'api-docs.registerComponent', {})).toBe('/create');
    expect(externalRouteHref(routes, 'scaffolder.registerComponent', {})).toBe('/catalog-import');
    expect(externalRouteHref(resolved({ 'scaffolder.registerComponent': 'catalog.catalogIndex' }), 'scaffolder.registerComponent', {})).toBe('/catalog');
  });

  it("binds the scaffolder's view-techdoc", () => {
    expect(externalRouteHref(resolved({ 'scaffolder.viewTechDoc': 'techdocs.root' }), 'scaffolder.viewTechDoc', entity)).toBe('/docs');
  });

  it("binds the graph's catalog-entity", () => {
    expect(externalRouteHref(resolved({ 'catalog-graph.catalogEntity': 'techdocs.docRoot' }), 'catalog-graph.catalogEntity', entity)).toBe(
      '/docs/default/component/payments',
    );
  });

  it('unbinds a route with false', () => {
    const routes = resolved({ 'catalog.createComponent': false, 'catalog.viewTechDoc': false });
    expect(externalRouteHref(routes, 'catalog.createComponent', {})).toBeUndefined();
    expect(externalRouteHref(routes, 'catalog.viewTechDoc', entity)).toBeUndefined();
    expect(externalRouteHref(routes, 'catalog.unregisterRedirect', {})).toBe('/catalog');
  });

  it('knows every external route the specs name', () => {
    expect(Object.keys(EXTERNAL_ROUTES).sort()).toEqual(
      [
        'api-docs.registerComponent',
        'catalog-graph.catalogEntity',
        'catalog.createComponent',
        'catalog.createFromTemplate',
        'catalog.unregisterRedirect',
        'catalog.viewTechDoc',
        'scaffolder.registerComponent',
        'scaffolder.viewTechDoc',
      ].sort(),
    );
  });

  it.each<[string, RouteBindings, string]>([
    ['an unknown external route', { 'catalog.nowhere': 'scaffolder.root' }, "Invalid config at app.routes.bindings, 'catalog.nowhere' is not a valid external route"],
    ['an unknown target', { 'catalog.createComponent': '/create' }, "Invalid config at app.routes.bindings['catalog.createComponent'], '/create' is not a valid route"],
    [
      'a target needing parameters the external route lacks',
      { 'catalog.createComponent': 'scaffolder.selectedTemplate' },
      "Invalid config at app.routes.bindings['catalog.createComponent'], 'scaffolder.selectedTemplate' needs the parameters namespace, templateName that 'catalog.createComponent' does not have",
    ],
  ])('refuses %s', (_name, bindings, message) => {
    expect(messageOf(bindings)).toBe(message);
  });
});

describe('fillRoutePath', () => {
  it('encodes each parameter', () => {
    expect(fillRoutePath('/docs/:namespace/:kind/:name', { namespace: 'a b', kind: 'component', name: 'x/y' })).toBe('/docs/a%20b/component/x%2Fy');
  });
});

describe('unmountedExternalRoutes', () => {
  const every = Object.values(ROUTE_TARGETS);

  it('finds none when every target is mounted, counting paths below a mounted route', () => {
    expect(unmountedExternalRoutes(DEFAULT_EXTERNAL_ROUTES, every)).toEqual({});
    expect(isMounted('/create/tasks/:taskId', ['/create'])).toBe(true);
    expect(isMounted('/create/tasks/:taskId', ['/create/*'])).toBe(true);
    expect(isMounted('/catalog-import', ['/catalog'])).toBe(false);
    expect(isMounted('/settings', ['/'])).toBe(false);
    expect(isMounted('/', ['/'])).toBe(true);
  });

  it("names the target of each route that leads where no plugin is mounted; unbound routes lead nowhere", () => {
    const withoutScaffolder = every.filter((path) => !path.startsWith('/create'));
    const routes = { ...DEFAULT_EXTERNAL_ROUTES, 'catalog.createFromTemplate': false as const };
    expect(unmountedExternalRoutes(routes, withoutScaffolder)).toEqual({ 'catalog.createComponent': 'No path for scaffolder.root' });
  });
});

describe("plugins' own routes", () => {
  const registry = {
    targets: { ...ROUTE_TARGETS, 'on-call.root': '/on-call', 'on-call.rota': '/on-call/:rota' },
    externalRoutes: {
      ...EXTERNAL_ROUTES,
      'on-call.viewTeam': { params: ['namespace', 'kind', 'name'], defaultTarget: 'catalog.catalogEntity' },
      'on-call.escalate': { params: [] },
      'on-call.runbook': { params: [], optional: true },
    },
  };

  it("binds a plugin's external route to another plugin's named route", () => {
    const resolvedRoutes = resolveExternalRoutes({ 'on-call.escalate': 'on-call.root', 'catalog.createComponent': 'on-call.root' }, registry);
    if (E.isLeft(resolvedRoutes)) throw new Error(resolvedRoutes.left.message);
    expect(externalRouteHref(resolvedRoutes.right, 'on-call.escalate', {})).toBe('/on-call');
    expect(externalRouteHref(resolvedRoutes.right, 'catalog.createComponent', {})).toBe('/on-call');
    expect(externalRouteHref(resolvedRoutes.right, 'on-call.viewTeam', entity)).toBe('/catalog/default/component/payments');
    expect(externalRouteHref(resolvedRoutes.right, 'on-call.runbook', {})).toBeUndefined();
  });

  it('refuses to start with a required external route left unbound', () => {
    expect(resolveExternalRoutes({}, registry)).toEqual(E.left({ _tag: 'RouteError', message: "External route 'on-call.escalate' is required but was not bound" }));
    expect(resolveExternalRoutes({ 'on-call.escalate': false }, registry)).toEqual(
      E.left({ _tag: 'RouteError', message: "External route 'on-call.escalate' is required but was not bound" }),
    );
  });

  it('refuses a target that needs parameters the external route lacks', () => {
    const resolvedRoutes = resolveExternalRoutes({ 'on-call.escalate': 'on-call.rota' }, registry);
    expect(E.isLeft(resolvedRoutes) && resolvedRoutes.left.message).toBe(
      "Invalid config at app.routes.bindings['on-call.escalate'], 'on-call.rota' needs the parameters rota that 'on-call.escalate' does not have",
    );
  });

  it('names a missing target by its route id', () => {
    const resolvedRoutes = resolveExternalRoutes({ 'on-call.escalate': 'on-call.root' }, registry);
    if (E.isLeft(resolvedRoutes)) throw new Error(resolvedRoutes.left.message);
    expect(unmountedExternalRoutes(resolvedRoutes.right, ['/catalog', '/create', '/docs', '/catalog-import'], registry)['on-call.escalate']).toBe('No path for on-call.root');
  });
});
