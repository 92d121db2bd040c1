import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { catalogImport, OWNER_CANDIDATES_LIMIT } from '../../../application/import/catalog-import';
import { scmTokensFromLoginRequests } from '../../../application/import/scm-tokens';
import { fakeCatalogReader, fakeEntityRegistrar, type RecordedCall } from '../../support/catalog/fake-catalog';
import { authBackendWith, integrationsOf, jsonDocumentsFormat, unexpectedPullRequests } from '../../support/import/import-fakes';

const settings = { catalogFilename: 'catalog-info.yaml', branchName: 'backstage-integration', appTitle: 'Portico', appBaseUrl: 'https://portal.acme.io' };

describe('catalogImport', () => {
  const calls: RecordedCall[] = [];
  const importer = catalogImport({
    registrar: fakeEntityRegistrar({}),
    reader: fakeCatalogReader(
      {
        getEntities: () =>
          TE.right([
            { apiVersion: 'v1', kind: 'Group', metadata: { name: 'web' } },
            { apiVersion: 'v1', kind: 'Group', metadata: { name: 'api', namespace: 'platform' } },
          ]),
      },
      calls,
    ),
    integrations: integrationsOf({}),
    files: jsonDocumentsFormat(),
    github: unexpectedPullRequests(),
    azure: unexpectedPullRequests(),
    tokens: () => TE.right('t'),
    auth: authBackendWith('none yet'),
    settings,
  });

  it('starts the pull request with the app’s title and address', () => {
    expect(importer.pullRequestDefaults().title).toBe('Add catalog-info.yaml config file');
    expect(importer.pullRequestDefaults().body).toContain('[Portico software catalog](https://portal.acme.io)');
  });

  it('writes the catalog file from the proposed entities with the chosen name and owner', async () => {
    const file = await importer.catalogFileFor([{ kind: 'Component', metadata: { name: 'proposed' } }], { name: 'chosen', owner: 'group:web' })();
    expect(file).toEqual(E.right(JSON.stringify({ kind: 'Component', metadata: { name: 'chosen' }, spec: { owner: 'group:web' } })));
  });

  it('offers the catalog’s groups as owners, sorted, as entity refs', async () => {
    expect(await importer.ownerCandidates()()).toEqual(E.right(['group:default/web', 'group:platform/api']));
    expect(calls[0]?.args[0]).toEqual({ filter: ['kind=group'], fields: ['kind', 'metadata.name', 'metadata.namespace'], limit: OWNER_CANDIDATES_LIMIT });
  });
});

describe('scmTokensFromLoginRequests', () => {
  const session = (accessToken?: string) => E.right({ providerInfo: accessToken ? { accessToken } : {}, profile: {} });

  it('asks for a non-optional session with the scopes and hands back its access token', async () => {
    const asked: unknown[] = [];
    const tokens = scmTokensFromLoginRequests({
      getSession: (providerId, options) => {
        asked.push({ providerId, ...options });
        return Promise.resolve(session('gh-token'));
      },
    });
    expect(await tokens('github', ['repo', 'gist'], 'GitHub')()).toEqual(E.right('gh-token'));
    expect(asked).toEqual([{ providerId: 'github', scopes: ['repo', 'gist'], optional: false, title: 'GitHub' }]);
  });

  it('fails with the login error, or when the session carries no token', async () => {
    const rejectedLogin = scmTokensFromLoginRequests({
      getSession: () => Promise.resolve(E.left({ _tag: 'Rejected' as const, message: 'Login failed, rejected by user' })),
    });
    expect(await rejectedLogin('github', [], 'GitHub')()).toEqual(E.left({ _tag: 'Login', message: 'Login failed, rejected by user' }));
    const noToken = scmTokensFromLoginRequests({ getSession: () => Promise.resolve(session()) });
    expect(await noToken('github', [], 'GitHub')()).toEqual(E.left({ _tag: 'Login', message: 'The GitHub sign-in gave no access token.' }));
  });
});
