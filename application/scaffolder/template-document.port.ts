import type { Either } from 'fp-ts/Either';
import type { JsonValue } from '../../domain/app/config-values';

/** Reads the template editor's YAML documents (template.yaml) into plain data. */
export interface TemplateDocumentParser {
  parse(text: string): Either<string, JsonValue>;
}
