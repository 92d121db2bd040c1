// The Kubernetes tab. Its adapters and codecs load with the first use of the tab.
import * as E from 'fp-ts/Either';
import { AuthConnectorToken } from '../../application/app/auth-connector.port';
import { InteractiveLoginToken } from '../../application/app/interactive-login.port';
import { KeyValueStoreToken } from '../../application/app/key-value-store.port';
import { SessionManagerToken } from '../../application/app/session-manager';
import { DismissedBanners, DismissedBannersToken } from '../../application/kubernetes/dismissed-banners';
import { KubernetesUseCasesToken } from '../../application/kubernetes/kubernetes-use-cases.port';
import { TerminalTransportToken } from '../../application/kubernetes/terminal-transport.port';
import { TRANSPORT_ERROR } from '../../application/shared/deferred-service';
import { lazyService, service, type ServiceDeclaration } from '../../application/shared/service-declaration';
import { WebSocketTerminalTransport } from './exec-websocket.terminal-transport';

export const kubernetesServices: readonly ServiceDeclaration[] = [
  lazyService(
    KubernetesUseCasesToken,
    (get, { backendFetch, discoveryOf, loadFrontendConfig }) =>
      import('./kubernetes-services').then((k8s) =>
        k8s.createKubernetesUseCases({
          fetch: backendFetch,
          discoveryOf,
          loadConfig: loadFrontendConfig,
          connector: get(AuthConnectorToken),
          login: get(InteractiveLoginToken),
        }),
      ),
    {
      getEntityObjects: TRANSPORT_ERROR,
      getObjectsByEntity: TRANSPORT_ERROR,
      getWorkloadsByEntity: TRANSPORT_ERROR,
      getCustomObjectsByEntity: TRANSPORT_ERROR,
      getClusters: TRANSPORT_ERROR,
      getPodLogs: TRANSPORT_ERROR,
      getEventsByInvolvedObjectName: TRANSPORT_ERROR,
      deletePod: TRANSPORT_ERROR,
      getSettings: () => async () => E.right({ podDeleteEnabled: false, podExecTerminalEnabled: false }),
    },
  ),
  service(TerminalTransportToken, (get, { discoveryOf }) =>
    new WebSocketTerminalTransport({ discoveryOf, getToken: () => get(SessionManagerToken).getToken(), createSocket: (url, protocols) => new WebSocket(url, protocols) }),
  ),
  service(DismissedBannersToken, (get) => new DismissedBanners(get(KeyValueStoreToken))),
];
