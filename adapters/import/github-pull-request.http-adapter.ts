// Opens the catalog-file pull request on GitHub: get the repo
// (default_branch), get ref heads/{default}, create ref refs/heads/{branch}, create the file contents on the
// branch, create the pull. Each failure is the step's own text followed by 'received http response status
// code {status}: {message}', and a rate limit is recognised.
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type * as t from 'io-ts';
import type { ImportError } from '../../application/import/import-error';
import type { CatalogFileChange, GithubPullRequests, GithubRepository } from '../../application/import/pull-requests.port';
import { trimTrailingSlashes } from '../../domain/import/hosts';
import { importMessages } from '../../domain/import/messages';
import { githubErrorText, githubStepMessage, isGithubRateLimited, type GithubStep, type PullRequestResult } from '../../domain/import/pull-request';
import type { FetchFn } from '../shared/http';
import { GithubAnyCodec, GithubPullCodec, GithubRefCodec, GithubRepoCodec } from './github.codec';
import { scmRequest, type ScmFailure } from './scm-request';

/** UTF-8 text as base64 (the contents API wants the file base64-encoded). */
export const base64Utf8 = (text: string): string => {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
};

/** Encodes each segment of a path such as the branch name 'release/1.0', keeping the slashes. */
const segments = (path: string): string => path.split('/').map(encodeURIComponent).join('/');

const stepFailure =
  (stepText: string) =>
  (failure: ScmFailure): ImportError => {
    switch (failure.kind) {
      case 'transport':
      case 'decode':
        return { _tag: 'ScmRequest', message: `${stepText}, ${failure.message}`, rateLimited: false };
      case 'status':
        return {
          _tag: 'ScmRequest',
          message: importMessages.withHttpStatus(stepText, failure.status, githubErrorText(failure.body, failure.statusText)),
          status: failure.status,
          rateLimited: isGithubRateLimited(failure.status, failure.headers.get('x-ratelimit-remaining')),
        };
    }
  };

export class GithubPullRequestAdapter implements GithubPullRequests {
  /** `fetchFn` must not add the portal's identity token: these calls leave for GitHub. */
  constructor(private readonly fetchFn: FetchFn) {}

  open(repository: GithubRepository, change: CatalogFileChange): TE.TaskEither<ImportError, PullRequestResult> {
    const repoUrl = `${trimTrailingSlashes(repository.apiBaseUrl)}/repos/${encodeURIComponent(repository.owner)}/${encodeURIComponent(repository.repo)}`;
    const headers = { Accept: 'application/vnd.github+json', Authorization: `Bearer ${change.token}` };
    const call = <A, O>(step: GithubStep, path: string, codec: t.Type<A, O, unknown>, method = 'GET', body?: unknown) =>
      scmRequest(
        this.fetchFn,
        `${repoUrl}${path}`,
        codec,
        { method, headers, ...(body !== undefined ? { body } : {}) },
        stepFailure(githubStepMessage(step, change.branchName, change.fileName)),
      );
    return pipe(
      call('repo', '', GithubRepoCodec),
      TE.chain(({ default_branch: defaultBranch }) =>
        pipe(
          call('defaultBranch', `/git/ref/heads/${segments(defaultBranch)}`, GithubRefCodec),
          TE.chain((parent) =>
            call('createBranch', '/git/refs', GithubAnyCodec, 'POST', { ref: `refs/heads/${change.branchName}`, sha: parent.object.sha }),
          ),
          TE.chain(() =>
            call('commit', `/contents/${segments(change.fileName)}`, GithubAnyCodec, 'PUT', {
              message: change.title,
              content: base64Utf8(change.fileContent),
              branch: change.branchName,
            }),
          ),
          TE.chain(() =>
            call('pullRequest', '/pulls', GithubPullCodec, 'POST', { title: change.title, head: change.branchName, body: change.body, base: defaultBranch }),
          ),
          TE.map((pull) => ({
            link: pull.html_url,
            location: `https://${repository.host}/${repository.owner}/${repository.repo}/blob/${defaultBranch}/${change.fileName}`,
          })),
        ),
      ),
    );
  }
}
