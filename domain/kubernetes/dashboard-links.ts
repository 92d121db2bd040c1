// Links from a Kubernetes object to the cluster's dashboard.
import * as E from 'fp-ts/Either';
import {
  DEFAULT_DASHBOARD_APP,
  HEADLAMP_DEFAULT_CLUSTER,
  HEADLAMP_DEFAULT_ROUTE,
  type DashboardApp,
} from './constants';
import { k8sMessages as m } from './messages';
import type { ClusterRef, JsonObject, ObjectMeta } from './types';

export type DashboardLinkError =
  | { readonly _tag: 'UnknownDashboardApp'; readonly app: string; readonly message: string }
  | { readonly _tag: 'MissingDashboardOption'; readonly message: string }
  | { readonly _tag: 'InvalidDashboardUrl'; readonly message: string }
  | { readonly _tag: 'NotImplemented'; readonly message: string }
  | { readonly _tag: 'UnknownKind'; readonly kind: string; readonly message: string }
  | { readonly _tag: 'MissingResourceName'; readonly kind: string; readonly message: string }
  | { readonly _tag: 'MissingNamespace'; readonly kind: string; readonly message: string };

/** The object a link points at; only its metadata (and, for AKS, spec.selector) is read. */
export interface LinkedObject {
  readonly metadata?: ObjectMeta;
  readonly spec?: unknown;
}

export interface DashboardLinkOptions {
  readonly dashboardUrl?: string;
  readonly dashboardApp?: string;
  readonly dashboardParameters?: JsonObject;
  readonly object?: LinkedObject;
  readonly kind: string;
  /** The portal's origin, for Headlamp served inside the portal; without it the link is relative. */
  readonly appOrigin?: string;
}

interface FormatterInput {
  readonly dashboardUrl?: URL;
  readonly dashboardParameters?: JsonObject;
  readonly object: LinkedObject;
  readonly kind: string;
  readonly appOrigin?: string;
}

type Formatter = (input: FormatterInput) => E.Either<DashboardLinkError, string>;

const missingOption = (message: string): E.Either<DashboardLinkError, never> =>
  E.left({ _tag: 'MissingDashboardOption', message });

const lowerKind = (kind: string): string => kind.toLowerCase();

/** A table's own entry: a kind such as `constructor` names nothing, rather than Object's own members. */
const ownEntry = (table: Readonly<Record<string, string>>, key: string): string | undefined => (Object.hasOwn(table, key) ? table[key] : undefined);
const encodedName = (object: LinkedObject): string => encodeURIComponent(object.metadata?.name ?? '');
const encodedNamespace = (object: LinkedObject): string => encodeURIComponent(object.metadata?.namespace ?? '');

/** A base URL whose path ends with '/', so relative paths are appended instead of replacing its last segment. */
const directoryOf = (url: URL): URL => {
  const base = new URL(url.href);
  if (!base.pathname.endsWith('/')) base.pathname += '/';
  return base;
};

const standardKinds: Readonly<Record<string, string>> = {
  deployment: 'deployment',
  pod: 'pod',
  ingress: 'ingress',
  service: 'service',
  horizontalpodautoscaler: 'deployment',
  statefulset: 'statefulset',
};

/** Kubernetes Dashboard: an Angular app whose route and query both live in the hash. */
const standard: Formatter = ({ dashboardUrl, object, kind }) => {
  if (!dashboardUrl) return missingOption(m.dashboardUrlRequired('standard'));
  const result = directoryOf(dashboardUrl);
  const name = encodedName(object);
  const namespace = encodedNamespace(object);
  const validKind = ownEntry(standardKinds, lowerKind(kind));
  let hash = '';
  if (validKind && name && namespace) hash = `/${validKind}/${namespace}/${name}`;
  else if (namespace) hash = '/workloads';
  if (namespace) hash += `?namespace=${namespace}`;
  if (hash) result.hash = hash;
  return E.right(result.toString());
};

