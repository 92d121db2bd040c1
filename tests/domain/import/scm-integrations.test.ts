import fc from 'fast-check';
import { isValidHost } from '../../../domain/import/hosts';
import { integrationForUrl, resolveIntegrations } from '../../../domain/import/scm-integrations';

describe('resolveIntegrations', () => {
  it('knows the default hosts without any configuration', () => {
    expect(resolveIntegrations({})).toEqual([
      { type: 'awsS3', host: 'amazonaws.com', title: 'amazonaws.com' },
      { type: 'azureBlobStorage', host: 'blob.core.windows.net', title: 'blob.core.windows.net' },
      { type: 'azure', host: 'dev.azure.com', title: 'dev.azure.com' },
      { type: 'bitbucketCloud', host: 'bitbucket.org', title: 'bitbucket.org', apiBaseUrl: 'https://api.bitbucket.org/2.0' },
      { type: 'github', host: 'github.com', title: 'github.com', apiBaseUrl: 'https://api.github.com' },
      { type: 'gitlab', host: 'gitlab.com', title: 'gitlab.com', apiBaseUrl: 'https://gitlab.com/api/v4' },
    ]);
  });

  it('keeps configured hosts first and adds a default only when no entry covers it', () => {
    const github = resolveIntegrations({
      github: [{ host: 'ghe.acme.io', apiBaseUrl: 'https://ghe.acme.io/api/v3/' }, { host: 'github.com', apiBaseUrl: 'http://127.0.0.1:9/' }],
    }).filter((integration) => integration.type === 'github');
    expect(github).toEqual([
      { type: 'github', host: 'ghe.acme.io', title: 'ghe.acme.io', apiBaseUrl: 'https://ghe.acme.io/api/v3' },
      { type: 'github', host: 'github.com', title: 'github.com', apiBaseUrl: 'http://127.0.0.1:9' },
    ]);
  });

  it('gives GitHub Enterprise hosts their /api/v3 base when none is configured', () => {
    expect(resolveIntegrations({ github: [{ host: 'ghe.acme.io' }] })[4]).toMatchObject({ apiBaseUrl: 'https://ghe.acme.io/api/v3' });
  });

  it('takes S3 and blob storage hosts from their endpoints, and CodeCommit hosts from the region', () => {
    const hosts = resolveIntegrations({
      awsS3: [{ endpoint: 'http://127.0.0.1:9000' }],
      azureBlobStorage: [{ endpoint: 'https://blob.acme.io' }],
      awsCodeCommit: [{ region: 'eu-west-1' }],
    }).map((integration) => `${integration.type}:${integration.host}`);
    expect(hosts).toEqual(
      expect.arrayContaining(['awsS3:127.0.0.1:9000', 'awsS3:amazonaws.com', 'azureBlobStorage:blob.acme.io', 'awsCodeCommit:eu-west-1.console.aws.amazon.com']),
    );
  });

  it('leaves out entries without a valid host', () => {
    expect(resolveIntegrations({ gitea: [{}, { host: 'a b' }, { host: 'gitea.acme.io' }] }).filter((integration) => integration.type === 'gitea')).toEqual([
      { type: 'gitea', host: 'gitea.acme.io', title: 'gitea.acme.io' },
    ]);
  });
});

describe('integrationForUrl', () => {
  const integrations = resolveIntegrations({ github: [{ host: '127.0.0.1:8080' }], gitlab: [{ host: 'git.acme.io', apiBaseUrl: 'https://git.acme.io/api/v4' }] });

  it.each([
    ['https://github.com/acme/widgets', 'github'],
    ['http://127.0.0.1:8080/acme/widgets', 'github'],
    ['https://dev.azure.com/acme/_git/widgets', 'azure'],
    ['https://git.acme.io/acme/widgets', 'gitlab'],
    ['https://bitbucket.org/acme/widgets', 'bitbucketCloud'],
  ])('matches %s to %s by host and port', (url, type) => {
    expect(integrationForUrl(integrations, url)?.type).toBe(type);
  });

  it.each(['http://127.0.0.1:8081/acme/widgets', 'https://example.com/acme', 'not a url', 'https://api.github.com/repos'])('matches nothing for %s', (url) => {
    expect(integrationForUrl(integrations, url)).toBeUndefined();
  });

  it('matches a host configured with the default port of the URL', () => {
    const integrations = resolveIntegrations({ github: [{ host: 'git.example.com:443' }] });
    expect(integrationForUrl(integrations, 'https://git.example.com/org/repo')?.host).toBe('git.example.com:443');
    expect(integrationForUrl(integrations, 'https://git.example.com:443/org/repo')?.host).toBe('git.example.com:443');
    expect(integrationForUrl(integrations, 'https://git.example.com:8443/org/repo')).toBeUndefined();
  });

  it('property: a URL on a configured host matches that host', () => {
    const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,10}[a-z0-9])?$/);
    const hostArb = fc.tuple(fc.array(label, { minLength: 1, maxLength: 3 }), fc.option(fc.integer({ min: 1, max: 65535 }), { nil: undefined })).map(
      ([labels, port]) => `${labels.join('.')}.test${port === undefined ? '' : `:${port}`}`,
    );
    fc.assert(
      fc.property(hostArb, fc.constantFrom('github', 'gitea', 'harness') , (host, type) => {
        const resolved = resolveIntegrations({ [type]: [{ host }] });
        expect(integrationForUrl(resolved, `https://${host}/acme/widgets/tree/main`)).toMatchObject({ type, host });
      }),
    );
  });
});

describe('isValidHost', () => {
  it('property: lowercase names with an optional port are hosts; anything with a path or a scheme is not', () => {
    const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,10}[a-z0-9])?$/);
    fc.assert(
      fc.property(fc.array(label, { minLength: 1, maxLength: 4 }), fc.option(fc.integer({ min: 1, max: 65535 }), { nil: undefined }), (labels, port) => {
        const host = `${labels.join('.')}.io${port === undefined ? '' : `:${port}`}`;
        expect(isValidHost(host)).toBe(true);
        expect(isValidHost(`${host}/path`)).toBe(false);
        expect(isValidHost(`https://${host}`)).toBe(false);
      }),
    );
  });

  it.each(['', ' ', 'a b', 'Upper.io', 'host:99999', 'user@host'])('refuses %j', (host) => {
    expect(isValidHost(host)).toBe(false);
  });
});
