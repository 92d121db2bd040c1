import { ConfigReader } from '@backstage/config';
import {
  readAwsS3IntegrationConfig,
  readAzureBlobStorageIntegrationConfig,
  readAzureIntegrationConfig,
} from '@backstage/integration';
import fc from 'fast-check';
import { AZURE_CREDENTIAL_COMBINATIONS, azureCredentialKind } from '../../../domain/import/azure-credentials';
import type { AzureCredentialEntry, IntegrationsConfig } from '../../../domain/import/integration-config';
import { validateIntegrations } from '../../../domain/import/validate-integrations';

// The integration config rules, one table per rule.

const pat = { personalAccessToken: 'pat' };
const clientSecret = { clientId: 'id', clientSecret: 'secret', tenantId: 'tenant' };
const managedIdentity = { clientId: 'id' };
const clientAssertion = { clientId: 'id', managedIdentityClientId: 'mi', tenantId: 'tenant' };

const ok = (config: IntegrationsConfig) => expect(validateIntegrations(config)).toEqual([]);

describe('hosts and URLs are valid', () => {
  it.each<[string, IntegrationsConfig]>([
    ['github.com by default', { github: [{}] }],
    ['an enterprise host with a port and API base', { github: [{ host: 'ghe.example.com:8443', apiBaseUrl: 'https://ghe.example.com:8443/api/v3' }] }],
    ['gitlab.com without an API base', { gitlab: [{ host: 'gitlab.com' }] }],
    ['a self-hosted GitLab with its API base', { gitlab: [{ host: 'git.acme.io', apiBaseUrl: 'https://git.acme.io/api/v4', baseUrl: 'https://git.acme.io' }] }],
    ['Bitbucket Server', { bitbucketServer: [{ host: 'bitbucket.acme.io', apiBaseUrl: 'https://bitbucket.acme.io/rest/api/1.0' }] }],
    ['Gerrit', { gerrit: [{ host: 'gerrit.acme.io', gitilesBaseUrl: 'https://gerrit.acme.io/plugins/gitiles' }] }],
    ['Gitea', { gitea: [{ host: 'gitea.acme.io', baseUrl: 'https://gitea.acme.io' }] }],
    ['Harness', { harness: [{ host: 'app.harness.io' }] }],
    ['CodeCommit by region', { awsCodeCommit: [{ region: 'eu-west-1' }] }],
  ])('accepts %s', (_, config) => ok(config));

  it.each<[IntegrationsConfig, string]>([
    [{ github: [{ host: 'https://github.com' }] }, "integrations.github[0]: Invalid GitHub integration config, 'https://github.com' is not a valid host"],
    [{ github: [{ host: 'github.com/acme' }] }, "integrations.github[0]: Invalid GitHub integration config, 'github.com/acme' is not a valid host"],
    [{ github: [{ host: 'GitHub.com' }] }, "integrations.github[0]: Invalid GitHub integration config, 'GitHub.com' is not a valid host"],
    [{ github: [{ apiBaseUrl: 'api.github.com' }] }, "integrations.github[0]: Invalid GitHub integration config, 'api.github.com' is not a valid apiBaseUrl"],
    [{ gitlab: [{}] }, "integrations.gitlab[0]: Missing required config value at 'integrations.gitlab[0].host'"],
    [{ gitlab: [{ host: 'git.acme.io' }] }, "integrations.gitlab[0]: Missing required config value at 'integrations.gitlab[0].apiBaseUrl'"],
    [{ gitlab: [{ host: 'gitlab.com', baseUrl: '::' }] }, "integrations.gitlab[0]: Invalid GitLab integration config, '::' is not a valid baseUrl"],
    [{ azure: [{ host: 'dev azure com' }] }, "integrations.azure[0]: Invalid Azure integration config, 'dev azure com' is not a valid host"],
    [{ bitbucketServer: [{}] }, "integrations.bitbucketServer[0]: Missing required config value at 'integrations.bitbucketServer[0].host'"],
    [{ bitbucketServer: [{ host: 'a b' }] }, "integrations.bitbucketServer[0]: Invalid Bitbucket Server integration config, 'a b' is not a valid host"],
    [{ gerrit: [{ host: 'gerrit.acme.io' }] }, "integrations.gerrit[0]: Missing required config value at 'integrations.gerrit[0].gitilesBaseUrl'"],
    [{ gerrit: [{ host: 'gerrit.acme.io', gitilesBaseUrl: 'nope' }] }, "integrations.gerrit[0]: Invalid Gerrit integration config, 'nope' is not a valid gitilesBaseUrl"],
    [{ gitea: [{ host: 'gitea.acme.io', baseUrl: 'gitea' }] }, "integrations.gitea[0]: Invalid Gitea integration config, 'gitea' is not a valid baseUrl"],
    [{ harness: [{ host: 'https://app.harness.io' }] }, "integrations.harness[0]: Invalid Harness Code integration config, 'https://app.harness.io' is not a valid host"],
    [{ awsCodeCommit: [{}] }, "integrations.awsCodeCommit[0]: Missing required config value at 'integrations.awsCodeCommit[0].region'"],
  ])('refuses %j', (config, message) => {
    expect(validateIntegrations(config)).toEqual([message]);
  });

  it('names each failing entry by its position', () => {
    expect(validateIntegrations({ github: [{}, { host: 'x y' }], harness: [{ host: 'h:1' }, {}] })).toEqual([
      "integrations.github[1]: Invalid GitHub integration config, 'x y' is not a valid host",
      "integrations.harness[1]: Missing required config value at 'integrations.harness[1].host'",
    ]);
  });
});

