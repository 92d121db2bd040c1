// `portico-contracts verify` where a backend team first meets it: the wrong URL, a server that is not Backstage, a
// backend that is down, a backend where nothing applies, a provider state its handler cannot set up, --help and usage
// errors, and the token at every log level. Stand-in servers on loopback play the backends; a stand-in Backstage
// answers the health check and the catalog like Backstage does and serves the app cookie the way a test asks.
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { ServerResponse } from 'node:http';
import { runPorticoContracts } from '../cli/portico-contracts';
import { redact, secretsOf } from '../cli/redacted-output';
import { guardStateHandlers, type StateSetupLog } from '../verification/verify-contracts';
import { PACT_REQUEST_TIMEOUT_MS, STATE_HANDLER_TIMEOUT_MS } from '../verification/timeouts';
import { json, startRecordingServer, type RecordedRequest, type RecordingServer } from './recording-server';

jest.setTimeout(120_000);

const ROOT = resolve(__dirname, '../..');
const COOKIE_PATH = '/api/app/.backstage/auth/v1/cookie';
const STATE = 'the app backend plugin is installed';

type CookieAnswer = (request: RecordedRequest, response: ServerResponse) => void;

/** Health, the catalog probe and the guest sign-in as Backstage answers them; the app cookie as `cookie` says. */
const startStandInBackstage = (cookie: CookieAnswer, guestToken = 'guest-token-of-the-stand-in'): Promise<RecordingServer> =>
  startRecordingServer((request, response) => {
    if (request.url === '/.backstage/health/v1/readiness' || request.url === '/.backstage/health/v1/liveness') return json(response, 200, { status: 'ok' });
    if (request.url === '/api/catalog/entities?limit=1') {
      return request.headers.authorization
        ? json(response, 200, [])
        : json(response, 401, { error: { name: 'AuthenticationError', message: 'Missing credentials' } });
    }
    if (request.url === '/api/auth/guest/refresh') return json(response, 200, { backstageIdentity: { token: guestToken } });
    if (request.url === COOKIE_PATH) return cookie(request, response);
    response.writeHead(404).end();
  });

/** The app cookie served as Backstage serves it, with an answer that echoes the credentials it was sent. */
const echoingCookie: CookieAnswer = (request, response) => {
  if (request.method === 'DELETE') {
    return void response.writeHead(204, { 'set-cookie': 'backstage-auth=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly' }).end();
  }
  if (!request.headers.authorization) return json(response, 401, { error: { name: 'AuthenticationError', message: 'Missing credentials' } });
  json(
    response,
    200,
    { expiresAt: '2030-01-01T00:00:00.000Z', sentWith: request.headers.authorization },
    { 'set-cookie': 'backstage-auth=abc; Path=/; HttpOnly', 'x-echo': request.headers.authorization },
  );
};

interface Run {
  readonly code: number;
  readonly out: string;
  readonly err: string;
}

