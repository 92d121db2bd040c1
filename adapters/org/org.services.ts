import { CatalogReaderToken } from '../../application/catalog/catalog-reader.port';
import { orgQueries, OrgQueriesToken } from '../../application/org/org.use-cases';
import { service, type ServiceDeclaration } from '../../application/shared/service-declaration';

/** The org pages read users and groups from the catalog. */
export const orgServices: readonly ServiceDeclaration[] = [service(OrgQueriesToken, (get) => orgQueries({ reader: get(CatalogReaderToken) }))];
