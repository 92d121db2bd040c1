import type { Entity } from '../../domain/catalog/entity';
import type { CompoundEntityRef } from '../../domain/catalog/entity-ref';
import type { EntityPresentation, PresentationContext } from '../../domain/catalog/presentation';
import { serviceToken } from '../shared/service-token';

export interface EntityPresentationResult {
  /** What to show right away: from the entity, a cached entity, or the ref alone. */
  readonly snapshot: EntityPresentation;
  /** The presentation once the entity is loaded; falls back to the snapshot when it cannot be. */
  readonly promise: Promise<EntityPresentation>;
}

/** What an entity or ref is called on screen. */
export interface EntityPresentationApi {
  forEntity(entityOrRef: Entity | string | CompoundEntityRef, context?: PresentationContext): EntityPresentationResult;
}

export const EntityPresentationApiToken = serviceToken<EntityPresentationApi>('EntityPresentationApi');
