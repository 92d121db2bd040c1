// The readiness probe's backend check: one question to the backend stands for every probe within about a second.
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { backendReadiness, createHealth, READINESS_CACHE_MS } from '../../../config/server/health';

const answers = () => {
  const seen: { status: number; body: string }[] = [];
  const response = () => {
    let status = 0;
    return {
      writeHead: (code: number) => {
        status = code;
        return undefined;
      },
      end: (body?: string) => seen.push({ status, body: body ?? '' }),
    } as unknown as ServerResponse;
  };
  return { seen, response };
};

describe('createHealth', () => {
  it('asks the backend at most once a second, however many probes come', async () => {
    let clock = 0;
    let asked = 0;
    let problem: string | undefined = undefined;
    const problems: string[] = [];
    const health = createHealth({
      backendBaseUrl: 'http://backend.internal:7007',
      now: () => clock,
      askBackend: async () => {
        asked += 1;
        return problem;
      },
      onBackendProblem: (found, backend) => problems.push(`${found} at ${backend}`),
    });
    const { seen, response } = answers();
    for (let probe = 0; probe < 50; probe += 1) await health.serve('/.backstage/health/v1/readiness', response(), false, false);
    expect(asked).toBe(1);
    expect(seen.every((answer) => answer.status === 200)).toBe(true);

    problem = 'the backend answered 503';
    clock += READINESS_CACHE_MS - 1;
    await health.serve('/.backstage/health/v1/readiness', response(), false, false);
    expect(seen.at(-1)?.status).toBe(200);
    clock += 1;
    await health.serve('/.backstage/health/v1/readiness', response(), false, false);
    expect(asked).toBe(2);
    expect(seen.at(-1)).toEqual({ status: 503, body: JSON.stringify({ message: 'the backend answered 503', status: 'error' }) });
    expect(problems).toEqual(['the backend answered 503 at http://backend.internal:7007']);
  });

  it('is not ready while the portal stops, and stays alive', async () => {
    const health = createHealth({ askBackend: async () => undefined, backendBaseUrl: 'http://backend' });
    const { seen, response } = answers();
    await health.serve('/.backstage/health/v1/readiness', response(), false, true);
    await health.serve('/.backstage/health/v1/liveness', response(), false, true);
    expect(seen).toEqual([
      { status: 503, body: JSON.stringify({ message: 'Portico is shutting down', status: 'error' }) },
      { status: 200, body: JSON.stringify({ status: 'ok' }) },
    ]);
  });

  it('names the backend in the log without the user information of backend.baseUrl', async () => {
    const problems: string[] = [];
    const health = createHealth({
      backendBaseUrl: 'https://portal-user:url-secret@backend.internal:7007/',
      askBackend: async () => 'the backend answered 502',
      onBackendProblem: (found, backend) => problems.push(`${found} at ${backend}`),
    });
    const { response } = answers();
    await health.serve('/healthcheck/ready', response(), false, false);
    expect(problems).toEqual(['the backend answered 502 at https://backend.internal:7007/']);
  });
});

describe('backendReadiness', () => {
  it("asks a backend whose URL has user information with those credentials, as Basic authorization", async () => {
    const seen: { url?: string; authorization?: string }[] = [];
    const backend = createServer((request, response) => {
      seen.push({ ...(request.url ? { url: request.url } : {}), ...(request.headers.authorization ? { authorization: request.headers.authorization } : {}) });
      response.writeHead(200).end('{"status":"ok"}');
    });
    await new Promise<void>((done) => backend.listen(0, '127.0.0.1', done));
    try {
      const { port } = backend.address() as AddressInfo;
      expect(await backendReadiness(`http://portal-user:url%20secret@127.0.0.1:${port}`)).toBeUndefined();
      expect(seen).toEqual([
        { url: '/.backstage/health/v1/readiness', authorization: `Basic ${Buffer.from('portal-user:url secret').toString('base64')}` },
      ]);
    } finally {
      await new Promise((done) => backend.close(done));
    }
  });
});
