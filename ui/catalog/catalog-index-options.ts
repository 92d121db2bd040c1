import { createContext, useContext } from 'react';
import { DEFAULT_PAGINATION, type CatalogIndexPagination } from './hooks/index-view';

/** The catalog index's route options, given where the route is registered (createCatalogPlugin). */
export const CatalogIndexPaginationContext = createContext<CatalogIndexPagination>(DEFAULT_PAGINATION);

export const useCatalogIndexPagination = (): CatalogIndexPagination => useContext(CatalogIndexPaginationContext);
