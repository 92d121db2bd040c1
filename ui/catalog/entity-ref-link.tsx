import type { Entity } from '../../domain/catalog/entity';
import { ANALYTICS_ACTIONS } from '../../domain/app/analytics-actions';
import { stringifyEntityRef } from '../../domain/catalog/entity-ref';
import { useAnalytics } from '../app/analytics';
import { StableLink } from '../app/stable-link';
import { entityPath } from '../../domain/catalog/entity-path';
import { useEntityPresentation } from './hooks/entity-queries';

export interface EntityRefLinkProps {
  readonly entityRef: string | Entity;
  readonly defaultKind?: string;
  /** Shown instead of the entity's own title. */
  readonly title?: string;
}

/** A link to an entity's page, named by its title (or the ref's short form until the entity is known). */
export const EntityRefLink = ({ entityRef, defaultKind, title }: EntityRefLinkProps) => {
  const presentation = useEntityPresentation(entityRef, defaultKind ? { defaultKind } : undefined);
  const { captureEvent } = useAnalytics();
  const ref = typeof entityRef === 'string' ? entityRef : stringifyEntityRef(entityRef);
  const to = entityPath(entityRef);
  const text = title ?? presentation.primaryTitle;
  return (
    <StableLink to={to} title={presentation.secondaryTitle ?? ref} onClick={() => captureEvent(ANALYTICS_ACTIONS.click, text, { attributes: { to, entityRef: ref } })}>
      {text}
    </StableLink>
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
