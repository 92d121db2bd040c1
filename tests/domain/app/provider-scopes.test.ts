import * as E from 'fp-ts/Either';
import fc from 'fast-check';
import { defaultScopesOf, MICROSOFT_GRAPH_RESOURCE } from '../../../domain/app/provider-default-scopes';
import { grantedScopes, hasScopes, microsoftResourceOf, providerScope, requestedScopes } from '../../../domain/app/provider-scopes';
import { messages } from '../../../domain/app/messages';

const right = <T>(either: E.Either<unknown, T>): T => {
  if (E.isLeft(either)) throw new Error(`expected Right, got ${JSON.stringify(either.left)}`);
  return either.right;
};

describe('default scopes per sign-in provider', () => {
  it.each([
    ['google', ['openid', 'https://www.googleapis.com/auth/userinfo.email', 'https://www.googleapis.com/auth/userinfo.profile']],
    ['microsoft', ['openid', 'offline_access', 'profile', 'email', 'User.Read']],
    ['github', ['read:user']],
    ['gitlab', ['read_user']],
    ['bitbucket', ['account']],
    ['okta', ['openid', 'email', 'profile', 'offline_access']],
    ['onelogin', ['openid', 'email', 'profile', 'offline_access']],
    ['vmwareCloudServices', ['openid']],
    ['atlassian', ['offline_access', 'read:jira-work', 'read:jira-user']],
  ])('%s asks for %j', (provider, scopes) => {
    expect(defaultScopesOf(provider)).toEqual(scopes);
    expect(right(requestedScopes(provider, []))).toEqual(scopes);
  });

  it("Bitbucket Server reads repositories by default in the portal's wiring (its client's own default is PROJECT_ADMIN)", () => {
    expect(defaultScopesOf('bitbucketServer')).toEqual(['REPO_READ']);
  });

  it('an unknown provider (guest, custom) asks for nothing by default', () => {
    expect(right(requestedScopes('guest', []))).toEqual([]);
  });
});

describe('requested scopes are the defaults together with the asked ones', () => {
  it('adds the asked scopes once, after the defaults', () => {
    expect(right(requestedScopes('github', ['repo', 'read:user', 'read:org']))).toEqual(['read:user', 'repo', 'read:org']);
  });

  it('splits scope text on spaces and commas', () => {
    expect(right(requestedScopes('gitlab', ['api read_repository,write_repository']))).toEqual([
      'read_user',
      'api',
      'read_repository',
      'write_repository',
    ]);
  });

  it('holds every default and every asked scope, without duplicates', () => {
    const scope = fc.stringMatching(/^[a-z:_]{1,12}$/);
    fc.assert(
      fc.property(fc.constantFrom('github', 'gitlab', 'bitbucket', 'guest'), fc.array(scope), (provider, asked) => {
        const requested = right(requestedScopes(provider, asked));
        expect(new Set(requested).size).toBe(requested.length);
        for (const expected of [...defaultScopesOf(provider), ...asked]) expect(requested).toContain(expected);
      }),
    );
  });

  it("writes Google's scopes as URLs", () => {
    expect(providerScope('google', 'cloud-platform.read-only')).toBe('https://www.googleapis.com/auth/cloud-platform.read-only');
    expect(providerScope('google', 'email')).toBe('https://www.googleapis.com/auth/userinfo.email');
    expect(providerScope('google', 'openid')).toBe('openid');
  });

  it("prefixes Okta's and OneLogin's unknown scopes with their own namespace", () => {
    expect(providerScope('okta', 'users.read')).toBe('okta.users.read');
    expect(providerScope('okta', 'groups')).toBe('groups');
    expect(providerScope('okta', 'okta.apps.read')).toBe('okta.apps.read');
    expect(providerScope('onelogin', 'users.read')).toBe('onelogin.users.read');
    expect(providerScope('onelogin', 'email')).toBe('email');
  });
});

describe('Microsoft sessions have a single Azure resource', () => {
  it('knows the resource of a scope', () => {
    expect(microsoftResourceOf('User.Read')).toBe(MICROSOFT_GRAPH_RESOURCE);
    expect(microsoftResourceOf('openid')).toBeUndefined();
    expect(microsoftResourceOf('api://my-app/read')).toBe('my-app');
    expect(microsoftResourceOf('499b84ac-1321-427f-aa17-267ca6975798/vso.code')).toBe('499b84ac-1321-427f-aa17-267ca6975798');
  });

  it('refuses scopes from several resources with the multiple-resources error', () => {
    const result = requestedScopes('microsoft', ['User.Read', '6dae42f8-4368-4678-94ff-3960e28e3630/user.read']);
    expect(result).toEqual(
      E.left({
        _tag: 'MultipleResources',
        resources: [MICROSOFT_GRAPH_RESOURCE, '6dae42f8-4368-4678-94ff-3960e28e3630'],
        message:
          'Requested access token with scopes from multiple Azure resources: https://graph.microsoft.com, 6dae42f8-4368-4678-94ff-3960e28e3630. Access tokens can only have a single audience.',
      }),
    );
    if (E.isLeft(result)) expect(result.left.message).toBe(messages.microsoftMultipleResources(result.left.resources));
  });

  it('asks for a non-Graph resource without the Graph defaults', () => {
    expect(right(requestedScopes('microsoft', ['6dae42f8-4368-4678-94ff-3960e28e3630/user.read']))).toEqual([
      '6dae42f8-4368-4678-94ff-3960e28e3630/user.read',
    ]);
  });

  it('keeps the defaults for Graph scopes and OpenID Connect scopes', () => {
    expect(right(requestedScopes('microsoft', ['Mail.Read', 'openid']))).toEqual([
      'openid',
      'offline_access',
      'profile',
      'email',
      'User.Read',
      'Mail.Read',
    ]);
  });
});

describe('a returned session holds the asked scopes', () => {
  it('reads the granted scopes from providerInfo.scopes or the scope text', () => {
    expect(grantedScopes({ scopes: ['a', 'b c'] })).toEqual(['a', 'b', 'c']);
    expect(grantedScopes({ scope: 'read:user repo' })).toEqual(['read:user', 'repo']);
    expect(grantedScopes({})).toEqual([]);
  });

  it('holds when every asked scope was granted', () => {
    expect(hasScopes('github', ['read:user', 'repo'], ['repo'])).toBe(true);
    expect(hasScopes('github', ['read:user'], ['repo'])).toBe(false);
    expect(hasScopes('github', [], [])).toBe(true);
  });

  it("compares in the provider's spelling", () => {
    expect(hasScopes('google', ['https://www.googleapis.com/auth/cloud-platform.read-only'], ['cloud-platform.read-only'])).toBe(true);
  });

  it('accepts an Azure scope granted under its short name', () => {
    expect(hasScopes('microsoft', ['user.read', 'openid'], ['6dae42f8-4368-4678-94ff-3960e28e3630/user.read'])).toBe(true);
    expect(hasScopes('github', ['read'], ['some/read'])).toBe(false);
  });
});
