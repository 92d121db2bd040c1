import { generateRequest, seededRandom, type FuzzRequest } from '../../support/fuzz-requests';
import { sendRaw, type RawReply } from '../../support/raw-http';

/**
 * 10,000 generated raw requests (bad targets, odd methods, huge headers, truncated and chunked-garbage bodies,
 * upgrades to odd paths, binary garbage) against the shared e2e stack: the portal in static mode with the
 * backend proxy in front of the real embedded backend. After every batch both still answer.
 */
const TOTAL = 10_000;
const BATCH = 200;
const CONCURRENCY = 16;
const PER_REQUEST_MS = 2_000;

const portalUrl = new URL(process.env.PORTICO_E2E_PORTAL_URL ?? 'http://127.0.0.1:0');
const backendUrl = process.env.PORTICO_E2E_BACKEND_URL ?? '';
const port = Number(portalUrl.port);

// Most requests answer at once; the ones the server waits on (truncated bodies) are cut after 2 s each.
jest.setTimeout(30 * 60_000);

/** Runs `tasks` with at most `limit` at a time; results in order. */
const pooled = async <T>(tasks: readonly (() => Promise<T>)[], limit: number): Promise<T[]> => {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
};

const wellFormedOrClosed = (reply: RawReply): boolean => reply.statusLine === '' || (reply.status !== undefined && reply.status < 500);

describe('fuzzing the portal with raw requests', () => {
  it(`answers ${TOTAL} malformed requests with a 4xx (or a closed socket) and keeps serving, and so does the backend`, async () => {
    const random = seededRandom(0x5eed_0001);
    const fuzzOptions = { host: portalUrl.host, basePath: portalUrl.pathname.replace(/\/+$/, '') };
    const problems: string[] = [];
    for (let sent = 0; sent < TOTAL; sent += BATCH) {
      const batch: FuzzRequest[] = Array.from({ length: Math.min(BATCH, TOTAL - sent) }, () => generateRequest(random, fuzzOptions));
      const replies = await pooled(batch.map((request) => () => sendRaw(port, request.bytes, { timeoutMs: PER_REQUEST_MS })), CONCURRENCY);
      replies.forEach((reply, index) => {
        if (!wellFormedOrClosed(reply)) problems.push(`#${sent + index} ${batch[index]!.kind}: ${JSON.stringify(reply.statusLine.slice(0, 120))}`);
      });
      const [portalHealth, backendReadiness] = await Promise.all([
        fetch(new URL(`${fuzzOptions.basePath}/healthcheck`, portalUrl)),
        fetch(`${backendUrl}/.backstage/health/v1/readiness`),
      ]);
      if (portalHealth.status !== 200 || backendReadiness.status !== 200) {
        throw new Error(`After request #${sent + batch.length}: portal health ${portalHealth.status}, backend readiness ${backendReadiness.status}`);
      }
      await Promise.all([portalHealth.body?.cancel(), backendReadiness.body?.cancel()]);
    }
    expect(problems).toEqual([]);

    const page = await fetch(portalUrl.href);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    const api = await fetch(new URL(`${fuzzOptions.basePath}/api/catalog/entities?limit=1`, portalUrl));
    // Unauthenticated: the backend itself answers (401), through the proxy.
    expect([200, 401]).toContain(api.status);
    expect(api.headers.get('content-type')).toMatch(/application\/json/);
  });
});
