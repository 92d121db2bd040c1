// The Kubernetes tab's use cases (kubernetes-use-cases.port.ts) over the gateway, the user's provider
// tokens and the frontend settings.
import * as T from 'fp-ts/Task';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { stringifyEntityRef } from '../../domain/catalog/entity-ref';
import type { Entity } from '../../domain/catalog/entity';
import type { RequestAuth } from '../../domain/kubernetes/auth-providers';
import { TAB_CUSTOM_RESOURCES } from '../../domain/kubernetes/constants';
import { withCustomResources } from '../../domain/kubernetes/merge-objects';
import type { Cluster, ObjectsByEntityResponse } from '../../domain/kubernetes/types';
import type { ClusterGateway, ProxyTarget } from './cluster-gateway.port';
import { proxyTargetFor, requestAuthFor } from './kubernetes-credentials';
import { clusterNotFound, type KubernetesError } from './kubernetes-error';
import { DEFAULT_KUBERNETES_FRONTEND_SETTINGS, type KubernetesSettingsSource } from './kubernetes-settings.port';
import type { KubernetesUseCases } from './kubernetes-use-cases.port';
import type { ProviderTokens } from './provider-tokens.port';

export interface KubernetesUseCaseDeps {
  readonly gateway: ClusterGateway;
  readonly tokens: ProviderTokens;
  readonly settings: KubernetesSettingsSource;
}

export const kubernetesUseCases = ({ gateway, tokens, settings }: KubernetesUseCaseDeps): KubernetesUseCases => {
  const clusters = (): TE.TaskEither<KubernetesError, readonly Cluster[]> => gateway.getClusters();
  const auth = () => pipe(clusters(), TE.chain(requestAuthFor(tokens)));

  /** Proxied calls name a cluster: it must be one the backend knows ('Cluster {name} not found'). */
  const target = (clusterName: string): TE.TaskEither<KubernetesError, ProxyTarget> =>
    pipe(
      clusters(),
      TE.chain((all) => {
        const cluster = all.find((c) => c.name === clusterName);
        return cluster === undefined ? TE.left(clusterNotFound(clusterName)) : proxyTargetFor(tokens)(cluster);
      }),
    );

  /**
   * POST /resources/workloads/query; a backend older than that query answers 404 for it (a bare one, like a backend
   * without the plugin), and is asked POST /services/{name} instead (which answers the same objects).
   */
  const workloadsOf = (entity: Entity, requestAuth: RequestAuth): TE.TaskEither<KubernetesError, ObjectsByEntityResponse> =>
    pipe(
      gateway.getWorkloadsByEntity({ auth: requestAuth, entityRef: stringifyEntityRef(entity) }),
      TE.orElse((error) =>
        error._tag === 'NotFound' || error._tag === 'PluginMissing' ? gateway.getObjectsByEntity({ auth: requestAuth, entity }) : TE.left(error),
      ),
    );

  /** POST /resources/custom/query for what the tab draws; without an answer the workloads stand alone. */
  const customOf = (entity: Entity, requestAuth: RequestAuth): T.Task<ObjectsByEntityResponse> =>
    pipe(
      gateway.getCustomObjectsByEntity({
        auth: requestAuth,
        entityRef: stringifyEntityRef(entity),
        customResources: TAB_CUSTOM_RESOURCES,
      }),
      TE.getOrElse((): T.Task<ObjectsByEntityResponse> => T.of({ items: [] })),
    );

  return {
    getEntityObjects: (entity) =>
      pipe(
        auth(),
        TE.chainW((requestAuth) =>
          pipe(
            TE.Do,
            TE.apS('workloads', workloadsOf(entity, requestAuth)),
            TE.apS('custom', TE.fromTask(customOf(entity, requestAuth))),
            TE.map(({ workloads, custom }) => withCustomResources(workloads, custom)),
          ),
        ),
      ),
    getObjectsByEntity: (entity) =>
      pipe(
        auth(),
        TE.chainW((requestAuth) => gateway.getObjectsByEntity({ auth: requestAuth, entity })),
      ),
    getWorkloadsByEntity: (entityRef) =>
      pipe(
        auth(),
        TE.chainW((requestAuth) => gateway.getWorkloadsByEntity({ auth: requestAuth, entityRef })),
      ),
    getCustomObjectsByEntity: (entityRef, customResources) =>
      pipe(
        auth(),
        TE.chainW((requestAuth) => gateway.getCustomObjectsByEntity({ auth: requestAuth, entityRef, customResources })),
      ),
    getClusters: clusters,
    getPodLogs: ({ clusterName, ...query }) =>
      pipe(
        target(clusterName),
        TE.chainW((t) => gateway.getPodLogs(t, query)),
      ),
    getEventsByInvolvedObjectName: ({ clusterName, ...query }) =>
      pipe(
        target(clusterName),
        TE.chainW((t) => gateway.getEventsByInvolvedObjectName(t, query)),
      ),
    deletePod: ({ clusterName, ...pod }) =>
      pipe(
        target(clusterName),
        TE.chainW((t) => gateway.deletePod(t, pod)),
      ),
    getSettings: () =>
      pipe(
        settings.load(),
        TE.orElseW(() => TE.right(DEFAULT_KUBERNETES_FRONTEND_SETTINGS)),
      ),
  };
};
