import * as E from 'fp-ts/Either';
import fc from 'fast-check';
import {
  dashboardLinkProblem,
  formatClusterLink,
  formatClusterLinkFor,
  headlampPath,
  type DashboardLinkOptions,
} from '../../../domain/kubernetes/dashboard-links';

const object = { metadata: { name: 'foobar', namespace: 'bar' } };

const link = (options: DashboardLinkOptions): string | undefined => {
  const result = formatClusterLink(options);
  if (E.isLeft(result)) throw new Error(result.left.message);
  return result.right;
};

const failure = (options: DashboardLinkOptions): string => {
  const result = formatClusterLink(options);
  if (E.isRight(result)) throw new Error(`expected a failure, got ${result.right}`);
  return result.left.message;
};

describe('formatClusterLink', () => {
  it('gives nothing without a dashboardUrl or dashboardParameters', () => {
    expect(link({ object, kind: 'Deployment' })).toBeUndefined();
  });

  it('gives the dashboardUrl itself when there is no object', () => {
    expect(link({ dashboardUrl: 'https://k8s.foo.com', kind: 'Deployment' })).toBe('https://k8s.foo.com');
  });

  it('rejects an unknown app', () => {
    expect(failure({ dashboardUrl: 'https://k8s.foo.com', dashboardApp: 'unknownapp', object, kind: 'Deployment' })).toBe(
      'Could not find Kubernetes dashboard app named unknownapp',
    );
  });

  it('rejects a dashboardUrl that is not a URL', () => {
    expect(failure({ dashboardUrl: 'not a url', object, kind: 'Deployment' })).toBe("The dashboardUrl 'not a url' is not a valid URL");
  });

  it('uses the standard formatter by default', () => {
    expect(link({ dashboardUrl: 'https://k8s.foo.com/', object, kind: 'Deployment' })).toBe(
      'https://k8s.foo.com/#/deployment/bar/foobar?namespace=bar',
    );
    expect(link({ dashboardUrl: 'https://k8s.foo.com/', dashboardApp: '', object, kind: 'Deployment' })).toBe(
      'https://k8s.foo.com/#/deployment/bar/foobar?namespace=bar',
    );
  });
});

describe('standard', () => {
  it.each([
    ['Deployment', object, 'https://k8s.foo.com/#/deployment/bar/foobar?namespace=bar'],
    ['Service', object, 'https://k8s.foo.com/#/service/bar/foobar?namespace=bar'],
    ['Pod', object, 'https://k8s.foo.com/#/pod/bar/foobar?namespace=bar'],
    ['Ingress', object, 'https://k8s.foo.com/#/ingress/bar/foobar?namespace=bar'],
    ['StatefulSet', object, 'https://k8s.foo.com/#/statefulset/bar/foobar?namespace=bar'],
    ['HorizontalPodAutoscaler', object, 'https://k8s.foo.com/#/deployment/bar/foobar?namespace=bar'],
    ['UnknownKind', object, 'https://k8s.foo.com/#/workloads?namespace=bar'],
    ['Deployment', { metadata: { namespace: 'bar' } }, 'https://k8s.foo.com/#/workloads?namespace=bar'],
    ['Deployment', { metadata: { name: 'foobar' } }, 'https://k8s.foo.com/'],
  ])('%s %j → %s', (kind, obj, expected) => {
    expect(link({ dashboardUrl: 'https://k8s.foo.com', dashboardApp: 'standard', object: obj, kind })).toBe(expected);
  });

  it('appends to a dashboard path', () => {
    expect(link({ dashboardUrl: 'https://k8s.foo.com/some/path', object, kind: 'Pod' })).toBe(
      'https://k8s.foo.com/some/path/#/pod/bar/foobar?namespace=bar',
    );
  });

  it('needs a dashboardUrl', () => {
    expect(failure({ dashboardParameters: { a: 'b' }, object, kind: 'Pod' })).toBe('standard dashboard requires a dashboardUrl option');
  });

  it('encodes names and namespaces', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), (name, namespace) => {
        const url = new URL(link({ dashboardUrl: 'https://k8s.foo.com', object: { metadata: { name, namespace } }, kind: 'Pod' })!);
        const [route, query] = url.hash.slice(1).split('?');
        const [, kind, ns, n] = route!.split('/');
        expect([kind, decodeURIComponent(ns!), decodeURIComponent(n!)]).toEqual(['pod', namespace, name]);
        expect(query).toBe(`namespace=${encodeURIComponent(namespace)}`);
      }),
    );
  });
});

