// TechDocs. The adapters load with the first use of docs: none is part of the first page.
import { KeyValueStoreToken } from '../../application/app/key-value-store.port';
import { CatalogReaderToken } from '../../application/catalog/catalog-reader.port';
import { DocsEntityListerToken } from '../../application/docs/docs-entities.port';
import { DocsSettingsSourceToken } from '../../application/docs/docs-settings.port';
import { TechDocsGatewayToken } from '../../application/docs/techdocs-gateway.port';
import { TextSizeStore, TextSizeStoreToken } from '../../application/docs/text-size.store';
import { TRANSPORT_ERROR } from '../../application/shared/deferred-service';
import { lazyService, service, type ServiceDeclaration } from '../../application/shared/service-declaration';
import { DEFAULT_DOCS_SETTINGS } from '../../domain/docs/docs-settings';

const adapters = () => import('./docs-services');

export const docsServices: readonly ServiceDeclaration[] = [
  // techdocs settings reach the browser in the frontend config, not in AppSettings.
  lazyService(DocsSettingsSourceToken, (_, { loadFrontendConfig }) => adapters().then((m) => new m.DocsSettingsFromConfig(loadFrontendConfig)), {
    load: () => async () => DEFAULT_DOCS_SETTINGS,
  }),
  lazyService(
    TechDocsGatewayToken,
    (get, { backendFetch, discoveryOf, host }) =>
      adapters().then((m) => new m.TechDocsHttpAdapter(backendFetch, discoveryOf, get(DocsSettingsSourceToken), m.sessionCookiePaths(host.window))),
    {
      getTechDocsMetadata: TRANSPORT_ERROR,
      getEntityMetadata: TRANSPORT_ERROR,
      issueCookie: TRANSPORT_ERROR,
      sync: TRANSPORT_ERROR,
      locatePage: TRANSPORT_ERROR,
      getPageHtml: TRANSPORT_ERROR,
      getSiteText: TRANSPORT_ERROR,
      getSiteFile: TRANSPORT_ERROR,
    },
  ),
  lazyService(
    DocsEntityListerToken,
    (get) => adapters().then((m) => m.docsEntityLister(get(CatalogReaderToken))),
    { listEntitiesWithDocs: TRANSPORT_ERROR },
  ),
  service(TextSizeStoreToken, (get) => new TextSizeStore(get(KeyValueStoreToken))),
];
