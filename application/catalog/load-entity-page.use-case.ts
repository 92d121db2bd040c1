import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { DEFAULT_NAMESPACE } from '../../domain/catalog/constants';
import type { Entity } from '../../domain/catalog/entity';
import { catalogMessages } from '../../domain/catalog/messages';
import type { BackendError } from '../shared/backend-error';
import { serviceToken } from '../shared/service-token';
import type { CatalogReader } from './catalog-reader.port';

/** Route parameters of the entity page (namespace defaults to 'default'). */
export interface EntityRouteParams {
  readonly kind: string;
  readonly namespace?: string;
  readonly name: string;
}

export type EntityPageResult =
  | { readonly _tag: 'Found'; readonly entity: Entity }
  | {
      readonly _tag: 'NotFound';
      /** 'Entity was not found' */
      readonly title: string;
      /** 'There is no {kind} with the requested kind, namespace, and name.' */
      readonly message: string;
    };

export type LoadEntityPage = (params: EntityRouteParams) => TE.TaskEither<BackendError, EntityPageResult>;

export const LoadEntityPageToken = serviceToken<LoadEntityPage>('LoadEntityPage');

/** The entity of the entity page, or 'Entity was not found' when the catalog has none. */
export const loadEntityPage =
  (deps: { readonly reader: CatalogReader }): LoadEntityPage =>
  (params) =>
    pipe(
      deps.reader.getEntityByRef({ kind: params.kind, namespace: params.namespace || DEFAULT_NAMESPACE, name: params.name }),
      TE.map(
        (entity): EntityPageResult =>
          entity
            ? { _tag: 'Found', entity }
            : { _tag: 'NotFound', title: catalogMessages.entityNotFound, message: catalogMessages.noEntityOfKind(params.kind) },
      ),
    );
