import * as E from 'fp-ts/Either';
import type { CatalogFileChange } from '../../../application/import/pull-requests.port';
import { AzureDevOpsPullRequestAdapter } from '../../../adapters/import/azure-devops-pull-request.http-adapter';
import { parseAzureRepoUrl } from '../../../domain/import/import-url';
import { startFakeAzureDevOps, type FakeAzureDevOps } from '../../support/import/fake-azure-devops';

const TOKEN = 'ms-token';
const change: CatalogFileChange = {
  token: TOKEN,
  branchName: 'backstage-integration',
  fileName: 'catalog-info.yaml',
  fileContent: 'kind: Component\n',
  title: 'Add catalog-info.yaml config file',
  body: 'Body',
};

describe('AzureDevOpsPullRequestAdapter (api-version 6.0, Bearer)', () => {
  let azure: FakeAzureDevOps;
  const adapter = new AzureDevOpsPullRequestAdapter((input, init) => fetch(input, init));
  const repositoryOf = (url: string) => {
    const parsed = parseAzureRepoUrl(url);
    if (E.isLeft(parsed)) throw new Error(parsed.left);
    return parsed.right;
  };

  beforeEach(async () => {
    azure = await startFakeAzureDevOps({ token: TOKEN, organization: 'acme' });
  });

  afterEach(() => azure.close());

  it('gets the repository and its default branch, pushes the new branch with the file, and opens the pull request', async () => {
    const shop = azure.addRepository('web shop', 'shop');
    const result = await adapter.open(repositoryOf(`${azure.origin}/acme/web%20shop/_git/shop`), change)();

    const webUrl = `${azure.origin}/acme/web shop/_git/shop`;
    expect(result).toEqual(E.right({ link: `${webUrl}/pullrequest/1`, location: `${webUrl}?path=/catalog-info.yaml` }));
    expect(azure.received.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /acme/web%20shop/_apis/git/repositories/shop?api-version=6.0',
      'GET /acme/web%20shop/_apis/git/repositories/shop/refs?api-version=6.0&filter=heads%2Fmain',
      'POST /acme/web%20shop/_apis/git/repositories/shop/pushes?api-version=6.0',
      'POST /acme/web%20shop/_apis/git/repositories/shop/pullrequests?api-version=6.0',
    ]);
    expect(azure.received.every((request) => request.headers.authorization === `Bearer ${TOKEN}`)).toBe(true);
    expect(shop.pushes).toEqual([
      {
        refUpdates: [{ name: 'refs/heads/backstage-integration', oldObjectId: 'main-object' }],
        commits: [
          {
            comment: change.title,
            changes: [{ changeType: 'add', item: { path: '/catalog-info.yaml' }, newContent: { content: change.fileContent, contentType: 'rawtext' } }],
          },
        ],
      },
    ]);
    expect(shop.pullRequests).toEqual([
      { title: change.title, description: 'Body', sourceRefName: 'refs/heads/backstage-integration', targetRefName: 'refs/heads/main' },
    ]);
  });

  it("fails with 'The requested ref ... was not found' when the default branch is missing", async () => {
    azure.addRepository('web', 'shop').defaultBranch = 'refs/heads/develop';
    const result = await adapter.open(repositoryOf(`${azure.origin}/acme/web/_git/shop`), change)();
    expect(result).toEqual(E.left({ _tag: 'Rejected', message: "The requested ref 'heads/develop' was not found" }));
  });

  it('shows Azure DevOps’ own message when a call fails', async () => {
    const missing = await adapter.open(repositoryOf(`${azure.origin}/acme/web/_git/gone`), change)();
    expect(E.isLeft(missing) && missing.left).toMatchObject({ _tag: 'ScmRequest', status: 404 });
    expect(E.isLeft(missing) && missing.left.message).toMatch(/^TF401019: The Git repository with name or identifier gone does not exist/);

    const shop = azure.addRepository('web', 'shop');
    shop.refs.set('refs/heads/backstage-integration', 'exists');
    const pushed = await adapter.open(repositoryOf(`${azure.origin}/acme/web/_git/shop`), change)();
    expect(E.isLeft(pushed) && pushed.left.message).toBe('TF402455: Pushes to this branch are not permitted; refs/heads/backstage-integration exists.');
  });

  it('fails on an answer it cannot read (Azure DevOps answers 203 with a sign-in page to a bad token)', async () => {
    azure.addRepository('web', 'shop');
    const result = await adapter.open(repositoryOf(`${azure.origin}/acme/web/_git/shop`), { ...change, token: 'wrong' })();
    expect(E.isLeft(result) && result.left._tag).toBe('ScmRequest');
  });
});