describe('AWS S3 and blob storage endpoints have no path', () => {
  it.each(['https://s3.acme.io', 'https://s3.acme.io/', 'http://127.0.0.1:9000'])('accepts the S3 endpoint %s', (endpoint) => ok({ awsS3: [{ endpoint }] }));

  it.each<[string, string]>([
    ['https://s3.acme.io/bucket', "integrations.awsS3[0]: invalid awsS3 integration config, endpoints cannot contain path, got 'https://s3.acme.io/bucket'"],
    ['s3.acme.io', "integrations.awsS3[0]: invalid awsS3 integration config, endpoint 's3.acme.io' is not a valid URL"],
  ])('refuses the S3 endpoint %s', (endpoint, message) => {
    expect(validateIntegrations({ awsS3: [{ endpoint }] })).toEqual([message]);
  });

  it('applies the same rule to blob storage endpoints', () => {
    expect(validateIntegrations({ azureBlobStorage: [{ accountName: 'acct', endpoint: 'https://blob.acme.io/x' }] })).toEqual([
      "integrations.azureBlobStorage[0]: invalid azureBlobStorage integration config, endpoints cannot contain path, got 'https://blob.acme.io/x'",
    ]);
  });
});

describe('Azure DevOps credentials: one of four combinations', () => {
  it.each<[string, AzureCredentialEntry]>([
    ['client secret', clientSecret],
    ['managed identity', managedIdentity],
    ['managed identity client assertion', clientAssertion],
    ['personal access token', pat],
  ])('accepts a %s credential', (_, credential) => ok({ azure: [{ credentials: [credential] }] }));

  it.each<[string, AzureCredentialEntry]>([
    ['a client secret without tenant', { clientId: 'id', clientSecret: 'secret' }],
    ['a token beside a client id', { clientId: 'id', personalAccessToken: 'pat' }],
    ['a secret alone', { clientSecret: 'secret' }],
    ['a tenant alone', { tenantId: 'tenant' }],
    ['nothing', { organizations: ['acme'] }],
    ['a managed identity client id without tenant', { clientId: 'id', managedIdentityClientId: 'mi' }],
  ])('refuses %s', (_, credential) => {
    const [problem] = validateIntegrations({ azure: [{ credentials: [credential] }] });
    expect(problem).toMatch(/^integrations\.azure\[0\]: Invalid Azure integration config for dev\.azure\.com: credential at position 1 is not a valid credential/);
  });

  it('refuses the same organization in several credentials, naming their positions', () => {
    const credentials = [
      { ...pat, organizations: ['acme', 'globex'] },
      { ...clientSecret, organizations: ['initech'] },
      { ...managedIdentity, organizations: ['acme'] },
      { ...pat, organizations: ['acme'] },
    ];
    expect(validateIntegrations({ azure: [{ credentials }] })).toEqual([
      'integrations.azure[0]: Invalid Azure integration config for dev.azure.com: organization acme is specified multiple times in credentials at positions 1, 3 and 4',
    ]);
  });

  it('allows only one credential without organizations', () => {
    ok({ azure: [{ credentials: [pat, { ...clientSecret, organizations: ['acme'] }] }] });
    expect(validateIntegrations({ azure: [{ credentials: [pat, managedIdentity] }] })).toEqual([
      'integrations.azure[0]: Invalid Azure integration config for dev.azure.com, you cannot specify multiple credentials without organizations',
    ]);
  });

  it('allows other credentials than personal access tokens only on dev.azure.com', () => {
    ok({ azure: [{ host: 'tfs.acme.io', credentials: [pat] }] });
    expect(validateIntegrations({ azure: [{ host: 'tfs.acme.io', credentials: [clientSecret] }] })).toEqual([
      'integrations.azure[0]: Invalid Azure integration config for tfs.acme.io, only personal access tokens can be used with hosts other than dev.azure.com',
    ]);
  });

  it("never combines the legacy 'credential' or 'token' with 'credentials'", () => {
    ok({ azure: [{ token: 'pat' }] });
    ok({ azure: [{ credential: clientSecret }] });
    expect(validateIntegrations({ azure: [{ credential: pat, credentials: [pat] }] })).toEqual([
      "integrations.azure[0]: Invalid Azure integration config, 'credential' and 'credentials' cannot be used together. Use 'credentials' instead.",
    ]);
    expect(validateIntegrations({ azure: [{ token: 'pat', credentials: [pat] }] })).toEqual([
      "integrations.azure[0]: Invalid Azure integration config, 'token' and 'credentials' cannot be used together. Use 'credentials' instead.",
    ]);
  });

  it('checks a legacy credential like any other', () => {
    expect(validateIntegrations({ azure: [{ host: 'tfs.acme.io', credential: managedIdentity }] })).toEqual([
      'integrations.azure[0]: Invalid Azure integration config for tfs.acme.io, only personal access tokens can be used with hosts other than dev.azure.com',
    ]);
  });
});

