import * as TE from 'fp-ts/TaskEither';
import { isCursorRequest, type CatalogReader, type EntityQueryRequest } from '../../../application/catalog/catalog-reader.port';
import type { Entity } from '../../../domain/catalog/entity';
import { stringifyEntityRef } from '../../../domain/catalog/entity-ref';
import { fakeCatalogReader } from '../../support/catalog/fake-catalog';

/** Only the given dot paths of an entity, as the backend answers a request with `fields`. */
const project = (entity: Entity, fields: readonly string[] | undefined): Entity => {
  if (!fields) return entity;
  const out: Record<string, unknown> = {};
  for (const path of fields) {
    const keys = path.split('.');
    let from: unknown = entity;
    for (const key of keys) from = from && typeof from === 'object' ? (from as Record<string, unknown>)[key] : undefined;
    if (from === undefined) continue;
    let into = out;
    for (const key of keys.slice(0, -1)) into = (into[key] ??= {}) as Record<string, unknown>;
    into[keys[keys.length - 1]!] = from;
  }
  return out as unknown as Entity;
};

const searchedText = (entity: Entity): string =>
  [entity.metadata.name, entity.metadata.title ?? '', ...(entity.metadata.tags ?? [])].join(' ').toLowerCase();

/**
 * A catalog reader over a fixed list (the backend's matches, in its order) that pages like the
 * backend's by-query: cursors lead to the items after a page (`at:<index>`) or before it
 * (`before:<index>`), whatever limit they are read with; `fields` are honoured. Records the queries it was asked.
 */
export const pagedCatalogReader = (entities: readonly Entity[]) => {
  const requests: EntityQueryRequest[] = [];
  const page = (from: number, to: number, fields?: readonly string[]) => ({
    items: entities.slice(from, to).map((entity) => project(entity, fields)),
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
      if (!isCursorRequest(request)) return TE.right(page(0, Math.min(limit, entities.length), request.fields));
      const [direction, index] = request.cursor.split(':') as [string, string];
      const at = Number(index);
      if (direction === 'at') return TE.right(page(at, Math.min(at + limit, entities.length), request.fields));
      return TE.right(page(Math.max(0, at - limit), at, request.fields));
    },
    getEntitiesByRefs: ({ entityRefs }) =>
      TE.right(entityRefs.map((ref) => entities.find((entity) => stringifyEntityRef(entity) === ref) ?? null)),
    // Counts like the backend: the entities whose name, title or tags hold the term.
    countEntities: ({ fullTextFilterTerm: term } = {}) =>
      TE.right(term === undefined ? entities.length : entities.filter((entity) => searchedText(entity).includes(term.toLowerCase())).length),
  });
  return { reader, requests };
};
