import { useMutation, useQuery, useQueryClient, type UseMutationResult, type UseQueryResult } from '@tanstack/react-query';
import * as E from 'fp-ts/Either';
import type { TaskEither } from 'fp-ts/TaskEither';
import { useCallback, useSyncExternalStore } from 'react';
import { DismissedBannersToken } from '../../application/kubernetes/dismissed-banners';
import type { KubernetesError } from '../../application/kubernetes/kubernetes-error';
import {
  KubernetesUseCasesToken,
  type DeletePodRequest,
  type EventsRequest,
  type PodLogsRequest,
} from '../../application/kubernetes/kubernetes-use-cases.port';
import { TerminalTransportToken, type TerminalConnection, type TerminalEvent, type TerminalTarget } from '../../application/kubernetes/terminal-transport.port';
import { CheckPermissionToken } from '../../application/permission/check-permission.use-case';
import type { Entity } from '../../domain/catalog/entity';
import { entityRefOf, stringifyEntityRef } from '../../domain/catalog/entity-ref';
import { isAllowed } from '../../domain/permission/decision';
import { kubernetesClustersReadPermission, kubernetesResourcesReadPermission } from '../../domain/permission/permission';
import { isPluginMissing } from '../../application/shared/backend-error';
import { BackendQueryError, runOrThrow } from '../app/backend-query';
import { useService } from '../app/services';

/** A Left of a Kubernetes use case carried through react-query; its message is the text to show. */
export class KubernetesQueryError extends Error {
  constructor(readonly error: KubernetesError) {
    super(error.message);
    this.name = 'KubernetesQueryError';
  }
}

const runKubernetes = <A,>(task: TaskEither<KubernetesError, A>): Promise<A> =>
  runOrThrow(task, (left) => new KubernetesQueryError(left));

export const errorMessage = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** The react-query keys of the Kubernetes tab. */
export const kubernetesKeys = {
  permission: () => ['kubernetes', 'permission'] as const,
  objects: (entityRef: string) => ['kubernetes', 'objects', entityRef] as const,
  settings: () => ['kubernetes', 'settings'] as const,
  clusters: () => ['kubernetes', 'clusters'] as const,
  logs: (request: PodLogsRequest) => ['kubernetes', 'logs', request] as const,
  events: (request: EventsRequest) => ['kubernetes', 'events', request] as const,
};

/**
 * Both kubernetes.clusters.read and kubernetes.resources.read, or the alert. A backend without the permission plugin
 * is an error (BackendQueryError), so the tab can say so rather than ask for permissions nobody can grant.
 */
export const useKubernetesPermission = (): UseQueryResult<boolean> => {
  const check = useService(CheckPermissionToken);
  return useQuery({
    queryKey: kubernetesKeys.permission(),
    queryFn: async () => {
      const decisions = await Promise.all([
        check({ permission: kubernetesClustersReadPermission })(),
        check({ permission: kubernetesResourcesReadPermission })(),
      ]);
      const missing = decisions.find((decision) => E.isLeft(decision) && isPluginMissing(decision.left));
      if (missing && E.isLeft(missing)) throw new BackendQueryError(missing.left);
      return decisions.every((decision) => E.isRight(decision) && isAllowed(decision.right));
    },
  });
};

/** The backend plugin a failed Kubernetes query found missing (the kubernetes plugin, or the permission plugin). */
export const missingPluginOf = (error: unknown): string | undefined => {
  if (error instanceof KubernetesQueryError) return error.error._tag === 'PluginMissing' ? error.error.pluginId : undefined;
  return error instanceof BackendQueryError && error.backendError._tag === 'PluginMissing' ? error.backendError.pluginId : undefined;
};

const entityRefKey = (entity: Entity): string => stringifyEntityRef(entityRefOf(entity));

/** The entity's objects on every cluster, fetched again every refreshIntervalMs. */
export const useEntityObjects = (entity: Entity, refreshIntervalMs: number) => {
  const useCases = useService(KubernetesUseCasesToken);
  return useQuery({
    queryKey: kubernetesKeys.objects(entityRefKey(entity)),
    queryFn: () => runKubernetes(useCases.getEntityObjects(entity)),
    refetchInterval: refreshIntervalMs,
  });
};

/** Asks for the entity's objects again now. */
export const useRefreshEntityObjects = (entity: Entity): (() => void) => {
  const queryClient = useQueryClient();
  const entityRef = entityRefKey(entity);
  return useCallback(() => void queryClient.invalidateQueries({ queryKey: kubernetesKeys.objects(entityRef) }), [queryClient, entityRef]);
};

export const useKubernetesSettings = () => {
  const useCases = useService(KubernetesUseCasesToken);
  return useQuery({ queryKey: kubernetesKeys.settings(), queryFn: () => runKubernetes(useCases.getSettings()) });
};

export const useKubernetesClusters = () => {
  const useCases = useService(KubernetesUseCasesToken);
  return useQuery({ queryKey: kubernetesKeys.clusters(), queryFn: () => runKubernetes(useCases.getClusters()) });
};

/** The log text of one container (or its previous run). */
export const usePodLogs = (request: PodLogsRequest) => {
  const useCases = useService(KubernetesUseCasesToken);
  return useQuery({
    queryKey: kubernetesKeys.logs(request),
    queryFn: () => runKubernetes(useCases.getPodLogs(request)),
    retry: false,
  });
};

/** The events of one object. */
export const useObjectEvents = (request: EventsRequest) => {
  const useCases = useService(KubernetesUseCasesToken);
  return useQuery({
    queryKey: kubernetesKeys.events(request),
    queryFn: () => runKubernetes(useCases.getEventsByInvolvedObjectName(request)),
    retry: false,
  });
};

export const useDeletePod = (request: DeletePodRequest, onDeleted: () => void): UseMutationResult<void, Error, void> => {
  const useCases = useService(KubernetesUseCasesToken);
  return useMutation({
    mutationFn: () => runKubernetes(useCases.deletePod(request)),
    onSuccess: onDeleted,
    onError: (error) => console.error('Deleting the pod failed:', error),
  });
};

/** Whether a banner was dismissed (remembered in the notifications bucket), kept current, and its dismissal. */
export const useDismissedBanner = (id: string): { dismissed: boolean; dismiss: () => void } => {
  const banners = useService(DismissedBannersToken);
  const dismissed = useSyncExternalStore(
    (onChange) => banners.subscribe(onChange),
    () => banners.isDismissed(id),
  );
  return { dismissed, dismiss: () => banners.dismiss(id) };
};

/** Opens a pod exec terminal connection. */
export const useConnectTerminal = (): ((target: TerminalTarget, onEvent: (event: TerminalEvent) => void) => TerminalConnection) => {
  const transport = useService(TerminalTransportToken);
  return useCallback((target, onEvent) => transport.connect(target, onEvent), [transport]);
};
