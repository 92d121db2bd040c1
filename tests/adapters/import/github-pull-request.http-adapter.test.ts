import * as E from 'fp-ts/Either';
import type { CatalogFileChange, GithubRepository } from '../../../application/import/pull-requests.port';
import { GithubPullRequestAdapter } from '../../../adapters/import/github-pull-request.http-adapter';
import { closedPortUrl, jsonReply } from '../shared/local-http-server';
import { startFakeGithub, type FakeGithub, type FakeGithubStep } from '../../support/import/fake-github';

// Against a local fake GitHub API (node:http on 127.0.0.1), configured as the integration's apiBaseUrl.

const TOKEN = 'gh-token';
const fileContent = 'apiVersion: backstage.io/v1alpha1\nkind: Component\nmetadata:\n  name: widgets\n  description: Ünïcödé ✓\n';
const change: CatalogFileChange = {
  token: TOKEN,
  branchName: 'backstage-integration',
  fileName: 'catalog-info.yaml',
  fileContent,
  title: 'Add catalog-info.yaml config file',
  body: 'This pull request adds a **Backstage entity metadata file**',
};

describe('GithubPullRequestAdapter', () => {
  let github: FakeGithub;
  let repository: GithubRepository;
  const adapter = new GithubPullRequestAdapter((input, init) => fetch(input, init));

  beforeEach(async () => {
    github = await startFakeGithub({ token: TOKEN, webHost: 'ghe.acme.io' });
    github.addRepository('acme/widgets', 'trunk');
    repository = { host: 'ghe.acme.io', apiBaseUrl: `${github.apiBaseUrl}/`, owner: 'acme', repo: 'widgets' };
  });

  afterEach(() => github.close());

  it('gets the repo and its default branch, creates the branch, commits the file and opens the pull request', async () => {
    const result = await adapter.open(repository, change)();

    expect(result).toEqual(
      E.right({ link: 'https://ghe.acme.io/acme/widgets/pull/1', location: 'https://ghe.acme.io/acme/widgets/blob/trunk/catalog-info.yaml' }),
    );
    expect(github.received.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /api/v3/repos/acme/widgets',
      'GET /api/v3/repos/acme/widgets/git/ref/heads/trunk',
      'POST /api/v3/repos/acme/widgets/git/refs',
      'PUT /api/v3/repos/acme/widgets/contents/catalog-info.yaml',
      'POST /api/v3/repos/acme/widgets/pulls',
    ]);
    for (const request of github.received) {
      expect(request.headers.authorization).toBe(`Bearer ${TOKEN}`);
      expect(request.headers.accept).toBe('application/vnd.github+json');
    }
    const state = github.repositories.get('acme/widgets')!;
    expect(state.branches.get('backstage-integration')).toBe('sha-main');
    expect(state.files.get('backstage-integration:catalog-info.yaml')).toBe(fileContent);
    expect(state.commitMessages).toEqual([change.title]);
    expect(state.pulls).toEqual([{ number: 1, title: change.title, head: 'backstage-integration', base: 'trunk', body: change.body }]);
  });

  it.each<[FakeGithubStep, ReturnType<typeof jsonReply>, string]>([
    ['repo', jsonReply(404, { message: 'Not Found', documentation_url: 'https://docs.github.com/rest' }, 'Not Found'), "Couldn't fetch repo data, received http response status code 404: Not Found - https://docs.github.com/rest"],
    ['defaultBranch', jsonReply(409, { message: 'Git Repository is empty.' }, 'Conflict'), "Couldn't fetch default branch data, received http response status code 409: Git Repository is empty."],
    ['createBranch', jsonReply(422, { message: 'Reference already exists' }, 'Unprocessable Entity'), "Couldn't create a new branch with name 'backstage-integration', received http response status code 422: Reference already exists"],
    ['commit', jsonReply(409, { message: 'catalog-info.yaml does not match' }, 'Conflict'), "Couldn't create a commit with catalog-info.yaml file added, received http response status code 409: catalog-info.yaml does not match"],
    [
      'pullRequest',
      jsonReply(422, { message: 'Validation Failed', errors: [{ resource: 'PullRequest', code: 'custom', message: 'A pull request already exists for acme:backstage-integration.' }] }),
      `Couldn't create a pull request for backstage-integration branch, received http response status code 422: Validation Failed: {"resource":"PullRequest","code":"custom","message":"A pull request already exists for acme:backstage-integration."}`,
    ],
  ])('fails at the %s step with its own text and GitHub’s message', async (step, reply, message) => {
    github.failStep(step, reply);
    const result = await adapter.open(repository, change)();
    expect(result).toEqual(E.left({ _tag: 'ScmRequest', message, status: reply.status, rateLimited: false }));
    const steps: FakeGithubStep[] = ['repo', 'defaultBranch', 'createBranch', 'commit', 'pullRequest'];
    expect(github.received).toHaveLength(steps.indexOf(step) + 1);
  });

  it('fails when the branch exists already, as GitHub says it', async () => {
    github.repositories.get('acme/widgets')!.branches.set('backstage-integration', 'old');
    const result = await adapter.open(repository, change)();
    expect(E.isLeft(result) && result.left.message).toBe(
      "Couldn't create a new branch with name 'backstage-integration', received http response status code 422: Reference already exists",
    );
  });

  it('fails on an unknown repository and on a wrong token', async () => {
    const missing = await adapter.open({ ...repository, repo: 'gone' }, change)();
    expect(E.isLeft(missing) && missing.left.message).toBe("Couldn't fetch repo data, received http response status code 404: Not Found - https://docs.github.com/rest");
    const unauthorized = await adapter.open(repository, { ...change, token: 'wrong' })();
    expect(E.isLeft(unauthorized) && unauthorized.left.message).toBe("Couldn't fetch repo data, received http response status code 401: Bad credentials");
  });

  it.each<[string, ReturnType<typeof jsonReply>, boolean]>([
    ['429', jsonReply(429, { message: 'Too many requests' }), true],
    ['403 with x-ratelimit-remaining 0', { ...jsonReply(403, { message: 'API rate limit exceeded for user ID 1.' }), headers: { 'content-type': 'application/json', 'x-ratelimit-remaining': '0' } }, true],
    ['403 with requests left', { ...jsonReply(403, { message: 'Resource not accessible by integration' }), headers: { 'content-type': 'application/json', 'x-ratelimit-remaining': '4999' } }, false],
  ])('recognises a rate limit: %s → %s', async (_, reply, rateLimited) => {
    github.failStep('commit', reply);
    const result = await adapter.open(repository, change)();
    expect(E.isLeft(result) && result.left).toMatchObject({ _tag: 'ScmRequest', status: reply.status, rateLimited });
    expect(E.isLeft(result) && result.left.message).toMatch(/^Couldn't create a commit with catalog-info\.yaml file added, received http response status code (403|429): /);
  });

  it('fails when GitHub answers something unreadable or cannot be reached', async () => {
    github.failStep('repo', jsonReply(200, { name: 'widgets' }));
    const unreadable = await adapter.open(repository, change)();
    expect(E.isLeft(unreadable) && unreadable.left.message).toMatch(/^Couldn't fetch repo data, .*default_branch/);

    const unreachable = await adapter.open({ ...repository, apiBaseUrl: await closedPortUrl() }, change)();
    expect(E.isLeft(unreachable) && unreachable.left).toMatchObject({ _tag: 'ScmRequest', rateLimited: false });
    expect(E.isLeft(unreachable) && unreachable.left.message).toMatch(/^Couldn't fetch repo data, /);
  });

  it('keeps the slashes of a default branch such as release/1.0', async () => {
    github.addRepository('acme/legacy', 'release/1.0');
    const result = await adapter.open({ ...repository, repo: 'legacy' }, change)();
    expect(E.isRight(result)).toBe(true);
    expect(github.received[1]?.url).toBe('/api/v3/repos/acme/legacy/git/ref/heads/release/1.0');
  });
});
