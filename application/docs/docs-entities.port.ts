import type { TaskEither } from 'fp-ts/TaskEither';
import type { Entity } from '../../domain/catalog/entity';
import type { BackendError } from '../shared/backend-error';
import { serviceToken } from '../shared/service-token';

/** The catalog entities that have docs (the docs index page's list). */
export interface DocsEntityLister {
  listEntitiesWithDocs(): TaskEither<BackendError, readonly Entity[]>;
}

export const DocsEntityListerToken = serviceToken<DocsEntityLister>('DocsEntityLister');
