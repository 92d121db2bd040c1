import { SEARCH_TASKS_PATH, waitForFirstSearchIndex } from '../../../config/dev-backend/embedded/embedded-backend-client';
import { jsonReply, startLocalHttpServer, type LocalHttpServer } from '../../adapters/shared/local-http-server';

// The start's wait for the embedded backend's first search index, against a local server playing the backend.

let server: LocalHttpServer;
beforeAll(async () => {
  server = await startLocalHttpServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.received.length = 0;
});

const guest = { backstageIdentity: { token: 'guest-token' } };
const missingIndex = jsonReply(500, { error: { name: 'MissingIndexError', message: 'Missing index for software-catalog.' } });

const tasks = (...ended: Array<string | undefined>) =>
  jsonReply(200, {
    tasks: [
      ...ended.map((at, index) => ({ taskId: `search_index_${index === 0 ? 'software_catalog' : 'techdocs'}`, taskState: at ? { status: 'idle', lastRunEndedAt: at } : { status: 'idle' } })),
      { taskId: 'some_other_task', taskState: null },
    ],
  });

const searches = () => server.received.filter((request) => request.url.startsWith('/api/search/query'));

describe('waitForFirstSearchIndex', () => {
  it("does not search before the scheduler says every indexing task has run, so the backend logs no MissingIndexError", async () => {
    let polls = 0;
    server.answer((request) => {
      if (request.url.startsWith('/api/auth/guest/refresh')) return jsonReply(200, guest);
      if (request.url === SEARCH_TASKS_PATH) {
        polls += 1;
        return polls < 3 ? tasks(undefined, undefined) : polls < 5 ? tasks('2026-11-29T05:00:05Z', undefined) : tasks('2026-11-29T05:00:05Z', '2026-11-29T05:00:06Z');
      }
      return jsonReply(200, { results: [] });
    });
    expect(await waitForFirstSearchIndex({ baseUrl: server.origin, pollMs: 10 })).toBe('built');
    expect(polls).toBe(5);
    expect(searches()).toHaveLength(1);
    expect(searches()[0]?.url).toBe('/api/search/query?term=&types%5B0%5D=software-catalog&pageLimit=1');
    expect(searches()[0]?.headers.authorization).toBe('Bearer guest-token');
    expect(server.received.find((request) => request.url === SEARCH_TASKS_PATH)?.headers.authorization).toBe('Bearer guest-token');
  });

  it('after a run that built no index (no documents), searches again only after the next run', async () => {
    let polls = 0;
    server.answer((request) => {
      if (request.url.startsWith('/api/auth/')) return jsonReply(200, guest);
      if (request.url === SEARCH_TASKS_PATH) {
        polls += 1;
        return tasks(polls < 4 ? '2026-11-29T05:00:05Z' : '2026-11-29T05:00:35Z');
      }
      return polls < 4 ? missingIndex : jsonReply(200, { results: [] });
    });
    expect(await waitForFirstSearchIndex({ baseUrl: server.origin, pollMs: 10 })).toBe('built');
    expect(searches()).toHaveLength(2);
  });

  it("asks the search itself on every poll when the backend's scheduler does not say", async () => {
    let queries = 0;
    server.answer((request) => {
      if (request.url.startsWith('/api/auth/guest/refresh')) return jsonReply(200, guest);
      if (request.url === SEARCH_TASKS_PATH) return jsonReply(404, { error: { name: 'NotFoundError', message: 'Not found' } });
      queries += 1;
      return queries < 3 ? missingIndex : jsonReply(200, { results: [] });
    });
    expect(await waitForFirstSearchIndex({ baseUrl: server.origin, pollMs: 10 })).toBe('built');
    expect(searches()).toHaveLength(3);
  });

  it('does not wait for a backend without the search plugin (a bare 404)', async () => {
    server.answer((request) => (request.url.startsWith('/api/auth/') ? jsonReply(200, guest) : { status: 404 }));
    expect(await waitForFirstSearchIndex({ baseUrl: server.origin, pollMs: 10 })).toBe('no-search-plugin');
  });

  it('does not wait when the guest cannot sign in', async () => {
    server.answer(() => ({ status: 404 }));
    expect(await waitForFirstSearchIndex({ baseUrl: server.origin, pollMs: 10 })).toBe('no-guest-sign-in');
  });

  it('gives up after its time, for a catalog that never gets an index', async () => {
    server.answer((request) => (request.url.startsWith('/api/auth/') ? jsonReply(200, guest) : request.url === SEARCH_TASKS_PATH ? tasks('2026-11-29T05:00:05Z') : missingIndex));
    expect(await waitForFirstSearchIndex({ baseUrl: server.origin, pollMs: 10, timeoutMs: 50 })).toBe('timed-out');
  });

  it('ends when its signal is aborted (the stack stops)', async () => {
    server.answer((request) => (request.url.startsWith('/api/auth/') ? jsonReply(200, guest) : tasks(undefined)));
    const stopping = new AbortController();
    const waiting = waitForFirstSearchIndex({ baseUrl: server.origin, pollMs: 60_000, signal: stopping.signal });
    while (!server.received.some((request) => request.url === SEARCH_TASKS_PATH)) await new Promise((resolve) => setTimeout(resolve, 5));
    stopping.abort();
    expect(await waiting).toBe('stopped');
    // The first poll can take seconds to arrive when other heavy work shares the cores: a limit, not a pace.
  }, 30_000);

  it('ends when its signal is aborted while a poll is on its way, without waiting for the next poll', async () => {
    const stopping = new AbortController();
    server.answer((request) => {
      if (request.url.startsWith('/api/auth/')) return jsonReply(200, guest);
      // The stack stops after the poll has left and before its answer is read.
      stopping.abort();
      return tasks(undefined);
    });
    expect(await waitForFirstSearchIndex({ baseUrl: server.origin, pollMs: 600_000, signal: stopping.signal })).toBe('stopped');
  }, 30_000);
});
