import { Card, H4, Spinner } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { RELATION_CHILD_OF, RELATION_MEMBER_OF, RELATION_PARENT_OF, relationTargets, type Entity } from '../../domain/catalog/entity';
import { stringifyEntityRef } from '../../domain/catalog/entity-ref';
import { entityListToSearch } from '../../domain/catalog/filter-url';
import { entityTitle } from '../../domain/catalog/presentation';
import { ErrorPanel, ExternalLink } from '../app/chrome';
import { EntityRefLink, EntityRefLinks } from '../catalog/entity-ref-link';
import { useMembers, useOwnership } from './queries';

const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

const Avatar = ({ entity, size = 48 }: { entity: Entity; size?: number }) => {
  const picture = text(entity.spec?.profile?.picture);
  const title = entityTitle(entity);
  return picture && /^https:\/\//i.test(picture) ? (
    <img className="portico-avatar" src={picture} alt="" width={size} height={size} />
  ) : (
    <span className="portico-avatar portico-avatar--initial" style={{ width: size, height: size }} aria-hidden="true">
      {title.slice(0, 1).toUpperCase()}
    </span>
  );
};

/** Group or user profile: display name, email, and where it sits in the organisation. */
export const ProfileCard = ({ entity }: { entity: Entity }) => {
  const email = text(entity.spec?.profile?.email);
  const isGroup = entity.kind.toLowerCase() === 'group';
  return (
    <Card className="portico-card portico-profile-card" aria-label={isGroup ? 'Group profile' : 'User profile'}>
      <div className="portico-profile-head">
        <Avatar entity={entity} />
        <div>
          <H4>{entityTitle(entity)}</H4>
          {email ? <ExternalLink to={`mailto:${email}`}>{email}</ExternalLink> : null}
        </div>
      </div>
      <dl className="portico-about-grid">
        {isGroup ? (
          <>
            <div className="portico-about-field">
              <dt>Parent group</dt>
              <dd>{relationTargets(entity, RELATION_CHILD_OF).length ? <EntityRefLinks refs={relationTargets(entity, RELATION_CHILD_OF)} defaultKind="group" /> : '—'}</dd>
            </div>
            <div className="portico-about-field">
              <dt>Child groups</dt>
              <dd>{relationTargets(entity, RELATION_PARENT_OF).length ? <EntityRefLinks refs={relationTargets(entity, RELATION_PARENT_OF)} defaultKind="group" /> : '—'}</dd>
            </div>
          </>
        ) : (
          <div className="portico-about-field">
            <dt>Member of</dt>
            <dd>{relationTargets(entity, RELATION_MEMBER_OF).length ? <EntityRefLinks refs={relationTargets(entity, RELATION_MEMBER_OF)} defaultKind="group" /> : '—'}</dd>
          </div>
        )}
      </dl>
    </Card>
  );
};

export const MembersCard = ({ group }: { group: Entity }) => {
  const members = useMembers(group);
  return (
    <Card className="portico-card" aria-label="Members">
      <H4>Members{members.data ? ` (${members.data.length})` : ''}</H4>
      {members.error ? <ErrorPanel title="Could not load the members" error={members.error} /> : null}
      {!members.data && !members.error ? <Spinner size={20} aria-label="Loading members" /> : null}
      {members.data?.length === 0 ? <p className="portico-muted">This group has no members.</p> : null}
      <ul className="portico-members">
        {members.data?.map((member) => (
          <li key={stringifyEntityRef(member)}>
            <Avatar entity={member} size={32} />
            <span>
              <EntityRefLink entityRef={member} />
              {text(member.spec?.profile?.email) ? <span className="portico-muted"> · {text(member.spec?.profile?.email)}</span> : null}
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
};

export const OwnershipCard = ({ entity }: { entity: Entity }) => {
  const ref = stringifyEntityRef(entity);
  const owned = useOwnership(ref);
  return (
    <Card className="portico-card" aria-label="Ownership">
      <H4>Ownership</H4>
      {owned.error ? <ErrorPanel title="Could not load what this owns" error={owned.error} /> : null}
      {owned.data?.length === 0 ? <p className="portico-muted">Owns nothing directly.</p> : null}
      <ul className="portico-ownership">
        {owned.data?.map((facet) => (
          <li key={facet.value}>
            <Link to={`/catalog?${entityListToSearch({ kind: facet.value.toLowerCase(), owners: [ref] })}`}>
              <strong>{facet.count}</strong> {facet.value}
              {facet.count === 1 ? '' : 's'}
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
};
