// The integration config rules: hosts and URLs valid, AWS S3 and
// blob storage endpoints without a path, the Azure credential rules (azure-credentials.ts) and the blob
// storage key / SAS / AAD exclusions. Every problem is reported with the entry's config path.
import { azureEntryProblems } from './azure-credentials';
import { AZURE_DEVOPS_HOST, GITHUB_HOST, GITLAB_HOST } from './constants';
import { isValidHost, isValidUrl } from './hosts';
import {
  INTEGRATION_TITLES,
  INTEGRATION_TYPES,
  type AwsS3Entry,
  type AzureBlobStorageEntry,
  type IntegrationType,
  type IntegrationsConfig,
  type IntegrationsScope,
} from './integration-config';
import { integrationMessages as m } from './messages';

interface EntryContext {
  readonly path: string;
  readonly title: string;
  readonly scope: IntegrationsScope;
}

type Fields = Readonly<Record<string, unknown>>;

const text = (entry: Fields, field: string): string | undefined => {
  const value = entry[field];
  return typeof value === 'string' ? value : undefined;
};

/** A required field; in the public scope only the fields that reach the browser are required. */
const required = (entry: Fields, field: string, context: EntryContext, publicField: boolean): string[] =>
  text(entry, field) === undefined && (context.scope === 'full' || publicField) ? [m.missing(`${context.path}.${field}`)] : [];

const hostProblems = (host: string | undefined, context: EntryContext): string[] =>
  host !== undefined && !isValidHost(host) ? [m.invalidHost(context.title, host)] : [];

const urlProblems = (entry: Fields, fields: readonly string[], context: EntryContext): string[] =>
  fields.flatMap((field) => {
    const value = text(entry, field);
    return value !== undefined && !isValidUrl(value) ? [m.invalidUrl(context.title, field, value)] : [];
  });

/** An endpoint must be a URL without a path (AWS S3, Azure Blob Storage). */
const endpointProblems = (type: string, endpoint: string | undefined): string[] => {
  if (endpoint === undefined) return [];
  let pathname: string;
  try {
    pathname = new URL(endpoint).pathname;
  } catch {
    return [m.endpointNotUrl(type, endpoint)];
  }
  return pathname === '/' ? [] : [m.endpointWithPath(type, endpoint)];
};

const blobStorageProblems = (entry: AzureBlobStorageEntry, context: EntryContext): string[] => {
  const account = entry.accountName ?? '';
  const hasKey = Boolean(entry.accountKey?.trim());
  const hasSas = Boolean(entry.sasToken?.trim());
  return [
    ...required(entry as Fields, 'accountName', context, false),
    ...endpointProblems('azureBlobStorage', entry.endpoint),
    ...(hasKey && hasSas ? [m.blobKeyAndSas(account)] : []),
    ...(entry.aadCredential !== undefined && (hasKey || hasSas) ? [m.blobAadWithKeyOrSas(account)] : []),
  ];
};

const entryProblems = (type: IntegrationType, entry: Fields, context: EntryContext): string[] => {
  const host = text(entry, 'host');
  switch (type) {
    case 'github':
      return [...hostProblems(host ?? GITHUB_HOST, context), ...urlProblems(entry, ['apiBaseUrl', 'rawBaseUrl'], context)];
    case 'gitlab':
      return [
        ...required(entry, 'host', context, true),
        ...hostProblems(host, context),
        ...(host !== undefined && host !== GITLAB_HOST ? required(entry, 'apiBaseUrl', context, true) : []),
        ...urlProblems(entry, ['apiBaseUrl', 'baseUrl'], context),
      ];
    case 'azure':
      return [...hostProblems(host ?? AZURE_DEVOPS_HOST, context), ...azureEntryProblems(entry, host ?? AZURE_DEVOPS_HOST)];
    case 'bitbucket':
    case 'bitbucketServer':
      return [
        ...(type === 'bitbucketServer' ? required(entry, 'host', context, true) : []),
        ...hostProblems(host, context),
        ...urlProblems(entry, ['apiBaseUrl'], context),
      ];
    case 'bitbucketCloud': {
      const present = (field: string) => Boolean(text(entry, field)?.trim());
      return [
        ...(present('username') && !present('token') && !present('appPassword') ? [m.bitbucketCloudUsernameWithoutSecret] : []),
        ...(present('clientId') !== present('clientSecret') ? [m.bitbucketCloudIncompleteOAuth] : []),
      ];
    }
    case 'gerrit':
      return [
        ...required(entry, 'host', context, true),
        ...required(entry, 'gitilesBaseUrl', context, false),
        ...hostProblems(host, context),
        ...urlProblems(entry, ['baseUrl', 'cloneUrl', 'gitilesBaseUrl'], context),
      ];
    case 'gitea':
      return [...required(entry, 'host', context, true), ...hostProblems(host, context), ...urlProblems(entry, ['baseUrl'], context)];
    case 'harness':
      return [...required(entry, 'host', context, true), ...hostProblems(host, context)];
    case 'awsS3':
      return endpointProblems('awsS3', (entry as AwsS3Entry).endpoint);
    case 'awsCodeCommit':
      return [...required(entry, 'region', context, false), ...hostProblems(host, context)];
    case 'azureBlobStorage':
      return blobStorageProblems(entry as AzureBlobStorageEntry, context);
  }
};

/** Every problem of the `integrations` section, each prefixed with its path; empty when it is valid. */
export const validateIntegrations = (config: IntegrationsConfig, scope: IntegrationsScope = 'full'): readonly string[] =>
  INTEGRATION_TYPES.flatMap((type) =>
    (config[type] ?? []).flatMap((entry, index) => {
      const path = `integrations.${type}[${index}]`;
      return entryProblems(type, entry as Fields, { path, title: INTEGRATION_TITLES[type], scope }).map((problem) =>
        m.atPath(path, problem),
      );
    }),
  );
