// Contract with the kubernetes backend (its own calls, proxied cluster calls and browser-side cluster auth),
// driven through the real KubernetesBackendHttpAdapter and its codecs.
// The first interactions are those of a portal whose clusters all use server-side credentials
// (serviceAccount): request bodies carry `auth: {}` and proxied calls only the cluster header. The last
// ones are those of a portal that also has clusters with browser-side auth providers (google, aks, oidc),
// driven through the real Kubernetes use cases: they read the clusters' auth providers from GET /clusters,
// put the user's tokens into the `auth` of the objects queries and into the proxy's
// `Backstage-Kubernetes-Authorization-{provider}` header.
import * as E from 'fp-ts/Either';
import { MatchersV3 } from '@pact-foundation/pact';
import type { V4ResponseBuilder } from '@pact-foundation/pact/src/v4/http/types';
import * as TE from 'fp-ts/TaskEither';
import { KubernetesBackendHttpAdapter } from '../../adapters/kubernetes/kubernetes-backend.http-adapter';
import { kubernetesUseCases } from '../../application/kubernetes/kubernetes-use-cases';
import { DEFAULT_KUBERNETES_FRONTEND_SETTINGS } from '../../application/kubernetes/kubernetes-settings.port';
import type { ProviderTokens } from '../../application/kubernetes/provider-tokens.port';
import type { Entity } from '../../domain/catalog/entity';
import type { CredentialRequest } from '../../domain/kubernetes/auth-providers';
import { AUTHORIZATION_HEADER_PREFIX, CLUSTER_HEADER } from '../../domain/kubernetes/constants';
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

/**
 * Pod logs are free-form text: the contract holds the status and the text content type, not the lines.
 * (A Pact text body would be matched as binary with content-type sniffing, which reads a log line
 * starting with a timestamp such as 2026-... as a JSON number.)
 */
