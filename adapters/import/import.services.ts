// Register an existing component. The source-control calls go out with plain fetch (never the portal's identity token).
import { LoginRequestsToken } from '../../application/app/login-requests';
import { CatalogReaderToken } from '../../application/catalog/catalog-reader.port';
import { EntityRegistrarToken } from '../../application/catalog/entity-registrar.port';
import { catalogImport, CatalogImportToken } from '../../application/import/catalog-import';
import { scmTokensFromLoginRequests } from '../../application/import/scm-tokens';
import { service, type ServiceDeclaration } from '../../application/shared/service-declaration';
import { DEFAULT_CATALOG_FILENAME, DEFAULT_IMPORT_BRANCH } from '../../domain/import/constants';
import { AzureDevOpsPullRequestAdapter } from './azure-devops-pull-request.http-adapter';
import { FrontendConfigScmIntegrations } from './frontend-config.scm-integrations';
import { GithubPullRequestAdapter } from './github-pull-request.http-adapter';
import { YamlCatalogFileFormat } from './yaml-catalog-file.adapter';

export const importServices: readonly ServiceDeclaration[] = [
  service(CatalogImportToken, (get, { plainFetch, loadFrontendConfig, settings }) =>
    catalogImport({
      registrar: get(EntityRegistrarToken),
      reader: get(CatalogReaderToken),
      integrations: new FrontendConfigScmIntegrations(loadFrontendConfig),
      files: new YamlCatalogFileFormat(),
      github: new GithubPullRequestAdapter(plainFetch),
      azure: new AzureDevOpsPullRequestAdapter(plainFetch),
      tokens: scmTokensFromLoginRequests(get(LoginRequestsToken)),
      settings: { catalogFilename: DEFAULT_CATALOG_FILENAME, branchName: DEFAULT_IMPORT_BRANCH, appTitle: settings.title, appBaseUrl: settings.baseUrl },
    }),
  ),
];
