// Plain shapes of the Kubernetes objects and backend answers the portal reads. Only the listed fields; optional where
// Kubernetes makes them optional.

export type JsonPrimitive = string | number | boolean | null;
export type JsonValue = JsonPrimitive | readonly JsonValue[] | { readonly [key: string]: JsonValue };
export type JsonObject = { readonly [key: string]: JsonValue };

export interface OwnerReference {
  readonly apiVersion: string;
  readonly kind: string;
  readonly name: string;
  readonly uid: string;
  readonly controller?: boolean;
}

export interface ObjectMeta {
  readonly name?: string;
  readonly namespace?: string;
  readonly uid?: string;
  readonly ownerReferences?: readonly OwnerReference[];
  readonly creationTimestamp?: string;
  /** Shown or hidden by the generic drawer's managed-fields toggle. */
  readonly managedFields?: readonly unknown[];
}

export interface KubernetesObject {
  readonly apiVersion?: string;
  readonly kind?: string;
  readonly metadata?: ObjectMeta;
}

// ---- Pods -------------------------------------------------------------------------------------

export interface Probe {
  readonly initialDelaySeconds?: number;
  readonly periodSeconds?: number;
  readonly failureThreshold?: number;
}

export interface Container {
  readonly name: string;
  readonly image?: string;
  readonly readinessProbe?: Probe;
  readonly livenessProbe?: Probe;
}

export interface ContainerStateWaiting {
  readonly reason?: string;
  readonly message?: string;
}

export interface ContainerStateRunning {
  readonly startedAt?: string;
}

export interface ContainerStateTerminated {
  readonly exitCode: number;
  readonly reason?: string;
  readonly message?: string;
  readonly startedAt?: string;
  readonly finishedAt?: string;
}

export interface ContainerState {
  readonly waiting?: ContainerStateWaiting;
  readonly running?: ContainerStateRunning;
  readonly terminated?: ContainerStateTerminated;
}

export interface ContainerStatus {
  readonly name: string;
  readonly image: string;
  readonly ready: boolean;
  readonly restartCount: number;
  readonly started?: boolean;
  readonly state?: ContainerState;
  readonly lastState?: ContainerState;
}

/** 'True', 'False' or 'Unknown' in practice. */
export type ConditionStatus = string;

export interface PodCondition {
  readonly type: string;
  readonly status: ConditionStatus;
  readonly reason?: string;
  readonly message?: string;
  readonly lastTransitionTime?: string;
}

export interface PodSpec {
  readonly containers: readonly Container[];
}

export interface PodStatus {
  readonly phase?: string;
  readonly podIP?: string;
  readonly conditions?: readonly PodCondition[];
  readonly containerStatuses?: readonly ContainerStatus[];
}

export interface Pod extends KubernetesObject {
  readonly spec?: PodSpec;
  readonly status?: PodStatus;
}

// ---- Workloads --------------------------------------------------------------------------------

export interface LabelSelector {
  readonly matchLabels?: { readonly [key: string]: string };
  readonly matchExpressions?: readonly JsonObject[];
}

export interface WorkloadCondition {
  readonly type: string;
  readonly status: ConditionStatus;
  readonly reason?: string;
  readonly message?: string;
  readonly lastTransitionTime?: string;
}

export interface Deployment extends KubernetesObject {
  readonly spec?: { readonly replicas?: number; readonly selector?: LabelSelector };
  readonly status?: {
    readonly replicas?: number;
    readonly availableReplicas?: number;
    readonly readyReplicas?: number;
    readonly conditions?: readonly WorkloadCondition[];
  };
}

export interface ReplicaSet extends KubernetesObject {
  readonly spec?: { readonly replicas?: number; readonly selector?: LabelSelector };
  readonly status?: { readonly replicas: number };
}

export interface UpdateStrategy {
  readonly type?: string;
  readonly rollingUpdate?: JsonObject;
}

export interface StatefulSet extends KubernetesObject {
  readonly spec?: {
    readonly updateStrategy?: UpdateStrategy;
    readonly podManagementPolicy?: string;
    readonly serviceName?: string;
    readonly selector?: LabelSelector;
    readonly revisionHistoryLimit?: number;
  };
  readonly status?: { readonly replicas?: number; readonly readyReplicas?: number };
}

