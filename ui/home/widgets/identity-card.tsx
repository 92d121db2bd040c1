import { Card, H4 } from '@blueprintjs/core';
import { useSession } from '../../app/queries';

/** Who you are signed in as: user ref, ownership and email. */
export const IdentityCard = () => {
  const session = useSession();
  if (session.status !== 'signed-in') return null;
  const user = session.user;
  return (
    <Card className="portico-card portico-identity-card portico-home__card" role="region" aria-label="Your identity">
      <H4>Signed in</H4>
      <dl>
        <dt>User</dt>
        <dd data-testid="identity-user-ref">{user.userEntityRef}</dd>
        <dt>Ownership</dt>
        <dd>{user.ownershipEntityRefs.join(', ') || '—'}</dd>
        {user.profile.email ? (
          <>
            <dt>Email</dt>
            <dd>{user.profile.email}</dd>
          </>
        ) : null}
      </dl>
    </Card>
  );
};
