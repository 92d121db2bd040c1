// A module of the embedded backend's kubernetes plugin that lets the pod terminal authenticate.
// Browsers cannot set an Authorization header on a WebSocket, so Backstage's default auth policy answers
// the exec upgrade with 401. Portico's terminal offers the user's token as the subprotocol
// `base64url.bearer.authorization.k8s.io.<token>` (Kubernetes' own convention for browsers); this module
// moves it into the Authorization header, removes it from the offered subprotocols (so the cluster never
// sees it), and then requires user or service credentials on every /proxy request itself.
// Wire it in config/dev-backend/embedded/backend.ts: backend.add(kubernetesModuleWebSocketAuth).
import { coreServices, createBackendModule } from '@backstage/backend-plugin-api';
import type { NextFunction, Request, Response } from 'express';

export const BEARER_SUBPROTOCOL_PREFIX = 'base64url.bearer.authorization.k8s.io.';

/** The token offered as a bearer subprotocol, and the subprotocols without it. */
export const takeBearerSubprotocol = (header: string | undefined): { token?: string; remaining: string } => {
  const offered = (header ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const bearer = offered.find((p) => p.startsWith(BEARER_SUBPROTOCOL_PREFIX));
  if (bearer === undefined) return { remaining: offered.join(', ') };
  const token = Buffer.from(bearer.slice(BEARER_SUBPROTOCOL_PREFIX.length), 'base64url').toString('utf8');
  return { ...(token && { token }), remaining: offered.filter((p) => p !== bearer).join(', ') };
};

interface CredentialsCheck {
  credentials(req: Request, options: { allow: Array<'user' | 'service'> }): Promise<unknown>;
}

/** Moves a bearer subprotocol into the Authorization header, then demands credentials. */
export const proxyAuthMiddleware =
  (httpAuth: CredentialsCheck) =>
  async (req: Request, _res: Response, next: NextFunction): Promise<void> => {
    if (!req.path.startsWith('/proxy')) return next();
    const { token, remaining } = takeBearerSubprotocol(req.headers['sec-websocket-protocol']);
    if (token !== undefined) {
      req.headers.authorization ??= `Bearer ${token}`;
      if (remaining) req.headers['sec-websocket-protocol'] = remaining;
      else delete req.headers['sec-websocket-protocol'];
    }
    try {
      await httpAuth.credentials(req, { allow: ['user', 'service'] });
      next();
    } catch (error) {
      next(error);
    }
  };

export const kubernetesModuleWebSocketAuth = createBackendModule({
  pluginId: 'kubernetes',
  moduleId: 'portico-websocket-auth',
  register(registration) {
    registration.registerInit({
      deps: { http: coreServices.httpRouter, httpAuth: coreServices.httpAuth },
      async init({ http, httpAuth }) {
        // The default policy would reject the upgrade before the token is read; the middleware below
        // (registered before the plugin's own router) checks credentials instead.
        http.addAuthPolicy({ path: '/proxy', allow: 'unauthenticated' });
        http.use(proxyAuthMiddleware(httpAuth));
      },
    });
  },
});
