import { Card, H1, H4 } from '@blueprintjs/core';
import { useSession } from '../app/use-session';

const greeting = (hour: number): string => (hour < 12 ? 'Good morning' : hour < 18 ? 'Good afternoon' : 'Good evening');

/** The landing page: a welcome title and who you are signed in as. */
export const HomePage = () => {
  const session = useSession();
  const user = session.status === 'signed-in' ? session.user : undefined;
  const name = user?.profile.displayName ?? user?.userEntityRef ?? 'there';
  return (
    <div className="portico-page">
      <H1>
        {greeting(new Date().getHours())}, {name}
      </H1>
      {user ? (
        <Card className="portico-identity-card" aria-label="Your identity">
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
      ) : null}
    </div>
  );
};