const logResponse = (response: V4ResponseBuilder) => {
  response.headers({ 'Content-Type': regex('^text/plain(;.*)?$', 'text/plain; charset=utf-8') });
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

/**
 * Clusters whose auth provider runs in the browser. The tokens are the signed-in user's (made up here):
 * a Google access token with the cloud-platform read-only scope, a Microsoft access token for AKS, an
 * OpenID Connect ID token from okta. Their values differ per user and session: matched by type in
 * bodies, by pattern in headers.
 */
const GOOGLE_CLUSTER = 'gke-payments';
const AKS_CLUSTER = 'aks-payments';
const OKTA_CLUSTER = 'okta-payments';
const GOOGLE_ACCESS_TOKEN = 'ya29.a0AfExampleGoogleAccessTokenForTheCloudPlatformReadOnlyScope';
const AKS_ACCESS_TOKEN =
  'eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.eyJhdWQiOiI2ZGFlNDJmOC00MzY4LTQ2NzgtOTRmZi0zOTYwZTI4ZTM2MzAifQ.bWljcm9zb2Z0';
const OKTA_ID_TOKEN = 'eyJraWQiOiJva3RhIiwiYWxnIjoiUlMyNTYifQ.eyJpc3MiOiJodHRwczovL2FjbWUub2t0YS5jb20ifQ.b2t0YQ';

/** The user's sessions with google, microsoft and okta, as the auth backend would give them (not a kubernetes call). */
const userTokens: ProviderTokens = {
  tokenFor: (request: CredentialRequest) => {
    if (request.kind === 'none') return TE.right(undefined);
    if (request.kind === 'accessToken') return TE.right(request.provider === 'google' ? GOOGLE_ACCESS_TOKEN : AKS_ACCESS_TOKEN);
    return TE.right(request.provider === 'okta' ? OKTA_ID_TOKEN : undefined);
  },
};

const useCasesFor = (server: MockServer) =>
  kubernetesUseCases({
    gateway: adapterFor(server),
    tokens: userTokens,
    settings: { load: () => TE.right(DEFAULT_KUBERNETES_FRONTEND_SETTINGS) },
  });

/** What the backend sees in `auth`: one token per browser-side auth provider of the portal's clusters. */
const browserSideAuth = { google: like(GOOGLE_ACCESS_TOKEN), aks: like(AKS_ACCESS_TOKEN), oidc: { okta: like(OKTA_ID_TOKEN) } };

/** A proxied call to a cluster with a browser-side auth provider: the cluster header and the provider's token header. */
const proxyHeadersWith = (provider: string, token: string, clusterName: string) => ({
  ...AUTH,
  [CLUSTER_HEADER]: fromProviderState(`\${${INJECTED.clusterName}}`, clusterName),
  [`${AUTHORIZATION_HEADER_PREFIX}${provider}`]: regex(/^\S+$/, token),
});

/**
 * GET /clusters of a portal with browser-side auth providers: the use cases read it before each call.
 * Declared in every flow below (the same interaction each time), which then runs against both.
 */
const declareBrowserSideAuthClusters = () =>
  pact
    .addInteraction()
    .given(kubernetesStates.browserSideAuthClusters.name)
    .uponReceiving('a request for the configured clusters, among them clusters with the auth providers google, aks and oidc')
    .withRequest('GET', `${BASE}/clusters`, (request) => request.headers(AUTH))
    .willRespondWith(200, (response) =>
      response.headers(JSON_CONTENT_TYPE).jsonBody({
        items: arrayContaining(
          { name: like(GOOGLE_CLUSTER), authProvider: 'google' },
          { name: like(AKS_CLUSTER), authProvider: 'aks' },
          { name: like(OKTA_CLUSTER), authProvider: 'oidc', oidcTokenProvider: 'okta' },
        ),
      }),
    );

describe('kubernetes backend contract with browser-side auth providers', () => {
  it('lists clusters with their auth providers and OIDC token provider (GET /clusters)', async () => {
    await declareBrowserSideAuthClusters().executeTest(async (server) => {
      expect(await useCasesFor(server).getClusters()()).toEqual(
        E.right([
          { name: GOOGLE_CLUSTER, authProvider: 'google' },
          { name: AKS_CLUSTER, authProvider: 'aks' },
          { name: OKTA_CLUSTER, authProvider: 'oidc', oidcTokenProvider: 'okta' },
        ]),
      );
    });
  });

  it("sends the user's google, aks and okta tokens in the auth of POST /services/{entityName}", async () => {
    declareBrowserSideAuthClusters();
    await pact
      .addInteraction()
      .given(kubernetesStates.paymentsWorkloads.name)
      .uponReceiving('a request for the kubernetes objects of component:default/payments with google, aks and okta tokens in auth')
      .withRequest('POST', `${BASE}/services/payments`, (request) =>
        request.headers(AUTH_JSON).jsonBody({ auth: browserSideAuth, entity: paymentsEntity }),
      )
      .willRespondWith(200, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody(workloadsOfOneCluster))
      .executeTest(async (server) => {
        expect(await useCasesFor(server).getObjectsByEntity(paymentsEntity)()).toEqual(E.right(expectedWorkloads));
      });
  });

  it("sends the user's google, aks and okta tokens in the auth of POST /resources/workloads/query", async () => {
    declareBrowserSideAuthClusters();
    await pact
      .addInteraction()
      .given(kubernetesStates.paymentsWorkloads.name)
      .uponReceiving('a workloads query for component:default/payments with google, aks and okta tokens in auth')
      .withRequest('POST', `${BASE}/resources/workloads/query`, (request) =>
        request.headers(AUTH_JSON).jsonBody({ auth: browserSideAuth, entityRef: PAYMENTS_REF }),
      )
      .willRespondWith(200, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody(workloadsOfOneCluster))
      .executeTest(async (server) => {
        expect(await useCasesFor(server).getWorkloadsByEntity(PAYMENTS_REF)()).toEqual(E.right(expectedWorkloads));
      });
  });

  it("sends the user's google, aks and okta tokens in the auth of POST /resources/custom/query", async () => {
    const customResources = [{ group: 'argoproj.io', apiVersion: 'v1alpha1', plural: 'rollouts' }];
    declareBrowserSideAuthClusters();
    await pact
      .addInteraction()
      .given(kubernetesStates.paymentsRollouts.name)
      .uponReceiving('a custom resources query for the rollouts of component:default/payments with google, aks and okta tokens in auth')
      .withRequest('POST', `${BASE}/resources/custom/query`, (request) =>
        request.headers(AUTH_JSON).jsonBody({ entityRef: PAYMENTS_REF, auth: browserSideAuth, customResources }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody({
          items: eachLike({ cluster: clusterRef, resources: eachLike({ type: 'customresources', resources: eachLike(rollout) }), errors: [] }),
        }),
      )
      .executeTest(async (server) => {
        expect(await useCasesFor(server).getCustomObjectsByEntity(PAYMENTS_REF, customResources)()).toEqual(
          E.right({ items: [{ cluster: { name: CLUSTER }, resources: [{ type: 'customresources', resources: [reify(rollout)] }], errors: [] }] }),
        );
      });
  });

  it("sends the user's okta ID token in the proxy's auth header of an oidc cluster", async () => {
    const event = { type: like('Normal'), reason: like('Scheduled'), message: like('Successfully assigned payments to node-a') };
    declareBrowserSideAuthClusters();
    await pact
      .addInteraction()
      .given(kubernetesStates.podWithEvents.name)
      .uponReceiving('a proxied request for the events of pod payments-api-7d9f8b6c5d-2xkqp with an okta ID token')
      .withRequest('GET', `${BASE}/proxy/api/v1/namespaces/payments/events`, (request) =>
        request
          .query({ fieldSelector: 'involvedObject.name=payments-api-7d9f8b6c5d-2xkqp' })
          .headers(proxyHeadersWith('oidc-okta', OKTA_ID_TOKEN, OKTA_CLUSTER)),
      )
      .willRespondWith(200, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody({ items: eachLike(event) }))
      .executeTest(async (server) => {
        const events = await useCasesFor(server).getEventsByInvolvedObjectName({
          clusterName: OKTA_CLUSTER,
          involvedObjectName: 'payments-api-7d9f8b6c5d-2xkqp',
          namespace: 'payments',
        })();
        expect(events).toEqual(E.right([reify(event)]));
      });
  });

  it("sends the user's google access token in the proxy's auth header of a google cluster", async () => {
    declareBrowserSideAuthClusters();
    await pact
      .addInteraction()
      .given(kubernetesStates.podWithEvents.name)
      .uponReceiving('a proxied request for the log of container api of pod payments-api-7d9f8b6c5d-2xkqp with a google access token')
      .withRequest('GET', `${BASE}/proxy/api/v1/namespaces/payments/pods/payments-api-7d9f8b6c5d-2xkqp/log`, (request) =>
        request.query({ container: 'api' }).headers(proxyHeadersWith('google', GOOGLE_ACCESS_TOKEN, GOOGLE_CLUSTER)),
      )
      .willRespondWith(200, logResponse)
      .executeTest(async (server) => {
        const log = await useCasesFor(server).getPodLogs({
          clusterName: GOOGLE_CLUSTER,
          podName: 'payments-api-7d9f8b6c5d-2xkqp',
          namespace: 'payments',
          containerName: 'api',
        })();
        expect(log).toEqual(E.right(''));
      });
  });

  it("sends the user's microsoft access token in the proxy's auth header of an aks cluster", async () => {
    declareBrowserSideAuthClusters();
    await pact
      .addInteraction()
      .given(kubernetesStates.podExists.name)
      .uponReceiving('a proxied deletion of pod payments-worker-6b8c9d7f4-zp9cw with an aks access token')
      .withRequest('DELETE', `${BASE}/proxy/api/v1/namespaces/payments/pods/payments-worker-6b8c9d7f4-zp9cw`, (request) =>
        request.headers(proxyHeadersWith('aks', AKS_ACCESS_TOKEN, AKS_CLUSTER)),
      )
      .willRespondWith(200)
      .executeTest(async (server) => {
        const deleted = await useCasesFor(server).deletePod({
          clusterName: AKS_CLUSTER,
          podName: 'payments-worker-6b8c9d7f4-zp9cw',
          namespace: 'payments',
        })();
        expect(deleted).toEqual(E.right(undefined));
      });
  });
});
