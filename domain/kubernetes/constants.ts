// Kubernetes constants: defaults, limits, names and wire values.

/** Default interval between two fetches of the objects of an entity. */
export const REFRESH_INTERVAL_MS = 10_000;

/** Drawers (pod drawer, generic object drawer) take half of the window. */
export const DRAWER_WIDTH = '50%';
export const LOGS_PANE_MIN_HEIGHT = '55rem';
export const RELATIVE_TIME_LOCALE = 'en';
export const TABLE_PAGING = true;
export const TOOLTIP_ENTER_DELAY_MS = 500;

/** Severities of the detected problems. */
export const SEVERITY = {
  podProblem: 4,
  conditionMessage: 6,
  autoscalerAtMax: 8,
  /** An object detection could not read (a script's answer with a pod missing a field): as a pod problem, whatever it hides. */
  unreadableObject: 4,
} as const;

/** The pod table divides the CPU current usage by this before computing a percentage. */
export const POD_TABLE_CPU_USAGE_DIVISOR = 10;
/** What a metric cell shows when the pod has no metrics. */
export const METRICS_UNKNOWN = 'unknown';

/** Dashboard formatters. */
export const DASHBOARD_APPS = ['standard', 'aks', 'eks', 'gke', 'openshift', 'rancher', 'headlamp'] as const;
export type DashboardApp = (typeof DASHBOARD_APPS)[number];
export const DEFAULT_DASHBOARD_APP: DashboardApp = 'standard';
export const HEADLAMP_DEFAULT_ROUTE = '/headlamp';
export const HEADLAMP_DEFAULT_CLUSTER = 'default';

/** Pod exec terminal. */
export const TERMINAL_SUBPROTOCOL = 'channel.k8s.io';
export const TERMINAL_COMMAND = '/bin/sh';
export const TERMINAL_DEFAULT_NAMESPACE = 'default';
/** Kubernetes exec channel of the terminal's input: the first byte of every sent frame. */
export const TERMINAL_STDIN_CHANNEL = 0;
/** Auth providers whose token lives in the browser: the proxy cannot exec with them. */
export const TERMINAL_CLIENT_SIDE_AUTH_PROVIDERS = ['aks', 'google', 'oidc'] as const;
export const POD_EXEC_TERMINAL_SETTING = 'kubernetes.podExecTerminal.enabled';
export const POD_DELETE_SETTING = 'podDelete.enabled';

/** Auth providers. */
export const GOOGLE_READ_ONLY_SCOPE = 'https://www.googleapis.com/auth/cloud-platform.read-only';
/** The Azure Kubernetes Service AAD server application, the same for every AKS cluster. */
export const AKS_SCOPE = '6dae42f8-4368-4678-94ff-3960e28e3630/user.read';
export const OIDC_TOKEN_PROVIDERS = ['gitlab', 'google', 'microsoft', 'okta', 'onelogin'] as const;
export type OidcTokenProvider = (typeof OIDC_TOKEN_PROVIDERS)[number];
/** Auth providers whose credentials the backend holds: the portal sends none. */
export const SERVER_SIDE_AUTH_PROVIDERS = [
  'serviceAccount',
  'googleServiceAccount',
  'aws',
  'azure',
  'localKubectlProxy',
] as const;
export const CLUSTER_HEADER = 'Backstage-Kubernetes-Cluster';
export const AUTHORIZATION_HEADER_PREFIX = 'Backstage-Kubernetes-Authorization-';

/** Custom resources the tab draws and therefore asks for by entity, whatever the backend's own config lists. */
export const TAB_CUSTOM_RESOURCES = [{ group: 'argoproj.io', apiVersion: 'v1alpha1', plural: 'rollouts' }] as const;

/** Entity annotations. */
export const KUBERNETES_ID_ANNOTATION = 'backstage.io/kubernetes-id';
export const KUBERNETES_LABEL_SELECTOR_ANNOTATION = 'backstage.io/kubernetes-label-selector';

/** Permissions. */
export const CLUSTERS_READ_PERMISSION = 'kubernetes.clusters.read';
export const RESOURCES_READ_PERMISSION = 'kubernetes.resources.read';

/** Kubernetes cron shortcuts and the five-field schedules they stand for. */
export const CRON_SHORTCUTS: ReadonlyMap<string, string> = new Map([
  ['@yearly', '0 0 1 1 *'],
  ['@annually', '0 0 1 1 *'],
  ['@monthly', '0 0 1 * *'],
  ['@weekly', '0 0 * * 0'],
  ['@daily', '0 0 * * *'],
  ['@midnight', '0 0 * * *'],
  ['@hourly', '0 * * * *'],
]);

/** Documentation the proposed fixes link to. */
export const DOCS_LINKS = {
  invalidImageName: 'https://docs.docker.com/engine/reference/commandline/tag/#extended-description',
  imagePullBackOff: 'https://kubernetes.io/docs/concepts/containers/images/#imagepullbackoff',
  createContainerConfigError: 'https://kubernetes.io/docs/tasks/configure-pod-container/configure-pod-configmap/',
  oomKilled:
    'https://kubernetes.io/docs/tasks/configure-pod-container/assign-memory-resource/#exceed-a-container-s-memory-limit',
} as const;
