// Reads an OpenAPI definition off the page's thread: parsing a large YAML document and resolving its $refs
// takes hundreds of milliseconds, during which the page could not answer input. It is handed either the
// definition itself, or an API entity's answer as the page's first script received it (then it takes the
// definition out of the entity, and reads it when it is a large OpenAPI one).
import { definitionOf, widgetForType } from '../../../domain/api-docs/definition-widgets';
import { isEntityAnswer, type EntityDefinitionReading } from './entity-answer';
import { readOpenApiView } from './read-openapi-view';

/** What this module sees of the worker's global scope (the project's types are the page's, not a worker's). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<unknown>) => void) | null;
  postMessage(message: unknown): void;
}

const scope = self as unknown as WorkerScope;

const readEntityDefinition = (entityJson: ArrayBuffer, fromChars: number): EntityDefinitionReading | null => {
  try {
    const entity: unknown = JSON.parse(new TextDecoder().decode(entityJson));
    const spec = typeof entity === 'object' && entity !== null && 'spec' in entity && typeof entity.spec === 'object' && entity.spec !== null ? (entity.spec as Record<string, unknown>) : undefined;
    const definition = definitionOf(spec);
    if (!definition || definition.length < fromChars || widgetForType(spec?.['type']).type !== 'openapi') return null;
    return { definition, reading: readOpenApiView(definition) };
  } catch {
    return null;
  }
};

scope.onmessage = (event) => {
  if (typeof event.data === 'string') scope.postMessage(readOpenApiView(event.data));
  else if (isEntityAnswer(event.data)) scope.postMessage(readEntityDefinition(event.data.entityJson, event.data.fromChars));
};
