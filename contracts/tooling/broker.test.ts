// The verifier's Pact Broker workflow, up to the network: a stand-in broker (recording every request) serves the
// app pact by consumer version selectors, the command replays it against a stand-in backend with the Pact
// Foundation's verifier, and publishes the result with the provider version and branch. The requests are checked
// exactly: paths, methods, bodies and credentials.
import { readFile } from 'node:fs/promises';
import { runPorticoContracts } from '../cli/portico-contracts';
import { pactFileOf } from '../support/providers';
import { json, startRecordingServer, type RecordedRequest, type RecordingServer } from './recording-server';

jest.setTimeout(120_000);

const PACT_PATH = '/pacts/provider/app/consumer/portico/pact-version/0f1e2d';
const RESULTS_PATH = `${PACT_PATH}/verification-results`;

/** A broker holding one pact of portico for the provider app. */
const startBroker = async (pending: boolean): Promise<RecordingServer> => {
  const pact = JSON.parse(await readFile(pactFileOf('app'), 'utf8')) as object;
  return startRecordingServer((request, response, base) => {
    if (request.method === 'GET' && request.url === '/') {
      return json(response, 200, {
        _links: {
          'pb:provider-pacts-for-verification': { href: `${base}/pacts/provider/{provider}/for-verification`, templated: true },
          'pb:pacticipant-branch-version': { href: `${base}/pacticipants/{pacticipant}/branches/{branch}/versions/{version}`, templated: true },
        },
      });
    }
    if (request.method === 'POST' && request.url === '/pacts/provider/app/for-verification') {
      return json(response, 200, {
        _embedded: {
          pacts: [
            {
              shortDescription: 'latest from branch main',
              verificationProperties: { pending, notices: [] },
              _links: { self: { href: `${base}${PACT_PATH}`, name: 'Pact between portico (4a5b6c) and app' } },
            },
          ],
        },
      });
    }
    if (request.method === 'GET' && request.url === PACT_PATH) {
      return json(response, 200, { ...pact, _links: { 'pb:publish-verification-results': { href: `${base}${RESULTS_PATH}` } } });
    }
    if (request.method === 'PUT' && request.url === '/pacticipants/app/branches/main/versions/1.2.3') return json(response, 200, {});
    if (request.method === 'POST' && request.url === RESULTS_PATH) return json(response, 201, {});
    json(response, 404, {});
  });
};

/** A backend serving the app cookie the way Backstage does, or with a malformed expiry. */
const startBackend = (expiresAt: string): Promise<RecordingServer> =>
  startRecordingServer((request, response) => {
    // What the verifier asks first: is this a Backstage backend, and does its catalog take the token?
    if (request.url === '/.backstage/health/v1/readiness') return json(response, 200, { status: 'ok' });
    if (request.url === '/api/catalog/entities?limit=1') return json(response, 200, []);
    if (request.url !== '/api/app/.backstage/auth/v1/cookie') return void response.writeHead(404).end();
    if (request.method === 'DELETE') {
      return void response.writeHead(204, { 'set-cookie': 'backstage-auth=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly' }).end();
    }
    if (!request.headers.authorization) return json(response, 401, { error: { name: 'AuthenticationError', message: 'Missing credentials' } });
    json(response, 200, { expiresAt }, { 'set-cookie': 'backstage-auth=abc; Path=/; HttpOnly' });
  });

const GOOD_EXPIRY = '2030-01-01T00:00:00.000Z';

interface Run {
  readonly code: number;
  readonly out: string;
  readonly err: string;
  readonly broker: readonly RecordedRequest[];
  readonly backend: readonly RecordedRequest[];
}

const verify = async (options: { expiresAt?: string; pending?: boolean; args?: string[]; env?: NodeJS.ProcessEnv }): Promise<Run> => {
  const broker = await startBroker(options.pending ?? false);
  const backend = await startBackend(options.expiresAt ?? GOOD_EXPIRY);
  const out: string[] = [];
  const err: string[] = [];
  try {
    const code = await runPorticoContracts(
      [
        'verify',
        '--provider-base-url',
        backend.baseUrl,
        '--token',
        'user-token',
        '--provider',
        'app',
        '--pact-broker-url',
        broker.baseUrl,
        ...(options.args ?? []),
      ],
      { version: '9.9.9', env: options.env ?? { PACT_BROKER_TOKEN: 'broker-token' }, out: (line) => out.push(line), err: (line) => err.push(line) },
    );
    return { code, out: out.join('\n'), err: err.join('\n'), broker: broker.requests, backend: backend.requests };
  } finally {
    await Promise.all([broker.stop(), backend.stop()]);
  }
};

const PUBLISH = ['--publish-verification-results', '--provider-version', '1.2.3', '--provider-version-branch', 'main', '--build-url', 'https://ci.example.com/build/7'];

