// Every default target of the external routes is a page of the installed plugins, so no link of a
// stock portal ends in 'No path for …'.
import { DEFAULT_EXTERNAL_ROUTES, unmountedExternalRoutes } from '../../../domain/app/external-routes';
import { portalPlugins } from '../../../config/browser/plugins';

it('mounts the default target of every external route', () => {
  const mountedPaths = portalPlugins().flatMap((plugin) => plugin.routes.map((route) => route.path));
  expect(unmountedExternalRoutes(DEFAULT_EXTERNAL_ROUTES, mountedPaths)).toEqual({});
});
