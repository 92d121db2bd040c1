import * as E from 'fp-ts/Either';
import { CORE_SCHEMA, load } from 'js-yaml';
import type { TemplateDocumentParser } from '../../application/scaffolder/template-document.port';
import type { JsonValue } from '../../domain/app/config-values';
import { decodeWith } from '../shared/decode';
import { JsonValueCodec } from '../shared/json.codec';

/** template.yaml as plain JSON data (the dry-run sends it as the template). */
export class YamlTemplateDocumentParser implements TemplateDocumentParser {
  parse(text: string): E.Either<string, JsonValue> {
    let value: unknown;
    try {
      // The core schema: dates stay text, as JSON has them.
      value = load(text, { schema: CORE_SCHEMA });
    } catch (error) {
      return E.left(error instanceof Error ? error.message : String(error));
    }
    return E.mapLeft((error: { message: string }) => error.message)(decodeWith(JsonValueCodec)(value ?? null));
  }
}
