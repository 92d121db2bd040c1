// The portico-contracts package as a backend team meets it: built, packed with `npm pack`, installed from the
// tarball into an empty folder, and run with `npx portico-contracts verify` against the real embedded Backstage
// backend (started here on loopback): first without --allow-destructive, then with it, then through a proxy that
// changes one field of one answer, which must fail naming that interaction.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { startEmbeddedTarget, type EmbeddedTarget } from '../../../contracts/verification/embedded-target';

const run = promisify(execFile);
const ROOT = resolve(__dirname, '../../..');
const PACKAGE_DIR = join(ROOT, 'dist-contracts');
const MINUTES = 60_000;

interface Ran {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

const exec = async (file: string, args: readonly string[], cwd: string): Promise<Ran> => {
  try {
    const { stdout, stderr } = await run(file, args, { cwd, maxBuffer: 64 * 1024 * 1024, env: { ...process.env, NO_COLOR: '1', PACT_DO_NOT_TRACK: 'true' } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof failed.code === 'number' ? failed.code : -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
};

const succeed = async (file: string, args: readonly string[], cwd: string): Promise<string> => {
  const result = await exec(file, args, cwd);
  if (result.code !== 0) throw new Error(`${file} ${args.join(' ')} exited ${result.code}\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
};

const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const NPX = process.platform === 'win32' ? 'npx.cmd' : 'npx';

/** The table's row of a provider: verified, not applicable, skipped, failed. */
const rowOf = (stdout: string, provider: string): number[] | undefined =>
  new RegExp(`^${provider}\\s+(\\d+)\\s+(\\d+)\\s+(\\d+)\\s+(\\d+)$`, 'm').exec(stdout)?.slice(1).map(Number);

/** The interactions listed under a heading of the report ("Not applicable here", "Skipped:", "Failed:"). */
const listed = (stdout: string, heading: string): string[] => {
  const start = stdout.indexOf(heading);
  if (start < 0) return [];
  const lines = stdout.slice(start).split('\n').slice(1);
  const end = lines.findIndex((line) => line.trim() === '' || /^\S/.test(line));
  return (end < 0 ? lines : lines.slice(0, end)).filter((line) => /^ {2}\S/.test(line)).map((line) => line.trim());
};

/** The not-applicable interactions of the embedded backend, each with the gist of its reason. */
const NOT_APPLICABLE_ON_EMBEDDED: ReadonlyArray<readonly [string, string]> = [
  ['auth: "a logout from the github provider"', 'the auth backend has no github provider configured (auth.providers.github)'],
  [
    'permission: "an authorize request for catalog.entity.delete answered with a conditional decision"',
    'the permission policy answers ALLOW for catalog.entity.delete on component:default/payments, not CONDITIONAL',
  ],
  ['catalog: "an analysis of a repository with a catalog file"', 'it has no source-control location analyzer for github.com'],
  [
    'kubernetes: "a request for the configured clusters, among them clusters with the auth providers google, aks and oidc"',
    'no cluster uses the auth provider google, aks, oidc with the OIDC token provider okta (the clusters here use serviceAccount)',
  ],
  ['scaffolder: "an autocompletion of github repositories for an owner"', 'it has no source-control module for github'],
];

/**
 * A proxy in front of the backend that changes one field of one answer: the app cookie's `expiresAt` becomes a
 * text that is no date. Everything else passes unchanged.
 */
const startAlteringProxy = async (target: string): Promise<{ baseUrl: string; stop: () => Promise<void> }> => {
  const server: Server = createServer((incoming, outgoing) => {
    const { host: _host, ...headers } = incoming.headers;
    const upstream = httpRequest(new URL(incoming.url ?? '/', target), { method: incoming.method, headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        let body = Buffer.concat(chunks);
        if (incoming.method === 'GET' && incoming.url === '/api/app/.backstage/auth/v1/cookie' && answer.statusCode === 200) {
          body = Buffer.from(JSON.stringify({ ...(JSON.parse(body.toString('utf8')) as object), expiresAt: 'in an hour' }));
        }
        const { 'content-length': _length, 'transfer-encoding': _encoding, ...answerHeaders } = answer.headers;
        outgoing.writeHead(answer.statusCode ?? 502, { ...answerHeaders, 'content-length': body.length }).end(body);
      });
    });
    upstream.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolvePromise) => server.listen(0, '127.0.0.1', () => resolvePromise()));
  const address = server.address();
  return {
    baseUrl: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    stop: () =>
      new Promise((resolvePromise) => {
        server.closeAllConnections();
        server.close(() => resolvePromise());
      }),
  };
};

describe('the portico-contracts package, installed from its tarball', () => {
  let consumer: string;
  let installed: string[];
  let target: EmbeddedTarget;

  beforeAll(async () => {
    const [, started] = await Promise.all([
      (async () => {
        await succeed(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'config/package/build-contracts.ts'], ROOT);
        consumer = await mkdtemp(join(tmpdir(), 'portico-contracts-'));
        const packed = JSON.parse(await succeed(NPM, ['pack', '--json', '--pack-destination', consumer], PACKAGE_DIR)) as { filename: string }[];
        await writeFile(join(consumer, 'package.json'), JSON.stringify({ name: 'backend-team', private: true }));
        await succeed(NPM, ['install', '--no-audit', '--no-fund', '--prefer-offline', join(consumer, packed[0]!.filename)], consumer);
        const paths = (await succeed(NPM, ['ls', '--all', '--parseable'], consumer)).trim().split('\n').slice(1);
        installed = paths.map((path) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length));
      })(),
      startEmbeddedTarget(),
    ]);
    target = started;
  }, 15 * MINUTES);

  // Stopping the backend and removing an installed node_modules outlast Jest's 5 s for a hook on a busy machine.
  afterAll(async () => {
    await target?.stop();
    if (consumer) await rm(consumer, { recursive: true, force: true });
  }, 2 * MINUTES);

  it('installs the verifier and what the Pact Foundation\'s verifier needs, nothing of Portico\'s front end or backend', async () => {
    const manifest = JSON.parse(await readFile(join(consumer, 'node_modules/portico-contracts/package.json'), 'utf8')) as {
      license?: string;
      dependencies?: Record<string, string>;
    };
    expect(manifest.license).toBe('Apache-2.0');
    expect(Object.keys(manifest.dependencies ?? {})).toEqual(['@pact-foundation/pact']);
    expect(installed).toContain('portico-contracts');
    expect(installed.filter((name) => /^(@backstage\/|better-sqlite3|vite|react|@blueprintjs\/|portico-app$)/.test(name))).toEqual([]);
  });

  it('holds the config a stock backend needs, with the example catalog and the stock template it names', async () => {
    const fixtures = join(consumer, 'node_modules/portico-contracts/fixtures');
    const files = await Promise.all(
      ['backend/app-config.yaml', 'templates/create-node-service/template.yaml', 'examples/components.yaml', 'examples/org.yaml', 'examples/techdocs/default/component/payments/techdocs_metadata.json'].map(
        (file) => readFile(join(fixtures, file), 'utf8').then(() => file, () => `missing: ${file}`),
      ),
    );
    expect(files.filter((file) => file.startsWith('missing'))).toEqual([]);
    // Portico's own template needs an action of the embedded backend: the package has the stock one only.
    await expect(readFile(join(fixtures, 'examples/templates/create-node-service/template.yaml'))).rejects.toThrow();
  });

  it('checks the URL first, and never prints the token, whatever the log level', async () => {
    const [wrong, verbose] = await Promise.all([
      exec(NPX, ['portico-contracts', 'verify', '--provider-base-url', `${target.backend.baseUrl}/backstage`, '--token', target.backend.token], consumer),
      exec(NPX, ['portico-contracts', 'verify', '--provider-base-url', target.backend.baseUrl, '--token', target.backend.token, '--provider', 'app', '--provider', 'auth', '--log-level', 'info'], consumer),
    ]);

    expect(wrong.code).toBe(1);
    expect(wrong.stderr.trim()).toBe(
      `Not verified: ${target.backend.baseUrl}/backstage is not the root of a Backstage backend (GET /.backstage/health/v1/readiness answered 404 (no content type)), ` +
        `but ${target.backend.baseUrl} is: pass --provider-base-url ${target.backend.baseUrl}`,
    );
    expect(verbose.code).toBe(0);
    expect(verbose.stdout).toContain(`${target.backend.baseUrl} is a Backstage backend: ready (GET /.backstage/health/v1/readiness)`);
    expect(verbose.stdout).toContain('pact_verifier');
    expect(`${verbose.stdout}${verbose.stderr}`.includes(target.backend.token)).toBe(false);
  }, 10 * MINUTES);

  it('offers the state handlers and the pacts to a verifier set up by hand', async () => {
    const script = `import { PACT_DIR, stateHandlersFor, replaceToken } from 'portico-contracts';
import { readdirSync } from 'node:fs';
const handlers = stateHandlersFor({ baseUrl: 'http://127.0.0.1:1', token: 't' });
console.log(JSON.stringify({ pacts: readdirSync(PACT_DIR).sort(), handlers: Object.keys(handlers).length, filter: typeof replaceToken('t') }));`;
    await writeFile(join(consumer, 'own-verifier.mjs'), script);
    expect(JSON.parse(await succeed(process.execPath, ['own-verifier.mjs'], consumer))).toEqual({
      pacts: ['auth', 'app', 'permission', 'catalog', 'kubernetes', 'scaffolder', 'search', 'techdocs'].map((provider) => `portico-${provider}.json`).sort(),
      handlers: expect.any(Number),
      filter: 'function',
    });
  });

  it('verifies the embedded backend: what it lacks is not applicable, with the reason, and destructive interactions are refused', async () => {
    const junit = join(consumer, 'contracts.xml');
    const ran = await exec(
      NPX,
      ['portico-contracts', 'verify', '--provider-base-url', target.backend.baseUrl, '--fixtures-base-url', target.backend.fixturesBaseUrl!, '--junit', junit],
      consumer,
    );

    expect({ code: ran.code, stderr: ran.stderr }).toEqual({ code: 0, stderr: expect.any(String) });
    const notApplicable = listed(ran.stdout, 'Not applicable here');
    expect(notApplicable).toEqual(NOT_APPLICABLE_ON_EMBEDDED.map(([interaction]) => interaction));
    for (const [, reason] of NOT_APPLICABLE_ON_EMBEDDED) expect(ran.stdout).toContain(reason);
    expect(ran.stdout).toContain('Not replaying 11 interaction(s) that delete data or run a template: pass --allow-destructive');
    expect(listed(ran.stdout, 'Skipped:')).toHaveLength(11);
    expect(listed(ran.stdout, 'Failed:')).toEqual([]);
    expect(rowOf(ran.stdout, 'catalog')).toEqual([22, 1, 2, 0]);
    expect(rowOf(ran.stdout, 'kubernetes')).toEqual([12, 1, 2, 0]);
    expect(rowOf(ran.stdout, 'scaffolder')).toEqual([4, 1, 7, 0]);
    expect(rowOf(ran.stdout, 'techdocs')).toEqual([5, 0, 0, 0]);
    expect(rowOf(ran.stdout, 'total')).toEqual([53, 5, 11, 0]);

    const xml = await readFile(junit, 'utf8');
    expect(xml.match(/<testcase /g)).toHaveLength(69);
    // Each replayed case says how long it took.
    expect(xml).toMatch(/<testcase classname="portico-contracts.techdocs" name="[^"]+" time="\d+\.\d{3}"\/>/);
    expect(xml).not.toContain('<failure');
    expect(xml).toContain('name="a logout from the github provider" time="0.000">\n      <skipped message="not applicable: the auth backend has no github provider');
  }, 10 * MINUTES);

  it('replays the destructive interactions too with --allow-destructive, the pod\'s second deletion being not applicable', async () => {
    const ran = await exec(
      NPX,
      ['portico-contracts', 'verify', '--provider-base-url', target.backend.baseUrl, '--fixtures-base-url', target.backend.fixturesBaseUrl!, '--allow-destructive'],
      consumer,
    );

    expect(ran.code).toBe(0);
    expect(listed(ran.stdout, 'Skipped:')).toEqual([]);
    expect(listed(ran.stdout, 'Not applicable here')).toContain('kubernetes: "a proxied deletion of pod payments-worker-6b8c9d7f4-zp9cw with an aks access token"');
    expect(ran.stdout).toContain('the first deletion removed the pod, and a Backstage backend cannot bring a deleted pod back');
    expect(rowOf(ran.stdout, 'scaffolder')).toEqual([11, 1, 0, 0]);
    expect(rowOf(ran.stdout, 'total')).toEqual([63, 6, 0, 0]);
  }, 10 * MINUTES);

  it('fails, naming the interaction, when the backend changes one field of one answer', async () => {
    const proxy = await startAlteringProxy(target.backend.baseUrl);
    try {
      const ran = await exec(NPX, ['portico-contracts', 'verify', '--provider-base-url', proxy.baseUrl, '--provider', 'app', '--provider', 'permission'], consumer);

      expect(ran.code).toBe(1);
      expect(listed(ran.stdout, 'Failed:')).toEqual(['app: "a refresh of the app cookie"']);
      expect(ran.stdout).toContain("$.expiresAt: Expected 'in an hour' to match");
      expect(rowOf(ran.stdout, 'app')).toEqual([1, 0, 0, 1]);
      expect(rowOf(ran.stdout, 'permission')).toEqual([3, 1, 0, 0]);
    } finally {
      await proxy.stop();
    }
  }, 10 * MINUTES);
});
