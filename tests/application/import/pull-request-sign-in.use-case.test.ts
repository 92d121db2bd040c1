import * as TE from 'fp-ts/TaskEither';
import { checkPullRequestSignIn } from '../../../application/import/pull-request-sign-in.use-case';
import { authBackendWith } from '../../support/import/import-fakes';

describe('checkPullRequestSignIn', () => {
  it('offers the pull request when the auth backend has the provider, with or without a session yet', async () => {
    expect(await checkPullRequestSignIn(authBackendWith('none yet'))('github')()).toEqual({ _tag: 'Right', right: 'offered' });
    const signedIn = { refresh: () => TE.right({ providerInfo: { accessToken: 't' } } as never) };
    expect(await checkPullRequestSignIn(signedIn)('github')()).toEqual({ _tag: 'Right', right: 'offered' });
  });

  it('says the sign-in is not set up when the auth backend does not know the provider', async () => {
    expect(await checkPullRequestSignIn(authBackendWith('unknown'))('github')()).toEqual({ _tag: 'Right', right: 'notSetUp' });
  });

  it('asks GitHub for GitHub repositories and Microsoft for Azure DevOps ones', async () => {
    const asked: string[] = [];
    const connector = { refresh: (provider: string) => (asked.push(provider), authBackendWith('none yet').refresh(provider, { optional: true })) };
    await checkPullRequestSignIn(connector)('github')();
    await checkPullRequestSignIn(connector)('azure')();
    expect(asked).toEqual(['github', 'microsoft']);
  });
});
