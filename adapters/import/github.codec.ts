// The parts of GitHub REST answers the pull request import reads.
import * as t from 'io-ts';

/** GET /repos/{owner}/{repo} */
export const GithubRepoCodec = t.type({ default_branch: t.string });

/** GET /repos/{owner}/{repo}/git/ref/heads/{branch} */
export const GithubRefCodec = t.type({ object: t.type({ sha: t.string }) });

/** POST /repos/{owner}/{repo}/pulls */
export const GithubPullCodec = t.type({ html_url: t.string });

/** Answers whose body the import does not read (create ref, create or update file contents). */
export const GithubAnyCodec = t.unknown;
