import * as E from 'fp-ts/Either';
import type { TaskEither } from 'fp-ts/TaskEither';
import { transportError } from '../shared/backend-error';
import type { KubernetesError } from './kubernetes-error';
import type { KubernetesUseCases } from './kubernetes-use-cases.port';

/**
 * The use cases, loaded once on first use: the Kubernetes adapters and codecs stay out of the first page.
 * A failed load (the chunk could not be fetched) is a Transport error of the call, tried again next time.
 */
export const deferKubernetesUseCases = (importUseCases: () => Promise<KubernetesUseCases>): KubernetesUseCases => {
  let pending: Promise<KubernetesUseCases> | undefined;
  const load = (): Promise<KubernetesUseCases> => {
    pending ??= importUseCases().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
  const defer =
    <A, L>(call: (useCases: KubernetesUseCases) => TaskEither<L, A>): TaskEither<L | KubernetesError, A> =>
    async () => {
      let useCases: KubernetesUseCases;
      try {
        useCases = await load();
      } catch (error) {
        return E.left(transportError(error instanceof Error ? error.message : String(error)));
      }
      return call(useCases)();
    };
  return {
    getEntityObjects: (entity) => defer((u) => u.getEntityObjects(entity)),
    getObjectsByEntity: (entity) => defer((u) => u.getObjectsByEntity(entity)),
    getWorkloadsByEntity: (entityRef) => defer((u) => u.getWorkloadsByEntity(entityRef)),
    getCustomObjectsByEntity: (entityRef, customResources) => defer((u) => u.getCustomObjectsByEntity(entityRef, customResources)),
    getClusters: () => defer((u) => u.getClusters()),
    getPodLogs: (request) => defer((u) => u.getPodLogs(request)),
    getEventsByInvolvedObjectName: (request) => defer((u) => u.getEventsByInvolvedObjectName(request)),
    deletePod: (request) => defer((u) => u.deletePod(request)),
    getSettings: () => async () => {
      try {
        return await (await load()).getSettings()();
      } catch {
        return E.right({ podDeleteEnabled: false, podExecTerminalEnabled: false });
      }
    },
  };
};
