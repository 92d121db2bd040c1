// The catalog file as YAML documents. The yaml library is loaded on first use, so it weighs nothing
// on pages that never import.
import * as E from 'fp-ts/Either';
import type { TaskEither } from 'fp-ts/TaskEither';
import type { CatalogFileFormat } from '../../application/import/catalog-file-format.port';
import { rejected, type ImportError } from '../../application/import/import-error';
import { importMessages } from '../../domain/import/messages';

const loadYaml = () => import('yaml');

export class YamlCatalogFileFormat implements CatalogFileFormat {
  parseDocuments(text: string): TaskEither<ImportError, readonly unknown[]> {
    return async () => {
      const { parseAllDocuments } = await loadYaml();
      const documents = parseAllDocuments(text);
      const list = Array.isArray(documents) ? documents : [];
      const failure = list.flatMap((document) => document.errors)[0];
      if (failure) return E.left(rejected(importMessages.unreadableCatalogFile(failure.message)));
      // An empty document (e.g. after a trailing '---') holds no entity.
      return E.right(list.map((document) => document.toJS() as unknown).filter((value) => value !== null && value !== undefined));
    };
  }

  stringifyDocuments(documents: readonly unknown[]): TaskEither<ImportError, string> {
    return async () => {
      const { stringify } = await loadYaml();
      return E.right(documents.map((document) => stringify(document)).join('---\n'));
    };
  }
}