export interface DaemonSet extends KubernetesObject {
  readonly spec?: { readonly updateStrategy?: UpdateStrategy; readonly selector?: LabelSelector };
  readonly status?: {
    readonly currentNumberScheduled: number;
    readonly desiredNumberScheduled: number;
    readonly numberMisscheduled: number;
    readonly numberReady: number;
    readonly numberAvailable?: number;
  };
}

export interface Job extends KubernetesObject {
  readonly spec?: { readonly parallelism?: number; readonly completions?: number; readonly backoffLimit?: number };
  readonly status?: {
    readonly startTime?: string;
    readonly completionTime?: string;
    readonly succeeded?: number;
    readonly active?: number;
    readonly failed?: number;
  };
}

export interface CronJob extends KubernetesObject {
  readonly spec?: {
    readonly schedule: string;
    readonly suspend?: boolean;
    readonly startingDeadlineSeconds?: number;
    readonly concurrencyPolicy?: string;
  };
  readonly status?: { readonly lastScheduleTime?: string };
}

// ---- Networking -------------------------------------------------------------------------------

export interface ServicePort {
  readonly name?: string;
  readonly port: number;
  readonly protocol?: string;
  readonly targetPort?: number | string;
  readonly nodePort?: number;
}

export interface LoadBalancerIngress {
  readonly ip?: string;
  readonly hostname?: string;
}

export interface Service extends KubernetesObject {
  /** type is ClusterIP, NodePort, LoadBalancer or ExternalName. */
  readonly spec?: {
    readonly type?: string;
    readonly ports?: readonly ServicePort[];
    readonly clusterIP?: string;
    readonly externalName?: string;
  };
  readonly status?: { readonly loadBalancer?: { readonly ingress?: readonly LoadBalancerIngress[] } };
}

export interface Ingress extends KubernetesObject {
  readonly spec?: JsonObject;
  readonly status?: JsonObject;
}

export interface ConfigMap extends KubernetesObject {
  readonly data?: { readonly [key: string]: string };
}

// ---- Autoscalers ------------------------------------------------------------------------------

export interface MetricSpec {
  readonly type: string;
  readonly resource?: {
    readonly name: string;
    readonly target: { readonly type?: string; readonly averageUtilization?: number };
  };
}

export interface MetricStatus {
  readonly type: string;
  readonly resource?: {
    readonly name: string;
    readonly current: { readonly averageUtilization?: number };
  };
}

export interface HorizontalPodAutoscaler extends KubernetesObject {
  readonly spec?: {
    readonly scaleTargetRef: { readonly kind: string; readonly name: string; readonly apiVersion?: string };
    readonly minReplicas?: number;
    readonly maxReplicas: number;
    readonly metrics?: readonly MetricSpec[];
  };
  readonly status?: {
    readonly currentMetrics?: readonly MetricStatus[];
    readonly currentReplicas?: number;
    readonly desiredReplicas?: number;
    readonly lastScaleTime?: string;
    readonly conditions?: readonly WorkloadCondition[];
  };
}

// ---- Argo rollouts and other custom resources -------------------------------------------------

export interface AnalysisTemplateRef {
  readonly templateName: string;
  readonly clusterScope?: boolean;
}

/** One canary step: it carries one of these keys; a step with none of them is of an unknown kind. */
export interface RolloutStep {
  readonly setWeight?: number;
  readonly pause?: { readonly duration?: string | number };
  readonly analysis?: { readonly templates: readonly AnalysisTemplateRef[] };
}

export interface RolloutPauseCondition {
  readonly reason: string;
  readonly startTime?: string;
}

export interface Rollout extends KubernetesObject {
  readonly spec?: { readonly strategy?: { readonly canary?: { readonly steps?: readonly RolloutStep[] } } };
  readonly status?: {
    readonly currentStepIndex?: number;
    readonly pauseConditions?: readonly RolloutPauseCondition[];
    readonly conditions?: readonly WorkloadCondition[];
  };
}

export interface CustomResource extends KubernetesObject {
  readonly spec?: unknown;
  readonly status?: unknown;
}

// ---- Events and metrics -----------------------------------------------------------------------

export interface KubernetesEvent {
  /** 'Warning' or another type ('Normal'). */
  readonly type?: string;
  readonly reason?: string;
  readonly message?: string;
  readonly count?: number;
  readonly metadata?: { readonly name?: string; readonly creationTimestamp?: string };
}

/** A quantity as the backend sends it: a number, or a string for values too large for a number. */
export type Quantity = number | string;

export interface ResourceUsage {
  readonly currentUsage: Quantity;
  readonly requestTotal: Quantity;
  readonly limitTotal: Quantity;
}

