import { useEffect, useState } from 'react';
import { EntityPresentationApiToken } from '../../application/catalog/entity-presentation.port';
import type { Entity } from '../../domain/catalog/entity';
import { entityPresentation, type EntityPresentation, type PresentationContext } from '../../domain/catalog/presentation';
import { useOptionalService } from '../app/services';

/**
 * What an entity is called: the fallback title from the ref at once, then the loaded
 * entity's title (batched by-refs calls, cached for 10 s).
 */
export const useEntityPresentation = (entityOrRef: Entity | string, context?: PresentationContext): EntityPresentation => {
  const api = useOptionalService(EntityPresentationApiToken);
  const key = typeof entityOrRef === 'string' ? entityOrRef : `${entityOrRef.kind}:${entityOrRef.metadata.namespace}/${entityOrRef.metadata.name}`;
  const [presentation, setPresentation] = useState<EntityPresentation>(() =>
    api ? api.forEntity(entityOrRef, context).snapshot : entityPresentation(entityOrRef, context),
  );
  useEffect(() => {
    if (!api || typeof entityOrRef !== 'string') {
      setPresentation(entityPresentation(entityOrRef, context));
      return;
    }
    let active = true;
    const result = api.forEntity(entityOrRef, context);
    setPresentation(result.snapshot);
    void result.promise.then((loaded) => active && setPresentation(loaded));
    return () => {
      active = false;
    };
    // The key and context's fields identify the request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, key, context?.defaultKind, context?.defaultNamespace]);
  return presentation;
};
