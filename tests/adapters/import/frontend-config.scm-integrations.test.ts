import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { decodeIntegrationsConfig } from '../../../adapters/import/integrations-config.codec';
import { FrontendConfigScmIntegrations, integrationsFromFrontendConfig } from '../../../adapters/import/frontend-config.scm-integrations';
import type { BackendError } from '../../../application/shared/backend-error';
import type { JsonObject } from '../../../domain/app/config-values';

describe('decodeIntegrationsConfig', () => {
  it('takes an absent section as no integrations', () => {
    expect(decodeIntegrationsConfig(undefined)).toEqual(E.right({}));
  });

  it('names the paths whose types are wrong', () => {
    expect(decodeIntegrationsConfig({ github: [{ host: 42 }], azure: { host: 'x' } })).toEqual(
      E.left(['integrations.github.0.host: expected string, got 42', 'integrations.azure: expected Array<Partial<{ host: string, credentials: Array<Partial<{ organizations: Array<string>, personalAccessToken: string, tenantId: string, clientId: string, clientSecret: string, managedIdentityClientId: string }>>, credential: Partial<{ organizations: Array<string>, personalAccessToken: string, tenantId: string, clientId: string, clientSecret: string, managedIdentityClientId: string }>, token: string }>>, got {"host":"x"}']),
    );
  });
});

describe('integrations in the browser', () => {
  it('resolves the public part of the config (hosts and API bases)', () => {
    const config: JsonObject = { integrations: { github: [{ host: '127.0.0.1:4000', apiBaseUrl: 'http://127.0.0.1:4000/api/v3' }], azureBlobStorage: [{ host: 'ignored' }] } };
    const result = integrationsFromFrontendConfig(config);
    expect(E.isRight(result) && result.right.filter((integration) => integration.type === 'github')).toEqual([
      { type: 'github', host: '127.0.0.1:4000', title: '127.0.0.1:4000', apiBaseUrl: 'http://127.0.0.1:4000/api/v3' },
      { type: 'github', host: 'github.com', title: 'github.com', apiBaseUrl: 'https://api.github.com' },
    ]);
  });

  it('refuses a public part that breaks the rules, listing every problem', () => {
    expect(integrationsFromFrontendConfig({ integrations: { github: [{ host: 'https://ghe' }], gitlab: [{}] } })).toEqual(
      E.left({
        _tag: 'Rejected',
        message:
          'The integrations config is invalid:\n' +
          "  - integrations.github[0]: Invalid GitHub integration config, 'https://ghe' is not a valid host\n" +
          "  - integrations.gitlab[0]: Missing required config value at 'integrations.gitlab[0].host'",
      }),
    );
  });

  it('reads the config once, and again only after a failure', async () => {
    let reads = 0;
    const answers: E.Either<BackendError, JsonObject>[] = [E.left({ _tag: 'Transport', message: 'offline' }), E.right({})];
    const source = new FrontendConfigScmIntegrations(() => {
      reads += 1;
      return TE.fromEither(answers[reads - 1]!);
    });
    expect(await source.load()()).toEqual(E.left({ _tag: 'Backend', message: 'offline', cause: { _tag: 'Transport', message: 'offline' } }));
    expect(E.isRight(await source.load()())).toBe(true);
    expect(E.isRight(await source.load()())).toBe(true);
    expect(reads).toBe(2);
  });
});
