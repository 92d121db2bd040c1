import * as E from 'fp-ts/Either';
import type { Either } from 'fp-ts/Either';
import { messages } from '../../domain/app/messages';
import type { ServiceToken } from '../shared/service-token';
import { AppCookieGatewayToken } from './app-cookie.port';
import { CookieRefresherToken } from './cookie-refresher';

export interface ServiceLookup {
  get<T>(token: ServiceToken<T>): T;
}

const optional = <T>(services: ServiceLookup, token: ServiceToken<T>): T | undefined => {
  try {
    return services.get(token);
  } catch {
    return undefined;
  }
};

/**
 * Protected mode authenticates the app itself with a cookie, so the app cannot run without the cookie
 * gateway and its refresher. Starts the refresher; answers whether the first refresh worked.
 */
export const startProtectedMode = async (services: ServiceLookup): Promise<Either<string, boolean>> => {
  const refresher = optional(services, CookieRefresherToken);
  const cookie = optional(services, AppCookieGatewayToken);
  if (!refresher || !cookie) return E.left(messages.protectedModeMissingApis);
  return E.right(await refresher.start());
};
