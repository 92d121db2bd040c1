// The repository location value of the repo URL picker:
// `{host}?owner=&repo=&organization=&workspace=&project=`, its parsing, serialising and validation per provider.
import { BITBUCKET_CLOUD_HOST } from './constants';
import { scaffolderMessages } from './messages';

export interface RepoUrlParts {
  readonly host: string;
  readonly owner: string;
  readonly repoName: string;
  readonly organization: string;
  readonly workspace: string;
  readonly project: string;
}

export const EMPTY_REPO_URL_PARTS: RepoUrlParts = { host: '', owner: '', repoName: '', organization: '', workspace: '', project: '' };

/** An SCM integration the portal knows (type, title, host). */
export interface ScmIntegration {
  readonly type: string;
  readonly title: string;
  readonly host: string;
}

/** The integrations every installation has, even without configuration (as in Backstage). */
export const DEFAULT_SCM_INTEGRATIONS: readonly ScmIntegration[] = [
  { type: 'github', title: 'GitHub', host: 'github.com' },
  { type: 'gitlab', title: 'GitLab', host: 'gitlab.com' },
  { type: 'bitbucket', title: 'Bitbucket', host: BITBUCKET_CLOUD_HOST },
  { type: 'azure', title: 'Azure', host: 'dev.azure.com' },
];

/** The provider family of a host: bitbucketCloud and bitbucketServer count as bitbucket. */
export const providerTypeOf = (integrations: readonly ScmIntegration[], host: string): string | undefined => {
  const type = integrations.find((integration) => integration.host === host)?.type;
  return type?.startsWith('bitbucket') ? 'bitbucket' : type;
};

/** Reads a picker value; anything unreadable gives empty parts. */
export const parseRepoPickerUrl = (url: string | undefined): RepoUrlParts => {
  if (!url) return EMPTY_REPO_URL_PARTS;
  try {
    const parsed = new URL(`https://${url}`);
    const param = (name: string) => parsed.searchParams.get(name) ?? '';
    return {
      host: parsed.host,
      owner: param('owner'),
      repoName: param('repo'),
      organization: param('organization'),
      workspace: param('workspace'),
      project: param('project'),
    };
  } catch {
    return EMPTY_REPO_URL_PARTS;
  }
};

/**
 * A picker value as a person reads a repository's address: 'github.com?owner=acme&repo=web' is 'github.com/acme/web'
 * (organization, workspace, owner and project in that order, then the repository); a value without a host stays as it is.
 */
export const readableRepoUrl = (value: string): string => {
  const parts = parseRepoPickerUrl(value);
  if (!parts.host) return value;
  return [parts.host, parts.organization, parts.workspace, parts.owner, parts.project, parts.repoName].filter(Boolean).join('/');
};

/** The picker emits a value only when a host is set; empty parts are left out. */
export const serializeRepoPickerUrl = (parts: Partial<RepoUrlParts>): string | undefined => {
  if (!parts.host) return undefined;
  const params = new URLSearchParams();
  if (parts.owner) params.set('owner', parts.owner);
  if (parts.repoName) params.set('repo', parts.repoName);
  if (parts.organization) params.set('organization', parts.organization);
  if (parts.workspace) params.set('workspace', parts.workspace);
  if (parts.project) params.set('project', parts.project);
  return `${parts.host}?${params.toString()}`;
};

