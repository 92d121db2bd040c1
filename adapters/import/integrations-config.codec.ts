// The wire shape of app-config's `integrations`: every type is a list
// of entries whose named fields have the right types. The rules on their values are in
// domain/import/validate-integrations.ts.
import * as E from 'fp-ts/Either';
import type { Either } from 'fp-ts/Either';
import * as t from 'io-ts';
import type { IntegrationsConfig } from '../../domain/import/integration-config';
import { failingPaths } from '../shared/decode';

const text = t.string;
const texts = t.array(t.string);

const AzureCredentialCodec = t.partial({
  organizations: texts,
  personalAccessToken: text,
  tenantId: text,
  clientId: text,
  clientSecret: text,
  managedIdentityClientId: text,
});

const entries = <P extends t.Props>(props: P) => t.array(t.partial(props));

export const IntegrationsConfigCodec = t.partial({
  github: entries({ host: text, apiBaseUrl: text, rawBaseUrl: text, token: text }),
  gitlab: entries({ host: text, apiBaseUrl: text, baseUrl: text, token: text }),
  azure: entries({ host: text, credentials: t.array(AzureCredentialCodec), credential: AzureCredentialCodec, token: text }),
  bitbucket: entries({ host: text, apiBaseUrl: text, token: text, username: text, appPassword: text }),
  bitbucketCloud: entries({ username: text, appPassword: text, token: text, clientId: text, clientSecret: text }),
  bitbucketServer: entries({ host: text, apiBaseUrl: text, token: text, username: text, password: text }),
  gerrit: entries({ host: text, baseUrl: text, cloneUrl: text, gitilesBaseUrl: text, username: text, password: text }),
  gitea: entries({ host: text, baseUrl: text, username: text, password: text }),
  awsS3: entries({ endpoint: text, s3ForcePathStyle: t.boolean, accessKeyId: text, secretAccessKey: text, roleArn: text, externalId: text }),
  awsCodeCommit: entries({ host: text, region: text, accessKeyId: text, secretAccessKey: text, roleArn: text, externalId: text }),
  azureBlobStorage: entries({
    endpoint: text,
    accountName: text,
    accountKey: text,
    sasToken: text,
    connectionString: text,
    endpointSuffix: text,
    aadCredential: t.partial({ clientId: text, tenantId: text, clientSecret: text }),
  }),
  harness: entries({ host: text, token: text, apiKey: text }),
});

/** Decodes `integrations` (absent means none); a mismatch names each failing path under `integrations.`. */
export const decodeIntegrationsConfig = (value: unknown): Either<readonly string[], IntegrationsConfig> => {
  if (value === undefined || value === null) return E.right({});
  const decoded = IntegrationsConfigCodec.decode(value);
  return E.isLeft(decoded)
    ? E.left(failingPaths(decoded.left).map((path) => (path.startsWith('(root)') ? `integrations${path.slice('(root)'.length)}` : `integrations.${path}`)))
    : E.right(decoded.right);
};
