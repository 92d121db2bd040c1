// Texts of the import page and the integration config. The import errors use Backstage's full wording; the
// integration-config texts name the rule that failed; the page labels are Portico's own.
import { AZURE_DEVOPS_HOST } from './constants';

export const importMessages = {
  // Import errors
  failedToGenerateEntities: (detail: string) => `Failed to generate entity definitions, ${detail}`,
  receivedHttpResponse: (status: number, statusText: string) => `received http response ${status}: ${statusText}`,
  integrationOnlySupportsFiles: (integration: string, file: string) =>
    `The ${integration} integration only supports full URLs to ${file} files. Did you try to pass in the URL of a directory instead?`,
  urlNotRecognized: (file: string) =>
    'This URL was not recognized as a valid git URL because there was no configured integration that matched the given host name. ' +
    `Currently GitHub and Azure DevOps are supported. You could try to paste the full URL to a ${file} file instead.`,
  githubRepoFailed: "Couldn't fetch repo data",
  githubDefaultBranchFailed: "Couldn't fetch default branch data",
  githubCreateBranchFailed: (branch: string) => `Couldn't create a new branch with name '${branch}'`,
  githubCommitFailed: (file: string) => `Couldn't create a commit with ${file} file added`,
  githubPullRequestFailed: (branch: string) => `Couldn't create a pull request for ${branch} branch`,
  withHttpStatus: (step: string, status: number, message: string) =>
    `${step}, received http response status code ${status}: ${message}`,
  invalidAzureRepository: 'Invalid AzureDevops Repository. Please use a valid repository url and try again',
  azureRefNotFound: (ref: string) => `The requested ref '${ref}' was not found`,
  azureVersionNotBranch: 'Azure URL version must point to a git branch',
  unimplemented: 'unimplemented!',

  // Portico's own texts
  notAUrl: 'Must start with http:// or https://.',
  notAGithubRepository: (url: string) => `The URL ${url} does not name a GitHub repository (https://{host}/{owner}/{repo}).`,
  noAccessToken: (provider: string) => `The ${provider} sign-in gave no access token.`,
  unreadableCatalogFile: (reason: string) => `The catalog file is not valid YAML: ${reason}`,
  githubRateLimited: 'GitHub rate limit reached: wait a while, then try again.',
  hostUnreachable: (host: string) =>
    `The catalog backend could not reach ${host}. This is not a problem with your URL: the backend has no network route to that host (name lookup, proxy or firewall). Ask your portal's administrators, or try again later.`,
  hostNotAllowed: (host: string) =>
    `The catalog backend is not set up to read from ${host}. Ask your portal's administrators to add an integration for ${host}, or to allow it under backend.reading.allow.`,
  accessDenied: (host: string) =>
    `${host} refused the catalog backend access to this file. The backend's ${host} integration needs credentials that may read the repository: ask your portal's administrators.`,
  fileMissing: (file: string) =>
    `There is no file at this URL. Check the branch and the path (open the URL in your browser), or enter the repository's URL instead to have a ${file} proposed.`,
  malformedUrl: 'The catalog backend could not read this URL as a file or repository address. Check it for typos, or copy it from your browser’s address bar.',
  backendSaid: 'The backend answered: ',
  signInNotSetUp: (provider: string, file: string) =>
    `Portico cannot open this pull request for you: sign-in with ${provider} is not set up in this portal. Add the ${file} below to the repository yourself, then register its URL here.`,
} as const;

