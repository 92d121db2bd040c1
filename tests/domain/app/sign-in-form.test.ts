import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import {
  canContinueCustomSignIn,
  customUserEntityRef,
  USER_ID_REQUIRED,
  validateCustomSignIn,
  validateIdToken,
  validateProviderIds,
  validateUserId,
} from '../../../domain/app/sign-in-form';
import { isValidEntityName, isValidKind, isValidNamespace } from '../../../domain/catalog/field-validators';

describe('User ID', () => {
  it.each<[string, string | undefined]>([
    ['jdoe', undefined],
    ['default/jdoe', undefined],
    ['user:default/jdoe', undefined],
    ['user:jdoe', undefined],
    ['', USER_ID_REQUIRED],
    [':jdoe', 'Invalid user entity reference'],
    ['user:/jdoe', 'Invalid user entity reference'],
    ['user:default/', 'Invalid user entity reference'],
    ['/jdoe', 'Invalid user entity reference'],
    ['Bad Ref!!', 'Invalid user entity reference'],
    ['jdoe!', 'Invalid user entity reference'],
    ['-jdoe', 'Invalid user entity reference'],
    ['1user:jdoe', 'Invalid user entity reference'],
    ['us-er:jdoe', 'Invalid user entity reference'],
    ['my_ns/jdoe', 'Invalid user entity reference'],
    [`${'a'.repeat(64)}`, 'Invalid user entity reference'],
    ['j.doe_2', undefined],
    ['User:Team-A/JDoe', undefined],
  ])('%p → %p', (userId, error) => expect(validateUserId(userId)).toBe(error));

  it('accepts every well-formed name and refuses a name with any other character', () => {
    const name = fc.stringMatching(/^[A-Za-z0-9](?:[A-Za-z0-9._-]{0,30}[A-Za-z0-9])?$/);
    fc.assert(fc.property(name, (n) => expect(validateUserId(`user:default/${n}`)).toBeUndefined()));
    fc.assert(
      fc.property(name, fc.constantFrom(' ', '!', '@', '?', '*', 'é', '%'), (n, bad) =>
        expect(validateUserId(`${n}${bad}${n}`)).toBe('Invalid user entity reference'),
      ),
    );
  });

  it("agrees with the catalog's own rules for kind, namespace and name", () => {
    const part = fc.stringMatching(/^[A-Za-z0-9._\- !é]{1,70}$/);
    fc.assert(fc.property(part, (name) => expect(validateUserId(`user:default/${name}`) === undefined).toBe(isValidEntityName(name))));
    fc.assert(fc.property(part, (kind) => expect(validateUserId(`${kind}:default/jdoe`) === undefined).toBe(isValidKind(kind))));
    fc.assert(
      fc.property(part.map((namespace) => namespace.toLowerCase()), (namespace) =>
        expect(validateUserId(`user:${namespace}/jdoe`) === undefined).toBe(isValidNamespace(namespace)),
      ),
    );
  });

  it('becomes a canonical user ref', () => {
    expect(customUserEntityRef('jdoe')).toEqual(E.right('user:default/jdoe'));
    expect(customUserEntityRef('Team-A/JDoe')).toEqual(E.right('user:team-a/jdoe'));
    expect(customUserEntityRef('group:ops/oncall')).toEqual(E.right('group:ops/oncall'));
    expect(customUserEntityRef('user:')).toEqual(E.left('Invalid user entity reference'));
  });
});

describe('ID Token', () => {
  it.each<[string, string | undefined]>([
    ['', undefined],
    ['eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.abc_DEF-123', undefined],
    ['a.b.c', undefined],
    ['a.b', 'Token is not a valid OpenID Connect JWT Token'],
    ['a.b.c.d', 'Token is not a valid OpenID Connect JWT Token'],
    ['a..c', 'Token is not a valid OpenID Connect JWT Token'],
    ['a.b.c=', 'Token is not a valid OpenID Connect JWT Token'],
    ['a.b+.c', 'Token is not a valid OpenID Connect JWT Token'],
    [' a.b.c', 'Token is not a valid OpenID Connect JWT Token'],
  ])('%p → %p', (token, error) => expect(validateIdToken(token)).toBe(error));

  it('accepts any three dot-separated base64url tokens and refuses other characters', () => {
    const part = fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/);
    fc.assert(fc.property(part, part, part, (a, b, c) => expect(validateIdToken(`${a}.${b}.${c}`)).toBeUndefined()));
    fc.assert(
      fc.property(part, part, fc.constantFrom('+', '/', '=', ' ', '!', '.x.'), (a, b, bad) =>
        expect(validateIdToken(`${a}.${b}${bad}.${a}`)).toBe('Token is not a valid OpenID Connect JWT Token'),
      ),
    );
  });
});

describe('the form', () => {
  it.each<[{ userId: string; idToken: string }, boolean]>([
    [{ userId: '', idToken: '' }, false],
    [{ userId: 'jdoe', idToken: '' }, true],
    [{ userId: 'jdoe', idToken: 'a.b.c' }, true],
    [{ userId: 'jdoe', idToken: 'nope' }, false],
    [{ userId: '', idToken: 'a.b.c' }, false],
    [{ userId: 'user:', idToken: '' }, false],
  ])('%p can continue: %p', (values, ok) => expect(canContinueCustomSignIn(values)).toBe(ok));

  it('stays disabled while unchanged, even when valid', () => {
    const initial = { userId: 'jdoe', idToken: '' };
    expect(canContinueCustomSignIn(initial, initial)).toBe(false);
    expect(canContinueCustomSignIn({ userId: 'jane', idToken: '' }, initial)).toBe(true);
  });

  it('reports each field', () => {
    expect(validateCustomSignIn({ userId: '', idToken: 'x' })).toEqual({
      userId: 'User ID is required',
      idToken: 'Token is not a valid OpenID Connect JWT Token',
    });
    expect(validateCustomSignIn({ userId: 'jdoe', idToken: '' })).toEqual({});
  });

  it('can continue exactly when changed and error-free', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (userId, idToken) => {
        const values = { userId, idToken };
        const changed = userId !== '' || idToken !== '';
        expect(canContinueCustomSignIn(values)).toBe(changed && Object.keys(validateCustomSignIn(values)).length === 0);
      }),
    );
  });
});

describe('validateProviderIds', () => {
  it('accepts unique ids', () => expect(validateProviderIds(['guest', 'github'])).toEqual(E.right(['guest', 'github'])));
  it('refuses a repeated id', () =>
    expect(validateProviderIds(['guest', 'github', 'guest'])).toEqual(
      E.left('ID is duplicated. IDs of identity providers have to be unique.'),
    ));
  it('fails exactly when an id repeats', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('guest', 'custom', 'github', 'google')), (ids) =>
        expect(E.isRight(validateProviderIds(ids))).toBe(new Set(ids).size === ids.length),
      ),
    );
  });
});
