import { pipe } from 'fp-ts/function';
import * as t from 'io-ts';
import * as TE from 'fp-ts/TaskEither';
import type { EntityFinder } from '../../application/search/entity-finder.port';
import { transportError, type BackendError } from '../../application/shared/backend-error';
import type { Entity } from '../../domain/catalog/entity';
import { EntityCodec } from '../catalog/entity.codec';
import { requestJson, type FetchFn } from '../shared/http';

/** What the palette shows of an entity (with apiVersion, so each item is still a whole Entity). */
export const FINDER_FIELDS = [
  'apiVersion',
  'kind',
  'metadata.name',
  'metadata.namespace',
  'metadata.title',
  'metadata.description',
  'spec.type',
  'spec.profile.displayName',
] as const;

/** The catalog's full-text filter finds nothing without fields to look in (checked against the real backend). */
export const FINDER_TEXT_FIELDS = ['metadata.name', 'metadata.title', 'spec.profile.displayName'] as const;

const QueryPageWire = t.type({ items: t.readonlyArray(EntityCodec) });

/** GET {catalog}/entities/by-query with fullTextFilterTerm, for the command palette. */
export class CatalogEntityFinderHttpAdapter implements EntityFinder {
  constructor(
    private readonly fetchFn: FetchFn,
    private readonly resolveBaseUrl: (pluginId: string) => Promise<string>,
  ) {}

  find(term: string, limit: number, signal?: AbortSignal): TE.TaskEither<BackendError, readonly Entity[]> {
    const params = new URLSearchParams({
      fullTextFilterTerm: term,
      fullTextFilterFields: FINDER_TEXT_FIELDS.join(','),
      limit: String(limit),
      fields: FINDER_FIELDS.join(','),
    });
    return pipe(
      TE.tryCatch(
        () => this.resolveBaseUrl('catalog'),
        (error): BackendError => transportError(error instanceof Error ? error.message : String(error)),
      ),
      TE.chain((base) =>
        requestJson(this.fetchFn, `${base.replace(/\/+$/, '')}/entities/by-query?${params.toString()}`, QueryPageWire, {
          ...(signal ? { signal } : {}),
        }),
      ),
      TE.map((page) => page.items),
    );
  }
}
