import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { withEntityFields, type EntityFields, type GeneratedEntity } from '../../domain/import/analysis';
import { defaultPullRequestText, type PullRequestText } from '../../domain/import/pull-request';
import { stringifyEntityRef } from '../../domain/catalog/entity-ref';
import type { CatalogReader } from '../catalog/catalog-reader.port';
import type { EntityRegistrar } from '../catalog/entity-registrar.port';
import { serviceToken } from '../shared/service-token';
import { analyzeUrl, type AnalyzeUrl } from './analyze-url.use-case';
import type { CatalogFileFormat } from './catalog-file-format.port';
import { fromBackend, type ImportError } from './import-error';
import type { AzurePullRequests, GithubPullRequests } from './pull-requests.port';
import { registerLocations, type RegisterLocations } from './register-locations.use-case';
import type { ScmIntegrationsSource } from './scm-integrations.port';
import type { ScmTokenSource } from './scm-tokens';
import type { AuthConnector } from '../app/auth-connector.port';
import { checkPullRequestSignIn, type CheckPullRequestSignIn } from './pull-request-sign-in.use-case';
import { submitPullRequest, type SubmitPullRequest } from './submit-pull-request.use-case';

export interface CatalogImportSettings {
  readonly catalogFilename: string;
  readonly branchName: string;
  readonly appTitle: string;
  readonly appBaseUrl: string;
}

export interface CatalogImportDeps {
  readonly registrar: EntityRegistrar;
  readonly reader: Pick<CatalogReader, 'getEntities'>;
  readonly integrations: ScmIntegrationsSource;
  readonly files: CatalogFileFormat;
  readonly github: GithubPullRequests;
  readonly azure: AzurePullRequests;
  readonly tokens: ScmTokenSource;
  readonly auth: Pick<AuthConnector, 'refresh'>;
  readonly settings: CatalogImportSettings;
}

/** Everything the import page does. */
export interface CatalogImport {
  readonly catalogFilename: string;
  readonly analyzeUrl: AnalyzeUrl;
  readonly registerLocations: RegisterLocations;
  /** The title and body a new pull request starts with. */
  pullRequestDefaults(): PullRequestText;
  /** The catalog file the pull request adds: the proposed entities with the chosen name and owner. */
  catalogFileFor(entities: readonly GeneratedEntity[], fields: EntityFields): TE.TaskEither<ImportError, string>;
  readonly submitPullRequest: SubmitPullRequest;
  /** Whether the portal can sign in to the repository's host to open the pull request. */
  readonly pullRequestSignIn: CheckPullRequestSignIn;
  /** Groups the owner field offers (at most OWNER_CANDIDATES_LIMIT), as entity refs. */
  ownerCandidates(): TE.TaskEither<ImportError, readonly string[]>;
}

/** The owner list is a convenience: any entity ref may be typed in. */
export const OWNER_CANDIDATES_LIMIT = 500;

export const CatalogImportToken = serviceToken<CatalogImport>('CatalogImport');

export const catalogImport = (deps: CatalogImportDeps): CatalogImport => ({
  catalogFilename: deps.settings.catalogFilename,
  analyzeUrl: analyzeUrl({ registrar: deps.registrar, integrations: deps.integrations, catalogFilename: deps.settings.catalogFilename }),
  registerLocations: registerLocations({ registrar: deps.registrar }),
  pullRequestDefaults: () => defaultPullRequestText(deps.settings.appTitle, deps.settings.appBaseUrl, deps.settings.catalogFilename),
  catalogFileFor: (entities, fields) => deps.files.stringifyDocuments(withEntityFields(entities, fields)),
  submitPullRequest: submitPullRequest({
    registrar: deps.registrar,
    integrations: deps.integrations,
    files: deps.files,
    github: deps.github,
    azure: deps.azure,
    tokens: deps.tokens,
    catalogFilename: deps.settings.catalogFilename,
    branchName: deps.settings.branchName,
  }),
  pullRequestSignIn: checkPullRequestSignIn(deps.auth),
  ownerCandidates: () =>
    pipe(
      deps.reader.getEntities({ filter: ['kind=group'], fields: ['kind', 'metadata.name', 'metadata.namespace'], limit: OWNER_CANDIDATES_LIMIT }),
      TE.mapLeft((error) => fromBackend(error)),
      TE.map((entities) => entities.map((entity) => stringifyEntityRef(entity)).sort()),
    ),
});