describe('blob storage: account key, SAS token and AAD credentials exclude each other', () => {
  const aad = { clientId: 'id', tenantId: 'tenant', clientSecret: 'secret' };

  it.each<[string, IntegrationsConfig['azureBlobStorage']]>([
    ['an account key', [{ accountName: 'acct', accountKey: 'key' }]],
    ['a SAS token', [{ accountName: 'acct', sasToken: 'sas' }]],
    ['AAD credentials', [{ accountName: 'acct', aadCredential: aad }]],
  ])('accepts %s alone', (_, azureBlobStorage) => ok({ azureBlobStorage }));

  it.each<[string, NonNullable<IntegrationsConfig['azureBlobStorage']>[number], string]>([
    ['key and SAS', { accountName: 'acct', accountKey: 'key', sasToken: 'sas' }, 'Invalid Azure Blob Storage config for acct: Both account key and SAS token cannot be used simultaneously.'],
    ['AAD and key', { accountName: 'acct', accountKey: 'key', aadCredential: aad }, 'Invalid Azure Blob Storage config for acct: Cannot use both Azure AD credentials and account keys/SAS tokens for the same account.'],
    ['AAD and SAS', { accountName: 'acct', sasToken: 'sas', aadCredential: aad }, 'Invalid Azure Blob Storage config for acct: Cannot use both Azure AD credentials and account keys/SAS tokens for the same account.'],
  ])('refuses %s', (_, entry, message) => {
    expect(validateIntegrations({ azureBlobStorage: [entry] })).toEqual([`integrations.azureBlobStorage[0]: ${message}`]);
  });

  it('needs the account name on the server, not in the browser (which never receives it)', () => {
    expect(validateIntegrations({ azureBlobStorage: [{}] }, 'full')).toEqual([
      "integrations.azureBlobStorage[0]: Missing required config value at 'integrations.azureBlobStorage[0].accountName'",
    ]);
    expect(validateIntegrations({ azureBlobStorage: [{}] }, 'public')).toEqual([]);
  });
});

describe('Bitbucket Cloud credentials', () => {
  it.each<[NonNullable<IntegrationsConfig['bitbucketCloud']>[number], string]>([
    [{ username: 'me' }, 'Bitbucket Cloud integration must be configured with a username and either a token or an appPassword.'],
    [{ clientId: 'id' }, 'Bitbucket Cloud integration has incomplete OAuth configuration. Both clientId and clientSecret are required.'],
    [{ clientSecret: 'secret' }, 'Bitbucket Cloud integration has incomplete OAuth configuration. Both clientId and clientSecret are required.'],
  ])('refuses %j', (entry, message) => {
    expect(validateIntegrations({ bitbucketCloud: [entry] })).toEqual([`integrations.bitbucketCloud[0]: ${message}`]);
  });

  it('accepts a username with an app password, and complete OAuth', () => {
    ok({ bitbucketCloud: [{ username: 'me', appPassword: 'pw' }, { clientId: 'id', clientSecret: 'secret' }] });
  });
});

