import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { AZURE_SCOPES, GITHUB_SCOPES, withRepoWrite } from '../../domain/import/constants';
import { githubRepositoryOf, parseAzureRepoUrl } from '../../domain/import/import-url';
import { importMessages } from '../../domain/import/messages';
import type { PullRequestResult } from '../../domain/import/pull-request';
import { defaultGithubApiBaseUrl, integrationForUrl } from '../../domain/import/scm-integrations';
import type { EntityRegistrar } from '../catalog/entity-registrar.port';
import type { CatalogFileFormat } from './catalog-file-format.port';
import { fromBackend, rejected, type ImportError } from './import-error';
import type { AzurePullRequests, CatalogFileChange, GithubPullRequests } from './pull-requests.port';
import type { ScmIntegrationsSource } from './scm-integrations.port';
import { pullRequestAuthProvider } from './pull-request-sign-in.use-case';
import type { ScmTokenSource } from './scm-tokens';

export interface SubmitPullRequestDeps {
  readonly registrar: Pick<EntityRegistrar, 'validateEntity'>;
  readonly integrations: ScmIntegrationsSource;
  readonly files: CatalogFileFormat;
  readonly github: GithubPullRequests;
  readonly azure: AzurePullRequests;
  readonly tokens: ScmTokenSource;
  readonly catalogFilename: string;
  readonly branchName: string;
}

/** What the import page sends to open a pull request. */
export interface PullRequestRequest {
  readonly repositoryUrl: string;
  readonly fileContent: string;
  readonly title: string;
  readonly body: string;
}

export type SubmitPullRequest = (request: PullRequestRequest) => TE.TaskEither<ImportError, PullRequestResult>;

/** Every document must pass the catalog's validation; the first error message of the first invalid one is thrown. */
const validateDocuments = (deps: SubmitPullRequestDeps, request: PullRequestRequest): TE.TaskEither<ImportError, void> =>
  pipe(
    deps.files.parseDocuments(request.fileContent),
    TE.chain((documents) =>
      documents.reduce<TE.TaskEither<ImportError, void>>(
        (previous, document) =>
          pipe(
            previous,
            TE.chain(() => pipe(deps.registrar.validateEntity(document, `url:${request.repositoryUrl}`), TE.mapLeft((error) => fromBackend(error)))),
            TE.chain((result) => (result.valid ? TE.right(undefined) : TE.left(rejected(result.errors[0]?.message ?? 'Invalid entity')))),
          ),
        TE.right(undefined),
      ),
    ),
  );

/**
 * Pull request import: validate every YAML document, then (with a session that may write to
 * repositories) create the branch, commit the file and open the pull request on GitHub or Azure DevOps;
 * any other host is 'unimplemented!'.
 */
export const submitPullRequest =
  (deps: SubmitPullRequestDeps): SubmitPullRequest =>
  (request) => {
    const change = (token: string): CatalogFileChange => ({
      token,
      branchName: deps.branchName,
      fileName: deps.catalogFilename,
      fileContent: request.fileContent,
      title: request.title,
      body: request.body,
    });
    return pipe(
      validateDocuments(deps, request),
      TE.chain(() => deps.integrations.load()),
      TE.chain((integrations): TE.TaskEither<ImportError, PullRequestResult> => {
        const integration = integrationForUrl(integrations, request.repositoryUrl);
        switch (integration?.type) {
          case 'github': {
            const repository = githubRepositoryOf(request.repositoryUrl);
            if (!repository) return TE.left(rejected(importMessages.notAGithubRepository(request.repositoryUrl)));
            const apiBaseUrl = integration.apiBaseUrl ?? defaultGithubApiBaseUrl(integration.host);
            return pipe(
              deps.tokens(pullRequestAuthProvider('github'), withRepoWrite(GITHUB_SCOPES), 'GitHub'),
              TE.chain((token) => deps.github.open({ host: integration.host, apiBaseUrl, ...repository }, change(token))),
            );
          }
          case 'azure': {
            const repository = parseAzureRepoUrl(request.repositoryUrl);
            if (E.isLeft(repository)) return TE.left(rejected(repository.left));
            return pipe(
              deps.tokens(pullRequestAuthProvider('azure'), withRepoWrite(AZURE_SCOPES), 'Microsoft'),
              TE.chain((token) => deps.azure.open(repository.right, change(token))),
            );
          }
          default:
            return TE.left(rejected(importMessages.unimplemented));
        }
      }),
    );
  };