const calls = (requests: readonly RecordedRequest[]) => requests.map((request) => `${request.method} ${request.url}`);
const bodyOf = (requests: readonly RecordedRequest[], method: string, url: string): unknown =>
  JSON.parse(requests.find((request) => request.method === method && request.url === url)?.body ?? 'null');

describe('verifying pacts from a Pact Broker', () => {
  it('fetches the pacts by the default selectors, replays them and publishes the result with the provider version and branch', async () => {
    const run = await verify({ args: PUBLISH });

    expect({ code: run.code, err: run.err }).toEqual({ code: 0, err: '' });
    expect(calls(run.broker)).toEqual([
      'GET /',
      'POST /pacts/provider/app/for-verification',
      `GET ${PACT_PATH}`,
      'GET /',
      'PUT /pacticipants/app/branches/main/versions/1.2.3',
      `POST ${RESULTS_PATH}`,
    ]);
    for (const request of run.broker) expect(request.headers.authorization).toBe('Bearer broker-token');
    expect(bodyOf(run.broker, 'POST', '/pacts/provider/app/for-verification')).toEqual({
      consumerVersionSelectors: [
        { consumer: 'portico', mainBranch: true },
        { consumer: 'portico', deployedOrReleased: true },
      ],
      includePendingStatus: false,
      providerVersionBranch: 'main',
    });
    expect(bodyOf(run.broker, 'PUT', '/pacticipants/app/branches/main/versions/1.2.3')).toEqual({});
    expect(bodyOf(run.broker, 'POST', RESULTS_PATH)).toEqual({
      success: true,
      providerApplicationVersion: '1.2.3',
      buildUrl: 'https://ci.example.com/build/7',
      verifiedBy: { implementation: 'portico-contracts', version: '9.9.9' },
      testResults: [
        { interactionDescription: 'a refresh of the app cookie', success: true },
        { interactionDescription: 'a removal of the app cookie', success: true },
      ],
    });
    // The backend got the user's token where the pact recorded one, and none on the sign-out's DELETE.
    const tokens = new Set(run.backend.map((request) => request.headers.authorization));
    expect([...tokens].sort()).toEqual(['Bearer user-token', undefined]);
    expect(run.backend.filter((request) => request.method === 'DELETE').map((request) => request.headers.authorization)).toEqual([undefined]);
    expect(run.out).toContain('Published the successful verification of app [latest from branch main] as app 1.2.3.');
  });

  it('publishes a failed verification, with the mismatch, and exits 1; basic credentials and given selectors', async () => {
    const run = await verify({
      expiresAt: 'tomorrow',
      args: [...PUBLISH, '--consumer-version-selector', '{"branch":"feature-x"}'],
      env: { PACT_BROKER_USERNAME: 'ci', PACT_BROKER_PASSWORD: 's3cret' },
    });

    expect(run.code).toBe(1);
    for (const request of run.broker) expect(request.headers.authorization).toBe(`Basic ${Buffer.from('ci:s3cret').toString('base64')}`);
    expect(bodyOf(run.broker, 'POST', '/pacts/provider/app/for-verification')).toMatchObject({ consumerVersionSelectors: [{ consumer: 'portico', branch: 'feature-x' }] });
    expect(bodyOf(run.broker, 'POST', RESULTS_PATH)).toMatchObject({
      success: false,
      testResults: [
        { interactionDescription: 'a refresh of the app cookie', success: false, mismatches: [{ description: expect.stringContaining('tomorrow') }] },
        { interactionDescription: 'a removal of the app cookie', success: true },
      ],
    });
    expect(run.out).toMatch(/^app\s+1\s+0\s+0\s+1$/m);
    expect(run.out).toContain('app: "a refresh of the app cookie"');
  });

  it('reports a pending pact\'s failure without failing the run', async () => {
    const run = await verify({ expiresAt: 'tomorrow', pending: true, args: ['--enable-pending', '--provider-version-branch', 'feature-y'] });

    expect(run.code).toBe(0);
    // The broker decides what is pending for the provider's branch.
    expect(bodyOf(run.broker, 'POST', '/pacts/provider/app/for-verification')).toMatchObject({ includePendingStatus: true, providerVersionBranch: 'feature-y' });
    expect(run.out).toContain('(pending pact: does not fail the run)');
    expect(calls(run.broker)).not.toContain(`POST ${RESULTS_PATH}`);
  });

  it('refuses to publish a result for a pact with interactions skipped on purpose, before replaying anything', async () => {
    const run = await verify({ args: [...PUBLISH, '--skip-state', 'the app backend plugin is installed'] });

    expect(run.code).toBe(2);
    expect(run.err).toContain('Verification results would not be published');
    expect(run.err).toContain('app [latest from branch main]: 2 interaction(s) skipped');
    expect(calls(run.broker)).not.toContain(`POST ${RESULTS_PATH}`);
    expect(run.backend.filter((request) => request.url === '/api/app/.backstage/auth/v1/cookie' && request.headers.authorization)).toEqual([]);
  });
});