const verify = async (args: readonly string[]): Promise<Run> => {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runPorticoContracts(['verify', ...args], { version: '9.9.9', env: {}, out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out: out.join('\n'), err: err.join('\n') };
};

const nonEmptyLines = (text: string): string[] => text.split('\n').filter((line) => line.trim() !== '');

describe('verify refuses a URL that is not a Backstage backend, in one line, before replaying anything', () => {
  it('names the root when the URL has a path too many', async () => {
    const backend = await startStandInBackstage(echoingCookie);
    try {
      const run = await verify(['--provider-base-url', `${backend.baseUrl}/backstage`, '--token', 'user-token-123']);

      expect(run.code).toBe(1);
      expect(nonEmptyLines(run.err)).toEqual([
        `Not verified: ${backend.baseUrl}/backstage is not the root of a Backstage backend (GET /.backstage/health/v1/readiness answered 404 (no content type)), ` +
          `but ${backend.baseUrl} is: pass --provider-base-url ${backend.baseUrl}`,
      ]);
      expect(backend.requests.filter((request) => request.url.startsWith('/api/'))).toEqual([]);
    } finally {
      await backend.stop();
    }
  });

  it('says a server that answers everything with a page is not Backstage, after two questions', async () => {
    const server = await startRecordingServer((_request, response) => void response.writeHead(200, { 'content-type': 'text/html' }).end('<html>portal</html>'));
    try {
      const run = await verify(['--provider-base-url', server.baseUrl, '--token', 'user-token-123']);

      expect(run.code).toBe(1);
      expect(nonEmptyLines(run.err)).toEqual([
        `Not verified: ${server.baseUrl} is not a Backstage backend: GET /.backstage/health/v1/readiness answered 200 (text/html) and ` +
          'GET /.backstage/health/v1/liveness 200 (text/html), where a Backstage backend answers 200 {"status":"ok"} at its root',
      ]);
      expect(server.requests.map((request) => request.url)).toEqual(['/.backstage/health/v1/readiness', '/.backstage/health/v1/liveness']);
    } finally {
      await server.stop();
    }
  });

  it('says a backend that is down cannot be reached', async () => {
    const gone = await startRecordingServer((_request, response) => void response.writeHead(204).end());
    await gone.stop();

    const run = await verify(['--provider-base-url', gone.baseUrl, '--token', 'user-token-123']);

    expect(run.code).toBe(1);
    expect(nonEmptyLines(run.err)).toEqual([`Not verified: ${gone.baseUrl} cannot be reached (ECONNREFUSED): is the backend running, and is the URL right?`]);
  });

  it('says a backend that refuses the token refuses it', async () => {
    const backend = await startRecordingServer((request, response) =>
      request.url.startsWith('/.backstage/health/') ? json(response, 200, { status: 'ok' }) : json(response, 401, { error: { name: 'AuthenticationError', message: 'Invalid token' } }),
    );
    try {
      const run = await verify(['--provider-base-url', backend.baseUrl, '--token', 'user-token-123']);

      expect(run.code).toBe(1);
      expect(nonEmptyLines(run.err)).toEqual([
        `Not verified: ${backend.baseUrl} refuses the token: GET /api/catalog/entities?limit=1 answered 401; pass a user token this backend accepts with --token`,
      ]);
    } finally {
      await backend.stop();
    }
  });

  it('says in one line that the URL is a Backstage backend before it replays', async () => {
    const backend = await startStandInBackstage(echoingCookie);
    try {
      const run = await verify(['--provider-base-url', backend.baseUrl, '--token', 'user-token-123', '--provider', 'app']);

      expect({ code: run.code, err: run.err }).toEqual({ code: 0, err: '' });
      expect(run.out).toContain(
        `${backend.baseUrl} is a Backstage backend: ready (GET /.backstage/health/v1/readiness); the catalog answers GET /api/catalog/entities?limit=1 with the token.`,
      );
      expect(run.out).toMatch(/^app\s+2\s+0\s+0\s+0$/m);
    } finally {
      await backend.stop();
    }
  });
});

describe('verify fails a run that verified nothing', () => {
  it('exits 1 when every interaction was not applicable', async () => {
    // No plugin with the id app: the cookie path answers a bare 404, so both app interactions are not applicable.
    const backend = await startStandInBackstage((_request, response) => void response.writeHead(404).end());
    try {
      const run = await verify(['--provider-base-url', backend.baseUrl, '--token', 'user-token-123', '--provider', 'app']);

      expect(run.code).toBe(1);
      expect(run.out).toMatch(/^app\s+0\s+2\s+0\s+0$/m);
      expect(nonEmptyLines(run.err)).toEqual([
        'Nothing was verified: all 2 interaction(s) were not applicable here or skipped, so this run proves nothing about the backend (see the reasons above).',
      ]);
    } finally {
      await backend.stop();
    }
  });
});

describe('a provider state its handler cannot set up', () => {
  it("fails its interactions with the handler's own message, in the summary and in JUnit, and sends them nowhere", async () => {
    // The plugin is there (401 without credentials), but the cookie endpoint fails for a user.
    const backend = await startStandInBackstage((request, response) =>
      request.headers.authorization
        ? json(response, 500, { error: { name: 'Error', message: 'database is locked', stack: 'Error: database is locked\n    at Knex' } })
        : json(response, 401, { error: { name: 'AuthenticationError', message: 'Missing credentials' } }),
    );
    const dir = await mkdtemp(join(tmpdir(), 'portico-junit-'));
    try {
      const junit = join(dir, 'contracts.xml');
      const run = await verify(['--provider-base-url', backend.baseUrl, '--token', 'user-token-123', '--provider', 'app', '--junit', junit]);
      const xml = await readFile(junit, 'utf8');

      const message =
        `provider state "${STATE}" could not be set up: GET ${backend.baseUrl}${COOKIE_PATH} answered 500: ` +
        'install a backend plugin with the id app (@backstage/plugin-app-backend) to verify the app cookie calls';
      expect(run.code).toBe(1);
      expect(run.out).toMatch(/^app\s+0\s+0\s+0\s+2$/m);
      expect(run.out).toContain(`Failed:\n  app: "a refresh of the app cookie"\n      ${message}\n  app: "a removal of the app cookie"\n      ${message}`);
      expect(run.out).not.toContain('state change handlers has failed');
      expect(xml).toContain(`<testsuite name="app" tests="2" failures="2" errors="0" skipped="0" time="`);
      expect(xml).toMatch(new RegExp(`<testcase classname="portico-contracts.app" name="a refresh of the app cookie" time="\\d+\\.\\d{3}">\\n      <failure message="provider state &#34;${STATE}&#34; could not be set up: GET `));
      expect(xml).not.toContain('state change handlers has failed');
      // Nothing was sent for the interactions whose state failed: only the handler's own call reached the cookie with a
      // token (the check whether the plugin is installed asks without one), once: the second interaction of the pact
      // with that state fails at once with the same message.
      const cookieCalls = backend.requests.filter((request) => request.url === COOKIE_PATH);
      expect(cookieCalls.filter((request) => request.headers.authorization).map((request) => request.method)).toEqual(['GET']);
      expect(cookieCalls.filter((request) => request.method === 'DELETE')).toEqual([]);
      expect(run.out.indexOf(message)).toBeLessThan(run.out.indexOf('JUnit XML written'));
    } finally {
      await Promise.all([backend.stop(), rm(dir, { recursive: true, force: true })]);
    }
  });

  it('cuts off a handler before Pact would, with a message saying so', async () => {
    const log: StateSetupLog = {};
    const handlers = guardStateHandlers({ [STATE]: () => new Promise(() => undefined) }, log, 20);

    await (handlers[STATE] as () => Promise<unknown>)();

    expect(log.failure).toEqual({ state: STATE, message: `its handler did not finish within 0.02 s (Pact's verifier gives a state change ${PACT_REQUEST_TIMEOUT_MS / 1000} s)` });
    expect(STATE_HANDLER_TIMEOUT_MS).toBeLessThan(PACT_REQUEST_TIMEOUT_MS);
  });

  it('has handlers whose waits end within their time, none with a wait of its own', async () => {
    const dir = join(ROOT, 'contracts/verification');
    const files = (await readdir(dir)).filter((file) => file.endsWith('state-handlers.ts'));
    const sources = await Promise.all(files.map(async (file) => ({ file, text: await readFile(join(dir, file), 'utf8') })));
    const untimed = sources.flatMap(({ file, text }) =>
      [...text.matchAll(/waitForCatalog\(\{[^}]*\}\)/g)].filter((call) => !call[0].includes('timeoutMs')).map((call) => `${file}: ${call[0]}`),
    );
    const ownTimeouts = sources.flatMap(({ file, text }) => [...text.matchAll(/\b\d{2,3}_000\b/g)].map((match) => `${file}: ${match[0]}`));
    expect({ untimed, ownTimeouts }).toEqual({ untimed: [], ownTimeouts: [] });
  });
});

