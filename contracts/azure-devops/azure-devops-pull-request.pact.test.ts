// Contract with the Azure DevOps Git REST API (api-version 6.0) for the import flow's pull request, driven through
// the real AzureDevOpsPullRequestAdapter: get the repository, get the default branch's ref, push the new branch with
// the file added, open the pull request. Consumer side only: nobody here can run Azure DevOps, so this pact is never
// verified by Portico (contracts/verify.ts replays only the Backstage providers).
//
// The four calls happen in one run of the adapter: the first three interactions are declared without
// running them, and the last one's test runs the whole flow against a mock server that holds all four.
import * as E from 'fp-ts/Either';
import { MatchersV3 } from '@pact-foundation/pact';
import { AzureDevOpsPullRequestAdapter } from '../../adapters/import/azure-devops-pull-request.http-adapter';
import { consumerPact, JSON_CONTENT_TYPE, plainFetch } from '../support/consumer-pact';
import { sourceControlStates } from '../support/provider-states';

const { eachLike, integer, like, regex } = MatchersV3;

const pact = consumerPact('azure-devops');
const TENANT = '/acme';
const REPOS = `${TENANT}/shop/_apis/git/repositories`;
const STATE = sourceControlStates.azureRepository.name;
const API_VERSION = { 'api-version': '6.0' };
const OBJECT_ID = 'c2f1a9e4b7d8306512e4f0a9b8c7d6e5f4a3b2c1';
const AUTH = { Authorization: regex(/^Bearer \S+$/, 'Bearer eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.azure.token') };
const AUTH_JSON = { ...AUTH, 'Content-Type': 'application/json' };
const WEB_URL = 'https://dev.azure.com/acme/shop/_git/orders';

const change = {
  token: 'eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.azure.token',
  branchName: 'backstage-integration',
  fileName: 'catalog-info.yaml',
  fileContent: 'apiVersion: backstage.io/v1alpha1\nkind: Component\nmetadata:\n  name: orders\n',
  title: 'Add catalog-info.yaml config file',
  body: 'This pull request adds a **Backstage entity metadata file** to this repository.',
};

describe('Azure DevOps contract (import pull request)', () => {
  it('opens a pull request with the catalog file pushed on a new branch', async () => {
    pact
      .addInteraction()
      .given(STATE)
      .uponReceiving('a request for repository orders of project shop')
      .withRequest('GET', `${REPOS}/orders`, (request) => request.query(API_VERSION).headers(AUTH))
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody({ id: like('5febef5a-833d-4e14-b9c0-14cb638f91e6'), name: 'orders', defaultBranch: 'refs/heads/main' }),
      );
    pact
      .addInteraction()
      .given(STATE)
      .uponReceiving('a request for the ref heads/main of repository orders')
      .withRequest('GET', `${REPOS}/orders/refs`, (request) => request.query({ ...API_VERSION, filter: 'heads/main' }).headers(AUTH))
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody({ value: eachLike({ name: 'refs/heads/main', objectId: regex(/^[0-9a-f]{40}$/, OBJECT_ID) }) }),
      );
    pact
      .addInteraction()
      .given(STATE)
      .uponReceiving('a push of branch backstage-integration adding catalog-info.yaml to repository orders')
      .withRequest('POST', `${REPOS}/orders/pushes`, (request) =>
        request
          .query(API_VERSION)
          .headers(AUTH_JSON)
          .jsonBody({
            refUpdates: [{ name: 'refs/heads/backstage-integration', oldObjectId: OBJECT_ID }],
            commits: [
              {
                comment: change.title,
                changes: [{ changeType: 'add', item: { path: '/catalog-info.yaml' }, newContent: { content: change.fileContent, contentType: 'rawtext' } }],
              },
            ],
          }),
      )
      .willRespondWith(201, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody({ refUpdates: eachLike({ name: 'refs/heads/backstage-integration' }) }));
    await pact
      .addInteraction()
      .given(STATE)
      .uponReceiving('a request to open a pull request from backstage-integration into main of repository orders')
      .withRequest('POST', `${REPOS}/orders/pullrequests`, (request) =>
        request.query(API_VERSION).headers(AUTH_JSON).jsonBody({
          title: change.title,
          description: change.body,
          sourceRefName: 'refs/heads/backstage-integration',
          targetRefName: 'refs/heads/main',
        }),
      )
      .willRespondWith(201, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody({ pullRequestId: integer(7), repository: { webUrl: like(WEB_URL) } }),
      )
      .executeTest(async (server) => {
        const opened = await new AzureDevOpsPullRequestAdapter(plainFetch).open({ tenantUrl: `${server.url}${TENANT}`, project: 'shop', repoName: 'orders' }, change)();
        expect(opened).toEqual(E.right({ link: `${WEB_URL}/pullrequest/7`, location: `${WEB_URL}?path=/catalog-info.yaml` }));
      });
  });

  it("shows Azure DevOps' own message when a call fails", async () => {
    const message = 'TF401019: The Git repository with name or identifier retired does not exist or you do not have permissions for the operation you are attempting.';
    await pact
      .addInteraction()
      .given(sourceControlStates.azureRepositoryAbsent.name)
      .uponReceiving('a request for repository retired of project shop, which does not exist')
      .withRequest('GET', `${REPOS}/retired`, (request) => request.query(API_VERSION).headers(AUTH))
      .willRespondWith(404, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody({ message: like(message) }))
      .executeTest(async (server) => {
        const opened = await new AzureDevOpsPullRequestAdapter(plainFetch).open({ tenantUrl: `${server.url}${TENANT}`, project: 'shop', repoName: 'retired' }, change)();
        expect(opened).toEqual(E.left({ _tag: 'ScmRequest', message, status: 404, rateLimited: false }));
      });
  });
});
