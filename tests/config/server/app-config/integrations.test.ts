import { integrationsConfigProblem, scmApiOrigins } from '../../../../config/server/app-config/integrations';
import { frontendConfig } from '../../../../config/server/app-config/frontend-config';

describe('integrationsConfigProblem (checked at boot by config/server/start.ts)', () => {
  it('is silent for a valid or absent section', () => {
    expect(integrationsConfigProblem({})).toBeUndefined();
    expect(integrationsConfigProblem({ integrations: { github: [{ host: 'github.com', token: 'x' }], azure: [{ credentials: [{ personalAccessToken: 'p' }] }] } })).toBeUndefined();
  });

  it('lists every broken rule, and wrong types, in one message', () => {
    expect(
      integrationsConfigProblem({
        integrations: { azure: [{ credentials: [{ clientId: 'a', personalAccessToken: 'b' }] }], awsS3: [{ endpoint: 'https://s3.acme.io/bucket' }] },
      }),
    ).toBe(
      'The integrations config is invalid:\n' +
        '  - integrations.awsS3[0]: invalid awsS3 integration config, endpoints cannot contain path, got \'https://s3.acme.io/bucket\'\n' +
        '  - integrations.azure[0]: Invalid Azure integration config for dev.azure.com: credential at position 1 is not a valid credential (use exactly one of: clientId + clientSecret + tenantId; clientId (managed identity); clientId + managedIdentityClientId + tenantId; personalAccessToken)',
    );
    expect(integrationsConfigProblem({ integrations: { github: 'github.com' } })).toMatch(/^The integrations config is invalid:\n {2}- integrations\.github: expected Array/);
  });

  it('checks the secret-bearing fields the browser never sees', () => {
    const config = { integrations: { azureBlobStorage: [{ accountName: 'acct', accountKey: 'k', sasToken: 's' }] } };
    expect(integrationsConfigProblem(config)).toContain('Both account key and SAS token cannot be used simultaneously.');
    expect(JSON.stringify(frontendConfig(config))).not.toContain('sasToken');
  });
});

describe('scmApiOrigins (the Content-Security-Policy lets the browser open pull requests there)', () => {
  it('lists GitHub API origins and Azure DevOps hosts, defaults included', () => {
    expect(scmApiOrigins({ integrations: { github: [{ host: '127.0.0.1:4000', apiBaseUrl: 'http://127.0.0.1:4000/api/v3' }], azure: [{ host: 'tfs.acme.io' }] } })).toEqual([
      'https://tfs.acme.io',
      'https://dev.azure.com',
      'http://127.0.0.1:4000',
      'https://api.github.com',
    ]);
    expect(scmApiOrigins({})).toEqual(['https://dev.azure.com', 'https://api.github.com']);
  });
});
