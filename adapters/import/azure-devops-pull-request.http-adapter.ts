// Opens the catalog-file pull request on Azure DevOps:
// GET {tenant}/{project}/_apis/git/repositories/{repo}; GET .../{repo}/refs?filter= for the default branch;
// POST .../{repo}/pushes (the new branch with the file added); POST .../{repo}/pullrequests (title,
// description, sourceRefName, targetRefName). Every call carries api-version 6.0 and the Bearer token.
// A failed call shows Azure DevOps' own message.
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type * as t from 'io-ts';
import { rejected, type ImportError } from '../../application/import/import-error';
import type { AzurePullRequests, AzureRepository, CatalogFileChange } from '../../application/import/pull-requests.port';
import { AZURE_API_VERSION } from '../../domain/import/constants';
import { importMessages } from '../../domain/import/messages';
import type { PullRequestResult } from '../../domain/import/pull-request';
import type { FetchFn } from '../shared/http';
import { AzurePullRequestCodec, AzurePushCodec, AzureRefsCodec, AzureRepositoryCodec } from './azure-devops.codec';
import { scmRequest, type ScmFailure } from './scm-request';

const messageOf = (body: unknown): string | undefined => {
  if (typeof body !== 'object' || body === null) return undefined;
  const message = (body as { message?: unknown }).message;
  return typeof message === 'string' && message !== '' ? message : undefined;
};

const azureFailure = (failure: ScmFailure): ImportError => {
  switch (failure.kind) {
    case 'transport':
    case 'decode':
      return { _tag: 'ScmRequest', message: failure.message, rateLimited: false };
    case 'status':
      return {
        _tag: 'ScmRequest',
        message: messageOf(failure.body) ?? `Request failed with ${failure.status} ${failure.statusText}`.trim(),
        status: failure.status,
        rateLimited: false,
      };
  }
};

export class AzureDevOpsPullRequestAdapter implements AzurePullRequests {
  /** `fetchFn` must not add the portal's identity token: these calls leave for Azure DevOps. */
  constructor(private readonly fetchFn: FetchFn) {}

  open(repository: AzureRepository, change: CatalogFileChange): TE.TaskEither<ImportError, PullRequestResult> {
    const base = `${repository.tenantUrl}/${encodeURIComponent(repository.project)}/_apis/git/repositories`;
    const headers = { Authorization: `Bearer ${change.token}` };
    const call = <A, O>(codec: t.Type<A, O, unknown>, path: string, options: { query?: Record<string, string>; body?: unknown } = {}) => {
      const params = new URLSearchParams({ 'api-version': AZURE_API_VERSION, ...options.query });
      return scmRequest(
        this.fetchFn,
        `${base}${path}?${params.toString()}`,
        codec,
        options.body !== undefined ? { method: 'POST', headers, body: options.body } : { headers },
        azureFailure,
      );
    };

    return pipe(
      call(AzureRepositoryCodec, `/${encodeURIComponent(repository.repoName)}`),
      TE.chain((repo) => {
        const repoPath = `/${encodeURIComponent(repo.name)}`;
        const filter = repo.defaultBranch.replace('refs/', '');
        return pipe(
          call(AzureRefsCodec, `${repoPath}/refs`, { query: { filter } }),
          TE.chain((refs) => {
            const source = refs.value[0];
            return source ? TE.right(source) : TE.left(rejected(importMessages.azureRefNotFound(filter)));
          }),
          TE.chain((source) =>
            pipe(
              call(AzurePushCodec, `${repoPath}/pushes`, {
                body: {
                  refUpdates: [{ name: `refs/heads/${change.branchName}`, oldObjectId: source.objectId }],
                  commits: [
                    {
                      comment: change.title,
                      changes: [
                        { changeType: 'add', item: { path: `/${change.fileName}` }, newContent: { content: change.fileContent, contentType: 'rawtext' } },
                      ],
                    },
                  ],
                },
              }),
              TE.chain((push) =>
                call(AzurePullRequestCodec, `${repoPath}/pullrequests`, {
                  body: {
                    title: change.title,
                    description: change.body,
                    sourceRefName: push.refUpdates[0]?.name ?? `refs/heads/${change.branchName}`,
                    targetRefName: source.name,
                  },
                }),
              ),
            ),
          ),
          TE.map((pull) => ({
            link: `${pull.repository.webUrl}/pullrequest/${pull.pullRequestId}`,
            location: `${pull.repository.webUrl}?path=/${change.fileName}`,
          })),
        );
      }),
    );
  }
}
