import type { ReactNode } from 'react';
import type { PresentationContext } from '../../domain/catalog/presentation';
import { useEntityPresentation } from './hooks/entity-queries';

/**
 * An entity's name where it is read but not followed (a filter option, a tag): its title once the catalog has
 * named it (batched with the other names asked for), the reference in the tooltip.
 */
export const EntityName = ({ entityRef, defaultKind }: { entityRef: string; defaultKind?: string }) => {
  const context: PresentationContext | undefined = defaultKind ? { defaultKind } : undefined;
  const presentation = useEntityPresentation(entityRef, context);
  return <span title={presentation.entityRef}>{presentation.primaryTitle}</span>;
};

/** An owner (a reference without kind is a group) by its name: a team's title, a person's display name. */
export const ownerLabel = (ownerRef: string): ReactNode => <EntityName entityRef={ownerRef} defaultKind="group" />;