const hostPartOf = (value: string): string => value.split(/[?#/]/, 1)[0] ?? '';

/** Repo URL validation: every message that applies, in a fixed order. */
export const validateRepoUrl = (value: string, providerType: (host: string) => string | undefined): readonly string[] => {
  if (hostPartOf(value).trim() === '') return [scaffolderMessages.repoHostMissing];
  let parsed: URL;
  try {
    parsed = new URL(`https://${value}`);
  } catch {
    return [scaffolderMessages.repoUnparseable];
  }
  const host = parsed.host;
  const has = (name: string) => Boolean(parsed.searchParams.get(name));
  const errors: string[] = [];
  const type = providerType(host);
  if (type === 'bitbucket') {
    if (host === BITBUCKET_CLOUD_HOST && !has('workspace')) errors.push(scaffolderMessages.repoPartMissing('workspace'));
    if (!has('project')) errors.push(scaffolderMessages.repoPartMissing('project'));
  } else if (type === 'azure') {
    if (!has('project')) errors.push(scaffolderMessages.repoPartMissing('project'));
  } else if (type !== 'gerrit' && !has('owner')) {
    errors.push(scaffolderMessages.repoPartMissing('owner'));
  }
  if (!has('repo')) errors.push(scaffolderMessages.repoPartMissing('repo'));
  return errors;
};

export type RepoPickerField = 'owner' | 'organization' | 'workspace' | 'project' | 'repoName';

export interface RepoPickerFieldSpec {
  readonly field: RepoPickerField;
  readonly label: string;
  readonly helperText: string;
  readonly required: boolean;
}

const field = (name: RepoPickerField, label: string, helperText: string, required = true): RepoPickerFieldSpec => ({
  field: name,
  label,
  helperText,
  required,
});

/**
 * The inputs the repo URL picker shows for a provider: owner, organization or workspace depending on
 * the provider, then the repository name. Azure organization and project, Bitbucket workspace (on Bitbucket Cloud)
 * and project, and the Gerrit parent are required.
 */
export const repoPickerFields = (type: string | undefined, host: string): readonly RepoPickerFieldSpec[] => {
  const repo = field('repoName', 'Repository', 'The name of the repository');
  switch (type) {
    case 'bitbucket':
      return [
        ...(host === BITBUCKET_CLOUD_HOST ? [field('workspace', 'Workspace', 'The Workspace that this repo will belong to')] : []),
        field('project', 'Project', 'The Project that this repo will belong to'),
        repo,
      ];
    case 'azure':
      return [
        field('organization', 'Organization', 'The Organization that this repo will belong to'),
        field('project', 'Project', 'The Project that this repo will belong to'),
        repo,
      ];
    case 'gerrit':
      return [
        field('owner', 'Owner', 'The owner of the project (optional)', false),
        field('workspace', 'Parent', 'The project parent that the repo will belong to'),
        repo,
      ];
    default:
      return [field('owner', 'Owner', 'The organization, user or project that this repo will belong to'), repo];
  }
};

/** The fields a picker still misses before its value is complete. */
export const missingRepoPickerFields = (parts: RepoUrlParts, type: string | undefined): readonly RepoPickerField[] =>
  parts.host === '' ? [] : repoPickerFields(type, parts.host).filter((spec) => spec.required && parts[spec.field] === '').map((spec) => spec.field);

const INTEGRATION_TITLES: Readonly<Record<string, string>> = {
  github: 'GitHub',
  gitlab: 'GitLab',
  bitbucket: 'Bitbucket',
  bitbucketCloud: 'Bitbucket Cloud',
  bitbucketServer: 'Bitbucket Server',
  azure: 'Azure',
  gerrit: 'Gerrit',
  gitea: 'Gitea',
  harness: 'Harness',
};

/** The `integrations` section of the app config (`{ github: [{ host }], ... }`) as a list; unknown shapes are skipped. */
export const integrationsFromConfig = (integrations: unknown): readonly ScmIntegration[] => {
  if (typeof integrations !== 'object' || integrations === null || Array.isArray(integrations)) return [];
  return Object.entries(integrations as Record<string, unknown>).flatMap(([type, entries]) =>
    Array.isArray(entries)
      ? entries.flatMap((entry: unknown) => {
          const host = typeof entry === 'object' && entry !== null ? (entry as { host?: unknown }).host : undefined;
          return typeof host === 'string' && host ? [{ type, title: INTEGRATION_TITLES[type] ?? type, host }] : [];
        })
      : [],
  );
};

/** Configured integrations first; the defaults fill in hosts nobody configured. */
export const withDefaultIntegrations = (configured: readonly ScmIntegration[]): readonly ScmIntegration[] => [
  ...configured,
  ...DEFAULT_SCM_INTEGRATIONS.filter((known) => !configured.some((entry) => entry.host === known.host)),
];
