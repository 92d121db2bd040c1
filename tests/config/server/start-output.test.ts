// `npm start` as a newcomer sees it, with the real embedded backend: a short start in the terminal (what started
// where, then "ready") with the backend's log in a file, a backend not told it runs in production (the portal's build
// sets NODE_ENV=production in the portal's process), no error in that log from searching before the first index
// exists, and a readiness that is 200 only once search answers (meanwhile search gets a 503, never a 500).
// Dev mode, so that no build runs first; NODE_ENV=production as the build leaves it.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../support/e2e/free-port';

jest.setTimeout(240_000);

const until = async (condition: () => boolean, what: string, budgetMs: number, failed: () => string | undefined) => {
  const deadline = Date.now() + budgetMs;
  while (!condition()) {
    const failure = failed();
    if (failure) throw new Error(failure);
    if (Date.now() > deadline) throw new Error(`Gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

interface Sample {
  readonly at: number;
  readonly readiness: number;
  readonly search: number;
  readonly retryAfter: string | null;
  readonly searchError: string | undefined;
}

describe('npm start with the embedded backend', () => {
  let root: string;
  let child: ChildProcess | undefined;
  let stdout = '';
  let stderr = '';
  let portalPort: number;
  let backendPort: number;
  const samples: Sample[] = [];
  let listeningAt = 0;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'portico-start-output-'));
    [portalPort, backendPort] = [await freePort(), await freePort()];
    const configFile = join(root, 'app-config.test.yaml');
    await writeFile(
      configFile,
      ['app:', `  baseUrl: http://127.0.0.1:${portalPort}`, 'backend:', `  baseUrl: http://127.0.0.1:${backendPort}`, 'portico:', '  accessLog: false', ''].join('\n'),
    );
    child = spawn(process.execPath, ['--import', 'tsx', 'config/server/start.ts', '--config', configFile, '--dev'], {
      cwd: process.cwd(),
      stdio: ['ignore', 'pipe', 'pipe'],
      // TMPDIR: where the backend's log file goes. Vite's note on its config loader is not Portico's output.
      env: { ...process.env, NODE_ENV: 'production', TMPDIR: root, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
    });
    child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    const exitedEarly = () => (child?.exitCode !== null ? `npm start exited with ${child?.exitCode}:\n${stdout}\n${stderr}` : undefined);

    const portal = `http://127.0.0.1:${portalPort}`;
    const isLive = async () => {
      try {
        const answer = await fetch(`${portal}/.backstage/health/v1/liveness`);
        await answer.body?.cancel();
        return answer.status === 200;
      } catch {
        return false;
      }
    };
    const listenDeadline = Date.now() + 180_000;
    while (!(await isLive())) {
      const failure = exitedEarly();
      if (failure) throw new Error(failure);
      if (Date.now() > listenDeadline) throw new Error(`The portal did not listen within 3 minutes:\n${stdout}\n${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    listeningAt = Date.now();
    const session = (await (await fetch(`${portal}/api/auth/guest/refresh`, { headers: { 'x-requested-with': 'XMLHttpRequest' } })).json()) as {
      backstageIdentity: { token: string };
    };
    const authorization = `Bearer ${session.backstageIdentity.token}`;
    // What a load test begun at readiness sees: readiness, then a search, over and over until both answer.
    for (;;) {
      const readiness = await fetch(`${portal}/.backstage/health/v1/readiness`);
      await readiness.body?.cancel();
      const search = await fetch(`${portal}/api/search/query?term=payments&types%5B0%5D=software-catalog`, { headers: { authorization } });
      const body = (await search.json().catch(() => ({}))) as { error?: { name?: string } };
      samples.push({ at: Date.now() - listeningAt, readiness: readiness.status, search: search.status, retryAfter: search.headers.get('retry-after'), searchError: body.error?.name });
      if (readiness.status === 200 && search.status === 200) break;
      const failure = exitedEarly();
      if (failure) throw new Error(failure);
      if (Date.now() - listeningAt > 180_000) throw new Error(`Search did not answer within 3 minutes: ${JSON.stringify(samples.slice(-3))}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await until(() => stdout.includes('Portico is ready'), '"Portico is ready"', 60_000, exitedEarly);
    const firstReady = samples.find((sample) => sample.readiness === 200)?.at;
    const firstSearch = samples.find((sample) => sample.search === 200)?.at;
    console.info(`after the portal listened: readiness 200 at ${firstReady} ms, search 200 at ${firstSearch} ms, ${samples.length} samples`);
  });

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child?.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await rm(root, { recursive: true, force: true });
  });

  const logFile = () => join(root, `portico-backend-${backendPort}.log`);

  it('prints a short start: where the backend and its log are, where the portal is, then ready', () => {
    // Dev mode's own Vite server notes its dependency optimizer (`npm start` serves the build, without Vite).
    const lines = stdout.trim().split('\n').filter((line) => !/\[vite\]/.test(line));
    expect(lines).toEqual([
      expect.stringMatching(/^Config: .*app-config\.yaml, .*app-config\.test\.yaml$/),
      `Starting the embedded Backstage backend; its log: ${logFile()} (npm start -- --backend-log shows it here)`,
      `Backend: http://127.0.0.1:${backendPort} (the embedded Backstage backend)`,
      `Portal: http://127.0.0.1:${portalPort} (listening on http://127.0.0.1:${portalPort})`,
      'Waiting for the backend to build its first search index…',
      `Portico is ready: http://127.0.0.1:${portalPort}`,
    ]);
    expect(stderr).not.toMatch(/NODE_ENV|"level"|\[backend\]/);
  });

  it("writes the backend's log to the file it named: no production warning, no error", async () => {
    const log = await readFile(logFile(), 'utf8');
    expect(log).toContain(`Listening on 127.0.0.1:${backendPort}`);
    expect(log).not.toContain("NODE_ENV is 'production'");
    expect(log).not.toContain('MissingIndexError');
    // The backend's lines read `<time> <plugin> <level> <message>`.
    expect(log.split('\n').filter((line) => /^\S+ \S+ error\b/.test(line))).toEqual([]);
  });

  it('is ready only once search answers; until then a search gets a 503 with Retry-After, never a 500', () => {
    expect(samples.filter((sample) => sample.search >= 500 && sample.search !== 503)).toEqual([]);
    expect(samples.filter((sample) => sample.readiness === 200 && sample.search !== 200)).toEqual([]);
    for (const refused of samples.filter((sample) => sample.search === 503)) {
      expect(refused).toMatchObject({ readiness: 503, retryAfter: '2', searchError: 'MissingIndexError' });
    }
    expect(samples.at(-1)).toMatchObject({ readiness: 200, search: 200 });
  });
});
