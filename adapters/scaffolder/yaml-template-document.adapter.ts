import * as E from 'fp-ts/Either';
import { parse } from 'yaml';
import type { TemplateDocumentParser } from '../../application/scaffolder/template-document.port';
import type { JsonValue } from '../../domain/app/config-values';
import { decodeWith } from '../shared/decode';
import { JsonValueCodec } from '../shared/json.codec';

/** template.yaml as plain JSON data (the dry-run sends it as the template). */
export class YamlTemplateDocumentParser implements TemplateDocumentParser {
  parse(text: string): E.Either<string, JsonValue> {
    let value: unknown;
    try {
      value = parse(text);
    } catch (error) {
      return E.left(error instanceof Error ? error.message : String(error));
    }
    return E.mapLeft((error: { message: string }) => error.message)(decodeWith(JsonValueCodec)(value ?? null));
  }
}
