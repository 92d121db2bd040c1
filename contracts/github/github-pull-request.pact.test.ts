// Contract with GitHub's REST API for the import flow's pull request, driven through the real
// GithubPullRequestAdapter: get the repository (default_branch), get ref heads/{default}, create ref
// refs/heads/{branch}, create the file's contents on the branch, create the pull (html_url). Consumer side only:
// nobody here can run GitHub, so this pact is never verified by Portico (contracts/verify.ts replays only the
// Backstage providers).
//
// The five calls happen in one run of the adapter: the first four interactions are declared without
// running them, and the last one's test runs the whole flow against a mock server that holds all five.
import * as E from 'fp-ts/Either';
import { MatchersV3 } from '@pact-foundation/pact';
import { base64Utf8, GithubPullRequestAdapter } from '../../adapters/import/github-pull-request.http-adapter';
import { consumerPact, JSON_CONTENT_TYPE, plainFetch } from '../support/consumer-pact';
import { sourceControlStates } from '../support/provider-states';

const { like, regex } = MatchersV3;

const pact = consumerPact('github');
const REPO = '/repos/acme/orders';
const STATE = sourceControlStates.githubRepository.name;
const SHA = 'aa218f56b14c9653891f9e74264a383fa43fefbd';
const GITHUB_JSON = { Accept: 'application/vnd.github+json', Authorization: regex(/^Bearer \S+$/, 'Bearer gho_exampleRepoWriteToken') };
const GITHUB_JSON_BODY = { ...GITHUB_JSON, 'Content-Type': 'application/json' };

const change = {
  token: 'gho_exampleRepoWriteToken',
  branchName: 'backstage-integration',
  fileName: 'catalog-info.yaml',
  fileContent: 'apiVersion: backstage.io/v1alpha1\nkind: Component\nmetadata:\n  name: orders\n',
  title: 'Add catalog-info.yaml config file',
  body: 'This pull request adds a **Backstage entity metadata file** to this repository.',
};

describe('GitHub contract (import pull request)', () => {
  it('opens a pull request with the catalog file on a new branch', async () => {
    pact
      .addInteraction()
      .given(STATE)
      .uponReceiving('a request for repository acme/orders')
      .withRequest('GET', REPO, (request) => request.headers(GITHUB_JSON))
      .willRespondWith(200, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody({ default_branch: like('main') }));
    pact
      .addInteraction()
      .given(STATE)
      .uponReceiving('a request for the ref of the default branch main of acme/orders')
      .withRequest('GET', `${REPO}/git/ref/heads/main`, (request) => request.headers(GITHUB_JSON))
      .willRespondWith(200, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody({ object: { sha: regex(/^[0-9a-f]{40}$/, SHA) } }));
    pact
      .addInteraction()
      .given(STATE)
      .uponReceiving('a request to create branch backstage-integration of acme/orders at the head of main')
      .withRequest('POST', `${REPO}/git/refs`, (request) => request.headers(GITHUB_JSON_BODY).jsonBody({ ref: 'refs/heads/backstage-integration', sha: SHA }))
      .willRespondWith(201, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody({ ref: 'refs/heads/backstage-integration' }));
    pact
      .addInteraction()
      .given(STATE)
      .uponReceiving('a request to create catalog-info.yaml on branch backstage-integration of acme/orders')
      .withRequest('PUT', `${REPO}/contents/catalog-info.yaml`, (request) =>
        request.headers(GITHUB_JSON_BODY).jsonBody({ message: change.title, content: base64Utf8(change.fileContent), branch: change.branchName }),
      )
      .willRespondWith(201, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody({ content: { path: 'catalog-info.yaml' } }));
    await pact
      .addInteraction()
      .given(STATE)
      .uponReceiving('a request to open a pull request from backstage-integration into main of acme/orders')
      .withRequest('POST', `${REPO}/pulls`, (request) =>
        request.headers(GITHUB_JSON_BODY).jsonBody({ title: change.title, head: change.branchName, body: change.body, base: 'main' }),
      )
      .willRespondWith(201, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody({ html_url: regex(/^https:\/\/\S+\/pull\/\d+$/, 'https://github.com/acme/orders/pull/42') }),
      )
      .executeTest(async (server) => {
        const opened = await new GithubPullRequestAdapter(plainFetch).open({ host: 'github.com', apiBaseUrl: server.url, owner: 'acme', repo: 'orders' }, change)();
        expect(opened).toEqual(
          E.right({ link: 'https://github.com/acme/orders/pull/42', location: 'https://github.com/acme/orders/blob/main/catalog-info.yaml' }),
        );
      });
  });

  it('recognises a rate-limited answer (403 with x-ratelimit-remaining 0)', async () => {
    await pact
      .addInteraction()
      .given(sourceControlStates.githubRateLimited.name)
      .uponReceiving('a request for repository acme/orders with a rate-limited token')
      .withRequest('GET', REPO, (request) => request.headers(GITHUB_JSON))
      .willRespondWith(403, (response) =>
        response
          .headers({ ...JSON_CONTENT_TYPE, 'x-ratelimit-remaining': '0' })
          .jsonBody({ message: like('API rate limit exceeded for user ID 1.'), documentation_url: like('https://docs.github.com/rest/overview/rate-limits-for-the-rest-api') }),
      )
      .executeTest(async (server) => {
        const opened = await new GithubPullRequestAdapter(plainFetch).open({ host: 'github.com', apiBaseUrl: server.url, owner: 'acme', repo: 'orders' }, change)();
        expect(opened).toMatchObject(E.left({ _tag: 'ScmRequest', status: 403, rateLimited: true }));
        expect(E.isLeft(opened) ? opened.left.message : '').toContain('API rate limit exceeded for user ID 1.');
      });
  });
});
