import * as E from 'fp-ts/Either';
import type { TaskEither } from 'fp-ts/TaskEither';
import { DEFAULT_DOCS_SETTINGS } from '../../domain/docs/docs-settings';
import { transportError } from '../shared/backend-error';
import type { DocsEntityLister } from './docs-entities.port';
import type { DocsSettingsSource } from './docs-settings.port';
import type { TechDocsGateway } from './techdocs-gateway.port';

/** The docs area's adapters, created together in their own chunk. */
export interface DocsServices {
  readonly gateway: TechDocsGateway;
  readonly lister: DocsEntityLister;
  readonly settings: DocsSettingsSource;
}

/**
 * The services, loaded once on first use: the docs adapters, codecs and event-stream reader stay out of the
 * first page. A failed load is a Transport error of the call (tried again next time); settings answer defaults.
 */
export const deferDocsServices = (importServices: () => Promise<DocsServices>): DocsServices => {
  let pending: Promise<DocsServices> | undefined;
  const load = (): Promise<DocsServices> => {
    pending ??= importServices().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
  const defer =
    <L, A>(call: (services: DocsServices) => TaskEither<L, A>): TaskEither<L | ReturnType<typeof transportError>, A> =>
    async () => {
      let services: DocsServices;
      try {
        services = await load();
      } catch (error) {
        return E.left(transportError(error instanceof Error ? error.message : String(error)));
      }
      return call(services)();
    };
  const gateway: TechDocsGateway = {
    getTechDocsMetadata: (ref) => defer((services) => services.gateway.getTechDocsMetadata(ref)),
    getEntityMetadata: (ref) => defer((services) => services.gateway.getEntityMetadata(ref)),
    issueCookie: () => defer((services) => services.gateway.issueCookie()),
    sync: (ref, onLog, signal) => defer((services) => services.gateway.sync(ref, onLog, signal)),
    locatePage: (ref, path) => defer((services) => services.gateway.locatePage(ref, path)),
    getPageHtml: (location, signal) => defer((services) => services.gateway.getPageHtml(location, signal)),
    getSiteText: (url, signal) => defer((services) => services.gateway.getSiteText(url, signal)),
    getSiteFile: (url, signal) => defer((services) => services.gateway.getSiteFile(url, signal)),
  };
  return {
    gateway,
    lister: { listEntitiesWithDocs: () => defer((services) => services.lister.listEntitiesWithDocs()) },
    settings: {
      load: () => async () => {
        try {
          return await (await load()).settings.load()();
        } catch {
          return DEFAULT_DOCS_SETTINGS;
        }
      },
    },
  };
};