describe('rancher', () => {
  it.each([
    ['Deployment', object, 'https://k8s.foo.com/explorer/apps.deployment/bar/foobar'],
    ['Ingress', object, 'https://k8s.foo.com/explorer/networking.k8s.io.ingress/bar/foobar'],
    ['Service', object, 'https://k8s.foo.com/explorer/service/bar/foobar'],
    ['HorizontalPodAutoscaler', object, 'https://k8s.foo.com/explorer/autoscaling.horizontalpodautoscaler/bar/foobar'],
    ['UnknownKind', object, 'https://k8s.foo.com/explorer/workload'],
    ['Deployment', { metadata: { name: 'foobar' } }, 'https://k8s.foo.com/'],
  ])('%s %j → %s', (kind, obj, expected) => {
    expect(link({ dashboardUrl: 'https://k8s.foo.com', dashboardApp: 'rancher', object: obj, kind })).toBe(expected);
  });

  it('appends to a dashboard path', () => {
    expect(link({ dashboardUrl: 'https://k8s.foo.com/abc/def', dashboardApp: 'rancher', object, kind: 'Service' })).toBe(
      'https://k8s.foo.com/abc/def/explorer/service/bar/foobar',
    );
  });

  it('needs a dashboardUrl', () => {
    expect(failure({ dashboardApp: 'rancher', dashboardParameters: {}, object, kind: 'Pod' })).toBe(
      'Rancher dashboard requires a dashboardUrl option',
    );
  });
});

describe('openshift', () => {
  it.each([
    ['Deployment', object, 'https://k8s.foo.com/k8s/ns/bar/deployments/foobar'],
    ['Service', object, 'https://k8s.foo.com/k8s/ns/bar/services/foobar'],
    ['UnknownKind', object, 'https://k8s.foo.com/k8s/cluster/projects/bar'],
    ['foo', { metadata: { namespace: 'bar' } }, 'https://k8s.foo.com/k8s/cluster/projects/bar'],
    ['PersistentVolume', { metadata: { name: 'pv-1' } }, 'https://k8s.foo.com/k8s/cluster/persistentvolumes/pv-1'],
    ['PersistentVolume', { metadata: {} }, 'https://k8s.foo.com/k8s/cluster/persistentvolumes'],
    ['UnknownKind', { metadata: { name: 'x' } }, 'https://k8s.foo.com/'],
  ])('%s %j → %s', (kind, obj, expected) => {
    expect(link({ dashboardUrl: 'https://k8s.foo.com', dashboardApp: 'openshift', object: obj, kind })).toBe(expected);
  });

  it('needs a dashboardUrl', () => {
    expect(failure({ dashboardApp: 'openshift', dashboardParameters: {}, object, kind: 'Pod' })).toBe(
      'OpenShift dashboard requires a dashboardUrl option',
    );
  });
});

