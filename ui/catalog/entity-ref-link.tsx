import { Link } from 'react-router-dom';
import type { Entity } from '../../domain/catalog/entity';
import { entityTitle, fallbackTitle } from '../../domain/catalog/presentation';
import { stringifyEntityRef } from '../../domain/catalog/entity-ref';
import { entityPath } from './entity-route';

export interface EntityRefLinkProps {
  readonly entityRef: string | Entity;
  readonly defaultKind?: string;
  /** Shown instead of the entity's own title. */
  readonly title?: string;
}

/** A link to an entity's page, named by its title (or the ref's short form until the entity is known). */
export const EntityRefLink = ({ entityRef, defaultKind, title }: EntityRefLinkProps) => {
  const name =
    title ??
    (typeof entityRef === 'string'
      ? fallbackTitle(entityRef, defaultKind ? { defaultKind } : undefined)
      : entityTitle(entityRef, defaultKind ? { defaultKind } : undefined));
  const ref = typeof entityRef === 'string' ? entityRef : stringifyEntityRef(entityRef);
  return (
    <Link to={entityPath(entityRef)} title={ref}>
      {name}
    </Link>
  );
};

export const EntityRefLinks = ({ refs, defaultKind }: { refs: readonly string[]; defaultKind?: string }) => (
  <>
    {refs.map((ref, index) => (
      <span key={ref}>
        {index > 0 ? ', ' : null}
        <EntityRefLink entityRef={ref} {...(defaultKind ? { defaultKind } : {})} />
      </span>
    ))}
  </>
);
