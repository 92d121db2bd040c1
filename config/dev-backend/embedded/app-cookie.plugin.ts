// The `app` backend plugin, reduced to what Portico calls on it: the app cookie endpoint
// (GET / DELETE /api/app/.backstage/auth/v1/cookie), used in protected app mode.
// Backstage's httpRouter mounts that endpoint on every plugin's router (backend-defaults'
// createCookieAuthRefreshMiddleware), so a plugin with the id `app` and no routes of its own is enough.
// @backstage/plugin-app-backend, which serves a Backstage app bundle, is not installed: Portico serves
// itself. Like that plugin, this one opens its routes to unauthenticated requests (access control is
// the endpoint's own: GET issues a cookie only for a user token, DELETE clears it for anyone).
import { coreServices, createBackendPlugin } from '@backstage/backend-plugin-api';

export const appCookiePlugin = createBackendPlugin({
  pluginId: 'app',
  register(registration) {
    registration.registerInit({
      deps: { httpRouter: coreServices.httpRouter },
      async init({ httpRouter }) {
        httpRouter.addAuthPolicy({ allow: 'unauthenticated', path: '/' });
      },
    });
  },
});
