import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { submitPullRequest, type SubmitPullRequestDeps } from '../../../application/import/submit-pull-request.use-case';
import { fakeEntityRegistrar, type RecordedCall } from '../../support/catalog/fake-catalog';
import { integrationsOf, jsonDocumentsFormat, recordingAzure, recordingGithub, tokensGiving, unexpectedPullRequests } from '../../support/import/import-fakes';

const result = { link: 'https://github.com/acme/widgets/pull/1', location: 'https://github.com/acme/widgets/blob/main/catalog-info.yaml' };
const docA = { apiVersion: 'backstage.io/v1alpha1', kind: 'Component', metadata: { name: 'a' } };
const docB = { apiVersion: 'backstage.io/v1alpha1', kind: 'Component', metadata: { name: 'b' } };
const fileContent = `${JSON.stringify(docA)}\n---\n${JSON.stringify(docB)}`;
const request = (repositoryUrl: string) => ({ repositoryUrl, fileContent, title: 'Add catalog-info.yaml config file', body: 'Body' });
const message = (value: E.Either<{ message: string }, unknown>) => (E.isLeft(value) ? value.left.message : 'no error');

const deps = (overrides: Partial<SubmitPullRequestDeps> = {}): SubmitPullRequestDeps => ({
  registrar: fakeEntityRegistrar({ validateEntity: () => TE.right({ valid: true }) }),
  integrations: integrationsOf({ github: [{ host: 'ghe.acme.io' }] }),
  files: jsonDocumentsFormat(),
  github: unexpectedPullRequests(),
  azure: unexpectedPullRequests(),
  tokens: tokensGiving(E.right('token-1')),
  catalogFilename: 'catalog-info.yaml',
  branchName: 'backstage-integration',
  ...overrides,
});

describe('submitPullRequest', () => {
  it('validates every document against the catalog, then opens the pull request on GitHub with a repo-write session', async () => {
    const calls: RecordedCall[] = [];
    const github = recordingGithub(TE.right(result));
    const tokens = tokensGiving(E.right('token-1'));
    const answer = await submitPullRequest(
      deps({ registrar: fakeEntityRegistrar({ validateEntity: () => TE.right({ valid: true }) }, calls), github, tokens }),
    )(request('https://ghe.acme.io/acme/widgets'))();

    expect(answer).toEqual(E.right(result));
    expect(calls).toEqual([
      { method: 'validateEntity', args: [docA, 'url:https://ghe.acme.io/acme/widgets'] },
      { method: 'validateEntity', args: [docB, 'url:https://ghe.acme.io/acme/widgets'] },
    ]);
    expect(tokens.requests).toEqual([{ providerId: 'github', scopes: ['repo', 'read:org', 'read:user', 'gist'] }]);
    expect(github.calls).toEqual([
      {
        repository: { host: 'ghe.acme.io', apiBaseUrl: 'https://ghe.acme.io/api/v3', owner: 'acme', repo: 'widgets' },
        change: { token: 'token-1', branchName: 'backstage-integration', fileName: 'catalog-info.yaml', fileContent, title: 'Add catalog-info.yaml config file', body: 'Body' },
      },
    ]);
  });

  it('stops at the first invalid document with its first error message', async () => {
    const validateEntity = (entity: unknown) =>
      TE.right(
        (entity as typeof docA).metadata.name === 'a'
          ? { valid: false as const, errors: [{ message: 'metadata.name "a" is too short' }, { message: 'second' }] }
          : { valid: true as const },
      );
    const calls: RecordedCall[] = [];
    const answer = await submitPullRequest(deps({ registrar: fakeEntityRegistrar({ validateEntity }, calls) }))(request('https://ghe.acme.io/acme/widgets'))();
    expect(message(answer)).toBe('metadata.name "a" is too short');
    expect(calls).toHaveLength(1);
  });

  it('fails on a file that cannot be read', async () => {
    const answer = await submitPullRequest(deps())({ ...request('https://ghe.acme.io/acme/widgets'), fileContent: '{ not json' })();
    expect(E.isLeft(answer) && answer.left._tag).toBe('Rejected');
  });

  it('opens the pull request on Azure DevOps with a Microsoft session', async () => {
    const azure = recordingAzure(TE.right(result));
    const tokens = tokensGiving(E.right('ms-token'));
    const answer = await submitPullRequest(deps({ azure, tokens }))(request('https://dev.azure.com/acme/web/_git/shop'))();
    expect(answer).toEqual(E.right(result));
    expect(tokens.requests[0]?.providerId).toBe('microsoft');
    expect(tokens.requests[0]?.scopes).toContain('499b84ac-1321-427f-aa17-267ca6975798/vso.code_manage');
    expect(azure.calls[0]?.repository).toEqual({ tenantUrl: 'https://dev.azure.com/acme', project: 'web', repoName: 'shop' });
  });

  it("refuses an Azure URL that names no repository, before asking for a session: 'Invalid AzureDevops Repository...'", async () => {
    const tokens = tokensGiving(E.right('ms-token'));
    const answer = await submitPullRequest(deps({ tokens }))(request('https://dev.azure.com/acme/web'))();
    expect(message(answer)).toBe('Invalid AzureDevops Repository. Please use a valid repository url and try again');
    expect(tokens.requests).toEqual([]);
  });

  it.each(['https://gitlab.com/acme/widgets', 'https://unknown.acme.io/acme/widgets'])("answers 'unimplemented!' for %s", async (url) => {
    expect(message(await submitPullRequest(deps())(request(url))())).toBe('unimplemented!');
  });

  it('fails with the login error when the person rejects the sign-in', async () => {
    const answer = await submitPullRequest(deps({ tokens: tokensGiving(E.left({ _tag: 'Login', message: 'Login failed, rejected by user' })) }))(
      request('https://github.com/acme/widgets'),
    )();
    expect(message(answer)).toBe('Login failed, rejected by user');
  });

  it('passes the provider’s step error on', async () => {
    const failure = { _tag: 'ScmRequest' as const, message: "Couldn't fetch repo data, received http response status code 404: Not Found", status: 404, rateLimited: false };
    const answer = await submitPullRequest(deps({ github: recordingGithub(TE.left(failure)) }))(request('https://github.com/acme/widgets'))();
    expect(answer).toEqual(E.left(failure));
  });
});
