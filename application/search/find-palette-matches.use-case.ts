import * as E from 'fp-ts/Either';
import type { Task } from 'fp-ts/Task';
import type { Entity } from '../../domain/catalog/entity';
import { PALETTE_ENTITY_LIMIT, PALETTE_SEARCH_LIMIT } from '../../domain/search/constants';
import type { SearchResult } from '../../domain/search/query';
import type { BackendError } from '../shared/backend-error';
import type { EntityFinder } from './entity-finder.port';
import type { SearchEngine } from './search-engine.port';

export interface PaletteMatches {
  readonly entities: readonly Entity[];
  readonly documents: readonly SearchResult[];
  /** Why a source failed; the other source's matches are still shown. */
  readonly errors: readonly BackendError[];
}

export interface FindPaletteMatchesDeps {
  readonly finder: EntityFinder;
  readonly engine: SearchEngine;
}

/** Asks the catalog and the search backend at once; one failing does not hide the other's matches. */
export const findPaletteMatches =
  (deps: FindPaletteMatchesDeps) =>
  (term: string, signal?: AbortSignal): Task<PaletteMatches> =>
  async () => {
    const trimmed = term.trim();
    if (trimmed === '') return { entities: [], documents: [], errors: [] };
    const [entities, documents] = await Promise.all([
      deps.finder.find(trimmed, PALETTE_ENTITY_LIMIT, signal)(),
      deps.engine.query({ term: trimmed, types: [], filters: {}, pageLimit: PALETTE_SEARCH_LIMIT }, signal)(),
    ]);
    return {
      entities: E.isRight(entities) ? entities.right : [],
      documents: E.isRight(documents) ? documents.right.results : [],
      errors: [...(E.isLeft(entities) ? [entities.left] : []), ...(E.isLeft(documents) ? [documents.left] : [])],
    };
  };
