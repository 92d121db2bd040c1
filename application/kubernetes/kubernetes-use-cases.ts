// The Kubernetes tab's use cases (kubernetes-use-cases.port.ts) over the gateway, the user's provider
// tokens and the frontend settings.
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { Cluster } from '../../domain/kubernetes/types';
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

  return {
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
