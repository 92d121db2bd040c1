import type { Entity } from '../../../domain/catalog/entity';
import { stringifyEntityRef } from '../../../domain/catalog/entity-ref';

/** An entity with relations written `type target`. */
export const entity = (ref: string, relations: readonly string[] = [], extra: Partial<Entity['metadata']> = {}): Entity => {
  const [kind, rest] = ref.split(':') as [string, string];
  const [namespace, name] = rest.split('/') as [string, string];
  return {
    apiVersion: 'backstage.io/v1alpha1',
    kind,
    metadata: { name, namespace, ...extra },
    relations: relations.map((relation) => {
      const [type, targetRef] = relation.split(' ') as [string, string];
      return { type, targetRef };
    }),
  };
};

export const catalogOf = (entities: readonly Entity[]): ReadonlyMap<string, Entity | null> =>
  new Map(entities.map((item) => [stringifyEntityRef(item), item]));

/** A slice of the example data: the payments component and its neighbours, with relations both ways. */
export const paymentsSlice = (): ReadonlyMap<string, Entity | null> =>
  catalogOf([
    entity('component:default/payments', [
      'ownedBy group:default/team-payments',
      'partOf system:default/payments-platform',
      'providesApi api:default/payments-api',
      'consumesApi api:default/ledger-grpc',
      'dependsOn resource:default/payments-db',
    ], { title: 'Payments Service' }),
    entity('group:default/team-payments', ['ownerOf component:default/payments', 'ownerOf api:default/payments-api']),
    entity('system:default/payments-platform', ['hasPart component:default/payments', 'hasPart api:default/payments-api']),
    entity('api:default/payments-api', ['apiProvidedBy component:default/payments', 'ownedBy group:default/team-payments', 'partOf system:default/payments-platform']),
    entity('api:default/ledger-grpc', ['apiConsumedBy component:default/payments']),
    entity('resource:default/payments-db', ['dependencyOf component:default/payments']),
  ]);
