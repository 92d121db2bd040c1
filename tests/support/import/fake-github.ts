import { jsonReply, startLocalHttpServer, type ReceivedRequest, type Reply } from '../../adapters/shared/local-http-server';

// A local fake of the GitHub REST API calls the pull request import makes, with state:
// repositories, branches, files and pulls. Any step can be made to fail with a given reply.

export type FakeGithubStep = 'repo' | 'defaultBranch' | 'createBranch' | 'commit' | 'pullRequest';

export interface FakeRepository {
  readonly defaultBranch: string;
  /** branch name → head sha */
  readonly branches: Map<string, string>;
  /** `${branch}:${path}` → decoded file content */
  readonly files: Map<string, string>;
  readonly pulls: { readonly number: number; readonly title: string; readonly head: string; readonly base: string; readonly body: string }[];
  readonly commitMessages: string[];
}

export interface FakeGithub {
  /** Configure as integrations.github[].apiBaseUrl. */
  readonly apiBaseUrl: string;
  readonly received: ReceivedRequest[];
  readonly repositories: Map<string, FakeRepository>;
  addRepository(fullName: string, defaultBranch?: string): FakeRepository;
  /** The next call of this step answers `reply` (once). */
  failStep(step: FakeGithubStep, reply: Reply): void;
  close(): Promise<void>;
}

const notFound = (): Reply => jsonReply(404, { message: 'Not Found', documentation_url: 'https://docs.github.com/rest' }, 'Not Found');

export const startFakeGithub = async (options: { readonly token: string; readonly webHost?: string }): Promise<FakeGithub> => {
  const server = await startLocalHttpServer();
  const repositories = new Map<string, FakeRepository>();
  const failures = new Map<FakeGithubStep, Reply>();
  const webHost = options.webHost ?? 'github.test';
  let pullNumber = 0;

  const step = (request: ReceivedRequest, path: string): FakeGithubStep | undefined => {
    if (request.method === 'GET' && /^\/repos\/[^/]+\/[^/]+$/.test(path)) return 'repo';
    if (request.method === 'GET' && path.includes('/git/ref/heads/')) return 'defaultBranch';
    if (request.method === 'POST' && path.endsWith('/git/refs')) return 'createBranch';
    if (request.method === 'PUT' && path.includes('/contents/')) return 'commit';
    if (request.method === 'POST' && path.endsWith('/pulls')) return 'pullRequest';
    return undefined;
  };

  const answer = (request: ReceivedRequest): Reply => {
    const path = decodeURIComponent(new URL(request.url, 'http://fake').pathname.replace(/^\/api\/v3/, ''));
    const current = step(request, path);
    if (!current) return notFound();
    const failure = failures.get(current);
    if (failure) {
      failures.delete(current);
      return failure;
    }
    if (request.headers.authorization !== `Bearer ${options.token}`) return jsonReply(401, { message: 'Bad credentials' }, 'Unauthorized');
    const [, , owner, name, ...rest] = path.split('/');
    const fullName = `${owner}/${name}`;
    const repository = repositories.get(fullName);
    if (!repository) return notFound();
    const body = request.body ? (JSON.parse(request.body) as Record<string, string>) : {};
    switch (current) {
      case 'repo':
        return jsonReply(200, { full_name: fullName, default_branch: repository.defaultBranch });
      case 'defaultBranch': {
        const branch = rest.slice(3).join('/');
        const sha = repository.branches.get(branch);
        return sha ? jsonReply(200, { ref: `refs/heads/${branch}`, object: { sha, type: 'commit' } }) : notFound();
      }
      case 'createBranch': {
        const branch = String(body['ref']).replace(/^refs\/heads\//, '');
        if (repository.branches.has(branch)) return jsonReply(422, { message: 'Reference already exists' }, 'Unprocessable Entity');
        repository.branches.set(branch, String(body['sha']));
        return jsonReply(201, { ref: body['ref'], object: { sha: body['sha'] } });
      }
      case 'commit': {
        const branch = String(body['branch']);
        if (!repository.branches.has(branch)) return jsonReply(404, { message: `Branch ${branch} not found` }, 'Not Found');
        const file = rest.slice(1).join('/');
        repository.files.set(`${branch}:${file}`, Buffer.from(String(body['content']), 'base64').toString('utf8'));
        repository.commitMessages.push(String(body['message']));
        return jsonReply(201, { content: { path: file }, commit: { sha: `commit-${repository.commitMessages.length}` } });
      }
      case 'pullRequest': {
        if (!repository.branches.has(String(body['head']))) {
          return jsonReply(422, { message: 'Validation Failed', errors: [{ resource: 'PullRequest', field: 'head', code: 'invalid' }] }, 'Unprocessable Entity');
        }
        pullNumber += 1;
        repository.pulls.push({ number: pullNumber, title: String(body['title']), head: String(body['head']), base: String(body['base']), body: String(body['body']) });
        return jsonReply(201, { number: pullNumber, html_url: `https://${webHost}/${fullName}/pull/${pullNumber}` });
      }
    }
  };
  server.answer(answer);

  return {
    apiBaseUrl: `${server.origin}/api/v3`,
    received: server.received,
    repositories,
    addRepository: (fullName, defaultBranch = 'main') => {
      const repository: FakeRepository = { defaultBranch, branches: new Map([[defaultBranch, 'sha-main']]), files: new Map(), pulls: [], commitMessages: [] };
      repositories.set(fullName, repository);
      return repository;
    },
    failStep: (failing, reply) => failures.set(failing, reply),
    close: () => server.close(),
  };
};
