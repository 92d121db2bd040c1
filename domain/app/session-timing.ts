// When a shell session needs a refresh, and what a Backstage identity token says about itself (its claims).
import * as E from 'fp-ts/Either';
import type { AuthSession } from './auth-session';
import { SESSION_REFRESH_THRESHOLD_S } from './constants';

export interface IdentityTokenClaims {
  /** The user entity ref, e.g. user:default/jdoe. */
  readonly sub: string;
  /** Ownership entity refs. */
  readonly ent: readonly string[];
  /** Expiry in epoch seconds, when the token has one. */
  readonly exp?: number;
}

export type TokenDecodeErrorReason = 'not-a-jwt' | 'bad-encoding' | 'not-json' | 'bad-claims';

export interface TokenDecodeError {
  readonly _tag: 'TokenDecodeError';
  readonly reason: TokenDecodeErrorReason;
  readonly message: string;
}

const tokenError = (reason: TokenDecodeErrorReason, message: string): E.Either<TokenDecodeError, never> =>
  E.left({ _tag: 'TokenDecodeError', reason, message });

const BASE64URL_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** base64url (padding optional) to bytes; undefined when the text is not base64url. */
const base64UrlToBytes = (text: string): number[] | undefined => {
  const unpadded = text.replace(/=+$/, '');
  if (unpadded.length % 4 === 1) return undefined;
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of unpadded) {
    const value = BASE64URL_ALPHABET.indexOf(char);
    if (value === -1) return undefined;
    buffer = ((buffer << 6) | value) & 0xffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  return bytes;
};

/** Strict UTF-8 decoding written out, so the domain needs no TextDecoder; undefined on invalid input. */
const utf8Decode = (bytes: readonly number[]): string | undefined => {
  let out = '';
  let i = 0;
  while (i < bytes.length) {
    const first = bytes[i]!;
    let length: number;
    let codePoint: number;
    if (first < 0x80) [length, codePoint] = [1, first];
    else if (first >= 0xc2 && first < 0xe0) [length, codePoint] = [2, first & 0x1f];
    else if (first >= 0xe0 && first < 0xf0) [length, codePoint] = [3, first & 0x0f];
    else if (first >= 0xf0 && first < 0xf5) [length, codePoint] = [4, first & 0x07];
    else return undefined;
    if (i + length > bytes.length) return undefined;
    for (let k = 1; k < length; k += 1) {
      const next = bytes[i + k]!;
      if ((next & 0xc0) !== 0x80) return undefined;
      codePoint = (codePoint << 6) | (next & 0x3f);
    }
    const overlong = (length === 3 && codePoint < 0x800) || (length === 4 && codePoint < 0x10000);
    if (overlong || codePoint > 0x10ffff || (codePoint >= 0xd800 && codePoint <= 0xdfff)) return undefined;
    out += String.fromCodePoint(codePoint);
    i += length;
  }
  return out;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads the claims of a Backstage identity token without verifying its signature (the backend does
 * that). The payload is the middle of three dot-separated base64url parts and must be a JSON object
 * with a string `sub`, an optional string array `ent` and an optional numeric `exp`.
 */
export const decodeIdentityTokenClaims = (token: string): E.Either<TokenDecodeError, IdentityTokenClaims> => {
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((part) => part.length === 0)) {
    return tokenError('not-a-jwt', 'Identity token is not a JWT: expected three dot-separated parts');
  }
  const bytes = base64UrlToBytes(parts[1]!);
  const text = bytes && utf8Decode(bytes);
  if (text === undefined) return tokenError('bad-encoding', 'Identity token payload is not base64url-encoded UTF-8');
  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch {
    return tokenError('not-json', 'Identity token payload is not JSON');
  }
  if (!isRecord(payload)) return tokenError('not-json', 'Identity token payload is not a JSON object');
  const { sub, ent, exp } = payload;
  if (typeof sub !== 'string' || sub === '') {
    return tokenError('bad-claims', 'Identity token claim sub must be a non-empty string');
  }
  if (ent !== undefined && !(Array.isArray(ent) && ent.every((ref) => typeof ref === 'string'))) {
    return tokenError('bad-claims', 'Identity token claim ent must be a list of entity refs');
  }
  if (exp !== undefined && !(typeof exp === 'number' && Number.isFinite(exp))) {
    return tokenError('bad-claims', 'Identity token claim exp must be a number of seconds');
  }
  return E.right({ sub, ent: (ent as string[] | undefined) ?? [], ...(exp === undefined ? {} : { exp }) });
};

/** Expiry of an identity token in epoch ms, from its exp claim; undefined when it has none or is unreadable. */
export const tokenExpiresAtMs = (token: string | undefined): number | undefined => {
  if (!token) return undefined;
  const claims = decodeIdentityTokenClaims(token);
  return E.isRight(claims) && claims.right.exp !== undefined ? claims.right.exp * 1000 : undefined;
};

/** The Backstage identity's expiry: the one the backend sent, else the token's own exp claim. */
export const identityExpiresAtMs = (session: AuthSession): number | undefined => {
  const identity = session.backstageIdentity;
  if (!identity) return undefined;
  return identity.expiresAt ?? tokenExpiresAtMs(identity.token);
};

/**
 * Refresh when either the Backstage identity token or the provider token expires within
 * 180 seconds. A session whose tokens carry no expiry never needs a time-based refresh.
 */
export const shouldRefreshSession = (session: AuthSession, nowMs: number): boolean => {
  const expiries = [session.providerInfo.expiresAt, identityExpiresAtMs(session)].filter(
    (value): value is number => typeof value === 'number' && !Number.isNaN(value),
  );
  if (expiries.length === 0) return false;
  const secondsLeft = (Math.min(...expiries) - nowMs) / 1000;
  return secondsLeft < SESSION_REFRESH_THRESHOLD_S;
};
