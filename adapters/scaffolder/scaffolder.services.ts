// The scaffolder. None of its adapters are part of the first page: they load with its first use.
import { ScaffolderServicesToken } from '../../application/scaffolder/scaffolder-services';
import { lazyLoader, type ServiceDeclaration } from '../../application/shared/service-declaration';

export const scaffolderServices: readonly ServiceDeclaration[] = [
  lazyLoader(ScaffolderServicesToken, (_, { backendFetch, discoveryOf, plainFetch, settings }) =>
    import('./scaffolder-services').then((scaffolder) =>
      scaffolder.createScaffolderServices({ fetch: backendFetch, discoveryOf, loadConfig: scaffolder.frontendConfigLoader(plainFetch, settings.basePath) }),
    ),
  ),
];
