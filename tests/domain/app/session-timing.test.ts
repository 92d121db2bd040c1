import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import type { AuthSession } from '../../../domain/app/auth-session';
import { SESSION_REFRESH_THRESHOLD_S } from '../../../domain/app/constants';
import {
  decodeIdentityTokenClaims,
  identityExpiresAtMs,
  shouldRefreshSession,
  tokenExpiresAtMs,
} from '../../../domain/app/session-timing';

const b64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const jwt = (payload: unknown) => `${b64url('{"alg":"ES256"}')}.${b64url(JSON.stringify(payload))}.c2ln`;

const NOW = Date.UTC(2025, 0, 1);

const session = (providerExpiresIn?: number, identityExpiresIn?: number, token = 'a.b.c'): AuthSession => ({
  providerInfo: providerExpiresIn === undefined ? {} : { expiresAt: NOW + providerExpiresIn * 1000 },
  profile: {},
  backstageIdentity: {
    token,
    identity: { type: 'user', userEntityRef: 'user:default/jdoe', ownershipEntityRefs: [] },
    ...(identityExpiresIn === undefined ? {} : { expiresAt: NOW + identityExpiresIn * 1000 }),
  },
});

describe('decodeIdentityTokenClaims', () => {
  it('reads sub, ent and exp', () => {
    const token = jwt({ sub: 'user:default/jdoe', ent: ['user:default/jdoe', 'group:default/team'], exp: 1700000000 });
    expect(decodeIdentityTokenClaims(token)).toEqual(
      E.right({ sub: 'user:default/jdoe', ent: ['user:default/jdoe', 'group:default/team'], exp: 1700000000 }),
    );
  });

  it('defaults ent to no refs and leaves exp out when absent', () => {
    expect(decodeIdentityTokenClaims(jwt({ sub: 'user:default/a' }))).toEqual(E.right({ sub: 'user:default/a', ent: [] }));
  });

  it('reads UTF-8 payloads', () => {
    const claims = decodeIdentityTokenClaims(jwt({ sub: 'user:default/jürgen-日本' }));
    expect(E.isRight(claims) && claims.right.sub).toBe('user:default/jürgen-日本');
  });

  it.each<[string, string, string]>([
    ['', 'not-a-jwt', 'Identity token is not a JWT: expected three dot-separated parts'],
    ['abc', 'not-a-jwt', 'Identity token is not a JWT: expected three dot-separated parts'],
    ['a.b', 'not-a-jwt', 'Identity token is not a JWT: expected three dot-separated parts'],
    ['a..c', 'not-a-jwt', 'Identity token is not a JWT: expected three dot-separated parts'],
    ['a.b.c.d', 'not-a-jwt', 'Identity token is not a JWT: expected three dot-separated parts'],
    ['a.@@@@.c', 'bad-encoding', 'Identity token payload is not base64url-encoded UTF-8'],
    [`a.${Buffer.from([0xff, 0xfe]).toString('base64url')}.c`, 'bad-encoding', 'Identity token payload is not base64url-encoded UTF-8'],
    [`a.${b64url('not json')}.c`, 'not-json', 'Identity token payload is not JSON'],
    [`a.${b64url('[1,2]')}.c`, 'not-json', 'Identity token payload is not a JSON object'],
    [jwt({ ent: [] }), 'bad-claims', 'Identity token claim sub must be a non-empty string'],
    [jwt({ sub: '' }), 'bad-claims', 'Identity token claim sub must be a non-empty string'],
    [jwt({ sub: 'user:default/a', ent: 'group:default/b' }), 'bad-claims', 'Identity token claim ent must be a list of entity refs'],
    [jwt({ sub: 'user:default/a', ent: [1] }), 'bad-claims', 'Identity token claim ent must be a list of entity refs'],
    [jwt({ sub: 'user:default/a', exp: '1700000000' }), 'bad-claims', 'Identity token claim exp must be a number of seconds'],
  ])('refuses %p (%s)', (token, reason, message) => {
    expect(decodeIdentityTokenClaims(token)).toEqual(E.left({ _tag: 'TokenDecodeError', reason, message }));
  });

  it('round-trips any claims', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, unit: 'grapheme' }),
        fc.array(fc.string({ unit: 'grapheme' })),
        fc.integer({ min: 0, max: 2 ** 40 }),
        (sub, ent, exp) => {
          expect(decodeIdentityTokenClaims(jwt({ sub, ent, exp }))).toEqual(E.right({ sub, ent, exp }));
        },
      ),
    );
  });

  it('answers Left, never throws, for any text', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (a, b, c) => {
        const result = decodeIdentityTokenClaims(`${a}.${b}.${c}`);
        expect(['Left', 'Right']).toContain(result._tag);
      }),
    );
  });
});

describe('tokenExpiresAtMs', () => {
  it('is the exp claim in milliseconds', () => expect(tokenExpiresAtMs(jwt({ sub: 'u', exp: 1000 }))).toBe(1_000_000));
  it.each([undefined, '', 'not-a-token', jwt({ sub: 'u' })])('is undefined for %p', (token) =>
    expect(tokenExpiresAtMs(token)).toBeUndefined(),
  );
});

describe('shouldRefreshSession', () => {
  it('uses the 180 second threshold', () => expect(SESSION_REFRESH_THRESHOLD_S).toBe(180));

  it.each<[string, number | undefined, number | undefined, boolean]>([
    ['no expiry at all', undefined, undefined, false],
    ['provider token far away', 3600, undefined, false],
    ['provider token within 179 s', 179, undefined, true],
    ['provider token at exactly 180 s', 180, undefined, false],
    ['provider token already expired', -5, undefined, true],
    ['identity token within 100 s', undefined, 100, true],
    ['identity token far away', undefined, 181, false],
    ['either one close is enough', 3600, 60, true],
    ['either one close is enough (other way)', 60, 3600, true],
    ['both far', 3600, 3600, false],
  ])('%s', (_label, provider, identity, expected) => {
    expect(shouldRefreshSession(session(provider, identity), NOW)).toBe(expected);
  });

  it("falls back to the identity token's exp claim", () => {
    const token = jwt({ sub: 'user:default/jdoe', exp: Math.floor(NOW / 1000) + 60 });
    const s = session(undefined, undefined, token);
    expect(identityExpiresAtMs(s)).toBe(NOW + 60_000);
    expect(shouldRefreshSession(s, NOW)).toBe(true);
    expect(shouldRefreshSession(s, NOW - 200_000)).toBe(false);
  });

  it('prefers the expiry the backend sent over the claim', () => {
    const token = jwt({ sub: 'user:default/jdoe', exp: Math.floor(NOW / 1000) + 60 });
    expect(shouldRefreshSession(session(undefined, 3600, token), NOW)).toBe(false);
  });

  it('matches the rule "earliest expiry minus now below 180 s", and stays true as time passes', () => {
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: -1000, max: 10_000 }), { nil: undefined }),
        fc.option(fc.integer({ min: -1000, max: 10_000 }), { nil: undefined }),
        fc.nat({ max: 100_000 }),
        (provider, identity, laterMs) => {
          const s = session(provider, identity);
          const expiries = [provider, identity].filter((v): v is number => v !== undefined);
          const expected = expiries.length > 0 && Math.min(...expiries) < 180;
          expect(shouldRefreshSession(s, NOW)).toBe(expected);
          if (expected) expect(shouldRefreshSession(s, NOW + laterMs)).toBe(true);
        },
      ),
    );
  });
});