describe('usage', () => {
  it.each([
    { argv: ['verify', '--help'] },
    { argv: ['verify', '--provider-base-url', 'http://localhost:7007', '-h'] },
    { argv: ['help'] },
    { argv: ['--help'] },
  ])('$argv prints the usage and exits 0', async ({ argv }) => {
    const out: string[] = [];
    const code = await runPorticoContracts(argv, { version: '9.9.9', env: {}, out: (line) => out.push(line), err: () => undefined });
    expect(code).toBe(0);
    expect(out.join('\n')).toContain('Usage: portico-contracts verify --provider-base-url URL [options]');
  });

  it.each([
    { argv: ['verify', '--provider-base-url', 'not-a-url'], says: '--provider-base-url takes an http(s) URL such as http://localhost:7007; got not-a-url' },
    { argv: ['verify', '--provider-base-url', 'ftp://host'], says: '--provider-base-url takes an http(s) URL; got ftp://host' },
    { argv: ['verify', '--provider-base-url', 'http://b', '--fixtures-base-url', 'fixtures'], says: '--fixtures-base-url takes an http(s) URL' },
    { argv: ['verify', '--provider-base-url', 'http://b', '--pact-broker-url', 'broker'], says: '--pact-broker-url takes an http(s) URL' },
    { argv: ['verify', '--nope'], says: "Unknown option '--nope'" },
    { argv: ['frobnicate'], says: 'Unknown command frobnicate' },
    { argv: [], says: '' },
  ])('$argv is a usage error: exit 2', async ({ argv, says }) => {
    const lines: string[] = [];
    const code = await runPorticoContracts(argv, { version: '9.9.9', env: {}, out: (line) => lines.push(line), err: (line) => lines.push(line) });
    expect(code).toBe(2);
    expect(lines.join('\n')).toContain(says);
  });
});

