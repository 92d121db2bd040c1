// The scaffolder. None of its adapters are part of the first page: they load with its first use.
import { CatalogReaderToken } from '../../application/catalog/catalog-reader.port';
import { ScaffolderServicesToken } from '../../application/scaffolder/scaffolder-services';
import { lazyLoader, type ServiceDeclaration } from '../../application/shared/service-declaration';

export const scaffolderServices: readonly ServiceDeclaration[] = [
  lazyLoader(ScaffolderServicesToken, (get, { backendFetch, discoveryOf, loadFrontendConfig }) =>
    import('./scaffolder-services').then((scaffolder) =>
      scaffolder.createScaffolderServices({
        fetch: backendFetch,
        discoveryOf,
        catalog: get(CatalogReaderToken),
        loadConfig: scaffolder.frontendConfigLoader(loadFrontendConfig),
      }),
    ),
  ),
];