export interface ContainerMetrics {
  readonly container: string;
  readonly cpuUsage: ResourceUsage;
  readonly memoryUsage: ResourceUsage;
}

export interface PodMetrics {
  readonly pod: Pod;
  readonly cpu: ResourceUsage;
  readonly memory: ResourceUsage;
  readonly containers: readonly ContainerMetrics[];
}

// ---- Backend answers --------------------------------------------------------------------------

export type FetchResponse =
  | { readonly type: 'pods'; readonly resources: readonly Pod[] }
  | { readonly type: 'deployments'; readonly resources: readonly Deployment[] }
  | { readonly type: 'replicasets'; readonly resources: readonly ReplicaSet[] }
  | { readonly type: 'services'; readonly resources: readonly Service[] }
  | { readonly type: 'configmaps'; readonly resources: readonly ConfigMap[] }
  | { readonly type: 'horizontalpodautoscalers'; readonly resources: readonly HorizontalPodAutoscaler[] }
  | { readonly type: 'ingresses'; readonly resources: readonly Ingress[] }
  | { readonly type: 'jobs'; readonly resources: readonly Job[] }
  | { readonly type: 'cronjobs'; readonly resources: readonly CronJob[] }
  | { readonly type: 'customresources'; readonly resources: readonly CustomResource[] }
  | { readonly type: 'statefulsets'; readonly resources: readonly StatefulSet[] }
  | { readonly type: 'daemonsets'; readonly resources: readonly DaemonSet[] };

export type ResourceType = FetchResponse['type'];

export type KubernetesErrorType =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED_ERROR'
  | 'NOT_FOUND'
  | 'SYSTEM_ERROR'
  | 'UNKNOWN_ERROR';

export type KubernetesFetchError =
  | { readonly errorType: 'FETCH_ERROR'; readonly message: string }
  | { readonly errorType: KubernetesErrorType; readonly statusCode?: number; readonly resourcePath?: string };

export interface ClusterRef {
  readonly name: string;
  readonly title?: string;
  readonly dashboardUrl?: string;
  readonly dashboardApp?: string;
  readonly dashboardParameters?: JsonObject;
}

export interface ClusterObjects {
  readonly cluster: ClusterRef;
  readonly resources: readonly FetchResponse[];
  readonly errors: readonly KubernetesFetchError[];
  readonly podMetrics?: readonly PodMetrics[];
}

export interface ObjectsByEntityResponse {
  readonly items: readonly ClusterObjects[];
}

/** An entry of GET /clusters. */
export interface Cluster {
  readonly name: string;
  readonly title?: string;
  readonly authProvider: string;
  readonly oidcTokenProvider?: string;
  readonly dashboardUrl?: string;
  readonly dashboardParameters?: JsonObject;
  readonly dashboardApp?: string;
}

// ---- Detected errors --------------------------------------------------------------------------

export type ErrorSeverity = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10;

/** What a detected problem is about; `unreadable-object`: an object the public `detectErrors` could not read, so not checked. */
export type DetectedErrorType =
  | 'readiness-probe-taking-too-long'
  | 'container-waiting'
  | 'containers-restarting'
  | 'condition-message-present'
  | 'hpa-max-current-replicas'
  | 'unreadable-object';

export interface ResourceRef {
  readonly apiGroup: string;
  readonly kind: string;
  readonly name: string;
  readonly namespace: string;
}

export interface ProposedFixBase {
  readonly errorType: string;
  readonly rootCauseExplanation: string;
  readonly actions: readonly string[];
}

/** Show the container's crash logs. */
export interface LogsFix extends ProposedFixBase {
  readonly type: 'logs';
  readonly container: string;
}

/** Show the pod's warning events. */
export interface EventsFix extends ProposedFixBase {
  readonly type: 'events';
  readonly podName: string;
}

/** Offer an 'Open docs' link. */
export interface DocsFix extends ProposedFixBase {
  readonly type: 'docs';
  readonly docsLink: string;
}

export type ProposedFix = LogsFix | EventsFix | DocsFix;

export interface DetectedError {
  readonly type: DetectedErrorType;
  readonly severity: ErrorSeverity;
  readonly message: string;
  readonly occurrenceCount: number;
  readonly sourceRef: ResourceRef;
  readonly proposedFix?: ProposedFix;
}

export type DetectedErrorsByCluster = ReadonlyMap<string, readonly DetectedError[]>;