describe('aks', () => {
  const dashboardParameters = { subscriptionId: 'sub', resourceGroup: 'rg', clusterName: 'aks-1' };

  it('needs dashboardParameters', () => {
    expect(failure({ dashboardUrl: 'https://x', dashboardApp: 'aks', object, kind: 'Deployment' })).toBe(
      'AKS dashboard requires a dashboardParameters option',
    );
  });

  it.each(['subscriptionId', 'resourceGroup', 'clusterName'])('needs a string %s', (parameter) => {
    const parameters = { ...dashboardParameters, [parameter]: 42 };
    expect(failure({ dashboardApp: 'aks', dashboardParameters: parameters, object, kind: 'Deployment' })).toBe(
      `AKS dashboard requires a "${parameter}" of type string in the dashboardParameters option`,
    );
  });

  it('links to the resource in the Azure portal', () => {
    const url = link({
      dashboardApp: 'aks',
      dashboardParameters,
      object: { metadata: { name: 'foobar', namespace: 'bar', uid: 'u1' }, spec: { selector: { matchLabels: { app: 'x' } } } },
      kind: 'Deployment',
    })!;
    const prefix =
      'https://portal.azure.com/#blade/Microsoft_Azure_ContainerService/AksK8ResourceMenuBlade/overview-Deployment/aksClusterId/';
    expect(url.startsWith(prefix)).toBe(true);
    const [clusterPath, resource] = url.slice(prefix.length).split('/resource/');
    expect(decodeURIComponent(clusterPath!)).toBe(
      '/subscriptions/sub/resourceGroups/rg/providers/Microsoft.ContainerService/managedClusters/aks-1',
    );
    expect(JSON.parse(decodeURIComponent(resource!))).toEqual({
      kind: 'Deployment',
      metadata: { name: 'foobar', namespace: 'bar', uid: 'u1' },
      spec: { selector: { matchLabels: { app: 'x' } } },
    });
  });
});

describe('gke', () => {
  const dashboardParameters = { projectId: 'foobar-333614', region: 'us-east1-c', clusterName: 'cluster-1' };

  it('needs dashboardParameters', () => {
    expect(failure({ dashboardUrl: 'https://x', dashboardApp: 'gke', object, kind: 'Deployment' })).toBe(
      'GKE dashboard requires a dashboardParameters option',
    );
  });

  it.each(['projectId', 'region', 'clusterName'])('needs a string %s', (parameter) => {
    const { [parameter as keyof typeof dashboardParameters]: _, ...parameters } = dashboardParameters;
    expect(failure({ dashboardApp: 'gke', dashboardParameters: parameters, object, kind: 'Deployment' })).toBe(
      `GKE dashboard requires a "${parameter}" of type string in the dashboardParameters option`,
    );
  });

  it.each([
    ['Deployment', 'https://console.cloud.google.com/kubernetes/deployment/us-east1-c/cluster-1/bar/foobar/overview?project=foobar-333614'],
    ['HorizontalPodAutoscaler', 'https://console.cloud.google.com/kubernetes/deployment/us-east1-c/cluster-1/bar/foobar/overview?project=foobar-333614'],
    ['Pod', 'https://console.cloud.google.com/kubernetes/pod/us-east1-c/cluster-1/bar/foobar/details?project=foobar-333614'],
    ['Ingress', 'https://console.cloud.google.com/kubernetes/ingress/us-east1-c/cluster-1/bar/foobar/details?project=foobar-333614'],
    ['UnknownKind', 'https://console.cloud.google.com/kubernetes/clusters/details/us-east1-c/cluster-1/details?project=foobar-333614'],
  ])('%s → %s', (kind, expected) => {
    expect(link({ dashboardApp: 'gke', dashboardParameters, object, kind })).toBe(expected);
  });
});

describe('eks', () => {
  it('is not implemented', () => {
    expect(failure({ dashboardUrl: 'https://x', dashboardApp: 'eks', object, kind: 'Deployment' })).toBe(
      'EKS formatter is not yet implemented. Please, contribute!',
    );
  });
});

