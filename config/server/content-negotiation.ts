// Which stored representation of a file a client gets (br > gzip > identity), and whether its cached copy
// is still good (If-None-Match against a strong ETag).
import type { IncomingMessage } from 'node:http';

export type Encoding = 'br' | 'gzip' | 'identity';

/** Encodings the client accepts, from its Accept-Encoding header (q=0 refuses one; '*' stands for the rest). */
export const acceptedEncodings = (header: string | undefined): ReadonlySet<Encoding> => {
  const accepted = new Set<Encoding>(['identity']);
  if (!header) return accepted;
  const quality = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    quality.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const wildcard = quality.get('*');
  for (const encoding of ['br', 'gzip'] as const) {
    const q = quality.get(encoding) ?? (encoding === 'gzip' ? quality.get('x-gzip') : undefined) ?? wildcard ?? 0;
    if (q > 0) accepted.add(encoding);
  }
  return accepted;
};

/** The best encoding among those available that the client accepts. */
export const chooseEncoding = (request: IncomingMessage, available: ReadonlySet<Encoding>): Encoding => {
  const accepted = acceptedEncodings(request.headers['accept-encoding']);
  for (const encoding of ['br', 'gzip'] as const) if (available.has(encoding) && accepted.has(encoding)) return encoding;
  return 'identity';
};

/** If-None-Match names the representation the client holds (weak comparison, as RFC 9110 asks for GET). */
export const isNotModified = (request: IncomingMessage, etag: string): boolean => {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === opaque);
};
