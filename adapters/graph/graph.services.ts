import { CatalogReaderToken } from '../../application/catalog/catalog-reader.port';
import { loadEntityGraph, LoadEntityGraphToken } from '../../application/graph/load-entity-graph.use-case';
import { service, type ServiceDeclaration } from '../../application/shared/service-declaration';

/** The relations graph walks the catalog. */
export const graphServices: readonly ServiceDeclaration[] = [
  service(LoadEntityGraphToken, (get) => loadEntityGraph({ reader: get(CatalogReaderToken) })),
];
