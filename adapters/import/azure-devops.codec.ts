// The parts of Azure DevOps Git REST answers (api-version 6.0) the pull request import reads.
import * as t from 'io-ts';

/** GET {tenant}/{project}/_apis/git/repositories/{repo} */
export const AzureRepositoryCodec = t.type({ id: t.string, name: t.string, defaultBranch: t.string });

export const AzureRefCodec = t.type({ name: t.string, objectId: t.string });

/** GET .../{repo}/refs?filter= */
export const AzureRefsCodec = t.type({ value: t.array(AzureRefCodec) });

/** POST .../{repo}/pushes */
export const AzurePushCodec = t.type({ refUpdates: t.array(t.type({ name: t.string })) });

/** POST .../{repo}/pullrequests */
export const AzurePullRequestCodec = t.type({
  pullRequestId: t.union([t.number, t.string]),
  repository: t.type({ webUrl: t.string }),
});
