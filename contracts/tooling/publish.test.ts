// `npm run contracts:publish` up to the network: the Pact Foundation's `pact-broker publish` sends Portico's pacts
// with the Backstage providers to a stand-in broker, which records exactly what arrives (paths, methods, bodies and
// credentials). The consumer version and branch come from git unless given, and uncommitted pacts are refused.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile, mkdir, copyFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { PublishError, versionFromGit } from '../publish';
import { BACKSTAGE_PROVIDERS, pactFileOf } from '../support/providers';
import { json, startRecordingServer, type RecordingServer } from './recording-server';

jest.setTimeout(120_000);

const run = promisify(execFile);
const ROOT = resolve(__dirname, '../..');
const TSX = join(ROOT, 'node_modules/tsx/dist/cli.mjs');

/** A broker that takes contracts at its publish-contracts link, as the Pact Broker does. */
const startBroker = (): Promise<RecordingServer> =>
  startRecordingServer((request, response, base) => {
    if (request.method === 'GET' && request.url === '/') {
      return json(response, 200, { _links: { 'pb:publish-contracts': { href: `${base}/contracts/publish`, title: 'Publish contracts' } } });
    }
    if (request.method === 'POST' && request.url === '/contracts/publish') {
      return json(response, 200, { notices: [{ type: 'success', text: 'Published' }], _embedded: {}, _links: {} });
    }
    json(response, 404, {});
  });

