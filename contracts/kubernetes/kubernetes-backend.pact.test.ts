// Contract with the kubernetes backend (spec plugin-areas.md section 7 "Kubernetes backend" and "Proxied
// cluster calls"), driven through the real KubernetesBackendHttpAdapter and its codecs. The clusters here
// use server-side credentials (serviceAccount), so request bodies carry `auth: {}` and proxied calls
// only the cluster header.
import * as E from 'fp-ts/Either';
import { MatchersV3 } from '@pact-foundation/pact';
import type { V4ResponseBuilder } from '@pact-foundation/pact/src/v4/http/types';
import { KubernetesBackendHttpAdapter } from '../../adapters/kubernetes/kubernetes-backend.http-adapter';
import type { Entity } from '../../domain/catalog/entity';
import { CLUSTER_HEADER } from '../../domain/kubernetes/constants';
import {
  backendFetchOf,
  bearerTokenHeader,
  consumerPact,
  JSON_CONTENT_TYPE,
  resolveBaseUrlOf,
  type MockServer,
} from '../support/consumer-pact';
import { INJECTED, kubernetesStates } from '../support/provider-states';

const { arrayContaining, eachLike, fromProviderState, integer, like, regex, reify } = MatchersV3;

const pact = consumerPact('kubernetes');
const BASE = '/api/kubernetes';
const AUTH = { Authorization: bearerTokenHeader };
const AUTH_JSON = { ...AUTH, 'Content-Type': 'application/json' };
const CLUSTER = 'local-fixture';
/** The proxy's cluster header; the cluster's name comes from the provider state. */
const CLUSTER_HEADERS = { ...AUTH, [CLUSTER_HEADER]: fromProviderState(`\${${INJECTED.clusterName}}`, CLUSTER) };
const TARGET = { clusterName: CLUSTER, headers: { [CLUSTER_HEADER]: CLUSTER } };
const PAYMENTS_REF = 'component:default/payments';

const adapterFor = (server: MockServer) => new KubernetesBackendHttpAdapter(backendFetchOf(server), resolveBaseUrlOf(server));

/** The entity as the portal read it from the catalog; its kubernetes-id annotation selects the objects. */
const paymentsEntity: Entity = {
  apiVersion: 'backstage.io/v1alpha1',
  kind: 'Component',
  metadata: { name: 'payments', namespace: 'default', annotations: { 'backstage.io/kubernetes-id': 'payments' } },
  spec: { type: 'service', lifecycle: 'production', owner: 'group:default/team-payments' },
};

const pod = {
  apiVersion: 'v1',
  kind: 'Pod',
  metadata: { name: like('payments-api-7d9f8b6c5d-2xkqp'), namespace: like('payments') },
  spec: { containers: eachLike({ name: like('api') }) },
  status: { phase: like('Running') },
};
const deployment = { apiVersion: 'apps/v1', kind: 'Deployment', metadata: { name: like('payments-api'), namespace: like('payments') } };
const rollout = { apiVersion: like('argoproj.io/v1alpha1'), kind: 'Rollout', metadata: { name: like('payments-canary'), namespace: like('payments') } };
const clusterRef = { name: like(CLUSTER) };

/** One cluster's objects: pods and deployments among the resources, and the list of fetch errors. */
const workloadsOfOneCluster = {
  items: eachLike({
    cluster: clusterRef,
    resources: arrayContaining({ type: 'pods', resources: eachLike(pod) }, { type: 'deployments', resources: eachLike(deployment) }),
    errors: [],
  }),
};

const expectedWorkloads = {
  items: [
    {
      cluster: { name: CLUSTER },
      resources: [
        { type: 'pods', resources: [reify(pod)] },
        { type: 'deployments', resources: [reify(deployment)] },
      ],
      errors: [],
    },
  ],
};

