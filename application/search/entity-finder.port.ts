import type { TaskEither } from 'fp-ts/TaskEither';
import type { Entity } from '../../domain/catalog/entity';
import type { BackendError } from '../shared/backend-error';
import { serviceToken } from '../shared/service-token';

/** Finds catalog entities by a typed term (the catalog's by-query full-text filter), for the command palette. */
export interface EntityFinder {
  find(term: string, limit: number, signal?: AbortSignal): TaskEither<BackendError, readonly Entity[]>;
}

export const EntityFinderToken = serviceToken<EntityFinder>('EntityFinder');
