import { Card, H4 } from '@blueprintjs/core';
import { displayNameOf } from '../../../domain/app/identity';
import { useSession } from '../../app/queries';
import { EntityRefLinks } from '../../catalog/entity-ref-link';

/** Who you are signed in as: your name, what you own through (by name, references in tooltips) and email. `title` replaces its own. */
export const IdentityCard = ({ title }: { readonly title?: string | undefined }) => {
  const session = useSession();
  if (session.status !== 'signed-in') return null;
  const user = session.user;
  return (
    <Card className="portico-card portico-identity-card portico-home__card" role="region" aria-label={title ?? 'Your identity'}>
      <H4>{title ?? 'Signed in'}</H4>
      <dl>
        <dt>User</dt>
        <dd data-testid="identity-user-ref" title={user.userEntityRef}>
          {displayNameOf(user.profile, user.userEntityRef)}
        </dd>
        <dt>Ownership</dt>
        <dd>{user.ownershipEntityRefs.length ? <EntityRefLinks refs={user.ownershipEntityRefs} /> : '—'}</dd>
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
