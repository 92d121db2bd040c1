// The integrations a URL can be matched against:
// the configured entries with their defaults, plus the hosts every installation knows (github.com,
// gitlab.com, dev.azure.com, bitbucket.org, amazonaws.com, blob.core.windows.net), as in Backstage.
import {
  AWS_CODECOMMIT_HOST,
  AWS_S3_HOST,
  AZURE_BLOB_STORAGE_HOST,
  AZURE_DEVOPS_HOST,
  BITBUCKET_CLOUD_API_BASE_URL,
  BITBUCKET_CLOUD_HOST,
  GITHUB_API_BASE_URL,
  GITHUB_HOST,
  GITLAB_API_BASE_URL,
  GITLAB_HOST,
} from './constants';
import { isValidHost, trimTrailingSlashes } from './hosts';
import { INTEGRATION_TYPES, type IntegrationType, type IntegrationsConfig } from './integration-config';

export interface ScmIntegration {
  readonly type: IntegrationType;
  readonly host: string;
  /** How messages name the integration: its host, as Backstage does. */
  readonly title: string;
  /** REST API base (GitHub, GitLab, Bitbucket). */
  readonly apiBaseUrl?: string;
}

const hostOfEndpoint = (endpoint: string | undefined, fallback: string): string | undefined => {
  if (endpoint === undefined) return fallback;
  try {
    return new URL(endpoint).host;
  } catch {
    return undefined;
  }
};

const trimmed = (value: string | undefined): string | undefined => (value === undefined ? undefined : trimTrailingSlashes(value));

/** GitHub Enterprise serves its REST API under /api/v3; github.com under api.github.com. */
export const defaultGithubApiBaseUrl = (host: string): string => (host === GITHUB_HOST ? GITHUB_API_BASE_URL : `https://${host}/api/v3`);

type ResolvedEntry = { readonly host: string | undefined; readonly apiBaseUrl?: string | undefined };

const configured = (config: IntegrationsConfig, type: IntegrationType): readonly ResolvedEntry[] => {
  switch (type) {
    case 'github':
      return (config.github ?? []).map((entry) => {
        const host = entry.host ?? GITHUB_HOST;
        return { host, apiBaseUrl: trimmed(entry.apiBaseUrl) ?? defaultGithubApiBaseUrl(host) };
      });
    case 'gitlab':
      return (config.gitlab ?? []).map((entry) => ({
        host: entry.host,
        apiBaseUrl: trimmed(entry.apiBaseUrl) ?? (entry.host === GITLAB_HOST ? GITLAB_API_BASE_URL : undefined),
      }));
    case 'azure':
      return (config.azure ?? []).map((entry) => ({ host: entry.host ?? AZURE_DEVOPS_HOST }));
    case 'bitbucket':
      return (config.bitbucket ?? []).map((entry) => ({ host: entry.host ?? BITBUCKET_CLOUD_HOST, apiBaseUrl: trimmed(entry.apiBaseUrl) }));
    case 'bitbucketCloud':
      return (config.bitbucketCloud ?? []).map(() => ({ host: BITBUCKET_CLOUD_HOST, apiBaseUrl: BITBUCKET_CLOUD_API_BASE_URL }));
    case 'bitbucketServer':
      return (config.bitbucketServer ?? []).map((entry) => ({
        host: entry.host,
        apiBaseUrl: trimmed(entry.apiBaseUrl) ?? (entry.host ? `https://${entry.host}/rest/api/1.0` : undefined),
      }));
    case 'gerrit':
      return (config.gerrit ?? []).map((entry) => ({ host: entry.host }));
    case 'gitea':
      return (config.gitea ?? []).map((entry) => ({ host: entry.host }));
    case 'harness':
      return (config.harness ?? []).map((entry) => ({ host: entry.host }));
    case 'awsS3':
      return (config.awsS3 ?? []).map((entry) => ({ host: hostOfEndpoint(entry.endpoint, AWS_S3_HOST) }));
    case 'awsCodeCommit':
      return (config.awsCodeCommit ?? []).map((entry) => ({
        host: entry.host || (entry.region ? `${entry.region}.${AWS_CODECOMMIT_HOST}` : undefined),
      }));
    case 'azureBlobStorage':
      return (config.azureBlobStorage ?? []).map((entry) => ({ host: hostOfEndpoint(entry.endpoint, AZURE_BLOB_STORAGE_HOST) }));
  }
};

/** The integration every installation has for this type when none of its entries covers the host. */
const DEFAULTS: Partial<Record<IntegrationType, { readonly host: string; readonly apiBaseUrl?: string; readonly onlyWhenEmpty?: boolean }>> = {
  github: { host: GITHUB_HOST, apiBaseUrl: GITHUB_API_BASE_URL },
  gitlab: { host: GITLAB_HOST, apiBaseUrl: GITLAB_API_BASE_URL },
  azure: { host: AZURE_DEVOPS_HOST },
  bitbucketCloud: { host: BITBUCKET_CLOUD_HOST, apiBaseUrl: BITBUCKET_CLOUD_API_BASE_URL, onlyWhenEmpty: true },
  awsS3: { host: AWS_S3_HOST },
  azureBlobStorage: { host: AZURE_BLOB_STORAGE_HOST },
};

/** Every integration, in matching order; entries whose host is missing or invalid are left out. */
export const resolveIntegrations = (config: IntegrationsConfig): readonly ScmIntegration[] =>
  INTEGRATION_TYPES.flatMap((type) => {
    const entries = configured(config, type).flatMap((entry): ScmIntegration[] =>
      entry.host !== undefined && isValidHost(entry.host)
        ? [{ type, host: entry.host, title: entry.host, ...(entry.apiBaseUrl ? { apiBaseUrl: entry.apiBaseUrl } : {}) }]
        : [],
    );
    const fallback = DEFAULTS[type];
    const addDefault = fallback && (fallback.onlyWhenEmpty ? entries.length === 0 : !entries.some((entry) => entry.host === fallback.host));
    return addDefault
      ? [...entries, { type, host: fallback.host, title: fallback.host, ...(fallback.apiBaseUrl ? { apiBaseUrl: fallback.apiBaseUrl } : {}) }]
      : entries;
  });

/** A host as a URL of this protocol names it: the protocol's default port left out (github.example.com:443 over https). */
const hostAsUrlNames = (host: string, protocol: string): string | undefined => {
  try {
    return new URL(`${protocol}//${host}`).host;
  } catch {
    return undefined;
  }
};

/** The first integration whose host is the URL's host (with port); undefined for anything else. */
export const integrationForUrl = (integrations: readonly ScmIntegration[], url: string): ScmIntegration | undefined => {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  return integrations.find((integration) => hostAsUrlNames(integration.host, parsed.protocol) === parsed.host);
};
