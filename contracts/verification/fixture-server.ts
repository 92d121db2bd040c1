// Serves contracts/fixtures over HTTP on loopback, so the embedded backend can read the catalog files
// that catalog provider states register (the backend is allowed to read this host only).
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { dirname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const FIXTURES_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures');

export interface FixtureServer {
  /** e.g. http://127.0.0.1:41234 */
  readonly baseUrl: string;
  /** host:port, as backend.reading.allow wants it. */
  readonly host: string;
  stop(): Promise<void>;
}

/** The file under `root` that a URL path names, or undefined when the path leaves `root`. */
export const fixturePath = (root: string, urlPath: string): string | undefined => {
  const relative = normalize(decodeURIComponent(urlPath.split('?')[0] ?? '')).replace(/^([/\\])+/, '');
  const file = join(root, relative);
  return file.startsWith(root + sep) ? file : undefined;
};

export const startFixtureServer = async (root: string = FIXTURES_DIR): Promise<FixtureServer> => {
  const server: Server = createServer((request, response) => {
    const file = fixturePath(root, request.url ?? '/');
    if (request.method !== 'GET' || !file) {
      response.writeHead(404).end();
      return;
    }
    readFile(file).then(
      (content) => response.writeHead(200, { 'content-type': 'text/yaml; charset=utf-8' }).end(content),
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
};
