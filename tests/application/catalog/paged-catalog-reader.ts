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

const matchesTerm = (term: string | undefined) => (entity: Entity): boolean =>
  term === undefined || searchedText(entity).includes(term.toLowerCase());

/**
 * A catalog reader over a fixed list (the backend's matches, in its order) that pages like the
 * backend's by-query: cursors lead to the items after a page (`at:<index>`) or before it
 * (`before:<index>`), whatever limit they are read with; `fields` are honoured. Records the queries it was asked.
 * With `honourTerm`, a query's full-text term narrows the list as the backend's does (name, title and tags), and
 * its cursors keep the term.
 */
export const pagedCatalogReader = (entities: readonly Entity[], { honourTerm = false }: { honourTerm?: boolean } = {}) => {
  const requests: EntityQueryRequest[] = [];
  const page = (term: string | undefined, from: number, limit: number, fields?: readonly string[]) => {
    const list = entities.filter(matchesTerm(term));
    const start = Math.max(0, from);
    const end = Math.min(start + limit, list.length);
    const keep = term === undefined ? '' : `:${term}`;
    return {
      items: list.slice(start, end).map((entity) => project(entity, fields)),
      totalItems: 0,
      pageInfo: {
        ...(start > 0 ? { prevCursor: `before:${start}${keep}` } : {}),
        ...(end < list.length ? { nextCursor: `at:${end}${keep}` } : {}),
      },
    };
  };
  const reader: CatalogReader = fakeCatalogReader({
    queryEntities: (request = {}) => {
      requests.push(request);
      const limit = request.limit ?? entities.length;
      if (!isCursorRequest(request)) return TE.right(page(honourTerm ? request.fullTextFilterTerm : undefined, 0, limit, request.fields));
      const [direction, index, ...term] = request.cursor.split(':') as [string, string, ...string[]];
      const kept = term.length > 0 ? term.join(':') : undefined;
      const at = Number(index);
      if (direction === 'at') return TE.right(page(kept, at, limit, request.fields));
      return TE.right(page(kept, at - limit, Math.min(limit, at), request.fields));
    },
    getEntitiesByRefs: ({ entityRefs }) =>
      TE.right(entityRefs.map((ref) => entities.find((entity) => stringifyEntityRef(entity) === ref) ?? null)),
    // Counts like the backend: the entities whose name, title or tags hold the term.
    countEntities: ({ fullTextFilterTerm: term } = {}) =>
      TE.right(entities.filter(matchesTerm(term)).length),
  });
  return { reader, requests };
};
