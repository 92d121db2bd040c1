// What the page and the worker that reads a definition exchange when the worker is handed an API entity's
// answer rather than its definition.
import type { OpenApiReading } from './read-openapi-view';

/** The entity's answer as the early call received it (its body, moved to the worker), and the size from which to read it. */
export interface EntityAnswer {
  readonly entityJson: ArrayBuffer;
  readonly fromChars: number;
}

/** The definition the worker found in the entity, and its reading. */
export interface EntityDefinitionReading {
  readonly definition: string;
  readonly reading: OpenApiReading;
}

export const isEntityAnswer = (value: unknown): value is EntityAnswer =>
  typeof value === 'object' && value !== null && 'entityJson' in value && value.entityJson instanceof ArrayBuffer && 'fromChars' in value && typeof value.fromChars === 'number';

/** A reading as the worker answers it: an Either. */
export const isReading = (value: unknown): value is OpenApiReading =>
  typeof value === 'object' && value !== null && '_tag' in value && (value._tag === 'Left' || value._tag === 'Right');

export const isEntityDefinitionReading = (value: unknown): value is EntityDefinitionReading =>
  typeof value === 'object' && value !== null && 'definition' in value && typeof value.definition === 'string' && 'reading' in value && isReading(value.reading);
