// The catalog's services: one HTTP adapter reads and registers, the browser's storage keeps stars and visits.
import { AlertPosterToken } from '../../application/app/alerts.port';
import { KeyValueStoreToken } from '../../application/app/key-value-store.port';
import { SessionManagerToken } from '../../application/app/session-manager';
import { CatalogIndexSettingsToken } from '../../application/catalog/catalog-index-settings';
import { CatalogReaderToken } from '../../application/catalog/catalog-reader.port';
import { countCatalogEntities, CountCatalogEntitiesToken } from '../../application/catalog/count-catalog-entities.use-case';
import { EntityPresentationApiToken } from '../../application/catalog/entity-presentation.port';
import { CatalogEntityPresentation } from '../../application/catalog/entity-presentation.use-case';
import { EntityRegistrarToken } from '../../application/catalog/entity-registrar.port';
import { listCatalogPage, ListCatalogPageToken, type ListCatalogPageDeps } from '../../application/catalog/list-catalog-page.use-case';
import { listVisits, ListVisitsToken } from '../../application/catalog/list-visits.use-case';
import { loadAncestry, LoadAncestryToken } from '../../application/catalog/load-ancestry.use-case';
import { loadColocated, LoadColocatedToken } from '../../application/catalog/load-colocated.use-case';
import { loadEntityPage, LoadEntityPageToken } from '../../application/catalog/load-entity-page.use-case';
import { filterOptionsLoader, FilterOptionsLoaderToken } from '../../application/catalog/load-filter-options.use-case';
import { narrowTextTerm, type NarrowTextTerm } from '../../application/catalog/narrow-text-term';
import { loadProcessingErrors, LoadProcessingErrorsToken } from '../../application/catalog/processing-errors.use-case';
import { recordVisit, RecordVisitToken } from '../../application/catalog/record-visit.use-case';
import { refreshEntity, RefreshEntityToken } from '../../application/catalog/refresh-entity.use-case';
import { relationWarning, RelationWarningToken } from '../../application/catalog/relation-warning.use-case';
import { StarredEntitiesStoreToken } from '../../application/catalog/starred-entities-store.port';
import { StarredEntities, StarredEntitiesToken } from '../../application/catalog/starred-entities.use-case';
import { unregisterEntity, UnregisterEntityToken } from '../../application/catalog/unregister-entity.use-case';
import { VisitsStoreToken } from '../../application/catalog/visits-store.port';
import { service, type Resolve, type ServiceDeclaration } from '../../application/shared/service-declaration';
import { serviceToken } from '../../application/shared/service-token';
import { messages } from '../../domain/app/messages';
import { CatalogHttpAdapter } from './catalog.http-adapter';
import { KeyValueStarredEntitiesStore } from './starred-entities.store';
import { KeyValueVisitsStore } from './visits.store';

const CatalogHttpAdapterToken = serviceToken<CatalogHttpAdapter>('CatalogHttpAdapter');
/** One for the page and the count of a list, which share the counts of its words. */
const NarrowTextTermToken = serviceToken<NarrowTextTerm>('NarrowTextTerm');

const currentUserRef = (get: Resolve) => (): string | undefined => {
  const state = get(SessionManagerToken).getState();
  return state.status === 'signed-in' ? state.user.userEntityRef : undefined;
};

const storageParseError = (get: Resolve) => (key: string) =>
  get(AlertPosterToken).post({ message: messages.storageJsonParseError(key), severity: 'error' });

const catalogPageDeps = (get: Resolve): ListCatalogPageDeps => ({
  reader: get(CatalogReaderToken),
  narrowTextTerm: get(NarrowTextTermToken),
  userContext: () => {
    const state = get(SessionManagerToken).getState();
    return {
      ownershipRefs: state.status === 'signed-in' ? state.user.ownershipEntityRefs : [],
      starredRefs: get(StarredEntitiesToken).getStarred(),
    };
  },
});

export const catalogServices: readonly ServiceDeclaration[] = [
  service(CatalogHttpAdapterToken, (_, { backendFetch, discoveryOf }) => new CatalogHttpAdapter(backendFetch, discoveryOf)),
  service(CatalogReaderToken, (get) => get(CatalogHttpAdapterToken)),
  // Read and checked with the app's settings at boot (a bad value stops the boot with the key's name).
  service(CatalogIndexSettingsToken, (_, { settings }) =>
    settings.catalogIndexPagination ? { pagination: settings.catalogIndexPagination } : {},
  ),
  service(EntityRegistrarToken, (get) => get(CatalogHttpAdapterToken)),
  service(StarredEntitiesStoreToken, (get) => new KeyValueStarredEntitiesStore(get(KeyValueStoreToken), storageParseError(get))),
  service(VisitsStoreToken, (get) => new KeyValueVisitsStore(get(KeyValueStoreToken), storageParseError(get))),
  service(StarredEntitiesToken, (get) => new StarredEntities({ store: get(StarredEntitiesStoreToken), currentUserRef: currentUserRef(get) })),
  service(NarrowTextTermToken, (get) => narrowTextTerm(get(CatalogReaderToken))),
  service(ListCatalogPageToken, (get) => listCatalogPage(catalogPageDeps(get))),
  service(CountCatalogEntitiesToken, (get) => countCatalogEntities(catalogPageDeps(get))),
  service(FilterOptionsLoaderToken, (get) => filterOptionsLoader({ reader: get(CatalogReaderToken) })),
  service(LoadEntityPageToken, (get) => loadEntityPage({ reader: get(CatalogReaderToken) })),
  service(UnregisterEntityToken, (get) => unregisterEntity({ reader: get(CatalogReaderToken), registrar: get(EntityRegistrarToken) })),
  service(RelationWarningToken, (get) => relationWarning({ reader: get(CatalogReaderToken) })),
  service(RecordVisitToken, (get, { newId }) =>
    recordVisit({ store: get(VisitsStoreToken), currentUserRef: currentUserRef(get), now: Date.now, newId }),
  ),
  service(ListVisitsToken, (get) => listVisits({ store: get(VisitsStoreToken), currentUserRef: currentUserRef(get) })),
  service(EntityPresentationApiToken, (get) => new CatalogEntityPresentation({ reader: get(CatalogReaderToken), now: Date.now })),
  service(RefreshEntityToken, (get) => refreshEntity({ registrar: get(EntityRegistrarToken) })),
  service(LoadAncestryToken, (get) => loadAncestry({ reader: get(CatalogReaderToken) })),
  service(LoadColocatedToken, (get) => loadColocated({ reader: get(CatalogReaderToken) })),
  service(LoadProcessingErrorsToken, (get) => loadProcessingErrors({ reader: get(CatalogReaderToken) })),
];
