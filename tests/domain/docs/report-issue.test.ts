import fc from 'fast-check';
import { issueBody, issueRepositoryOf, issueTitle, newIssueUrl } from '../../../domain/docs/report-issue';

describe('Report Issue', () => {
  it.each<[string, string | undefined, string | undefined]>([
    ['https://github.com/example-org/payments/edit/main/docs/index.md', 'github', 'https://github.com/example-org/payments'],
    ['https://github.com/example-org/payments/blob/main/docs/index.md', 'github', 'https://github.com/example-org/payments'],
    ['https://gitlab.com/group/sub/repo/-/edit/main/docs/index.md', 'gitlab', 'https://gitlab.com/group/sub/repo'],
    ['https://gitlab.com/group/repo/-/blob/main/docs/index.md', 'gitlab', 'https://gitlab.com/group/repo'],
    ['https://bitbucket.org/org/repo/src/main/docs/index.md', undefined, undefined],
    ['https://dev.azure.com/org/project/_git/repo?path=/docs/index.md', undefined, undefined],
    ['https://github.com/example-org', undefined, undefined],
    ['https://github.com/example-org/payments/tree/main/docs', undefined, undefined],
    ['javascript:alert(1)', undefined, undefined],
    ['not a url', undefined, undefined],
  ])('%p belongs to %p repository %p', (editUrl, provider, url) => {
    const repository = issueRepositoryOf(editUrl);
    expect(repository?.provider).toBe(provider);
    expect(repository?.url).toBe(url);
  });

  it('knows the hosts of configured GitHub and GitLab integrations', () => {
    const hosts = { github: ['github.com', 'ghe.example.com'], gitlab: ['gitlab.com', 'git.example.com'] };
    expect(issueRepositoryOf('https://ghe.example.com/org/repo/edit/main/x.md', hosts)).toEqual({ provider: 'github', url: 'https://ghe.example.com/org/repo' });
    expect(issueRepositoryOf('https://git.example.com/org/repo/-/edit/main/x.md', hosts)).toEqual({ provider: 'gitlab', url: 'https://git.example.com/org/repo' });
    expect(issueRepositoryOf('https://ghe.example.com/org/repo/edit/main/x.md')).toBeUndefined();
  });

  it.each<[string, string]>([
    ['Short text', 'Documentation feedback: Short text'],
    ['a'.repeat(70), `Documentation feedback: ${'a'.repeat(70)}`],
    ['a'.repeat(71), `Documentation feedback: ${'a'.repeat(70)}...`],
    [`${'word '.repeat(20)}`, `Documentation feedback: ${'word '.repeat(14)}...`],
    ['  spread\n over\tlines  ', 'Documentation feedback: spread over lines'],
  ])('titles the selection %p as %p', (selection, title) => {
    expect(issueTitle(selection)).toBe(title);
  });

  it('keeps at most 70 characters of the selection, with an ellipsis exactly when it was cut (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', 'b', ' ', 'é', 'z') }), (selection) => {
        const normalized = selection.trim().replace(/\s+/g, ' ');
        const title = issueTitle(selection);
        const cut = [...normalized].length > 70;
        expect(title.startsWith('Documentation feedback: ')).toBe(true);
        expect(title.endsWith('...')).toBe(cut);
        const kept = title.slice('Documentation feedback: '.length, cut ? -3 : undefined);
        expect([...kept].length).toBe(Math.min(70, [...normalized].length));
        expect(normalized.startsWith(kept)).toBe(true);
      }),
    );
  });

  it('opens a new GitHub issue with title and body, and a GitLab one with its own parameters', () => {
    const body = issueBody('The text', 'Overview', 'http://portal/docs/x');
    expect(body).toContain('> The text');
    expect(body).toContain('[Overview](http://portal/docs/x)');
    const github = new URL(newIssueUrl({ provider: 'github', url: 'https://github.com/o/r' }, 'T & x', body));
    expect(github.origin + github.pathname).toBe('https://github.com/o/r/issues/new');
    expect(github.searchParams.get('title')).toBe('T & x');
    expect(github.searchParams.get('body')).toBe(body);
    const gitlab = new URL(newIssueUrl({ provider: 'gitlab', url: 'https://gitlab.com/g/r' }, 'T', 'B'));
    expect(gitlab.pathname).toBe('/g/r/issues/new');
    expect(gitlab.searchParams.get('issue[title]')).toBe('T');
    expect(gitlab.searchParams.get('issue[description]')).toBe('B');
  });
});
