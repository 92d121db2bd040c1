// The Report Issue add-on: only for edit links of a GitHub or GitLab
// repository; the issue title is 'Documentation feedback' followed by the first 70 characters of the
// selected text, with an ellipsis when it was cut.
import { REPORT_ISSUE_TITLE_MAX } from './constants';
import { DEFAULT_INTEGRATION_HOSTS, type IntegrationHosts } from './integration-hosts';
import { docsMessages } from './messages';

export type IssueProvider = 'github' | 'gitlab';

export interface IssueRepository {
  readonly provider: IssueProvider;
  /** e.g. https://github.com/org/repo or https://gitlab.com/group/sub/repo */
  readonly url: string;
}

export type { IntegrationHosts } from './integration-hosts';

const providerOfHost = (host: string, hosts: IntegrationHosts): IssueProvider | undefined => {
  const lower = host.toLowerCase();
  if (hosts.github.some((known) => known.toLowerCase() === lower)) return 'github';
  if (hosts.gitlab.some((known) => known.toLowerCase() === lower)) return 'gitlab';
  return undefined;
};

/**
 * The repository an edit link belongs to. GitHub: https://{host}/{owner}/{repo}/(edit|blob)/…;
 * GitLab: https://{host}/{group}/…/{repo}/-/(edit|blob)/…. Anything else has no repository to report to.
 */
export const issueRepositoryOf = (editUrl: string, hosts: IntegrationHosts = DEFAULT_INTEGRATION_HOSTS): IssueRepository | undefined => {
  let url: URL;
  try {
    url = new URL(editUrl);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const provider = providerOfHost(url.host, hosts);
  const parts = url.pathname.split('/').filter(Boolean);
  if (provider === 'github') {
    if (parts.length < 3 || !['edit', 'blob'].includes(parts[2]!)) return undefined;
    return { provider, url: `${url.origin}/${parts[0]}/${parts[1]}` };
  }
  if (provider === 'gitlab') {
    const dash = parts.indexOf('-');
    if (dash < 2 || !['edit', 'blob'].includes(parts[dash + 1] ?? '')) return undefined;
    return { provider, url: `${url.origin}/${parts.slice(0, dash).join('/')}` };
  }
  return undefined;
};

/** 'Documentation feedback: ' and the first 70 characters of the selection, '...' when it was longer. */
export const issueTitle = (selection: string): string => {
  const text = selection.trim().replace(/\s+/g, ' ');
  const cut = [...text];
  const head = cut.slice(0, REPORT_ISSUE_TITLE_MAX).join('');
  return `${docsMessages.feedbackTitlePrefix}: ${head}${cut.length > REPORT_ISSUE_TITLE_MAX ? '...' : ''}`;
};

/** The issue body: the selected text quoted, a place for the comment, and where it was found. */
export const issueBody = (selection: string, pageTitle: string, pageUrl: string): string => {
  const quoted = selection
    .trim()
    .split('\n')
    .map((line) => `> ${line.trim()}`)
    .join('\n');
  return [
    '## Documentation Feedback 📝',
    '',
    '#### The highlighted text:',
    '',
    quoted,
    '',
    '#### The comment on the text:',
    '_>replace this line with your comment<_',
    '',
    '___',
    `###### [${pageTitle}](${pageUrl})`,
  ].join('\n');
};

/** Link that opens a new issue with the title and body filled in. */
export const newIssueUrl = (repository: IssueRepository, title: string, body: string): string => {
  const query =
    repository.provider === 'github'
      ? `title=${encodeURIComponent(title)}&body=${encodeURIComponent(body)}`
      : `issue[title]=${encodeURIComponent(title)}&issue[description]=${encodeURIComponent(body)}`;
  return `${repository.url}/issues/new?${query}`;
};

export const providerTitle = (provider: IssueProvider): string => (provider === 'github' ? 'GitHub' : 'GitLab');
