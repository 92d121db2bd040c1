import { jsonReply, startLocalHttpServer, type ReceivedRequest, type Reply } from '../../adapters/shared/local-http-server';

// A local fake of the Azure DevOps Git REST calls the pull request import makes, for one
// organization: repositories by project, refs, pushes and pull requests.

export interface FakeAzureRepository {
  readonly id: string;
  readonly name: string;
  readonly project: string;
  defaultBranch: string;
  /** full ref name → objectId */
  readonly refs: Map<string, string>;
  readonly pushes: unknown[];
  readonly pullRequests: unknown[];
}

export interface FakeAzureDevOps {
  /** {origin}/{organization}: what parseAzureRepoUrl makes of http://127.0.0.1:{port}/{organization}/... */
  readonly tenantUrl: string;
  readonly origin: string;
  readonly received: ReceivedRequest[];
  addRepository(project: string, name: string): FakeAzureRepository;
  close(): Promise<void>;
}

const error = (status: number, message: string): Reply => jsonReply(status, { $id: '1', innerException: null, message, typeName: 'Microsoft.TeamFoundation.Git.Server.GitRepositoryNotFoundException' });

export const startFakeAzureDevOps = async (options: { readonly token: string; readonly organization: string }): Promise<FakeAzureDevOps> => {
  const server = await startLocalHttpServer();
  const repositories: FakeAzureRepository[] = [];
  let pullRequestId = 0;

  server.answer((request) => {
    const url = new URL(request.url, 'http://fake');
    if (url.searchParams.get('api-version') !== '6.0') return error(400, 'api-version 6.0 expected');
    if (request.headers.authorization !== `Bearer ${options.token}`) return { status: 203, body: '<html>Sign in</html>', headers: { 'content-type': 'text/html' } };
    const parts = url.pathname.split('/').map(decodeURIComponent);
    // /{org}/{project}/_apis/git/repositories/{repo}[/refs|/pushes|/pullrequests]
    const [, organization, project, apis, git, repositoriesPart, repoName, resource] = parts;
    if (organization !== options.organization || apis !== '_apis' || git !== 'git' || repositoriesPart !== 'repositories') return error(404, 'Not found');
    const repository = repositories.find((candidate) => candidate.project === project && candidate.name === repoName);
    if (!repository) return error(404, `TF401019: The Git repository with name or identifier ${repoName} does not exist or you do not have permissions for the operation you are attempting.`);
    const webUrl = `${server.origin}/${organization}/${project}/_git/${repository.name}`;
    if (request.method === 'GET' && resource === undefined) {
      return jsonReply(200, { id: repository.id, name: repository.name, defaultBranch: repository.defaultBranch, webUrl });
    }
    if (request.method === 'GET' && resource === 'refs') {
      const filter = url.searchParams.get('filter') ?? '';
      const value = [...repository.refs.entries()].filter(([name]) => name.startsWith(`refs/${filter}`)).map(([name, objectId]) => ({ name, objectId }));
      return jsonReply(200, { value, count: value.length });
    }
    const body = JSON.parse(request.body || '{}') as { refUpdates?: { name: string; oldObjectId: string }[]; sourceRefName?: string; targetRefName?: string };
    if (request.method === 'POST' && resource === 'pushes') {
      const update = body.refUpdates?.[0];
      if (!update || repository.refs.has(update.name)) return error(409, `TF402455: Pushes to this branch are not permitted; ${update?.name} exists.`);
      repository.refs.set(update.name, `pushed-${repository.pushes.length + 1}`);
      repository.pushes.push(body);
      return jsonReply(201, { refUpdates: [{ repositoryId: repository.id, name: update.name, oldObjectId: update.oldObjectId, newObjectId: `pushed-${repository.pushes.length}` }] });
    }
    if (request.method === 'POST' && resource === 'pullrequests') {
      if (!body.sourceRefName || !repository.refs.has(body.sourceRefName)) return error(400, 'TF401398: The pull request cannot be activated because the source branch does not exist.');
      pullRequestId += 1;
      repository.pullRequests.push(body);
      return jsonReply(201, { pullRequestId, repository: { id: repository.id, name: repository.name, webUrl } });
    }
    return error(404, 'Not found');
  });

  return {
    tenantUrl: `${server.origin}/${options.organization}`,
    origin: server.origin,
    received: server.received,
    addRepository: (project, name) => {
      const repository: FakeAzureRepository = {
        id: `id-${name}`,
        name,
        project,
        defaultBranch: 'refs/heads/main',
        refs: new Map([['refs/heads/main', 'main-object']]),
        pushes: [],
        pullRequests: [],
      };
      repositories.push(repository);
      return repository;
    },
    close: () => server.close(),
  };
};
