import type { TaskEither } from 'fp-ts/TaskEither';
import { serviceToken } from '../shared/service-token';
import type { ImportError } from './import-error';

/** The catalog file's text: YAML documents separated by '---'. */
export interface CatalogFileFormat {
  /** Every document of the file as plain data; unreadable YAML fails. */
  parseDocuments(text: string): TaskEither<ImportError, readonly unknown[]>;
  /** One document per entity. */
  stringifyDocuments(documents: readonly unknown[]): TaskEither<ImportError, string>;
}

export const CatalogFileFormatToken = serviceToken<CatalogFileFormat>('CatalogFileFormat');
