// The Kubernetes settings the browser reads from the app config:
// kubernetes.frontend.podDelete.enabled and kubernetes.podExecTerminal.enabled.
import type { TaskEither } from 'fp-ts/TaskEither';
import type { BackendError } from '../shared/backend-error';

export interface KubernetesFrontendSettings {
  /** kubernetes.frontend.podDelete.enabled: show the Delete Pod button. */
  readonly podDeleteEnabled: boolean;
  /** kubernetes.podExecTerminal.enabled: offer the pod terminal (with one server-side-auth cluster). */
  readonly podExecTerminalEnabled: boolean;
}

export const DEFAULT_KUBERNETES_FRONTEND_SETTINGS: KubernetesFrontendSettings = {
  podDeleteEnabled: false,
  podExecTerminalEnabled: false,
};

export interface KubernetesSettingsSource {
  load(): TaskEither<BackendError, KubernetesFrontendSettings>;
}

