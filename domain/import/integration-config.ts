// The `integrations` section of app-config: one list of entries per integration type. Only the fields the rules and
// the import flow read are named; a codec (adapters/import/integrations-config.codec.ts) checks their types first.

export const INTEGRATION_TYPES = [
  'awsS3',
  'awsCodeCommit',
  'azureBlobStorage',
  'azure',
  'bitbucket',
  'bitbucketCloud',
  'bitbucketServer',
  'gerrit',
  'github',
  'gitlab',
  'gitea',
  'harness',
] as const;

/** In this order a URL is matched against the configured hosts (Backstage's ScmIntegrations order). */
export type IntegrationType = (typeof INTEGRATION_TYPES)[number];

/** Display names used in the rule messages. */
export const INTEGRATION_TITLES: Readonly<Record<IntegrationType, string>> = {
  awsS3: 'AWS S3',
  awsCodeCommit: 'AWS CodeCommit',
  azureBlobStorage: 'Azure Blob Storage',
  azure: 'Azure',
  bitbucket: 'Bitbucket',
  bitbucketCloud: 'Bitbucket Cloud',
  bitbucketServer: 'Bitbucket Server',
  gerrit: 'Gerrit',
  github: 'GitHub',
  gitlab: 'GitLab',
  gitea: 'Gitea',
  harness: 'Harness Code',
};

export interface GithubEntry {
  readonly host?: string;
  readonly apiBaseUrl?: string;
  readonly rawBaseUrl?: string;
  readonly token?: string;
}

export interface GitlabEntry {
  readonly host?: string;
  readonly apiBaseUrl?: string;
  readonly baseUrl?: string;
  readonly token?: string;
}

export interface AzureCredentialEntry {
  readonly organizations?: readonly string[];
  readonly personalAccessToken?: string;
  readonly tenantId?: string;
  readonly clientId?: string;
  readonly clientSecret?: string;
  readonly managedIdentityClientId?: string;
}

export interface AzureEntry {
  readonly host?: string;
  readonly credentials?: readonly AzureCredentialEntry[];
  /** Legacy single credential; folded into `credentials`, never combined with it. */
  readonly credential?: AzureCredentialEntry;
  /** Legacy personal access token; folded into `credentials`, never combined with it. */
  readonly token?: string;
}

export interface BitbucketEntry {
  readonly host?: string;
  readonly apiBaseUrl?: string;
  readonly token?: string;
  readonly username?: string;
  readonly appPassword?: string;
}

export interface BitbucketCloudEntry {
  readonly username?: string;
  readonly appPassword?: string;
  readonly token?: string;
  readonly clientId?: string;
  readonly clientSecret?: string;
}

export interface BitbucketServerEntry {
  readonly host?: string;
  readonly apiBaseUrl?: string;
  readonly token?: string;
  readonly username?: string;
  readonly password?: string;
}

export interface GerritEntry {
  readonly host?: string;
  readonly baseUrl?: string;
  readonly cloneUrl?: string;
  readonly gitilesBaseUrl?: string;
  readonly username?: string;
  readonly password?: string;
}

export interface GiteaEntry {
  readonly host?: string;
  readonly baseUrl?: string;
  readonly username?: string;
  readonly password?: string;
}

export interface AwsS3Entry {
  readonly endpoint?: string;
  readonly s3ForcePathStyle?: boolean;
  readonly accessKeyId?: string;
  readonly secretAccessKey?: string;
  readonly roleArn?: string;
  readonly externalId?: string;
}

export interface AwsCodeCommitEntry {
  readonly host?: string;
  readonly region?: string;
  readonly accessKeyId?: string;
  readonly secretAccessKey?: string;
  readonly roleArn?: string;
  readonly externalId?: string;
}

export interface AzureBlobStorageEntry {
  readonly endpoint?: string;
  readonly accountName?: string;
  readonly accountKey?: string;
  readonly sasToken?: string;
  readonly connectionString?: string;
  readonly endpointSuffix?: string;
  readonly aadCredential?: { readonly clientId?: string; readonly tenantId?: string; readonly clientSecret?: string };
}

export interface HarnessEntry {
  readonly host?: string;
  readonly token?: string;
  readonly apiKey?: string;
}

export interface IntegrationsConfig {
  readonly awsS3?: readonly AwsS3Entry[];
  readonly awsCodeCommit?: readonly AwsCodeCommitEntry[];
  readonly azureBlobStorage?: readonly AzureBlobStorageEntry[];
  readonly azure?: readonly AzureEntry[];
  readonly bitbucket?: readonly BitbucketEntry[];
  readonly bitbucketCloud?: readonly BitbucketCloudEntry[];
  readonly bitbucketServer?: readonly BitbucketServerEntry[];
  readonly gerrit?: readonly GerritEntry[];
  readonly github?: readonly GithubEntry[];
  readonly gitlab?: readonly GitlabEntry[];
  readonly gitea?: readonly GiteaEntry[];
  readonly harness?: readonly HarnessEntry[];
}

/**
 * Which part of the config is checked: `full` on the server at boot; `public` in the browser, which receives
 * only hosts and URLs (config/server/app-config/frontend-config.ts), so fields that never reach it are not required.
 */
export type IntegrationsScope = 'full' | 'public';
