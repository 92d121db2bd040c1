// The import's use cases over their adapters: one chunk, loaded with the import page's first call (import.services.ts).
import { AuthConnectorToken } from '../../application/app/auth-connector.port';
import { LoginRequestsToken } from '../../application/app/login-requests';
import { CatalogReaderToken } from '../../application/catalog/catalog-reader.port';
import { EntityRegistrarToken } from '../../application/catalog/entity-registrar.port';
import { catalogImport, type CatalogImport, type CatalogImportSettings } from '../../application/import/catalog-import';
import { scmTokensFromLoginRequests } from '../../application/import/scm-tokens';
import type { Resolve, ServiceContext } from '../../application/shared/service-declaration';
import { AzureDevOpsPullRequestAdapter } from './azure-devops-pull-request.http-adapter';
import { FrontendConfigScmIntegrations } from './frontend-config.scm-integrations';
import { GithubPullRequestAdapter } from './github-pull-request.http-adapter';
import { YamlCatalogFileFormat } from './yaml-catalog-file.adapter';

export const createCatalogImport = (get: Resolve, { plainFetch, loadFrontendConfig }: ServiceContext, settings: CatalogImportSettings): CatalogImport =>
  catalogImport({
    registrar: get(EntityRegistrarToken),
    reader: get(CatalogReaderToken),
    integrations: new FrontendConfigScmIntegrations(loadFrontendConfig),
    files: new YamlCatalogFileFormat(),
    github: new GithubPullRequestAdapter(plainFetch),
    azure: new AzureDevOpsPullRequestAdapter(plainFetch),
    tokens: scmTokensFromLoginRequests(get(LoginRequestsToken)),
    auth: get(AuthConnectorToken),
    settings,
  });
