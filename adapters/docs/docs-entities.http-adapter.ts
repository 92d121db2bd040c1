import { pipe } from 'fp-ts/function';
import * as t from 'io-ts';
import * as TE from 'fp-ts/TaskEither';
import type { DocsEntityLister } from '../../application/docs/docs-entities.port';
import { transportError, type BackendError } from '../../application/shared/backend-error';
import type { Entity } from '../../domain/catalog/entity';
import { ANNOTATION_TECHDOCS_REF } from '../../domain/docs/constants';
import { EntityCodec } from '../catalog/entity.codec';
import { requestJson, type FetchFn } from '../shared/http';

/** What the docs index shows of an entity. */
export const DOCS_INDEX_FIELDS = [
  'apiVersion',
  'kind',
  'metadata.name',
  'metadata.namespace',
  'metadata.title',
  'metadata.description',
  'metadata.annotations',
  'spec.type',
  'spec.owner',
  'spec.lifecycle',
  'relations',
] as const;

/** GET {catalog}/entities?filter=metadata.annotations.backstage.io/techdocs-ref: every entity with docs. */
export class DocsEntitiesHttpAdapter implements DocsEntityLister {
  constructor(
    private readonly fetchFn: FetchFn,
    private readonly resolveBaseUrl: (pluginId: string) => Promise<string>,
  ) {}

  listEntitiesWithDocs(): TE.TaskEither<BackendError, readonly Entity[]> {
    const params = new URLSearchParams({ filter: `metadata.annotations.${ANNOTATION_TECHDOCS_REF}`, fields: DOCS_INDEX_FIELDS.join(',') });
    return pipe(
      TE.tryCatch(
        () => this.resolveBaseUrl('catalog'),
        (error): BackendError => transportError(error instanceof Error ? error.message : String(error)),
      ),
      TE.chain((base) => requestJson(this.fetchFn, `${base.replace(/\/+$/, '')}/entities?${params.toString()}`, t.readonlyArray(EntityCodec))),
    );
  }
}
