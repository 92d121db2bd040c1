// The kubernetes backend over HTTP, with its error texts:
// backend calls fail with 'Could not find the Kubernetes Backend (HTTP 404)...' (the PluginMissing error when the 404
// is the backend's bare one, without the plugin's error body) or 'Request failed with
// {status} {statusText}, {body}'; proxied calls with 'Proxy request failed with {status} {statusText}, {body}'.
// The body is the raw text the backend answered, so these texts are built here rather than by shared/http.
import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type * as t from 'io-ts';
import type {
  ClusterGateway,
  CustomResourceMatcher,
  InvolvedObjectQuery,
  PodLogsQuery,
  PodRef,
  ProxyTarget,
} from '../../application/kubernetes/cluster-gateway.port';
import { pluginMissingError, transportError, type BackendError } from '../../application/shared/backend-error';
import type { Entity } from '../../domain/catalog/entity';
import type { RequestAuth } from '../../domain/kubernetes/auth-providers';
import { k8sMessages } from '../../domain/kubernetes/messages';
import type { Cluster, KubernetesEvent, ObjectsByEntityResponse } from '../../domain/kubernetes/types';
import { decodeWith } from '../shared/decode';
import { isPluginErrorBody, type FetchFn } from '../shared/http';
import {
  asClusters,
  asEvents,
  ClustersResponseCodec,
  EventListCodec,
  ObjectsByEntityResponseCodec,
  toObjectsByEntityResponse,
} from './kubernetes-objects.codec';
import { KUBERNETES_PLUGIN_ID } from './plugin-id';

type CallKind = 'backend' | 'proxy';

const failure = async (response: Response, kind: CallKind): Promise<BackendError> => {
  let body = '';
  try {
    body = await response.text();
  } catch {
    // An unreadable body leaves the status line.
  }
  if (kind === 'backend' && response.status === 404) {
    // The plugin's own 404 (its error body) is a route it lacks; a bare 404 is a backend without the plugin.
    return isPluginErrorBody(body)
      ? { _tag: 'NotFound', message: k8sMessages.backendNotFound }
      : pluginMissingError(KUBERNETES_PLUGIN_ID, k8sMessages.backendNotFound);
  }
  const format = kind === 'backend' ? k8sMessages.requestFailed : k8sMessages.proxyRequestFailed;
  return {
    _tag: 'HttpStatus',
    status: response.status,
    statusText: response.statusText,
    message: format(response.status, response.statusText, body),
  };
};

const readJson = <A, O>(codec: t.Type<A, O, unknown>) => (response: Response): TE.TaskEither<BackendError, A> => async () => {
  try {
    return decodeWith(codec)(await response.json());
  } catch (error) {
    return E.left({
      _tag: 'Decode',
      message: `The backend answered with invalid JSON: ${error instanceof Error ? error.message : String(error)}`,
      paths: ['(root)'],
    });
  }
};

const readText = (response: Response): TE.TaskEither<BackendError, string> =>
  TE.tryCatch(
    () => response.text(),
    (error) => transportError(error instanceof Error ? error.message : String(error)),
  );

const podPath = (namespace: string, podName: string): string =>
  `/api/v1/namespaces/${encodeURIComponent(namespace)}/pods/${encodeURIComponent(podName)}`;

export class KubernetesBackendHttpAdapter implements ClusterGateway {
  constructor(
    private readonly fetchFn: FetchFn,
    private readonly discoveryOf: (pluginId: string) => Promise<string>,
  ) {}

  getObjectsByEntity(request: { auth: RequestAuth; entity: Entity }): TE.TaskEither<BackendError, ObjectsByEntityResponse> {
    const path = `/services/${encodeURIComponent(request.entity.metadata.name)}`;
    return pipe(
      this.call('backend', path, { method: 'POST', body: { auth: request.auth, entity: request.entity } }),
      TE.chain(readJson(ObjectsByEntityResponseCodec)),
      TE.map(toObjectsByEntityResponse),
    );
  }

  getWorkloadsByEntity(request: { auth: RequestAuth; entityRef: string }): TE.TaskEither<BackendError, ObjectsByEntityResponse> {
    return pipe(
      this.call('backend', '/resources/workloads/query', { method: 'POST', body: { auth: request.auth, entityRef: request.entityRef } }),
      TE.chain(readJson(ObjectsByEntityResponseCodec)),
      TE.map(toObjectsByEntityResponse),
    );
  }

  getCustomObjectsByEntity(request: {
    auth: RequestAuth;
    entityRef: string;
    customResources: readonly CustomResourceMatcher[];
  }): TE.TaskEither<BackendError, ObjectsByEntityResponse> {
    return pipe(
      this.call('backend', '/resources/custom/query', {
        method: 'POST',
        body: { entityRef: request.entityRef, auth: request.auth, customResources: request.customResources },
      }),
      TE.chain(readJson(ObjectsByEntityResponseCodec)),
      TE.map(toObjectsByEntityResponse),
    );
  }

  getClusters(): TE.TaskEither<BackendError, readonly Cluster[]> {
    return pipe(this.call('backend', '/clusters', { method: 'GET' }), TE.chain(readJson(ClustersResponseCodec)), TE.map(asClusters));
  }

  getPodLogs(target: ProxyTarget, query: PodLogsQuery): TE.TaskEither<BackendError, string> {
    const params = new URLSearchParams({ container: query.containerName });
    if (query.previous) params.append('previous', '');
    return pipe(
      this.call('proxy', `/proxy${podPath(query.namespace, query.podName)}/log?${params.toString()}`, {
        method: 'GET',
        headers: target.headers,
      }),
      TE.chain(readText),
    );
  }

  getEventsByInvolvedObjectName(target: ProxyTarget, query: InvolvedObjectQuery): TE.TaskEither<BackendError, readonly KubernetesEvent[]> {
    const params = new URLSearchParams({ fieldSelector: `involvedObject.name=${query.involvedObjectName}` });
    return pipe(
      this.call('proxy', `/proxy/api/v1/namespaces/${encodeURIComponent(query.namespace)}/events?${params.toString()}`, {
        method: 'GET',
        headers: target.headers,
      }),
      TE.chain(readJson(EventListCodec)),
      TE.map(asEvents),
    );
  }

  deletePod(target: ProxyTarget, pod: PodRef): TE.TaskEither<BackendError, void> {
    return pipe(
      this.call('proxy', `/proxy${podPath(pod.namespace, pod.podName)}`, { method: 'DELETE', headers: target.headers }),
      TE.map(() => undefined),
    );
  }

  private call(
    kind: CallKind,
    path: string,
    request: { method: string; body?: unknown; headers?: Readonly<Record<string, string>> },
  ): TE.TaskEither<BackendError, Response> {
    return async () => {
      let response: Response;
      try {
        const baseUrl = await this.discoveryOf(KUBERNETES_PLUGIN_ID);
        response = await this.fetchFn(`${baseUrl}${path}`, {
          method: request.method,
          headers: {
            ...(request.body !== undefined && { 'Content-Type': 'application/json' }),
            ...request.headers,
          },
          ...(request.body !== undefined && { body: JSON.stringify(request.body) }),
        });
      } catch (error) {
        return E.left(transportError(error instanceof Error ? error.message : String(error)));
      }
      return response.ok ? E.right(response) : E.left(await failure(response, kind));
    };
  }
}
