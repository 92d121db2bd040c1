import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { deferKubernetesUseCases } from '../../../application/kubernetes/deferred-use-cases';
import { kubernetesUseCases } from '../../../application/kubernetes/kubernetes-use-cases';
import type { KubernetesUseCases } from '../../../application/kubernetes/kubernetes-use-cases.port';

const loaded = (): KubernetesUseCases =>
  kubernetesUseCases({
    gateway: {
      getObjectsByEntity: () => TE.right({ items: [] }),
      getWorkloadsByEntity: () => TE.right({ items: [] }),
      getCustomObjectsByEntity: () => TE.right({ items: [] }),
      getClusters: () => TE.right([{ name: 'a', authProvider: 'serviceAccount' }]),
      getPodLogs: () => TE.right('log'),
      getEventsByInvolvedObjectName: () => TE.right([]),
      deletePod: () => TE.right(undefined),
    },
    tokens: { tokenFor: () => TE.right(undefined) },
    settings: { load: () => TE.right({ podDeleteEnabled: true, podExecTerminalEnabled: true }) },
  });

describe('deferKubernetesUseCases', () => {
  it('loads the use cases once, on the first call', async () => {
    let imports = 0;
    const deferred = deferKubernetesUseCases(async () => {
      imports += 1;
      return loaded();
    });
    expect(imports).toBe(0);
    expect(await deferred.getClusters()()).toEqual(E.right([{ name: 'a', authProvider: 'serviceAccount' }]));
    expect(await deferred.getPodLogs({ clusterName: 'a', podName: 'p', namespace: 'n', containerName: 'c' })()).toEqual(E.right('log'));
    expect(await deferred.getSettings()()).toEqual(E.right({ podDeleteEnabled: true, podExecTerminalEnabled: true }));
    expect(imports).toBe(1);
  });

  it('answers a failed load as a transport error, and loads again next time', async () => {
    let imports = 0;
    const deferred = deferKubernetesUseCases(async () => {
      imports += 1;
      if (imports === 1) throw new Error('Failed to fetch dynamically imported module');
      return loaded();
    });
    expect(await deferred.deletePod({ clusterName: 'a', podName: 'p', namespace: 'n' })()).toEqual(
      E.left({ _tag: 'Transport', message: 'Failed to fetch dynamically imported module' }),
    );
    expect(await deferred.deletePod({ clusterName: 'a', podName: 'p', namespace: 'n' })()).toEqual(E.right(undefined));
  });

  it('falls back to everything off when the settings cannot be loaded', async () => {
    const deferred = deferKubernetesUseCases(() => Promise.reject(new Error('offline')));
    expect(await deferred.getSettings()()).toEqual(E.right({ podDeleteEnabled: false, podExecTerminalEnabled: false }));
  });
});
