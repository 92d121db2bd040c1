// Import and integration constants: source-control scope defaults, API bases, the default entity filename and
// import branch, and the Azure DevOps api-version (6.0).

/** The catalog file a pull request adds, and the file a repository analysis looks for. */
export const DEFAULT_CATALOG_FILENAME = 'catalog-info.yaml';
/** The branch a pull request import creates. */
export const DEFAULT_IMPORT_BRANCH = 'backstage-integration';

/** Azure DevOps REST api-version of every import call. */
export const AZURE_API_VERSION = '6.0';

/** Hosts every installation knows without configuration (as Backstage adds them), and their API bases. */
export const GITHUB_HOST = 'github.com';
export const GITHUB_API_BASE_URL = 'https://api.github.com';
export const GITLAB_HOST = 'gitlab.com';
export const GITLAB_API_VERSION = 4;
export const GITLAB_API_BASE_URL = `https://${GITLAB_HOST}/api/v${GITLAB_API_VERSION}`;
export const AZURE_DEVOPS_HOST = 'dev.azure.com';
export const BITBUCKET_CLOUD_HOST = 'bitbucket.org';
export const BITBUCKET_CLOUD_API_VERSION = '2.0';
export const BITBUCKET_CLOUD_API_BASE_URL = `https://api.${BITBUCKET_CLOUD_HOST}/${BITBUCKET_CLOUD_API_VERSION}`;
export const AWS_S3_HOST = 'amazonaws.com';
export const AZURE_BLOB_STORAGE_HOST = 'blob.core.windows.net';
/** CodeCommit hosts are {region}.{host}. */
export const AWS_CODECOMMIT_HOST = 'console.aws.amazon.com';

/** The auth providers whose sessions open pull requests. */
export const GITHUB_AUTH_PROVIDER = 'github';
export const MICROSOFT_AUTH_PROVIDER = 'microsoft';

export interface ScmScopes {
  readonly default: readonly string[];
  /** Added when the session must write to repositories (the pull request import asks for it). */
  readonly repoWrite: readonly string[];
}

/** Source-control scope defaults (read / write). */
export const GITHUB_SCOPES: ScmScopes = { default: ['repo', 'read:org', 'read:user'], repoWrite: ['gist'] };
export const GITLAB_SCOPES: ScmScopes = {
  default: ['read_user', 'read_api', 'read_repository'],
  repoWrite: ['write_repository', 'api'],
};
export const BITBUCKET_SERVER_SCOPES: ScmScopes = { default: ['PUBLIC_REPOS', 'REPO_READ'], repoWrite: ['REPO_WRITE'] };
/**
 * Azure scopes: Backstage's Azure DevOps scopes, addressed to the Azure DevOps
 * resource so that a Microsoft session does not mix audiences.
 */
export const AZURE_DEVOPS_RESOURCE = '499b84ac-1321-427f-aa17-267ca6975798';
export const AZURE_SCOPES: ScmScopes = {
  default: ['vso.build', 'vso.code', 'vso.graph', 'vso.project', 'vso.profile'].map((scope) => `${AZURE_DEVOPS_RESOURCE}/${scope}`),
  repoWrite: [`${AZURE_DEVOPS_RESOURCE}/vso.code_manage`],
};

/** The scopes a session needs to open a pull request. */
export const withRepoWrite = (scopes: ScmScopes): readonly string[] => [...new Set([...scopes.default, ...scopes.repoWrite])];

/** The import page's route (route reference catalog-import). */
export const IMPORT_PAGE_PATH = '/catalog-import';
