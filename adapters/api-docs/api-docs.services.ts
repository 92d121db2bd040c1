import { loadRelatedApis, LoadRelatedApisToken } from '../../application/api-docs/load-related-apis.use-case';
import { CatalogReaderToken } from '../../application/catalog/catalog-reader.port';
import { service, type ServiceDeclaration } from '../../application/shared/service-declaration';

/** The API tabs read the related APIs from the catalog. */
export const apiDocsServices: readonly ServiceDeclaration[] = [
  service(LoadRelatedApisToken, (get) => loadRelatedApis({ reader: get(CatalogReaderToken) })),
];