interface Ran {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs `contracts:publish` as npm runs it, in the repository, with only the given environment besides PATH. */
const publish = async (args: readonly string[], env: NodeJS.ProcessEnv): Promise<Ran> => {
  try {
    const { stdout, stderr } = await run(process.execPath, [TSX, 'contracts/publish.ts', ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, PACT_DO_NOT_TRACK: 'true', ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof failed.code === 'number' ? failed.code : -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
};

let pactDir: string;

beforeAll(async () => {
  // A copy, so that consumer tests rewriting contracts/pacts in a parallel worker cannot change what is compared.
  pactDir = await mkdtemp(join(tmpdir(), 'portico-publish-'));
  for (const provider of [...BACKSTAGE_PROVIDERS, 'github'] as const) await copyFile(pactFileOf(provider), pactFileOf(provider, pactDir));
});

afterAll(async () => {
  await rm(pactDir, { recursive: true, force: true });
});

describe('contracts:publish', () => {
  it('publishes each Backstage provider\'s pact with the consumer version, branch and build, with the broker token', async () => {
    const broker = await startBroker();
    try {
      const ran = await publish(['--consumer-version', '4a5b6c7d', '--branch', 'main', '--build-url', 'https://ci.example.com/7', '--pact-dir', pactDir], {
        PACT_BROKER_BASE_URL: broker.baseUrl,
        PACT_BROKER_TOKEN: 'publish-token',
      });

      expect({ code: ran.code, stderr: ran.stderr }).toEqual({ code: 0, stderr: '' });
      expect(broker.requests[0]).toMatchObject({ method: 'GET', url: '/' });
      const published = broker.requests.filter((request) => request.method === 'POST' && request.url === '/contracts/publish');
      expect(published).toHaveLength(BACKSTAGE_PROVIDERS.length);
      for (const request of broker.requests) expect(request.headers.authorization).toBe('Bearer publish-token');

      const bodies = published.map(
        (request) =>
          JSON.parse(request.body) as {
            pacticipantName: string;
            pacticipantVersionNumber: string;
            branch: string;
            buildUrl: string;
            contracts: Array<{ consumerName: string; providerName: string; specification: string; contentType: string; content: string }>;
          },
      );
      expect(bodies.map((body) => body.contracts[0]?.providerName).sort()).toEqual([...BACKSTAGE_PROVIDERS].sort());
      for (const body of bodies) {
        expect(body).toMatchObject({ pacticipantName: 'portico', pacticipantVersionNumber: '4a5b6c7d', branch: 'main', buildUrl: 'https://ci.example.com/7' });
        expect(body.contracts).toHaveLength(1);
        const [contract] = body.contracts;
        expect(contract).toMatchObject({ consumerName: 'portico', specification: 'pact', contentType: 'application/json' });
        // The client parses and writes the pact again (its own library version goes into the metadata): the rest is the file.
        const { metadata: _sentMetadata, ...sent } = JSON.parse(Buffer.from(contract!.content, 'base64').toString('utf8')) as Record<string, unknown>;
        const { metadata: _fileMetadata, ...file } = JSON.parse(
          await readFile(pactFileOf(contract!.providerName as (typeof BACKSTAGE_PROVIDERS)[number], pactDir), 'utf8'),
        ) as Record<string, unknown>;
        expect(sent).toEqual(file);
      }
    } finally {
      await broker.stop();
    }
  });

  it('sends a user name and password as basic credentials', async () => {
    const broker = await startBroker();
    try {
      const ran = await publish(['--consumer-version', '4a5b6c7d', '--branch', 'feature/x', '--pact-dir', pactDir], {
        PACT_BROKER_BASE_URL: broker.baseUrl,
        PACT_BROKER_USERNAME: 'ci',
        PACT_BROKER_PASSWORD: 's3cret',
      });

      expect(ran.code).toBe(0);
      for (const request of broker.requests) expect(request.headers.authorization).toBe(`Basic ${Buffer.from('ci:s3cret').toString('base64')}`);
      expect(JSON.parse(broker.requests[1]!.body)).toMatchObject({ branch: 'feature/x' });
    } finally {
      await broker.stop();
    }
  });

  it('prints its usage for --help and exits 0, and exits 2 for an unknown option', async () => {
    const [help, unknown] = await Promise.all([publish(['--help'], {}), publish(['--frobnicate'], { PACT_BROKER_BASE_URL: 'http://127.0.0.1:9' })]);
    expect({ code: help.code, usage: help.stdout.includes('Usage: npm run contracts:publish') }).toEqual({ code: 0, usage: true });
    expect({ code: unknown.code, says: unknown.stderr.includes("Unknown option '--frobnicate'") }).toEqual({ code: 2, says: true });
  });

  it.each([
    { env: {}, says: 'Set PACT_BROKER_BASE_URL' },
    { env: { PACT_BROKER_BASE_URL: 'http://127.0.0.1:9' }, says: 'Set PACT_BROKER_TOKEN, or PACT_BROKER_USERNAME and PACT_BROKER_PASSWORD' },
  ])('refuses to start without $says', async ({ env, says }) => {
    const ran = await publish(['--consumer-version', '1', '--branch', 'main'], env);
    expect(ran.code).toBe(2);
    expect(ran.stderr).toContain(says);
  });
});

describe('the consumer version from git', () => {
  let repo: string;
  const git = (...args: string[]) => run('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], { cwd: repo });

  beforeAll(async () => {
    repo = await mkdtemp(join(tmpdir(), 'portico-publish-git-'));
    await git('init', '--quiet', '--initial-branch', 'main');
    await mkdir(join(repo, 'pacts'));
    await writeFile(join(repo, 'pacts', 'portico-app.json'), '{}');
    await git('add', '.');
    await git('commit', '--quiet', '-m', 'pacts');
  });

  afterAll(async () => {
    await rm(repo, { recursive: true, force: true });
  });

  it('is the commit checked out, on its branch', async () => {
    const head = (await git('rev-parse', 'HEAD')).stdout.trim();
    expect(await versionFromGit(repo, join(repo, 'pacts'))).toEqual({ version: head, branch: 'main' });
  });

  it('is refused while the pact files differ from that commit', async () => {
    await writeFile(join(repo, 'pacts', 'portico-app.json'), '{"changed":true}');
    await expect(versionFromGit(repo, join(repo, 'pacts'))).rejects.toThrow(PublishError);
    await expect(versionFromGit(repo, join(repo, 'pacts'))).rejects.toThrow(/Commit them first/);
  });
});
