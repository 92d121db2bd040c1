// Reading the URL a person pastes into the import page.
import * as E from 'fp-ts/Either';
import type { Either } from 'fp-ts/Either';
import { importMessages } from './messages';

const YAML_FILE = /\.ya?ml$/;

/** Only http and https URLs are imported. */
export const parseImportUrl = (text: string): Either<string, URL> => {
  try {
    const url = new URL(text.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? E.right(url) : E.left(importMessages.notAUrl);
  } catch {
    return E.left(importMessages.notAUrl);
  }
};

/** A URL ending .yaml or .yml (or whose `path` query does) is registered as a location, not as a repository. */
export const isCatalogFileUrl = (url: URL): boolean =>
  YAML_FILE.test(url.pathname) || YAML_FILE.test(url.searchParams.get('path') ?? '');

export interface GithubRepositoryRef {
  readonly owner: string;
  readonly repo: string;
}

/** https://{host}/{owner}/{repo}[.git][/tree/...]: the owner and repository a GitHub URL names. */
export const githubRepositoryOf = (url: string): GithubRepositoryRef | undefined => {
  let segments: string[];
  try {
    segments = new URL(url).pathname.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return undefined;
  }
  const [owner, name] = segments;
  const repo = name?.replace(/\.git$/, '');
  return owner && repo ? { owner, repo } : undefined;
};

/** Where a GitHub repository's catalog file is on its default branch (GitHub reads HEAD as that branch). */
export const githubCatalogFileUrl = (repositoryUrl: string, catalogFilename: string): string | undefined => {
  const repository = githubRepositoryOf(repositoryUrl);
  if (!repository) return undefined;
  return `${new URL(repositoryUrl).origin}/${encodeURIComponent(repository.owner)}/${encodeURIComponent(repository.repo)}/blob/HEAD/${catalogFilename}`;
};

export interface AzureRepositoryRef {
  /** {scheme}://{host}[/{collection}]/{organization} */
  readonly tenantUrl: string;
  readonly project: string;
  readonly repoName: string;
}

const pathParts = (url: URL): string[] | undefined => {
  try {
    return url.pathname.split('/').map(decodeURIComponent);
  } catch {
    return undefined;
  }
};

/**
 * An Azure DevOps repository URL must contain _git and name the organization, project and repository
 * ({org}/_git/{repo}, {org}/{project}/_git/{repo} or {collection}/{org}/{project}/_git/{repo}); an item URL's
 * `version` must name a branch (GB...).
 */
export const parseAzureRepoUrl = (text: string): Either<string, AzureRepositoryRef> => {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return E.left(importMessages.invalidAzureRepository);
  }
  const parts = pathParts(url);
  if (!parts) return E.left(importMessages.invalidAzureRepository);
  let host = url.host;
  let organization: string | undefined;
  let project: string | undefined;
  let repo: string | undefined;
  if (parts[2] === '_git') {
    organization = parts[1];
    project = repo = parts[3];
  } else if (parts[3] === '_git') {
    [, organization, project, , repo] = parts;
  } else if (parts[4] === '_git') {
    host = `${host}/${encodeURIComponent(parts[1] ?? '')}`;
    [, , organization, project, , repo] = parts;
  }
  if (!organization || !project || !repo) return E.left(importMessages.invalidAzureRepository);
  const version = url.searchParams.get('version');
  if (version !== null && !version.startsWith('GB')) return E.left(importMessages.azureVersionNotBranch);
  return E.right({ tenantUrl: `${url.protocol}//${host}/${encodeURIComponent(organization)}`, project, repoName: repo });
};
