// Texts of the Kubernetes area. The detectors' causes and fixes follow Backstage's Kubernetes plugin.

export const k8sMessages = {
  // Kubernetes tab
  readPluginDocs: 'Read Kubernetes Plugin Docs',
  yourClusters: 'Your Clusters',
  noResources: 'No Kubernetes resources',
  noResourcesOnClusters: (entityName: string) => `No resources on any known clusters for ${entityName}`,
  podsWithErrors: (count: number) => `${count} pod${count === 1 ? '' : 's'} with errors`,
  noPodsWithErrors: 'No pods with errors',
  noEventsFound: 'No events found',
  openDashboard: 'Open Kubernetes Dashboard',
  unknownValue: '?',
  canaryPromoted: 'Canary promoted',
  unknownStep: 'unknown step',

  // Permissions
  permissionRequired: 'Permission required',
  permissionRequiredText:
    "To view Kubernetes objects, contact your portal administrator to give you the 'kubernetes.clusters.read' and 'kubernetes.resources.read' permission.",

  // Backend and proxy
  backendNotFound:
    'Could not find the Kubernetes Backend (HTTP 404). Make sure the plugin has been fully installed.',
  backendPluginMissing: 'The Kubernetes backend plugin is not installed on this Backstage backend',
  // The portal asks the permission backend before it shows Kubernetes objects; without one it cannot tell.
  permissionsNotChecked:
    "Kubernetes objects are shown only once the 'kubernetes.clusters.read' and 'kubernetes.resources.read' permissions are checked, and nothing can check them.",
  requestFailed: (status: number, statusText: string, body: string) =>
    `Request failed with ${status} ${statusText}, ${body}`,
  proxyRequestFailed: (status: number, statusText: string, body: string) =>
    `Proxy request failed with ${status} ${statusText}, ${body}`,
  clusterNotFound: (name: string) => `Cluster ${name} not found`,
  noOidcProvider: (provider: string) => `KubernetesAuthProviders has no oidcProvider configured for ${provider}`,
  noAuthProvider: (authProvider: string) =>
    `authProvider "${authProvider}" has no KubernetesAuthProvider defined for it`,

  // Cluster error entries
  retrievingObjectsProblem: 'There was a problem retrieving Kubernetes objects',
  retrievingObjectsProblemText: (entityName: string) =>
    `There was a problem retrieving some Kubernetes resources for the entity: ${entityName}. This could mean that the Error Reporting card is not completely accurate.`,
  clusterLabel: (cluster: string) => `Cluster: ${cluster}`,
  fetchError: (errorType: string, message: string) =>
    `Error communicating with Kubernetes: ${errorType}, message: ${message}`,
  resourceError: (resourcePath: string, errorType: string, statusCode: number | string) =>
    `Error fetching Kubernetes resource: '${resourcePath}', error: ${errorType}, status code: ${statusCode}`,

  // Logs, events, delete, terminal
  noLogsTitle: 'No logs emitted',
  noLogsText: 'No logs were emitted by the container',
  deletePodFailed: 'Could not delete the pod. Please check the console for the full report.',
  errorReadingPod: 'error reading pod from cluster',
  terminalStarting: 'Starting terminal, please wait...',
  terminalClosed: 'Socket connection closed',
  metricsUnknown: 'unknown',

  // Dashboard links
  dashboardLinkProblem: 'There was a problem formatting the link to the Kubernetes dashboard',
  dashboardLinkProblemText: (clusterName: string, dashboardApp: string | undefined) =>
    `Could not format the link to the dashboard of your cluster named '${clusterName}'. Its dashboardApp property has been set to '${dashboardApp || 'standard'}.'`,
  unknownDashboardApp: (app: string) => `Could not find Kubernetes dashboard app named ${app}`,
  unknownKindPath: (kind: string) => `Could not find path for kind: ${kind}`,
  resourceNameRequired: (kind: string) => `Resource name is required for kind: ${kind}`,
  namespaceRequired: (kind: string) => `Namespace is required for namespaced resource: ${kind}`,
  invalidDashboardUrl: (url: string) => `The dashboardUrl '${url}' is not a valid URL`,
  eksNotImplemented: 'EKS formatter is not yet implemented. Please, contribute!',
  dashboardUrlRequired: (app: string) => `${app} dashboard requires a dashboardUrl option`,
  dashboardParametersRequired: (app: string) => `${app} dashboard requires a dashboardParameters option`,
  dashboardParameterRequired: (app: string, parameter: string) =>
    `${app} dashboard requires a "${parameter}" of type string in the dashboardParameters option`,
  headlampUrlOrInternalRequired: 'Dashboard URL is required or dashboardInternal must be true',

  // Detected cluster problems
  readinessProbeTakingTooLong: (container: string) =>
    `The container ${container} failed to start properly, but is not crashing`,
  readinessProbeActions: [
    'Ensure that the container starts correctly locally',
    "Check the container's logs looking for error during startup",
  ],
  containerWaiting: 'container waiting',
  containerRestarting: (container: string, count: number) => `container=${container} restarted ${count} times`,
  hpaAtMaxReplicas: (current: number, max: number) =>
    `Current number of replicas (${current}) is equal to the configured max number of replicas (${max})`,
  invalidImageNameCause: 'The image in the pod is invalid',
  invalidImageNameActions: ['Ensure the image name is correct and valid image name'],
  imagePullBackOffCause:
    'The image either could not be found or Kubernetes does not have permission to pull it',
  imagePullBackOffActions: ['Ensure the image name is correct', 'Ensure Kubernetes has permission to pull this image'],
  crashLoopBackOffCause: (container: string) =>
    `The container ${container} has crashed many times, it will be exponentially restarted until it stops crashing`,
  checkCrashLogs: 'Check the crash logs for stacktraces',
  createContainerConfigErrorCause:
    'There is missing or mismatching configuration required to start the container',
  createContainerConfigErrorActions: [
    'Ensure ConfigMaps references in the Deployment manifest are correct and the keys exist',
    'Ensure Secrets references in the Deployment manifest are correct and the keys exist',
  ],
  nonZeroExitCause: (exitCode: number) => `This container has exited with a non-zero exit code (${exitCode})`,
  oomKilledCause: (container: string) =>
    `The container "${container}" has crashed because it has tried to use more memory that it has been allocated`,
  oomKilledActions: [
    'Increase the amount of memory assigned to the container',
    'Ensure the application is memory bounded and is not trying to consume too much memory',
  ],
  unreadableObject: (kind: string, problems: readonly { readonly path: string; readonly message: string }[]) =>
    `This ${kind} could not be read, so it was not checked: ${problems
      .slice(0, 3)
      .map((problem) => `${problem.path}: ${problem.message}`)
      .join('; ')}${problems.length > 3 ? ` (and ${problems.length - 3} more)` : ''}`,
  unknownPod: 'unknown pod',
  unknownNamespace: 'unknown namespace',
  unknownHpa: 'unknown hpa',
  unknownDeployment: 'unknown deployment',
  unknownContainer: 'unknown',

  // Fix dialog
  detectedError: 'Detected error:',
  causeExplanation: 'Cause explanation:',
  fix: 'Fix:',
  crashLogs: 'Crash logs:',
  events: 'Events:',
  openDocs: 'Open docs',

  // Cron
  cronSuspended: 'Suspended',
  cronActive: 'Active',
} as const;
