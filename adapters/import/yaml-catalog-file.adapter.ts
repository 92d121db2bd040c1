// The catalog file as YAML documents. js-yaml is loaded on first use, so it weighs nothing
// on pages that never import.
import * as E from 'fp-ts/Either';
import type { TaskEither } from 'fp-ts/TaskEither';
import type { CatalogFileFormat } from '../../application/import/catalog-file-format.port';
import { rejected, type ImportError } from '../../application/import/import-error';
import { importMessages } from '../../domain/import/messages';

const loadYaml = () => import('js-yaml');

export class YamlCatalogFileFormat implements CatalogFileFormat {
  parseDocuments(text: string): TaskEither<ImportError, readonly unknown[]> {
    return async () => {
      const { CORE_SCHEMA, loadAll } = await loadYaml();
      let documents: unknown[];
      try {
        // The core schema: dates stay text.
        documents = loadAll(text, undefined, { schema: CORE_SCHEMA });
      } catch (error) {
        return E.left(rejected(importMessages.unreadableCatalogFile(error instanceof Error ? error.message : String(error))));
      }
      // An empty document (e.g. after a trailing '---') holds no entity.
      return E.right(documents.filter((value) => value !== null && value !== undefined));
    };
  }

  stringifyDocuments(documents: readonly unknown[]): TaskEither<ImportError, string> {
    return async () => {
      const { dump } = await loadYaml();
      // Long values stay on one line; an object reached twice is written out again rather than aliased.
      return E.right(documents.map((document) => dump(document, { lineWidth: -1, noRefs: true })).join('---\n'));
    };
  }
}