const rancherKinds: Readonly<Record<string, string>> = {
  deployment: 'apps.deployment',
  ingress: 'networking.k8s.io.ingress',
  service: 'service',
  horizontalpodautoscaler: 'autoscaling.horizontalpodautoscaler',
};

const rancher: Formatter = ({ dashboardUrl, object, kind }) => {
  if (!dashboardUrl) return missingOption(m.dashboardUrlRequired('Rancher'));
  const name = encodedName(object);
  const namespace = encodedNamespace(object);
  const validKind = ownEntry(rancherKinds, lowerKind(kind));
  let path = '';
  if (validKind && name && namespace) path = `explorer/${validKind}/${namespace}/${name}`;
  else if (namespace) path = 'explorer/workload';
  return E.right(new URL(path, directoryOf(dashboardUrl)).toString());
};

const openshiftKinds: Readonly<Record<string, string>> = {
  deployment: 'deployments',
  ingress: 'ingresses',
  service: 'services',
  horizontalpodautoscaler: 'horizontalpodautoscalers',
  persistentvolume: 'persistentvolumes',
};

const openshift: Formatter = ({ dashboardUrl, object, kind }) => {
  if (!dashboardUrl) return missingOption(m.dashboardUrlRequired('OpenShift'));
  const name = encodedName(object);
  const namespace = encodedNamespace(object);
  const validKind = ownEntry(openshiftKinds, lowerKind(kind));
  let path = '';
  if (namespace) {
    path = name && validKind ? `k8s/ns/${namespace}/${validKind}/${name}` : `k8s/cluster/projects/${namespace}`;
  } else if (validKind) {
    path = `k8s/cluster/${validKind}${name ? `/${name}` : ''}`;
  }
  return E.right(new URL(path, directoryOf(dashboardUrl)).toString());
};

const requireStringParameters = (
  app: string,
  parameters: JsonObject | undefined,
  names: readonly string[],
): E.Either<DashboardLinkError, Readonly<Record<string, string>>> => {
  if (!parameters) return missingOption(m.dashboardParametersRequired(app));
  const values: Record<string, string> = {};
  for (const name of names) {
    const value = parameters[name];
    if (typeof value !== 'string') return missingOption(m.dashboardParameterRequired(app, name));
    values[name] = value;
  }
  return E.right(values);
};

const AKS_BASE =
  'https://portal.azure.com/#blade/Microsoft_Azure_ContainerService/AksK8ResourceMenuBlade/overview-Deployment/aksClusterId';

const aks: Formatter = ({ dashboardParameters, object, kind }) =>
  E.map((p: Readonly<Record<string, string>>) => {
    const path = `/subscriptions/${p.subscriptionId}/resourceGroups/${p.resourceGroup}/providers/Microsoft.ContainerService/managedClusters/${p.clusterName}`;
    const { name, namespace, uid } = object.metadata ?? {};
    const spec = object.spec;
    const selector = typeof spec === 'object' && spec !== null ? (spec as { selector?: unknown }).selector : undefined;
    const params = { kind, metadata: { name, namespace, uid }, spec: { selector } };
    return new URL(
      `${AKS_BASE}/${encodeURIComponent(path)}/resource/${encodeURIComponent(JSON.stringify(params))}`,
    ).toString();
  })(requireStringParameters('AKS', dashboardParameters, ['subscriptionId', 'resourceGroup', 'clusterName']));

const eks: Formatter = () => E.left({ _tag: 'NotImplemented', message: m.eksNotImplemented });

const gkeKinds: Readonly<Record<string, string>> = {
  deployment: 'deployment',
  pod: 'pod',
  ingress: 'ingress',
  service: 'service',
  horizontalpodautoscaler: 'deployment',
};

