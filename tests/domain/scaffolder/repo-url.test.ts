import fc from 'fast-check';
import {
  DEFAULT_SCM_INTEGRATIONS,
  integrationsFromConfig,
  missingRepoPickerFields,
  parseRepoPickerUrl,
  providerTypeOf,
  readableRepoUrl,
  repoPickerFields,
  serializeRepoPickerUrl,
  validateRepoUrl,
  withDefaultIntegrations,
  type RepoUrlParts,
  type ScmIntegration,
} from '../../../domain/scaffolder';

const integrations: readonly ScmIntegration[] = [
  ...DEFAULT_SCM_INTEGRATIONS,
  { type: 'bitbucketServer', title: 'Bitbucket Server', host: 'bitbucket.example.com' },
  { type: 'gerrit', title: 'Gerrit', host: 'gerrit.example.com' },
  { type: 'gitea', title: 'Gitea', host: 'gitea.example.com' },
];
const typeOf = (host: string) => providerTypeOf(integrations, host);
const missing = (part: string) => `Incomplete repository location provided, ${part} not provided`;

describe('repo URL value: parse and serialise', () => {
  it('reads host and the query parameters owner, repo, organization, workspace and project', () => {
    expect(parseRepoPickerUrl('github.com?owner=acme&repo=shop')).toEqual({ host: 'github.com', owner: 'acme', repoName: 'shop', organization: '', workspace: '', project: '' });
    expect(parseRepoPickerUrl('dev.azure.com?organization=org&project=p&repo=r')).toMatchObject({ organization: 'org', project: 'p', repoName: 'r' });
    expect(parseRepoPickerUrl('bitbucket.org?workspace=w&project=p&repo=r')).toMatchObject({ workspace: 'w', project: 'p', repoName: 'r' });
  });

  it('gives empty parts for nothing or an unreadable value', () => {
    const empty = { host: '', owner: '', repoName: '', organization: '', workspace: '', project: '' };
    expect(parseRepoPickerUrl(undefined)).toEqual(empty);
    expect(parseRepoPickerUrl('')).toEqual(empty);
    expect(parseRepoPickerUrl('bad host?owner=x')).toEqual(empty);
  });

  it('emits a value only when a host is set, leaving out empty parts', () => {
    expect(serializeRepoPickerUrl({ owner: 'acme', repoName: 'shop' })).toBeUndefined();
    expect(serializeRepoPickerUrl({ host: '', owner: 'acme' })).toBeUndefined();
    expect(serializeRepoPickerUrl({ host: 'github.com' })).toBe('github.com?');
    expect(serializeRepoPickerUrl({ host: 'github.com', owner: 'acme', repoName: 'shop' })).toBe('github.com?owner=acme&repo=shop');
    expect(serializeRepoPickerUrl({ host: 'dev.azure.com', organization: 'o', project: 'p', repoName: 'r', workspace: 'w' })).toBe('dev.azure.com?repo=r&organization=o&workspace=w&project=p');
  });

  it('round-trips any parts with a host (property)', () => {
    const part = fc.string({ maxLength: 12 });
    const host = fc.stringMatching(/^[a-z][a-z0-9]{0,10}\.(com|org|io)$/);
    fc.assert(
      fc.property(host, part, part, part, part, part, (h, owner, repoName, organization, workspace, project) => {
        const parts: RepoUrlParts = { host: h, owner, repoName, organization, workspace, project };
        expect(parseRepoPickerUrl(serializeRepoPickerUrl(parts))).toEqual(parts);
      }),
    );
  });
});

describe('repo URL validation per provider', () => {
  it.each([
    ['', ['Incomplete repository location provided, host not provided']],
    ['?owner=a&repo=b', ['Incomplete repository location provided, host not provided']],
    ['bad host?owner=a&repo=b', ['Unable to parse the Repository URL']],
    ['github.com?owner=a&repo=b', []],
    ['github.com?repo=b', [missing('owner')]],
    ['github.com?owner=a', [missing('repo')]],
    ['github.com?', [missing('owner'), missing('repo')]],
    ['unknown.example.com?repo=b', [missing('owner')]],
    ['gitea.example.com?owner=a&repo=b', []],
    ['bitbucket.org?workspace=w&project=p&repo=r', []],
    ['bitbucket.org?project=p&repo=r', [missing('workspace')]],
    ['bitbucket.org?workspace=w&repo=r', [missing('project')]],
    ['bitbucket.org?', [missing('workspace'), missing('project'), missing('repo')]],
    ['bitbucket.example.com?project=p&repo=r', []],
    ['bitbucket.example.com?repo=r', [missing('project')]],
    ['dev.azure.com?organization=o&project=p&repo=r', []],
    ['dev.azure.com?organization=o&repo=r', [missing('project')]],
    ['gerrit.example.com?repo=r', []],
    ['gerrit.example.com?', [missing('repo')]],
  ])('%s → %j', (value, errors) => {
    expect(validateRepoUrl(value, typeOf)).toEqual(errors);
  });

  it('always asks for the repo when it is missing, whatever the host (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...integrations.map((integration) => integration.host)), (host) => {
        expect(validateRepoUrl(`${host}?owner=o&workspace=w&project=p&organization=o`, typeOf)).toEqual([missing('repo')]);
      }),
    );
  });
});

