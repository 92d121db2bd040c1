// Deterministic generator of malformed and odd raw HTTP requests, for fuzzing the portal server.
// A seeded PRNG makes every run send the same requests, so a failure names a request that can be replayed.

/** mulberry32: a small, fast, seeded PRNG. */
export const seededRandom = (seed: number): (() => number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
};

export interface FuzzRequest {
  readonly kind: string;
  readonly bytes: Buffer;
}

type Random = () => number;

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const int = (random: Random, max: number): number => Math.floor(random() * max);

const randomBytes = (random: Random, length: number): Buffer => Buffer.from(Array.from({ length }, () => int(random, 256)));
const randomText = (random: Random, length: number, alphabet: string): string =>
  Array.from({ length }, () => alphabet[int(random, alphabet.length)]).join('');

const PATH_ALPHABET = 'abcxyz019/._-~%?#&=+[]{}|\\^`"<> :;@!$\'()*,';

export interface FuzzOptions {
  /** Host header of well-addressed requests (host:port). */
  readonly host: string;
  readonly basePath?: string;
}

const oddTargets = (random: Random, base: string): string[] => [
  '//[',
  '//',
  `//evil.example${base}/`,
  '*',
  'http://evil.example/',
  `http://${'a'.repeat(int(random, 20))}@host/`,
  'evil.example:443',
  `${base}/%`,
  `${base}/%zz`,
  `${base}/%c0%ae%c0%ae/`,
  `${base}/%ff%fe`,
  `${base}/assets/..%2f..%2fpackage.json`,
  `${base}/assets/%2e%2e/%2e%2e/etc/passwd`,
  `${base}/assets/${randomText(random, int(random, 40), PATH_ALPHABET)}`,
  `${base}/api/${randomText(random, int(random, 40), PATH_ALPHABET)}`,
  `${base}/${randomText(random, int(random, 60), PATH_ALPHABET)}`,
  `${base}/.portico/app-config.json?${randomText(random, int(random, 30), PATH_ALPHABET)}`,
  `${base}/healthcheck/${randomText(random, int(random, 10), PATH_ALPHABET)}`,
  `${base}/${'a'.repeat(8_000 + int(random, 20_000))}`,
  `${base}/?${'q=1&'.repeat(2_000 + int(random, 4_000))}`,
  '',
  `${base}/\u00e9\u4e2d`,
];

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH', 'TRACE', 'CONNECT', 'PROPFIND', 'BREW', 'get', 'G ET', 'GET\u0000', ''];

export const generateRequest = (random: Random, options: FuzzOptions): FuzzRequest => {
  const base = options.basePath ?? '';
  const host = `Host: ${options.host}\r\n`;
  const target = pick(random, oddTargets(random, base));
  const method = pick(random, METHODS);
  const line = (text: string) => Buffer.from(text, 'latin1');
  const utf8 = (text: string) => Buffer.from(text, 'utf8');
  switch (int(random, 14)) {
    case 0:
      return { kind: 'odd target', bytes: utf8(`GET ${target} HTTP/1.1\r\n${host}\r\n`) };
    case 1:
      return { kind: 'odd method', bytes: utf8(`${method} ${target || '/'} HTTP/1.1\r\n${host}\r\n`) };
    case 2:
      return { kind: 'huge header', bytes: line(`GET ${base}/ HTTP/1.1\r\n${host}X-Big: ${'x'.repeat(16_000 + int(random, 64_000))}\r\n\r\n`) };
    case 3:
      return {
        kind: 'many headers',
        bytes: line(`GET ${base}/ HTTP/1.1\r\n${host}${Array.from({ length: 200 + int(random, 3_000) }, (_, i) => `X-H${i}: v\r\n`).join('')}\r\n`),
      };
    case 4:
      return {
        kind: 'header injection',
        bytes: utf8(`GET ${base}/ HTTP/1.1\r\n${host}X-A: a\rSet-Cookie: x=1\r\nX-B: ${randomText(random, 20, 'ab\r\n\u0000\t :')}\r\n\r\n`),
      };
    case 5:
      return {
        kind: 'truncated body',
        bytes: line(`${pick(random, ['POST', 'PUT'])} ${pick(random, [`${base}/`, `${base}/api/catalog/entities`, `${base}/catalog`])} HTTP/1.1\r\n${host}Content-Type: application/json\r\nContent-Length: ${100 + int(random, 100_000)}\r\n\r\n{"a":`),
      };
    case 6:
      return {
        kind: 'chunked garbage',
        bytes: Buffer.concat([
          line(`POST ${pick(random, [`${base}/`, `${base}/api/catalog/entities`])} HTTP/1.1\r\n${host}Transfer-Encoding: chunked\r\n\r\n`),
          line(`${pick(random, ['zz', 'ffffffffffffffff', '-1', '5;ext', '3'])}\r\n`),
          randomBytes(random, int(random, 40)),
        ]),
      };
    case 7:
      return {
        kind: 'smuggling',
        bytes: line(`POST ${base}/ HTTP/1.1\r\n${host}Content-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\nGET /x HTTP/1.1\r\n\r\n`),
      };
    case 8:
      return {
        kind: 'upgrade',
        bytes: utf8(
          `GET ${pick(random, [target || '/', `${base}/`, `${base}/api/kubernetes/proxy/x`, '//[', '/%zz'])} HTTP/1.1\r\n${host}Connection: Upgrade\r\nUpgrade: ${pick(random, ['websocket', 'h2c', 'garbage'])}\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: ${pick(random, ['dGhlIHNhbXBsZSBub25jZQ==', 'bad'])}\r\n${random() < 0.3 ? 'Sec-WebSocket-Protocol: vite-hmr\r\n' : ''}\r\n`,
        ),
      };
    case 9:
      return { kind: 'HTTP/0.9 line', bytes: line(`GET ${pick(random, ['/', target || '/'])}\r\n`) };
    case 10:
      return { kind: 'binary garbage', bytes: randomBytes(random, 1 + int(random, 2_000)) };
    case 11:
      return { kind: 'bad version', bytes: line(`GET ${base}/ ${pick(random, ['HTTP/9.9', 'HTTP/1', 'HTTPS/1.1', 'FOO', 'HTTP/1.1 extra'])}\r\n${host}\r\n`) };
    case 12:
      return { kind: 'foreign host', bytes: utf8(`GET ${base}/ HTTP/1.1\r\nHost: ${pick(random, ['evil.example', 'evil.example:3000', '', ' ', 'a b', '[::1', '127.0.0.1:1'])}\r\n\r\n`) };
    default:
      return { kind: 'no host', bytes: line(`GET ${base}/ HTTP/${pick(random, ['1.0', '1.1'])}\r\n\r\n`) };
  }
};
