// Texts of the Kubernetes tab's labels and headings: the wording follows Backstage's Kubernetes plugin. The fixed
// messages live in domain/kubernetes/messages.ts.

export const KUBERNETES_DOCS_URL =
  'https://backstage.io/docs/features/kubernetes/configuration#surfacing-your-kubernetes-components-as-part-of-an-entity';

export const kubernetesTexts = {
  tabTitle: 'Kubernetes',
  labelSelectorPrecedence: 'Or use a label selector query, which takes precedence over the previous annotation.',
  errorReporting: 'Error Reporting',
  noErrorsToReport: 'Nice! There are no errors to report!',
  errorsLabel: 'Errors:',
  severityOf: (severity: number) => `severity ${severity} of 10`,
  problemGroupWhere: (namespace: string, cluster: string) => `namespace ${namespace} · cluster ${cluster}`,
  cluster: 'Cluster',
  pods: (count: number) => `${count} pod${count === 1 ? '' : 's'}`,
  podsColumn: {
    name: 'name',
    phase: 'phase',
    status: 'status',
    containersReady: 'containers ready',
    totalRestarts: 'total restarts',
    cpu: 'CPU usage %',
    memory: 'Memory usage %',
  },
  sections: {
    customResources: 'Custom resources',
    deployments: 'Deployments',
    daemonSets: 'Daemon sets',
    statefulSets: 'Stateful sets',
    ingresses: 'Ingresses',
    services: 'Services',
    cronJobs: 'Cron jobs',
  },
  autoscaler: {
    min: 'min replicas',
    max: 'max replicas',
    currentCpu: 'current CPU usage',
    targetCpu: 'target CPU usage',
  },
  deletePod: 'Delete Pod',
  podIp: 'IP',
  resourceUtilisation: 'Resource utilization',
  pendingConditions: 'Pod conditions',
  containers: 'Containers',
  logs: 'Logs',
  events: 'Events',
  terminal: 'Terminal',
  help: 'Help',
  restarts: 'Restarts',
  started: 'Started',
  completed: 'Completed',
  executionTime: 'Execution time',
  status: 'Status',
  image: 'Image',
  yaml: 'YAML',
  managedFields: 'Managed fields',
  paused: 'Paused',
  aborted: 'Aborted',
  schedule: 'Schedule',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  dismiss: 'Dismiss',
  banner:
    'Portico checks the pods, deployments and autoscalers of every cluster for common problems; detected problems are listed under Error Reporting with a Help button explaining the cause and the fix.',
} as const;

/** The banner's id in the notifications bucket. */
export const ERROR_DETECTION_BANNER_ID = 'kubernetes-error-detection';
