import * as E from 'fp-ts/Either';
import {
  PRESENTATION_BATCH_DELAY_MS,
  PRESENTATION_CACHE_TTL_MS,
  PRESENTATION_MAX_BATCH,
} from '../../domain/catalog/constants';
import type { Entity } from '../../domain/catalog/entity';
import { parseEntityRef, stringifyEntityRef, type CompoundEntityRef } from '../../domain/catalog/entity-ref';
import { entityPresentation, type PresentationContext } from '../../domain/catalog/presentation';
import { createBatcher, type BatchScheduler } from '../permission/request-batcher';
import type { CatalogReader } from './catalog-reader.port';
import type { EntityPresentationApi, EntityPresentationResult } from './entity-presentation.port';

/** What a presentation needs of an entity. */
export const PRESENTATION_FIELDS = [
  'kind',
  'metadata.name',
  'metadata.namespace',
  'metadata.title',
  'metadata.description',
  'spec.profile.displayName',
  'spec.type',
] as const;

/** Sends a batch 50 ms after its first ref was asked for. */
export const presentationBatchDelay: BatchScheduler = (flush) => {
  setTimeout(flush, PRESENTATION_BATCH_DELAY_MS);
};

export interface CatalogEntityPresentationDeps {
  readonly reader: CatalogReader;
  /** Epoch milliseconds, for the cache's time to live. */
  readonly now: () => number;
  /** When a batch is sent (default: 50 ms after its first ref). */
  readonly schedule?: BatchScheduler;
  readonly cacheTtlMs?: number;
  readonly maxBatchSize?: number;
}

interface CacheEntry {
  readonly expiresAt: number;
  readonly entity: Promise<Entity | undefined>;
  /** Set once the entity has loaded (undefined when the catalog has none or the call failed). */
  loaded?: { readonly entity: Entity | undefined };
}

/**
 * Entity presentation backed by the catalog: refs asked for within 50 ms are
 * loaded together through by-refs, at most 100 per call, and each loaded entity is reused for 10 s.
 * A ref that cannot be loaded keeps its fallback title.
 */
export class CatalogEntityPresentation implements EntityPresentationApi {
  private readonly cache = new Map<string, CacheEntry>();
  private readonly load: (ref: string) => Promise<E.Either<unknown, Entity | null>>;
  private readonly ttl: number;

  constructor(private readonly deps: CatalogEntityPresentationDeps) {
    this.ttl = deps.cacheTtlMs ?? PRESENTATION_CACHE_TTL_MS;
    this.load = createBatcher({
      schedule: deps.schedule ?? presentationBatchDelay,
      maxBatchSize: deps.maxBatchSize ?? PRESENTATION_MAX_BATCH,
      loadBatch: (refs) => deps.reader.getEntitiesByRefs({ entityRefs: refs, fields: PRESENTATION_FIELDS })(),
    });
  }

  forEntity(entityOrRef: Entity | string | CompoundEntityRef, context?: PresentationContext): EntityPresentationResult {
    if (typeof entityOrRef === 'object' && 'metadata' in entityOrRef) {
      const snapshot = entityPresentation(entityOrRef, context);
      return { snapshot, promise: Promise.resolve(snapshot) };
    }
    const ref = this.parse(entityOrRef, context);
    if (!ref) {
      const snapshot = entityPresentation(entityOrRef, context);
      return { snapshot, promise: Promise.resolve(snapshot) };
    }
    const fallback = entityPresentation(ref, context);
    const entry = this.entryFor(stringifyEntityRef(ref));
    const cached = entry.loaded?.entity;
    return {
      snapshot: cached ? entityPresentation(cached, context) : fallback,
      promise: entry.entity.then((entity) => (entity ? entityPresentation(entity, context) : fallback)),
    };
  }

  private parse(ref: string | CompoundEntityRef, context?: PresentationContext): CompoundEntityRef | undefined {
    if (typeof ref !== 'string') return ref;
    const parsed = parseEntityRef(ref, {
      ...(context?.defaultKind ? { defaultKind: context.defaultKind } : {}),
      ...(context?.defaultNamespace ? { defaultNamespace: context.defaultNamespace } : {}),
    });
    return E.isRight(parsed) ? parsed.right : undefined;
  }

  private entryFor(entityRef: string): CacheEntry {
    const now = this.deps.now();
    const existing = this.cache.get(entityRef);
    if (existing && existing.expiresAt > now) return existing;
    this.evictExpired(now);
    const entity = this.load(entityRef).then(
      (result) => (E.isRight(result) && result.right ? result.right : undefined),
      () => undefined,
    );
    const entry: CacheEntry = { expiresAt: now + this.ttl, entity };
    void entity.then((loaded) => {
      entry.loaded = { entity: loaded };
    });
    this.cache.set(entityRef, entry);
    return entry;
  }

  private evictExpired(now: number): void {
    for (const [ref, entry] of this.cache) if (entry.expiresAt <= now) this.cache.delete(ref);
  }
}