describe('the public scope (what the browser sees)', () => {
  it('requires only the fields that reach the browser', () => {
    const config: IntegrationsConfig = { gerrit: [{ host: 'gerrit.acme.io' }], awsCodeCommit: [{}] };
    expect(validateIntegrations(config, 'public')).toEqual([]);
    expect(validateIntegrations(config, 'full')).toHaveLength(2);
  });

  it('still checks hosts and URLs', () => {
    expect(validateIntegrations({ gitlab: [{ host: 'git.acme.io' }] }, 'public')).toHaveLength(1);
    expect(validateIntegrations({ github: [{ host: 'a/b' }] }, 'public')).toHaveLength(1);
  });
});

// Properties, cross-checked against Backstage's own config readers where the rules are the same.

const FIELDS = ['clientId', 'clientSecret', 'managedIdentityClientId', 'tenantId', 'personalAccessToken'] as const;
const credentialArb: fc.Arbitrary<AzureCredentialEntry> = fc.record(
  {
    clientId: fc.constant('client'),
    clientSecret: fc.constant('secret'),
    managedIdentityClientId: fc.constant('mi'),
    tenantId: fc.constant('tenant'),
    personalAccessToken: fc.constant('pat'),
    organizations: fc.uniqueArray(fc.constantFrom('acme', 'globex', 'initech'), { maxLength: 2 }),
  },
  { requiredKeys: [] },
);

const backstageAccepts = (read: (config: ConfigReader) => unknown, data: object): boolean => {
  try {
    read(new ConfigReader(data as never));
    return true;
  } catch {
    return false;
  }
};

describe('properties', () => {
  it('a credential is of a kind exactly when it holds that kind’s fields and no others', () => {
    fc.assert(
      fc.property(fc.subarray([...FIELDS]), (fields) => {
        const credential = Object.fromEntries(fields.map((field) => [field, 'x']));
        const expected = AZURE_CREDENTIAL_COMBINATIONS.find(
          ([, required]) => required.length === fields.length && required.every((field) => fields.includes(field)),
        )?.[0];
        expect(azureCredentialKind(credential)).toBe(expected);
      }),
    );
  });

  it('accepts exactly the Azure entries Backstage accepts', () => {
    fc.assert(
      fc.property(fc.array(credentialArb, { maxLength: 3 }), fc.constantFrom('dev.azure.com', 'tfs.acme.io'), (credentials, host) => {
        const mine = validateIntegrations({ azure: [{ host, credentials }] }).length === 0;
        expect(mine).toBe(backstageAccepts(readAzureIntegrationConfig, { host, credentials }));
      }),
      { numRuns: 300 },
    );
  });

  it('accepts exactly the blob storage entries Backstage accepts', () => {
    const entryArb = fc.record(
      {
        accountKey: fc.constant('key'),
        sasToken: fc.constant('sas'),
        aadCredential: fc.constant({ clientId: 'id', tenantId: 'tenant', clientSecret: 'secret' }),
        endpoint: fc.constantFrom('https://blob.acme.io', 'https://blob.acme.io/path', 'not a url'),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(entryArb, (entry) => {
        const data = { accountName: 'acct', ...entry };
        expect(validateIntegrations({ azureBlobStorage: [data] }).length === 0).toBe(
          backstageAccepts(readAzureBlobStorageIntegrationConfig, data),
        );
      }),
    );
  });

  it('accepts exactly the S3 endpoints Backstage accepts', () => {
    const endpointArb = fc.oneof(fc.webUrl(), fc.string(), fc.webUrl().map((url) => `${url}/bucket`));
    fc.assert(
      fc.property(endpointArb, (endpoint) => {
        expect(validateIntegrations({ awsS3: [{ endpoint }] }).length === 0).toBe(backstageAccepts(readAwsS3IntegrationConfig, { endpoint }));
      }),
      { numRuns: 40 },
    );
  });
});
