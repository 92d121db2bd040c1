// Azure DevOps credentials: each credential is exactly one of four
// combinations; an organization belongs to one credential at most; at most one credential has no
// organizations; only personal access tokens work on hosts other than dev.azure.com; the legacy
// 'credential' and 'token' keys are never combined with 'credentials'.
import { AZURE_DEVOPS_HOST } from './constants';
import type { AzureCredentialEntry, AzureEntry } from './integration-config';
import { integrationMessages } from './messages';

export type AzureCredentialKind = 'ClientSecret' | 'ManagedIdentity' | 'ManagedIdentityClientAssertion' | 'PersonalAccessToken';

type CredentialField = 'clientId' | 'clientSecret' | 'managedIdentityClientId' | 'tenantId' | 'personalAccessToken';

const CREDENTIAL_FIELDS: readonly CredentialField[] = ['clientId', 'clientSecret', 'managedIdentityClientId', 'tenantId', 'personalAccessToken'];

/** The four combinations: each needs exactly its fields and forbids the others. */
export const AZURE_CREDENTIAL_COMBINATIONS: ReadonlyArray<readonly [AzureCredentialKind, readonly CredentialField[]]> = [
  ['ClientSecret', ['clientId', 'clientSecret', 'tenantId']],
  ['ManagedIdentity', ['clientId']],
  ['ManagedIdentityClientAssertion', ['clientId', 'managedIdentityClientId', 'tenantId']],
  ['PersonalAccessToken', ['personalAccessToken']],
];

const present = (credential: AzureCredentialEntry, field: CredentialField): boolean => {
  const value = credential[field];
  return value !== undefined && value.trim() !== '';
};

export const azureCredentialKind = (credential: AzureCredentialEntry): AzureCredentialKind | undefined =>
  AZURE_CREDENTIAL_COMBINATIONS.find(([, required]) =>
    CREDENTIAL_FIELDS.every((field) => present(credential, field) === required.includes(field)),
  )?.[0];

const hasOrganizations = (credential: AzureCredentialEntry): boolean => (credential.organizations?.length ?? 0) > 0;

/** The entry's credentials with the legacy single forms folded in, or the error of combining them. */
export const azureCredentialsOf = (entry: AzureEntry): { readonly credentials?: readonly AzureCredentialEntry[]; readonly error?: string } => {
  if (entry.credential !== undefined && entry.credentials !== undefined) return { error: integrationMessages.azureCredentialAndCredentials };
  if (entry.token !== undefined && entry.credentials !== undefined) return { error: integrationMessages.azureTokenAndCredentials };
  const legacy = [
    ...(entry.token !== undefined ? [{ personalAccessToken: entry.token }] : []),
    ...(entry.credential !== undefined ? [entry.credential] : []),
  ];
  const credentials = entry.credentials ?? (legacy.length ? legacy : undefined);
  return credentials ? { credentials } : {};
};

/** Every problem of one Azure entry; empty when it is valid. */
export const azureEntryProblems = (entry: AzureEntry, host: string): readonly string[] => {
  const folded = azureCredentialsOf(entry);
  if (folded.error) return [folded.error];
  const credentials = folded.credentials;
  if (!credentials) return [];

  const positionErrors = credentials.flatMap((credential, index) =>
    azureCredentialKind(credential) ? [] : [integrationMessages.azureNotACredential(index + 1)],
  );
  const positionsByOrganization = new Map<string, number[]>();
  credentials.forEach((credential, index) => {
    for (const organization of new Set(credential.organizations ?? [])) {
      positionsByOrganization.set(organization, [...(positionsByOrganization.get(organization) ?? []), index + 1]);
    }
  });
  const repeated = [...positionsByOrganization.entries()]
    .filter(([, positions]) => positions.length > 1)
    .map(([organization, positions]) => integrationMessages.azureOrganizationRepeated(organization, positions));
  const credentialErrors = [...positionErrors, ...repeated];
  if (credentialErrors.length) return [integrationMessages.azureCredentialErrors(host, credentialErrors)];

  return [
    ...(host !== AZURE_DEVOPS_HOST && credentials.some((credential) => azureCredentialKind(credential) !== 'PersonalAccessToken')
      ? [integrationMessages.azureOnlyPatOnHost(host)]
      : []),
    ...(credentials.filter((credential) => !hasOrganizations(credential)).length > 1
      ? [integrationMessages.azureSeveralWithoutOrganizations(host)]
      : []),
  ];
};
