import * as TE from 'fp-ts/TaskEither';
import type { CatalogReader } from '../../../application/catalog/catalog-reader.port';
import type { EntityRegistrar } from '../../../application/catalog/entity-registrar.port';
import type { Entity } from '../../../domain/catalog/entity';

// In-memory stand-ins for the catalog ports: each records its calls; a method a test did not give
// fails loudly, so a use case calling something unexpected is caught.

export interface RecordedCall {
  readonly method: string;
  readonly args: readonly unknown[];
}

type Methods<T> = { [K in keyof T]: T[K] extends (...args: infer A) => infer R ? (...args: A) => R : never };

const recording = <T extends object>(name: string, given: Partial<T>, calls: RecordedCall[]): T =>
  new Proxy({} as T, {
    get: (_target, property) => {
      if (typeof property !== 'string') return undefined;
      return (...args: unknown[]) => {
        calls.push({ method: property, args });
        const implementation = (given as Record<string, ((...a: unknown[]) => unknown) | undefined>)[property];
        if (!implementation) throw new Error(`${name}.${property} was not expected in this test`);
        return implementation(...args);
      };
    },
  });

export const fakeCatalogReader = (given: Partial<Methods<CatalogReader>>, calls: RecordedCall[] = []): CatalogReader =>
  recording<CatalogReader>('CatalogReader', given, calls);

export const fakeEntityRegistrar = (given: Partial<Methods<EntityRegistrar>>, calls: RecordedCall[] = []): EntityRegistrar =>
  recording<EntityRegistrar>('EntityRegistrar', given, calls);

/** A Component entity with the given name and extra parts. */
export const component = (name: string, extra: Partial<Omit<Entity, 'metadata'>> & { metadata?: Partial<Entity['metadata']> } = {}): Entity => ({
  apiVersion: 'backstage.io/v1alpha1',
  kind: 'Component',
  ...extra,
  metadata: { name, namespace: 'default', ...extra.metadata },
});

export const answer = <A>(value: A) => TE.right(value);