describe('kubernetes backend contract', () => {
  it('lists the clusters (GET /clusters)', async () => {
    const cluster = { name: like(CLUSTER), authProvider: like('serviceAccount') };
    await pact
      .addInteraction()
      .given(kubernetesStates.clusterConfigured.name)
      .uponReceiving('a request for the configured clusters')
      .withRequest('GET', `${BASE}/clusters`, (request) => request.headers(AUTH))
      .willRespondWith(200, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody({ items: eachLike(cluster) }))
      .executeTest(async (server) => {
        expect(await adapterFor(server).getClusters()()).toEqual(E.right([reify(cluster)]));
      });
  });

  it('reads the objects of an entity (POST /services/{entityName})', async () => {
    await pact
      .addInteraction()
      .given(kubernetesStates.paymentsWorkloads.name)
      .uponReceiving('a request for the kubernetes objects of component:default/payments')
      .withRequest('POST', `${BASE}/services/payments`, (request) =>
        request.headers(AUTH_JSON).jsonBody({ auth: {}, entity: paymentsEntity }),
      )
      .willRespondWith(200, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody(workloadsOfOneCluster))
      .executeTest(async (server) => {
        const objects = await adapterFor(server).getObjectsByEntity({ auth: {}, entity: paymentsEntity })();
        expect(objects).toEqual(E.right(expectedWorkloads));
      });
  });

  it('queries the workloads of an entity (POST /resources/workloads/query)', async () => {
    await pact
      .addInteraction()
      .given(kubernetesStates.paymentsWorkloads.name)
      .uponReceiving('a workloads query for component:default/payments')
      .withRequest('POST', `${BASE}/resources/workloads/query`, (request) =>
        request.headers(AUTH_JSON).jsonBody({ auth: {}, entityRef: PAYMENTS_REF }),
      )
      .willRespondWith(200, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody(workloadsOfOneCluster))
      .executeTest(async (server) => {
        const objects = await adapterFor(server).getWorkloadsByEntity({ auth: {}, entityRef: PAYMENTS_REF })();
        expect(objects).toEqual(E.right(expectedWorkloads));
      });
  });

  it('queries the custom resources of an entity (POST /resources/custom/query)', async () => {
    const customResources = [{ group: 'argoproj.io', apiVersion: 'v1alpha1', plural: 'rollouts' }];
    await pact
      .addInteraction()
      .given(kubernetesStates.paymentsRollouts.name)
      .uponReceiving('a custom resources query for the rollouts of component:default/payments')
      .withRequest('POST', `${BASE}/resources/custom/query`, (request) =>
        request.headers(AUTH_JSON).jsonBody({ entityRef: PAYMENTS_REF, auth: {}, customResources }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody({
          items: eachLike({ cluster: clusterRef, resources: eachLike({ type: 'customresources', resources: eachLike(rollout) }), errors: [] }),
        }),
      )
      .executeTest(async (server) => {
        const objects = await adapterFor(server).getCustomObjectsByEntity({ auth: {}, entityRef: PAYMENTS_REF, customResources })();
        expect(objects).toEqual(
          E.right({ items: [{ cluster: { name: CLUSTER }, resources: [{ type: 'customresources', resources: [reify(rollout)] }], errors: [] }] }),
        );
      });
  });

  it('reads the events of a pod through the proxy', async () => {
    const event = {
      type: like('Normal'),
      reason: like('Scheduled'),
      message: like('Successfully assigned payments to node-a'),
      count: integer(1),
      metadata: { name: like('payments-api-7d9f8b6c5d-2xkqp.17aac0ffee0'), creationTimestamp: like('2026-11-22T00:08:21.776Z') },
    };
    await pact
      .addInteraction()
      .given(kubernetesStates.podWithEvents.name)
      .uponReceiving('a proxied request for the events of pod payments-api-7d9f8b6c5d-2xkqp')
      .withRequest('GET', `${BASE}/proxy/api/v1/namespaces/payments/events`, (request) =>
        request.query({ fieldSelector: 'involvedObject.name=payments-api-7d9f8b6c5d-2xkqp' }).headers(CLUSTER_HEADERS),
      )
      .willRespondWith(200, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody({ items: eachLike(event) }))
      .executeTest(async (server) => {
        const events = await adapterFor(server).getEventsByInvolvedObjectName(TARGET, {
          involvedObjectName: 'payments-api-7d9f8b6c5d-2xkqp',
          namespace: 'payments',
        })();
        expect(events).toEqual(E.right([reify(event)]));
      });
  });

  /**
   * Pod logs are free-form text: the contract holds the status and the text content type, not the lines.
   * (A Pact text body would be matched as binary with content-type sniffing, which reads a log line
   * starting with a timestamp such as 2026-... as a JSON number.)
   */
  const logResponse = (response: V4ResponseBuilder) => {
    response.headers({ 'Content-Type': regex('^text/plain(;.*)?$', 'text/plain; charset=utf-8') });
  };

  it('reads the log of a container through the proxy', async () => {
    await pact
      .addInteraction()
      .given(kubernetesStates.podWithEvents.name)
      .uponReceiving('a proxied request for the log of container api of pod payments-api-7d9f8b6c5d-2xkqp')
      .withRequest('GET', `${BASE}/proxy/api/v1/namespaces/payments/pods/payments-api-7d9f8b6c5d-2xkqp/log`, (request) =>
        request.query({ container: 'api' }).headers(CLUSTER_HEADERS),
      )
      .willRespondWith(200, logResponse)
      .executeTest(async (server) => {
        const log = await adapterFor(server).getPodLogs(TARGET, { podName: 'payments-api-7d9f8b6c5d-2xkqp', namespace: 'payments', containerName: 'api' })();
        expect(log).toEqual(E.right(''));
      });
  });

  it("reads the log of a container's previous run through the proxy", async () => {
    await pact
      .addInteraction()
      .given(kubernetesStates.podRestarted.name)
      .uponReceiving('a proxied request for the previous log of container api of pod payments-api-7d9f8b6c5d-8mwzt')
      .withRequest('GET', `${BASE}/proxy/api/v1/namespaces/payments/pods/payments-api-7d9f8b6c5d-8mwzt/log`, (request) =>
        request.query({ container: 'api', previous: '' }).headers(CLUSTER_HEADERS),
      )
      .willRespondWith(200, logResponse)
      .executeTest(async (server) => {
        const log = await adapterFor(server).getPodLogs(TARGET, {
          podName: 'payments-api-7d9f8b6c5d-8mwzt',
          namespace: 'payments',
          containerName: 'api',
          previous: true,
        })();
        expect(log).toEqual(E.right(''));
      });
  });

  it('deletes a pod through the proxy', async () => {
    await pact
      .addInteraction()
      .given(kubernetesStates.podExists.name)
      .uponReceiving('a proxied deletion of pod payments-worker-6b8c9d7f4-zp9cw')
      .withRequest('DELETE', `${BASE}/proxy/api/v1/namespaces/payments/pods/payments-worker-6b8c9d7f4-zp9cw`, (request) =>
        request.headers(CLUSTER_HEADERS),
      )
      .willRespondWith(200)
      .executeTest(async (server) => {
        const deleted = await adapterFor(server).deletePod(TARGET, { podName: 'payments-worker-6b8c9d7f4-zp9cw', namespace: 'payments' })();
        expect(deleted).toEqual(E.right(undefined));
      });
  });
});
