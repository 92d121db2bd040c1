// The first calls of the catalog index and of an entity page, sent by the page's first script as soon as the stored
// session is refreshed: worked out by the same view, use case and HTTP adapter the page uses, and kept for the app's
// own calls to take. On an API's Definition tab, the worker that reads its definition is started too, and handed
// the entity's answer as soon as it is in.
// The entry loads this module on demand (early-start.ts), in a chunk of its own (vite.config.ts).
import * as E from 'fp-ts/Either';
import type { EarlyRefresh } from '../../application/app/session-manager';
import { listCatalogPage } from '../../application/catalog/list-catalog-page.use-case';
import { loadEntityPage } from '../../application/catalog/load-entity-page.use-case';
import type { HttpFetch } from '../../application/shared/service-declaration';
import { ConfigDiscovery } from '../../adapters/app/config-discovery';
import type { EarlyGets } from '../../adapters/app/early-gets';
import { CatalogHttpAdapter } from '../../adapters/catalog/catalog.http-adapter';
import { API_KIND, DEFINITION_TAB_PATH } from '../../domain/api-docs/constants';
import type { AppSettings } from '../../domain/app/app-settings';
import { signedInUserFromSession, type SignedInUser } from '../../domain/app/auth-session';
import { discoverySettingsOf } from '../../domain/app/discovery';
import type { OpenedLocation } from '../../ui/app/app-location';
import { prepareOffThreadReading, readEntityAnswerEarly } from '../../ui/api-docs/viewers/openapi-reading';
import { entityRouteKey, entityRouteParamsOf, entityRouteTabOf } from '../../ui/catalog/hooks/entity-route';
import { catalogIndexView } from '../../ui/catalog/hooks/index-view';
import { CATALOG_INDEX_PATH } from './early-start';

export interface EarlyCatalogCalls {
  readonly settings: AppSettings;
  readonly location: OpenedLocation;
  readonly user: SignedInUser;
  readonly fetchFn: HttpFetch;
  readonly earlyGets: EarlyGets;
  /** Given the early entity call's answer, on an entity page. */
  readonly onEntityAnswer?: (answer: Promise<Response>) => void;
}

/** Stands in for the network while the use case is run: the call goes out early, the use case stops there. */
class SentEarly extends Error {}

/**
 * Sends the opened page's first calls, and resolves once they are sent: the index's (with the configured pagination,
 * else the catalog plugin's default) or an entity page's entity. The 'starred' filter needs the user's stored stars, which only
 * the app reads.
 */
export const sendEarlyCatalogCalls = async ({ settings, location, user, fetchFn, earlyGets, onEntityAnswer }: EarlyCatalogCalls): Promise<void> => {
  if (!user.token) return;
  const authorization = `Bearer ${user.token}`;
  const answers: Promise<Response>[] = [];
  const sendEarly: HttpFetch = (url, init) => {
    const answer = earlyGets.send(fetchFn, url, { method: init?.method ?? 'GET', headers: { authorization } });
    if (answer) answers.push(answer);
    return Promise.reject(new SentEarly());
  };
  const discovery = new ConfigDiscovery(discoverySettingsOf(settings));
  const reader = new CatalogHttpAdapter(sendEarly, (pluginId) => discovery.getBaseUrl(pluginId));
  const entityParams = entityRouteParamsOf(location.pathname);
  if (entityParams) {
    await loadEntityPage({ reader })(entityRouteKey(entityParams))();
    // The use case's one call, the entity by name.
    const [entityAnswer] = answers;
    if (entityAnswer && answers.length === 1) onEntityAnswer?.(entityAnswer);
    return;
  }
  if (!CATALOG_INDEX_PATH.test(location.pathname)) return;
  const view = catalogIndexView(location.search, settings.catalogIndexPagination);
  if (view.filters.user === 'starred') return;
  const listPage = listCatalogPage({ reader, userContext: () => ({ ownershipRefs: user.ownershipEntityRefs, starredRefs: [] }) });
  await listPage(view)();
};

/**
 * An API's Definition tab: the worker that reads a large OpenAPI definition is started at once, so that its script
 * is in and compiled by the time the entity answers; it is then handed that answer, and reads the definition while
 * the app decodes the entity and renders the page.
 */
const opensDefinitionTab = ({ pathname }: OpenedLocation): boolean =>
  entityRouteParamsOf(pathname)?.kind.toLowerCase() === API_KIND && entityRouteTabOf(pathname) === DEFINITION_TAB_PATH;

/** Waits for the stored session's early refresh, then sends the index's first calls with its token. */
export const sendEarlyCatalogCallsOnceRefreshed = async (
  refresh: EarlyRefresh,
  input: Omit<EarlyCatalogCalls, 'user'>,
): Promise<void> => {
  const definitionTab = opensDefinitionTab(input.location);
  if (definitionTab) prepareOffThreadReading();
  const answer = await refresh.result;
  const user = E.isRight(answer) ? signedInUserFromSession(refresh.providerId, answer.right) : undefined;
  if (user) await sendEarlyCatalogCalls({ ...input, user, ...(definitionTab ? { onEntityAnswer: readEntityAnswerEarly } : {}) });
};
