import type { TaskEither } from 'fp-ts/TaskEither';
import type { PullRequestResult } from '../../domain/import/pull-request';
import { serviceToken } from '../shared/service-token';
import type { ImportError } from './import-error';

/** What every provider's pull request carries. */
export interface CatalogFileChange {
  /** The provider session's access token. */
  readonly token: string;
  readonly branchName: string;
  readonly fileName: string;
  readonly fileContent: string;
  readonly title: string;
  readonly body: string;
}

export interface GithubRepository {
  readonly host: string;
  readonly apiBaseUrl: string;
  readonly owner: string;
  readonly repo: string;
}

/** GitHub: get repo, get the default branch ref, create the branch, commit the file, open the PR. */
export interface GithubPullRequests {
  open(repository: GithubRepository, change: CatalogFileChange): TaskEither<ImportError, PullRequestResult>;
}

export interface AzureRepository {
  readonly tenantUrl: string;
  readonly project: string;
  readonly repoName: string;
}

/** Azure DevOps: get repository, get the default branch ref, push the branch with the file, open the PR. */
export interface AzurePullRequests {
  open(repository: AzureRepository, change: CatalogFileChange): TaskEither<ImportError, PullRequestResult>;
}

export const GithubPullRequestsToken = serviceToken<GithubPullRequests>('GithubPullRequests');
export const AzurePullRequestsToken = serviceToken<AzurePullRequests>('AzurePullRequests');
