import { waitForFirstSearchIndex } from '../../../config/dev-backend/embedded/embedded-backend-client';
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

describe('waitForFirstSearchIndex', () => {
  it('waits while the search backend answers MissingIndexError, then reports the index built', async () => {
    let searches = 0;
    server.answer((request) => {
      if (request.url.startsWith('/api/auth/guest/refresh')) return jsonReply(200, guest);
      searches += 1;
      return searches < 3 ? missingIndex : jsonReply(200, { results: [] });
    });
    expect(await waitForFirstSearchIndex({ baseUrl: server.origin, pollMs: 10 })).toBe('built');
    const queries = server.received.filter((request) => request.url.startsWith('/api/search/query'));
    expect(queries).toHaveLength(3);
    expect(queries[0]?.url).toBe('/api/search/query?term=&types%5B0%5D=software-catalog&pageLimit=1');
    expect(queries[0]?.headers.authorization).toBe('Bearer guest-token');
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
    server.answer((request) => (request.url.startsWith('/api/auth/') ? jsonReply(200, guest) : missingIndex));
    expect(await waitForFirstSearchIndex({ baseUrl: server.origin, pollMs: 10, timeoutMs: 50 })).toBe('timed-out');
  });
});
