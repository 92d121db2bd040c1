import * as E from 'fp-ts/Either';
import type { AuthConnector } from '../../../application/app/auth-connector.port';
import * as TE from 'fp-ts/TaskEither';
import type { CatalogFileFormat } from '../../../application/import/catalog-file-format.port';
import type { ImportError } from '../../../application/import/import-error';
import type { AzurePullRequests, AzureRepository, CatalogFileChange, GithubPullRequests, GithubRepository } from '../../../application/import/pull-requests.port';
import type { ScmIntegrationsSource } from '../../../application/import/scm-integrations.port';
import type { ScmTokenSource } from '../../../application/import/scm-tokens';
import type { IntegrationsConfig } from '../../../domain/import/integration-config';
import type { PullRequestResult } from '../../../domain/import/pull-request';
import { resolveIntegrations } from '../../../domain/import/scm-integrations';

// In-memory stand-ins for the import ports; each records what it was asked.

export const integrationsOf = (config: IntegrationsConfig): ScmIntegrationsSource => ({ load: () => TE.right(resolveIntegrations(config)) });

/** Documents separated by lines of '---', each a JSON object: enough to tell documents apart without YAML. */
export const jsonDocumentsFormat = (): CatalogFileFormat => ({
  parseDocuments: (text) => () => {
    try {
      return Promise.resolve(E.right(text.split(/^---$/m).filter((part) => part.trim()).map((part) => JSON.parse(part) as unknown)));
    } catch (error) {
      return Promise.resolve(E.left<ImportError>({ _tag: 'Rejected', message: (error as Error).message }));
    }
  },
  stringifyDocuments: (documents) => TE.right(documents.map((document) => JSON.stringify(document)).join('\n---\n')),
});

export interface RecordedPullRequest<R> {
  readonly repository: R;
  readonly change: CatalogFileChange;
}

export const recordingGithub = (
  answer: TE.TaskEither<ImportError, PullRequestResult>,
  calls: RecordedPullRequest<GithubRepository>[] = [],
): GithubPullRequests & { calls: RecordedPullRequest<GithubRepository>[] } => ({
  calls,
  open: (repository, change) => {
    calls.push({ repository, change });
    return answer;
  },
});

export const recordingAzure = (
  answer: TE.TaskEither<ImportError, PullRequestResult>,
  calls: RecordedPullRequest<AzureRepository>[] = [],
): AzurePullRequests & { calls: RecordedPullRequest<AzureRepository>[] } => ({
  calls,
  open: (repository, change) => {
    calls.push({ repository, change });
    return answer;
  },
});

export const unexpectedPullRequests = (): GithubPullRequests & AzurePullRequests => ({
  open: () => {
    throw new Error('No pull request was expected in this test');
  },
});

export interface TokenRequest {
  readonly providerId: string;
  readonly scopes: readonly string[];
}

export const tokensGiving = (answer: E.Either<ImportError, string>, requests: TokenRequest[] = []): ScmTokenSource & { requests: TokenRequest[] } =>
  Object.assign(
    (providerId: string, scopes: readonly string[]) => {
      requests.push({ providerId, scopes });
      return () => Promise.resolve(answer);
    },
    { requests },
  );

/**
 * The auth backend's answer to an optional refresh of the pull request's provider: 'none yet' (401, the provider
 * exists but nobody signed in), or 'unknown' (404, the auth backend has no such provider).
 */
export const authBackendWith = (provider: 'none yet' | 'unknown'): Pick<AuthConnector, 'refresh'> => ({
  refresh: () =>
    provider === 'unknown'
      ? TE.left({ _tag: 'HttpStatus', status: 404, statusText: 'Not Found', name: 'NotFoundError', message: "Request failed with 404 Not Found, Unknown auth provider 'github'" })
      : TE.left({ _tag: 'HttpStatus', status: 401, statusText: 'Unauthorized', name: 'AuthenticationError', message: 'Request failed with 401 Unauthorized' }),
});