describe('repo URL picker fields', () => {
  const names = (type: string | undefined, host: string) => repoPickerFields(type, host).map((spec) => [spec.field, spec.label, spec.required]);

  it.each([
    ['github', 'github.com', [['owner', 'Owner', true], ['repoName', 'Repository', true]]],
    [undefined, 'elsewhere.io', [['owner', 'Owner', true], ['repoName', 'Repository', true]]],
    ['azure', 'dev.azure.com', [['organization', 'Organization', true], ['project', 'Project', true], ['repoName', 'Repository', true]]],
    ['bitbucket', 'bitbucket.org', [['workspace', 'Workspace', true], ['project', 'Project', true], ['repoName', 'Repository', true]]],
    ['bitbucket', 'bitbucket.example.com', [['project', 'Project', true], ['repoName', 'Repository', true]]],
    ['gerrit', 'gerrit.example.com', [['owner', 'Owner', false], ['workspace', 'Parent', true], ['repoName', 'Repository', true]]],
  ])('%s on %s', (type, host, expected) => {
    expect(names(type, host)).toEqual(expected);
  });

  it('lists what a picker still misses, nothing before a host is chosen', () => {
    const empty = parseRepoPickerUrl(undefined);
    expect(missingRepoPickerFields(empty, 'github')).toEqual([]);
    expect(missingRepoPickerFields({ ...empty, host: 'github.com' }, 'github')).toEqual(['owner', 'repoName']);
    expect(missingRepoPickerFields({ ...empty, host: 'gerrit.example.com', repoName: 'r' }, 'gerrit')).toEqual(['workspace']);
  });
});

describe('integrations', () => {
  it('maps bitbucketCloud and bitbucketServer to the bitbucket family', () => {
    expect(providerTypeOf([{ type: 'bitbucketCloud', title: '', host: 'bitbucket.org' }], 'bitbucket.org')).toBe('bitbucket');
    expect(providerTypeOf(integrations, 'nowhere')).toBeUndefined();
  });

  it('reads the integrations section of the app config, skipping entries without a host', () => {
    expect(integrationsFromConfig({ github: [{ host: 'ghe.example.com', apiBaseUrl: 'x' }, {}], gitlab: 'nope', gerrit: [{ host: 'review.example.com' }] })).toEqual([
      { type: 'github', title: 'GitHub', host: 'ghe.example.com' },
      { type: 'gerrit', title: 'Gerrit', host: 'review.example.com' },
    ]);
    expect(integrationsFromConfig(undefined)).toEqual([]);
    expect(integrationsFromConfig([1])).toEqual([]);
  });

  it('keeps the default hosts nobody configured', () => {
    const merged = withDefaultIntegrations([{ type: 'github', title: 'GitHub', host: 'github.com' }, { type: 'gitea', title: 'Gitea', host: 'gitea.io' }]);
    expect(merged.map((integration) => integration.host)).toEqual(['github.com', 'gitea.io', 'gitlab.com', 'bitbucket.org', 'dev.azure.com']);
  });
});

describe('readableRepoUrl', () => {
  it.each([
    ['github.com?owner=example-org&repo=refund-notifier', 'github.com/example-org/refund-notifier'],
    ['dev.azure.com?organization=acme&project=shop&repo=web', 'dev.azure.com/acme/shop/web'],
    ['bitbucket.org?workspace=acme&project=WEB&repo=web', 'bitbucket.org/acme/WEB/web'],
    ['', ''],
  ])('%s reads as %s', (value, expected) => {
    expect(readableRepoUrl(value)).toBe(expected);
  });
});