describe('headlamp', () => {
  it('links into an external Headlamp', () => {
    expect(
      link({
        dashboardUrl: 'https://headlamp.com',
        dashboardApp: 'headlamp',
        object: { metadata: { name: 'test-deployment', namespace: 'default' } },
        kind: 'Deployment',
      }),
    ).toBe('https://headlamp.com/?to=%2Fc%2Fdefault%2Fdeployments%2Fdefault%2Ftest-deployment');
  });

  it('uses the internal route, /headlamp by default', () => {
    const options = { dashboardApp: 'headlamp', object: { metadata: { name: 'web-1', namespace: 'shop' } }, kind: 'Pod' };
    expect(link({ ...options, dashboardParameters: { internal: true }, appOrigin: 'https://portal.example.com' })).toBe(
      'https://portal.example.com/headlamp?to=%2Fc%2Fdefault%2Fpods%2Fshop%2Fweb-1',
    );
    expect(link({ ...options, dashboardParameters: { internal: true } })).toBe('/headlamp?to=%2Fc%2Fdefault%2Fpods%2Fshop%2Fweb-1');
    expect(
      link({ ...options, dashboardParameters: { internal: true, headlampRoute: '/tools/headlamp', clusterName: 'prod' } }),
    ).toBe('/tools/headlamp?to=%2Fc%2Fprod%2Fpods%2Fshop%2Fweb-1');
  });

  it('needs a dashboardUrl or the internal flag', () => {
    expect(failure({ dashboardApp: 'headlamp', dashboardParameters: { clusterName: 'x' }, object, kind: 'Pod' })).toBe(
      'Dashboard URL is required or dashboardInternal must be true',
    );
  });

  it.each([
    ['UnknownKind', object, 'Could not find path for kind: UnknownKind'],
    ['Pod', { metadata: { namespace: 'bar' } }, 'Resource name is required for kind: Pod'],
    ['Deployment', { metadata: { name: 'foobar' } }, 'Namespace is required for namespaced resource: Deployment'],
  ])('%s %j fails with %s', (kind, obj, message) => {
    expect(failure({ dashboardApp: 'headlamp', dashboardParameters: { internal: true }, object: obj, kind })).toBe(message);
  });

  it.each([
    ['Node', { metadata: { name: 'node-1' } }, '/c/default/nodes/node-1'],
    ['Namespace', { metadata: { name: 'shop' } }, '/c/default/namespaces/shop'],
    ['PersistentVolume', { metadata: { name: 'pv' } }, '/c/default/storage/persistentvolumes/pv'],
    ['PersistentVolumeClaim', { metadata: { name: 'data', namespace: 'shop' } }, '/c/default/storage/persistentvolumeclaims/shop/data'],
    ['CronJob', { metadata: { name: 'nightly', namespace: 'shop' } }, '/c/default/cronjobs/shop/nightly'],
    ['HorizontalPodAutoscaler', { metadata: { name: 'web', namespace: 'shop' } }, '/c/default/horizontalpodautoscalers/shop/web'],
  ])('path of %s %j is %s', (kind, obj, path) => {
    expect(headlampPath(kind, obj, 'default')).toEqual(E.right(path));
  });
});

describe('dashboard link problem', () => {
  it("names the cluster and its dashboardApp, 'standard' when unset", () => {
    const error = { _tag: 'NotImplemented' as const, message: 'EKS formatter is not yet implemented. Please, contribute!' };
    expect(dashboardLinkProblem({ name: 'prod' }, error)).toEqual({
      title: 'There was a problem formatting the link to the Kubernetes dashboard',
      message:
        "Could not format the link to the dashboard of your cluster named 'prod'. Its dashboardApp property has been set to 'standard.'",
      errors: 'EKS formatter is not yet implemented. Please, contribute!',
    });
    expect(dashboardLinkProblem({ name: 'prod', dashboardApp: 'eks' }, error).message).toContain("set to 'eks.'");
  });

  it('formats with the settings of a cluster', () => {
    expect(formatClusterLinkFor({ name: 'c', dashboardUrl: 'https://k8s.foo.com', dashboardApp: 'rancher' }, object, 'Service')).toEqual(
      E.right('https://k8s.foo.com/explorer/service/bar/foobar'),
    );
  });
});
