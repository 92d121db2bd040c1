// The pull request that adds the catalog file: its request and result, the GitHub step texts and the rate
// limit rule.
import { importMessages } from './messages';

export { defaultPullRequestText, type PullRequestText } from './pull-request-text';

export interface PullRequestResult {
  /** Where the pull request can be seen. */
  readonly link: string;
  /** Where the catalog file will be once the pull request is merged: the location to register. */
  readonly location: string;
}

/** The GitHub calls of a pull request import, in order. */
export type GithubStep = 'repo' | 'defaultBranch' | 'createBranch' | 'commit' | 'pullRequest';

export const githubStepMessage = (step: GithubStep, branchName: string, fileName: string): string => {
  switch (step) {
    case 'repo':
      return importMessages.githubRepoFailed;
    case 'defaultBranch':
      return importMessages.githubDefaultBranchFailed;
    case 'createBranch':
      return importMessages.githubCreateBranchFailed(branchName);
    case 'commit':
      return importMessages.githubCommitFailed(fileName);
    case 'pullRequest':
      return importMessages.githubPullRequestFailed(branchName);
  }
};

/** GitHub is rate limiting: status 429, or 403 with x-ratelimit-remaining 0. */
export const isGithubRateLimited = (status: number, remainingHeader: string | null | undefined): boolean =>
  status === 429 || (status === 403 && remainingHeader?.trim() === '0');

/**
 * GitHub's error text, as its client library words it: the body's message, the listed errors, and the
 * documentation link; a body without a message is shown as it came.
 */
export const githubErrorText = (body: unknown, statusText: string): string => {
  if (typeof body === 'string') return body || statusText;
  if (typeof body !== 'object' || body === null || !('message' in body)) {
    return body === undefined ? statusText : `Unknown error: ${JSON.stringify(body)}`;
  }
  const { message, errors, documentation_url: documentationUrl } = body as { message?: unknown; errors?: unknown; documentation_url?: unknown };
  const listed = Array.isArray(errors) && errors.length ? `: ${errors.map((error) => JSON.stringify(error)).join(', ')}` : '';
  const suffix = typeof documentationUrl === 'string' ? ` - ${documentationUrl}` : '';
  return `${String(message)}${listed}${suffix}`;
};
