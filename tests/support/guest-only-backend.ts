// A backend for tests that boot the whole portal: the auth backend lets the guest in and every other call is refused,
// for tests about what the start does rather than what the pages show.
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

const token = `${base64url({ alg: 'none' })}.${base64url({ sub: 'user:default/guest', ent: ['user:default/guest'], exp: 4_102_444_800 })}.signature`;

export const guestSession = {
  providerInfo: {},
  profile: { displayName: 'Guest' },
  backstageIdentity: { token, identity: { type: 'user', userEntityRef: 'user:default/guest', ownershipEntityRefs: ['user:default/guest'] } },
};

/** The guest's session from the guest provider's refresh, 401 for anything else. */
export const guestOnlyBackend = async (input: string): Promise<Response> =>
  input.includes('/api/auth/guest/refresh')
    ? new Response(JSON.stringify(guestSession), { status: 200, headers: { 'Content-Type': 'application/json' } })
    : new Response('{}', { status: 401, statusText: 'Unauthorized' });
