// Suggestions for the repo and branch pickers: which provider and resource to ask
// POST /v2/autocomplete/{provider}/{resource} for, with which context.
import { BITBUCKET_CLOUD_HOST } from './constants';
import type { RepoUrlParts } from './repo-url';

export type AutocompleteProvider = 'bitbucket-cloud' | 'github' | 'gitlab';
export type AutocompleteResource = 'branches' | 'workspaces' | 'projects' | 'repositories' | 'repositoriesWithOwner' | 'groups';

export interface AutocompleteRequest {
  readonly provider: AutocompleteProvider;
  readonly resource: AutocompleteResource;
  readonly context: Readonly<Record<string, string>>;
}

export interface AutocompleteResult {
  readonly id?: string;
  readonly title?: string;
}

/** Branch picker state. */
export interface BranchPickerState {
  readonly host: string;
  readonly workspace: string;
  readonly repository: string;
  readonly owner: string;
  readonly branch: string;
}

/** The autocomplete provider of a host, when the backend has one for it. */
export const autocompleteProviderOf = (type: string | undefined, host: string): AutocompleteProvider | undefined => {
  if (type === 'bitbucket') return host === BITBUCKET_CLOUD_HOST ? 'bitbucket-cloud' : undefined;
  if (type === 'github' || type === 'gitlab') return type;
  return undefined;
};

const request = (provider: AutocompleteProvider, resource: AutocompleteResource, context: Record<string, string>): AutocompleteRequest => ({
  provider,
  resource,
  context,
});

/** What to ask for to suggest the owner-like field the picker is on (workspace, project, owner group). */
export const ownerSuggestionRequest = (provider: AutocompleteProvider | undefined, parts: RepoUrlParts, field: keyof RepoUrlParts): AutocompleteRequest | undefined => {
  if (provider === 'bitbucket-cloud' && field === 'workspace') return request(provider, 'workspaces', {});
  if (provider === 'bitbucket-cloud' && field === 'project' && parts.workspace) return request(provider, 'projects', { workspace: parts.workspace });
  if (provider === 'gitlab' && field === 'owner') return request(provider, 'groups', {});
  return undefined;
};

/** What to ask for to suggest repository names; undefined until the owner-like parts are known. */
export const repositorySuggestionRequest = (provider: AutocompleteProvider | undefined, parts: RepoUrlParts): AutocompleteRequest | undefined => {
  switch (provider) {
    case 'bitbucket-cloud':
      return parts.workspace && parts.project ? request(provider, 'repositories', { workspace: parts.workspace, project: parts.project }) : undefined;
    case 'github':
      return request(provider, 'repositoriesWithOwner', { host: parts.host });
    case 'gitlab':
      return parts.owner ? request(provider, 'repositories', { id: parts.owner, host: parts.host }) : undefined;
    default:
      return undefined;
  }
};

/** What to ask for to suggest branches of the chosen repository. */
export const branchSuggestionRequest = (provider: AutocompleteProvider | undefined, state: BranchPickerState): AutocompleteRequest | undefined => {
  if (!state.repository) return undefined;
  switch (provider) {
    case 'bitbucket-cloud':
      return state.workspace ? request(provider, 'branches', { workspace: state.workspace, repository: state.repository }) : undefined;
    case 'github':
    case 'gitlab':
      return state.owner ? request(provider, 'branches', { host: state.host, owner: state.owner, repository: state.repository }) : undefined;
    default:
      return undefined;
  }
};

/** GitHub's repositoriesWithOwner answers `owner/name` titles: those of the chosen owner, by name. */
export const repositoryNamesOf = (results: readonly AutocompleteResult[], owner: string): readonly string[] =>
  [
    ...new Set(
      results.flatMap((result) => {
        const title = result.title ?? result.id ?? '';
        if (!title) return [];
        const slash = title.indexOf('/');
        if (slash === -1) return [title];
        return owner === '' || title.slice(0, slash) === owner ? [title.slice(slash + 1)] : [];
      }),
    ),
  ].sort();