const gke: Formatter = ({ dashboardParameters, object, kind }) =>
  E.map((p: Readonly<Record<string, string>>) => {
    const region = encodeURIComponent(p.region ?? '');
    const clusterName = encodeURIComponent(p.clusterName ?? '');
    const name = encodedName(object);
    const namespace = encodedNamespace(object);
    const validKind = ownEntry(gkeKinds, lowerKind(kind));
    let path: string;
    if (namespace && name && validKind) {
      const landingPage = validKind === 'ingress' || validKind === 'pod' ? 'details' : 'overview';
      path = `kubernetes/${validKind}/${region}/${clusterName}/${namespace}/${name}/${landingPage}`;
    } else {
      path = `kubernetes/clusters/details/${region}/${clusterName}/details`;
    }
    const result = new URL(path, 'https://console.cloud.google.com/');
    result.searchParams.set('project', p.projectId ?? '');
    return result.toString();
  })(requireStringParameters('GKE', dashboardParameters, ['projectId', 'region', 'clusterName']));

/** Kinds Headlamp shows inside a namespace: a link to one of them needs the namespace. */
export const HEADLAMP_NAMESPACED_KINDS: ReadonlySet<string> = new Set([
  'pod',
  'deployment',
  'replicaset',
  'statefulset',
  'daemonset',
  'job',
  'cronjob',
  'service',
  'ingress',
  'configmap',
  'secret',
  'serviceaccount',
  'role',
  'rolebinding',
  'networkpolicy',
  'horizontalpodautoscaler',
  'poddisruptionbudget',
  'persistentvolumeclaim',
]);

const headlampClusterScoped: Readonly<Record<string, string>> = {
  namespace: 'namespaces',
  node: 'nodes',
  persistentvolume: 'storage/persistentvolumes',
  clusterrole: 'clusterroles',
  clusterrolebinding: 'clusterrolebindings',
  storageclass: 'storage/storageclasses',
  customresourcedefinition: 'customresourcedefinitions',
};

const headlampNamespaced: Readonly<Record<string, string>> = {
  persistentvolumeclaim: 'storage/persistentvolumeclaims',
  pod: 'pods',
  deployment: 'deployments',
  replicaset: 'replicasets',
  statefulset: 'statefulsets',
  daemonset: 'daemonsets',
  job: 'jobs',
  cronjob: 'cronjobs',
  service: 'services',
  ingress: 'ingresses',
  configmap: 'configmaps',
  secret: 'secrets',
  serviceaccount: 'serviceaccounts',
  role: 'roles',
  rolebinding: 'rolebindings',
  networkpolicy: 'networkpolicies',
  horizontalpodautoscaler: 'horizontalpodautoscalers',
  poddisruptionbudget: 'poddisruptionbudgets',
};

/** Headlamp's route of an object, e.g. '/c/default/deployments/bar/foobar'. */
export const headlampPath = (
  kind: string,
  object: LinkedObject,
  clusterName: string,
): E.Either<DashboardLinkError, string> => {
  const lowered = lowerKind(kind);
  const name = object.metadata?.name;
  if (!name) return E.left({ _tag: 'MissingResourceName', kind, message: m.resourceNameRequired(kind) });
  const namespace = object.metadata?.namespace;
  if (HEADLAMP_NAMESPACED_KINDS.has(lowered) && !namespace) {
    return E.left({ _tag: 'MissingNamespace', kind, message: m.namespaceRequired(kind) });
  }
  const clusterScoped = ownEntry(headlampClusterScoped, lowered);
  if (clusterScoped) return E.right(`/c/${clusterName}/${clusterScoped}/${name}`);
  const namespaced = ownEntry(headlampNamespaced, lowered);
  if (namespaced) return E.right(`/c/${clusterName}/${namespaced}/${namespace || 'default'}/${name}`);
  return E.left({ _tag: 'UnknownKind', kind, message: m.unknownKindPath(kind) });
};

/** `path` against `base`; `path` itself when either is not a URL the platform can resolve. */
const resolvedOr = (path: string, base: string): string => {
  try {
    return new URL(path, base).toString();
  } catch {
    return path;
  }
};

