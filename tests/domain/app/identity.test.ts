import fc from 'fast-check';
import {
  displayNameOf,
  GUEST_IDENTITY,
  GUEST_PROFILE,
  GUEST_USER_ID,
  identityFromClaims,
  ownershipRefsOf,
  profileFrom,
  userEntityRefWarning,
  userIdOf,
} from '../../../domain/app/identity';

describe('guest identity', () => {
  it('is user guest, ref user:default/guest, display name Guest', () => {
    expect(GUEST_USER_ID).toBe('guest');
    expect(GUEST_IDENTITY).toEqual({ type: 'user', userEntityRef: 'user:default/guest', ownershipEntityRefs: ['user:default/guest'] });
    expect(GUEST_PROFILE.displayName).toBe('Guest');
    expect(userIdOf(GUEST_IDENTITY.userEntityRef)).toBe('guest');
  });
});

describe('userEntityRefWarning', () => {
  it.each(['user:default/jdoe', 'user:development/guest', 'group:team-a/x'])('accepts %p silently', (ref) =>
    expect(userEntityRefWarning(ref)).toBeUndefined(),
  );

  it.each(['jdoe', 'user:jdoe', 'default/jdoe', 'user:/jdoe', ':default/jdoe', 'user:default/', ''])('warns about %p', (ref) =>
    expect(userEntityRefWarning(ref)).toBe(
      `The identity has an invalid userEntityRef, '${ref}'. It must be a full entity reference of the form '<kind>:<namespace>/<name>'.`,
    ),
  );

  it('warns exactly when the ref is not kind:namespace/name', () => {
    const word = fc.stringMatching(/^[a-z0-9-]{1,8}$/);
    fc.assert(fc.property(word, word, word, (k, ns, n) => expect(userEntityRefWarning(`${k}:${ns}/${n}`)).toBeUndefined()));
    fc.assert(fc.property(word, word, (a, b) => expect(userEntityRefWarning(`${a}/${b}`)).toBeDefined()));
  });
});

describe('identity helpers', () => {
  it('reads an identity from token claims', () => {
    expect(identityFromClaims({ sub: 'user:default/jdoe', ent: ['group:default/team'] })).toEqual({
      type: 'user',
      userEntityRef: 'user:default/jdoe',
      ownershipEntityRefs: ['group:default/team'],
    });
  });

  it('ownership refs include the user, lowercased, without repeats', () => {
    expect(
      ownershipRefsOf({ type: 'user', userEntityRef: 'user:default/JDoe', ownershipEntityRefs: ['group:default/Team', 'group:default/team'] }),
    ).toEqual(['user:default/jdoe', 'group:default/team']);
    expect(ownershipRefsOf(GUEST_IDENTITY)).toEqual(['user:default/guest']);
  });

  it.each<[string, string]>([
    ['user:default/jdoe', 'jdoe'],
    ['user:jdoe', 'jdoe'],
    ['jdoe', 'jdoe'],
  ])('user id of %p is %p', (ref, id) => expect(userIdOf(ref)).toBe(id));

  it('keeps only string profile fields', () => {
    expect(profileFrom({ email: 'a@b.c', displayName: 'A', picture: 3, extra: 'x' })).toEqual({ email: 'a@b.c', displayName: 'A' });
    expect(profileFrom(null)).toEqual({});
    expect(profileFrom({ displayName: '' })).toEqual({});
  });

  it('names the user by display name, email, then user id', () => {
    expect(displayNameOf({ displayName: 'Jane', email: 'j@x' }, 'user:default/jane')).toBe('Jane');
    expect(displayNameOf({ email: 'j@x' }, 'user:default/jane')).toBe('j@x');
    expect(displayNameOf({}, 'user:default/jane')).toBe('jane');
  });
});
