import * as TE from 'fp-ts/TaskEither';
import { isCursorRequest, type CatalogReader, type EntityQueryRequest } from '../../../application/catalog/catalog-reader.port';
import type { Entity } from '../../../domain/catalog/entity';
import { fakeCatalogReader } from '../../support/catalog/fake-catalog';

const searchedText = (entity: Entity): string =>
  [entity.metadata.name, entity.metadata.title ?? '', ...(entity.metadata.tags ?? [])].join(' ').toLowerCase();

/**
 * A catalog reader over a fixed list (the backend's matches, in its order) that pages like the
 * backend's by-query: cursors lead to the items after a page (`at:<index>`) or before it
 * (`before:<index>`), whatever limit they are read with. Records the queries it was asked.
 */
export const pagedCatalogReader = (entities: readonly Entity[]) => {
  const requests: EntityQueryRequest[] = [];
  const page = (from: number, to: number) => ({
    items: entities.slice(from, to),
    totalItems: 0,
    pageInfo: {
      ...(from > 0 ? { prevCursor: `before:${from}` } : {}),
      ...(to < entities.length ? { nextCursor: `at:${to}` } : {}),
    },
  });
  const reader: CatalogReader = fakeCatalogReader({
    queryEntities: (request = {}) => {
      requests.push(request);
      const limit = request.limit ?? entities.length;
      if (!isCursorRequest(request)) return TE.right(page(0, Math.min(limit, entities.length)));
      const [direction, index] = request.cursor.split(':') as [string, string];
      const at = Number(index);
      if (direction === 'at') return TE.right(page(at, Math.min(at + limit, entities.length)));
      return TE.right(page(Math.max(0, at - limit), at));
    },
    // Counts like the backend: the entities whose name, title or tags hold the term.
    countEntities: ({ fullTextFilterTerm: term } = {}) =>
      TE.right(term === undefined ? entities.length : entities.filter((entity) => searchedText(entity).includes(term.toLowerCase())).length),
  });
  return { reader, requests };
};