/** Labels of the import page (Portico's own, after Backstage's import plugin). */
export const importLabels = {
  pageTitle: 'Register an existing component',
  registerExistingComponent: 'Register Existing Component',
  introTitle: 'Register an existing component',
  intro: 'Enter the URL to your source code repository to add it to the catalog.',
  introFile:
    'Link to an existing entity file: the wizard analyzes the file, previews the entities, and adds them to the catalog.',
  introRepository: (file: string) =>
    `Link to a repository: the wizard generates a ${file} file for the repository and opens a pull request that adds it, when the repository has none.`,
  steps: ['Select URL', 'Import Actions', 'Review', 'Finish'] as const,
  stepCreatePullRequest: 'Create Pull Request',
  urlLabel: 'URL',
  urlPlaceholder: (file: string) => `https://github.com/backstage/backstage/blob/master/${file}`,
  urlHelper: 'Enter the full path to your entity file to start tracking your component',
  analyze: 'Analyze',
  back: 'Back',
  import: 'Import',
  refresh: 'Refresh',
  registerAnother: 'Register another',
  selectLocations: 'Select one or more locations that are present in your git repository:',
  willBeAdded: 'The following entities will be added to the catalog:',
  alreadyExist: 'The following locations already exist in the catalog:',
  noEntitiesInLocation: 'This location holds no entities.',
  added: 'The following entities have been added to the catalog:',
  refreshed: 'A refresh was triggered for the following locations:',
  catalogFileUnchecked: (provider: string, file: string) =>
    `You entered a link to ${/^[aeiou]/i.test(provider) ? 'an' : 'a'} ${provider} repository. The catalog backend could not check whether it has a ${file} already:`,
  noCatalogFile: (provider: string, file: string) =>
    `You entered a link to ${/^[aeiou]/i.test(provider) ? 'an' : 'a'} ${provider} repository but a ${file} could not be found. Use this form to open a Pull Request that creates one.`,
  pullRequestDetails: 'Pull Request Details',
  pullRequestTitle: 'Pull Request Title',
  pullRequestBody: 'Pull Request Body',
  entityConfiguration: 'Entity Configuration',
  componentName: 'Name of the created component',
  owner: 'Entity Owner',
  ownerHelper: 'Select an owner from the list or enter a reference to a Group or a User',
  previewPullRequest: 'Preview Pull Request',
  previewEntities: 'Preview Entities',
  createPullRequest: 'Create PR',
  pullRequestOpened: 'The following Pull Request has been opened: ',
  importedAfterMerge: 'Your entities will be imported as soon as the Pull Request is merged.',
  registerLater: 'Once it is merged, the catalog file will be at this location: ',
  providerTitle: { github: 'GitHub', azure: 'Azure DevOps' } as Readonly<Record<string, string>>,
} as const;

/** Why an `integrations` entry is invalid. */
export const integrationMessages = {
  missing: (path: string) => `Missing required config value at '${path}'`,
  invalidHost: (title: string, host: string) => `Invalid ${title} integration config, '${host}' is not a valid host`,
  invalidUrl: (title: string, field: string, value: string) =>
    `Invalid ${title} integration config, '${value}' is not a valid ${field}`,
  endpointNotUrl: (type: string, endpoint: string) => `invalid ${type} integration config, endpoint '${endpoint}' is not a valid URL`,
  endpointWithPath: (type: string, endpoint: string) =>
    `invalid ${type} integration config, endpoints cannot contain path, got '${endpoint}'`,
  azureCredentialAndCredentials:
    "Invalid Azure integration config, 'credential' and 'credentials' cannot be used together. Use 'credentials' instead.",
  azureTokenAndCredentials:
    "Invalid Azure integration config, 'token' and 'credentials' cannot be used together. Use 'credentials' instead.",
  azureCredentialErrors: (host: string, errors: readonly string[]) => `Invalid Azure integration config for ${host}: ${errors.join('; ')}`,
  azureNotACredential: (position: number) =>
    `credential at position ${position} is not a valid credential (use exactly one of: clientId + clientSecret + tenantId; ` +
    'clientId (managed identity); clientId + managedIdentityClientId + tenantId; personalAccessToken)',
  azureOrganizationRepeated: (organization: string, positions: readonly number[]) =>
    `organization ${organization} is specified multiple times in credentials at positions ${positions.slice(0, -1).join(', ')} and ${positions[positions.length - 1]}`,
  azureOnlyPatOnHost: (host: string) =>
    `Invalid Azure integration config for ${host}, only personal access tokens can be used with hosts other than ${AZURE_DEVOPS_HOST}`,
  azureSeveralWithoutOrganizations: (host: string) =>
    `Invalid Azure integration config for ${host}, you cannot specify multiple credentials without organizations`,
  blobKeyAndSas: (account: string) =>
    `Invalid Azure Blob Storage config for ${account}: Both account key and SAS token cannot be used simultaneously.`,
  blobAadWithKeyOrSas: (account: string) =>
    `Invalid Azure Blob Storage config for ${account}: Cannot use both Azure AD credentials and account keys/SAS tokens for the same account.`,
  bitbucketCloudUsernameWithoutSecret:
    'Bitbucket Cloud integration must be configured with a username and either a token or an appPassword.',
  bitbucketCloudIncompleteOAuth:
    'Bitbucket Cloud integration has incomplete OAuth configuration. Both clientId and clientSecret are required.',
  atPath: (path: string, message: string) => `${path}: ${message}`,
  configInvalid: (problems: readonly string[]) =>
    `The integrations config is invalid:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
} as const;
