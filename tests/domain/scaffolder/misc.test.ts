import {
  autocompleteProviderOf,
  branchSuggestionRequest,
  filterActions,
  filterExtensionDocs,
  formatDuration,
  ownerSuggestionRequest,
  parseRepoPickerUrl,
  repositoryNamesOf,
  repositorySuggestionRequest,
  schemaRows,
  stepDuration,
  stripAnsi,
} from '../../../domain/scaffolder';

describe('log lines', () => {
  it.each([
    ['\u001b[32minfo\u001b[39m: Fetching', 'info: Fetching'],
    ['\u001b[1;31mbold red\u001b[0m', 'bold red'],
    ['\u001b]8;;https://x\u0007link\u001b]8;;\u0007', 'link'],
    ['plain', 'plain'],
  ])('%j → %s', (line, plain) => {
    expect(stripAnsi(line)).toBe(plain);
  });
});

describe('autocomplete requests', () => {
  const parts = { ...parseRepoPickerUrl(undefined), host: 'bitbucket.org', workspace: 'w', project: 'p', owner: 'o' };

  it('knows the providers bitbucket-cloud, github and gitlab', () => {
    expect(autocompleteProviderOf('bitbucket', 'bitbucket.org')).toBe('bitbucket-cloud');
    expect(autocompleteProviderOf('bitbucket', 'bitbucket.example.com')).toBeUndefined();
    expect(autocompleteProviderOf('github', 'github.com')).toBe('github');
    expect(autocompleteProviderOf('gitlab', 'gitlab.com')).toBe('gitlab');
    expect(autocompleteProviderOf('azure', 'dev.azure.com')).toBeUndefined();
  });

  it('asks for workspaces, projects, repositories, groups and branches with their context', () => {
    expect(ownerSuggestionRequest('bitbucket-cloud', parts, 'workspace')).toEqual({ provider: 'bitbucket-cloud', resource: 'workspaces', context: {} });
    expect(ownerSuggestionRequest('bitbucket-cloud', parts, 'project')).toEqual({ provider: 'bitbucket-cloud', resource: 'projects', context: { workspace: 'w' } });
    expect(ownerSuggestionRequest('gitlab', parts, 'owner')).toEqual({ provider: 'gitlab', resource: 'groups', context: {} });
    expect(ownerSuggestionRequest('github', parts, 'owner')).toBeUndefined();
    expect(repositorySuggestionRequest('bitbucket-cloud', parts)).toEqual({ provider: 'bitbucket-cloud', resource: 'repositories', context: { workspace: 'w', project: 'p' } });
    expect(repositorySuggestionRequest('bitbucket-cloud', { ...parts, project: '' })).toBeUndefined();
    expect(repositorySuggestionRequest('github', { ...parts, host: 'github.com' })).toEqual({ provider: 'github', resource: 'repositoriesWithOwner', context: { host: 'github.com' } });
    expect(repositorySuggestionRequest(undefined, parts)).toBeUndefined();
    const branch = { host: 'github.com', workspace: '', repository: 'r', owner: 'o', branch: '' };
    expect(branchSuggestionRequest('github', branch)).toEqual({ provider: 'github', resource: 'branches', context: { host: 'github.com', owner: 'o', repository: 'r' } });
    expect(branchSuggestionRequest('github', { ...branch, repository: '' })).toBeUndefined();
    expect(branchSuggestionRequest('bitbucket-cloud', { ...branch, workspace: 'w' })).toEqual({ provider: 'bitbucket-cloud', resource: 'branches', context: { workspace: 'w', repository: 'r' } });
  });

  it("keeps the chosen owner's repositories of GitHub's owner/name titles", () => {
    expect(repositoryNamesOf([{ title: 'acme/b' }, { title: 'acme/a' }, { title: 'other/c' }, { id: 'plain' }, {}], 'acme')).toEqual(['a', 'b', 'plain']);
  });
});

describe('actions and templating extensions pages', () => {
  const actions = [
    { id: 'fetch:template', description: 'Downloads a skeleton' },
    { id: 'debug:log', description: 'Writes a message into the log' },
  ];

  it('searches actions by id and description', () => {
    expect(filterActions(actions, 'LOG').map((action) => action.id)).toEqual(['debug:log']);
    expect(filterActions(actions, 'skeleton').map((action) => action.id)).toEqual(['fetch:template']);
    expect(filterActions(actions, '  ')).toHaveLength(2);
  });

  it('searches extension docs and sorts them by name', () => {
    expect(filterExtensionDocs({ b: { description: 'x' }, a: { description: 'parse' }, c: {} }, '')).toEqual([['a', { description: 'parse' }], ['b', { description: 'x' }], ['c', {}]]);
    expect(filterExtensionDocs({ parseRepoUrl: {}, pick: { description: 'Picks' } }, 'pick')).toEqual([['pick', { description: 'Picks' }]]);
  });

  it('turns an input schema into rows', () => {
    expect(
      schemaRows({
        required: ['url'],
        properties: {
          url: { type: 'string', title: 'URL', description: 'Where' },
          values: { type: 'object' },
          list: { type: 'array', items: { type: 'string' } },
          either: { anyOf: [{ type: 'string' }, { type: 'number' }] },
          odd: {},
        },
      }),
    ).toEqual([
      { name: 'url', title: 'URL', description: 'Where', type: 'string', required: true },
      { name: 'values', type: 'object', required: false },
      { name: 'list', type: 'array(string)', required: false },
      { name: 'either', type: 'string | number', required: false },
      { name: 'odd', type: 'unknown', required: false },
    ]);
    expect(schemaRows(undefined)).toEqual([]);
  });
});

describe('times', () => {
  const now = Date.parse('2026-01-01T12:00:00.000Z');

  it.each([
    [0, '0s'],
    [4_900, '4s'],
    [125_000, '2m 5s'],
    [3_780_000, '1h 3m'],
  ])('%i ms → %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });

  it('measures a step until its end or until now', () => {
    expect(stepDuration('2026-01-01T11:59:50.000Z', '2026-01-01T11:59:55.000Z', now)).toBe('5s');
    expect(stepDuration('2026-01-01T11:59:50.000Z', undefined, now)).toBe('10s');
    expect(stepDuration(undefined, undefined, now)).toBeUndefined();
  });
});