const headlamp: Formatter = ({ dashboardUrl, dashboardParameters, object, kind, appOrigin }) => {
  const internal = Boolean(dashboardParameters?.internal);
  if (!dashboardUrl && !internal) return missingOption(m.headlampUrlOrInternalRequired);
  const clusterParameter = dashboardParameters?.clusterName;
  const clusterName = typeof clusterParameter === 'string' ? clusterParameter : HEADLAMP_DEFAULT_CLUSTER;
  return E.map((path: string) => {
    const query = new URLSearchParams({ to: path }).toString();
    if (internal) {
      const routeParameter = dashboardParameters?.headlampRoute;
      const route = typeof routeParameter === 'string' && routeParameter ? routeParameter : HEADLAMP_DEFAULT_ROUTE;
      return appOrigin ? `${resolvedOr(route, appOrigin)}?${query}` : `${route}?${query}`;
    }
    const base = new URL((dashboardUrl as URL).href);
    base.searchParams.set('to', path);
    return base.toString();
  })(headlampPath(kind, object, clusterName));
};

export const dashboardFormatters: Readonly<Record<DashboardApp, Formatter>> = {
  standard,
  aks,
  eks,
  gke,
  openshift,
  rancher,
  headlamp,
};

const isDashboardApp = (app: string): app is DashboardApp => Object.hasOwn(dashboardFormatters, app);

/**
 * The dashboard URL of an object: nothing when the cluster has neither a dashboardUrl nor
 * dashboardParameters, the dashboardUrl itself when there is no object, else the app's formatter.
 */
export const formatClusterLink = (options: DashboardLinkOptions): E.Either<DashboardLinkError, string | undefined> => {
  if (!options.dashboardUrl && !options.dashboardParameters) return E.right(undefined);
  if (options.dashboardUrl && !options.object) return E.right(options.dashboardUrl);
  const app = options.dashboardApp || DEFAULT_DASHBOARD_APP;
  if (!isDashboardApp(app)) return E.left({ _tag: 'UnknownDashboardApp', app, message: m.unknownDashboardApp(app) });
  let dashboardUrl: URL | undefined;
  if (options.dashboardUrl) {
    try {
      dashboardUrl = new URL(options.dashboardUrl);
    } catch {
      return E.left({ _tag: 'InvalidDashboardUrl', message: m.invalidDashboardUrl(options.dashboardUrl) });
    }
  }
  return dashboardFormatters[app]({
    ...(dashboardUrl !== undefined && { dashboardUrl }),
    ...(options.dashboardParameters !== undefined && { dashboardParameters: options.dashboardParameters }),
    ...(options.appOrigin !== undefined && { appOrigin: options.appOrigin }),
    object: options.object ?? {},
    kind: options.kind,
  });
};

/** The link of an object on a cluster, with the cluster's own dashboard settings. */
export const formatClusterLinkFor = (
  cluster: ClusterRef,
  object: LinkedObject | undefined,
  kind: string,
  appOrigin?: string,
): E.Either<DashboardLinkError, string | undefined> =>
  formatClusterLink({
    ...(cluster.dashboardUrl !== undefined && { dashboardUrl: cluster.dashboardUrl }),
    ...(cluster.dashboardApp !== undefined && { dashboardApp: cluster.dashboardApp }),
    ...(cluster.dashboardParameters !== undefined && { dashboardParameters: cluster.dashboardParameters }),
    ...(object !== undefined && { object }),
    ...(appOrigin !== undefined && { appOrigin }),
    kind,
  });

export interface DashboardLinkProblem {
  readonly title: string;
  readonly message: string;
  /** The formatter's own error text, shown after 'Errors:'. */
  readonly errors: string;
}

/** The warning panel shown in place of the 'Open Kubernetes Dashboard' link when formatting failed. */
export const dashboardLinkProblem = (
  cluster: Pick<ClusterRef, 'name' | 'dashboardApp'>,
  error: DashboardLinkError,
): DashboardLinkProblem => ({
  title: m.dashboardLinkProblem,
  message: m.dashboardLinkProblemText(cluster.name, cluster.dashboardApp),
  errors: error.message,
});