/** Runs `npm run contracts:verify -- <args>` as a process (tsx), with its real standard output and error. */
const runScript = (args: readonly string[]): Promise<Run> =>
  new Promise((resolvePromise) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', join(ROOT, 'contracts/verify.ts'), ...args],
      { cwd: ROOT, env: { ...process.env, NO_COLOR: '1', PACT_DO_NOT_TRACK: 'true' }, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => resolvePromise({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, out: stdout, err: stderr }),
    );
  });

describe('the verify script as a process', () => {
  it('exits 0 for --help and 2 for an unknown option, with or without --provider-base-url', async () => {
    const [help, unknown, helpAgainstBackend, notAUrl] = await Promise.all([
      runScript(['--help']),
      runScript(['--frobnicate']),
      runScript(['--provider-base-url', 'http://127.0.0.1:9', '--help']),
      runScript(['--provider-base-url', 'not-a-url']),
    ]);
    expect([help.code, unknown.code, helpAgainstBackend.code, notAUrl.code]).toEqual([0, 2, 0, 2]);
    expect(help.out).toContain('Usage: npm run contracts:verify');
    expect(unknown.err).toContain("Unknown option '--frobnicate'");
    expect(helpAgainstBackend.out).toContain('Usage: portico-contracts verify');
  });

  it.each(['trace', 'debug', 'info', 'warn'])('never prints the token at log level %s, even when the backend echoes it', async (level) => {
    const token = `contract-secret-${level}-0123456789`;
    const backend = await startStandInBackstage(echoingCookie);
    try {
      const run = await runScript(['--provider-base-url', backend.baseUrl, '--token', token, '--provider', 'app', '--log-level', level]);

      expect({ code: run.code, err: run.err.includes(token) }).toEqual({ code: 0, err: false });
      expect(run.out).toMatch(/^app\s+2\s+0\s+0\s+0$/m);
      expect(run.out.includes(token)).toBe(false);
      // The backend did get it.
      expect(backend.requests.some((request) => request.headers.authorization === `Bearer ${token}`)).toBe(true);
      if (level === 'trace' || level === 'debug' || level === 'info') expect(run.out).toContain('[redacted]');
    } finally {
      await backend.stop();
    }
  });

  it("never prints the guest's token when it signs in as the guest", async () => {
    const guest = 'guest-secret-token-0123456789';
    const backend = await startStandInBackstage(echoingCookie, guest);
    try {
      const run = await runScript(['--provider-base-url', backend.baseUrl, '--provider', 'app', '--log-level', 'info']);

      expect(run.code).toBe(0);
      expect(backend.requests.some((request) => request.headers.authorization === `Bearer ${guest}`)).toBe(true);
      expect(`${run.out}${run.err}`.includes(guest)).toBe(false);
      expect(run.out).toContain('[redacted]');
    } finally {
      await backend.stop();
    }
  });
});

describe('redaction', () => {
  it('takes the token and broker secrets off the command line and out of the environment', () => {
    expect(secretsOf(['verify', '--token', 'tok-12345678', '--broker-token=brk-12345678', '--provider', 'app'], { PACT_BROKER_PASSWORD: 'pwd-12345678' })).toEqual({
      secrets: ['brk-12345678', 'pwd-12345678', 'tok-12345678'],
      argv: ['verify', '--broker-token=brk-12345678', '--provider', 'app'],
      token: 'tok-12345678',
    });
    expect(redact('Bearer tok-12345678 and tok-12345678', ['tok-12345678'])).toBe('Bearer [redacted] and [redacted]');
  });
});
