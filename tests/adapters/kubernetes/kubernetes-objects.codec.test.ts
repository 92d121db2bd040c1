import * as E from 'fp-ts/Either';
import fc from 'fast-check';
import {
  ClustersResponseCodec,
  EventListCodec,
  ObjectsByEntityResponseCodec,
  toObjectsByEntityResponse,
} from '../../../adapters/kubernetes/kubernetes-objects.codec';
import { decodeWith } from '../../../adapters/shared/decode';
import { buildFixtureObjects } from '../../../config/dev-backend/kubernetes-fixture/fixture-objects';

const NOW = Date.parse('2025-01-08T12:00:00Z');
const fixture = buildFixtureObjects(NOW);

/** A body shaped like the backend's answer for the fixture objects. */
const backendBody = (overrides: Record<string, unknown> = {}) => ({
  items: [
    {
      cluster: { name: 'local-fixture', title: 'Local fixture cluster', dashboardUrl: 'http://dash/' },
      podMetrics: [
        {
          pod: fixture.pods[0],
          cpu: { currentUsage: 0.18, requestTotal: 0.25, limitTotal: 0.5 },
          memory: { currentUsage: '220200960', requestTotal: '268435456', limitTotal: '536870912' },
          containers: [
            {
              container: 'api',
              cpuUsage: { currentUsage: 0.18, requestTotal: 0.25, limitTotal: 0.5 },
              memoryUsage: { currentUsage: '220200960', requestTotal: '268435456', limitTotal: '536870912' },
            },
          ],
        },
      ],
      resources: [
        { type: 'pods', resources: fixture.pods },
        { type: 'services', resources: fixture.services },
        { type: 'configmaps', resources: fixture.configmaps },
        { type: 'limitranges', resources: [] },
        { type: 'resourcequotas', resources: [{ kind: 'ResourceQuota' }] },
        { type: 'deployments', resources: fixture.deployments },
        { type: 'replicasets', resources: fixture.replicasets },
        { type: 'horizontalpodautoscalers', resources: fixture.horizontalpodautoscalers },
        { type: 'jobs', resources: fixture.jobs },
        { type: 'cronjobs', resources: fixture.cronjobs },
        { type: 'ingresses', resources: fixture.ingresses },
        { type: 'statefulsets', resources: fixture.statefulsets },
        { type: 'daemonsets', resources: fixture.daemonsets },
        { type: 'customresources', resources: fixture.rollouts },
      ],
      errors: [
        { errorType: 'FETCH_ERROR', message: 'connect ECONNREFUSED' },
        { errorType: 'UNAUTHORIZED_ERROR', statusCode: 401, resourcePath: '/api/v1/pods' },
      ],
      ...overrides,
    },
  ],
});

const decode = (body: unknown) => decodeWith(ObjectsByEntityResponseCodec)(body);

describe('ObjectsByEntityResponseCodec', () => {
  it('reads the backend answer and drops the response types the portal does not show', () => {
    const decoded = decode(backendBody());
    if (E.isLeft(decoded)) throw new Error(decoded.left.message);
    const answer = toObjectsByEntityResponse(decoded.right);
    const item = answer.items[0]!;
    expect(item.resources.map((r) => r.type)).toEqual([
      'pods', 'services', 'configmaps', 'deployments', 'replicasets', 'horizontalpodautoscalers', 'jobs', 'cronjobs',
      'ingresses', 'statefulsets', 'daemonsets', 'customresources',
    ]);
    expect(item.errors).toHaveLength(2);
    expect(item.podMetrics?.[0]?.memory.currentUsage).toBe('220200960');
    // Fields the portal does not read are kept (the YAML view shows them).
    const pod = item.resources.find((r) => r.type === 'pods')!.resources[0] as unknown as { spec: { restartPolicy: string } };
    expect(pod.spec.restartPolicy).toBe('Always');
  });

  it.each([
    ['a pod without a container list', { type: 'pods', resources: [{ metadata: { name: 'p' }, spec: {} }] }, 'spec.containers'],
    ['a container status without restartCount', {
      type: 'pods',
      resources: [{ spec: { containers: [] }, status: { containerStatuses: [{ name: 'c', image: 'i', ready: true }] } }],
    }, 'restartCount'],
    ['a cron job without schedule', { type: 'cronjobs', resources: [{ spec: { suspend: true } }] }, 'schedule'],
    ['an autoscaler without maxReplicas', { type: 'horizontalpodautoscalers', resources: [{ spec: { scaleTargetRef: { kind: 'Deployment', name: 'd' } } }] }, 'maxReplicas'],
    ['a rollout whose steps are not a list', { type: 'customresources', resources: [{ kind: 'Rollout', spec: { strategy: { canary: { steps: 'no' } } } }] }, 'steps'],
  ])('refuses %s, naming the failing path', (_name, response, path) => {
    const decoded = decode(backendBody({ resources: [response] }));
    expect(E.isLeft(decoded)).toBe(true);
    if (E.isLeft(decoded)) {
      expect(decoded.left._tag).toBe('Decode');
      expect(decoded.left.message).toContain(path);
    }
  });

  it('accepts any custom resource that is not a rollout', () => {
    const decoded = decode(backendBody({ resources: [{ type: 'customresources', resources: [{ kind: 'Widget', spec: 42, status: 'x' }] }] }));
    expect(E.isRight(decoded)).toBe(true);
  });

  it('refuses an unknown cluster error type', () => {
    expect(E.isLeft(decode(backendBody({ errors: [{ errorType: 'NOPE' }] })))).toBe(true);
  });

  it('never throws and drops every unknown response type, whatever it holds', () => {
    const known = new Set(['pods', 'deployments', 'replicasets', 'services', 'configmaps', 'horizontalpodautoscalers', 'ingresses', 'jobs', 'cronjobs', 'customresources', 'statefulsets', 'daemonsets']);
    fc.assert(
      fc.property(fc.string().filter((s) => !known.has(s)), fc.array(fc.jsonValue(), { maxLength: 3 }), (type, resources) => {
        const decoded = decode(backendBody({ resources: [{ type, resources }] }));
        if (E.isLeft(decoded)) throw new Error(decoded.left.message);
        expect(toObjectsByEntityResponse(decoded.right).items[0]!.resources).toEqual([]);
      }),
    );
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(() => decode(value)).not.toThrow();
      }),
    );
  });
});

describe('ClustersResponseCodec and EventListCodec', () => {
  it('reads clusters with optional dashboard settings', () => {
    const decoded = decodeWith(ClustersResponseCodec)({ items: [{ name: 'a', authProvider: 'oidc', oidcTokenProvider: 'okta', dashboardParameters: { x: 1 } }] });
    expect(decoded).toEqual(E.right({ items: [{ name: 'a', authProvider: 'oidc', oidcTokenProvider: 'okta', dashboardParameters: { x: 1 } }] }));
    expect(E.isLeft(decodeWith(ClustersResponseCodec)({ items: [{ name: 'a' }] }))).toBe(true);
  });

  it('reads events whatever optional fields they lack', () => {
    expect(E.isRight(decodeWith(EventListCodec)({ items: [{}, { type: 'Warning', count: 3, metadata: { name: 'e' } }] }))).toBe(true);
    expect(E.isLeft(decodeWith(EventListCodec)({ items: [{ count: 'three' }] }))).toBe(true);
  });
});
