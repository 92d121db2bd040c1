// Wire codecs of the kubernetes backend's answers and of kubectl's Lists: the fields the portal reads are
// checked; every other field of a Kubernetes object is kept as sent (the YAML view shows it).
import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import type {
  Cluster,
  ClusterObjects,
  FetchResponse,
  KubernetesEvent,
  KubernetesFetchError,
  KubernetesObject,
  ObjectsByEntityResponse,
  ResourceType,
} from '../../domain/kubernetes/types';
import { JsonObjectCodec } from '../shared/json.codec';

const optional = <P extends t.Props>(props: P) => t.partial(props);
const withOptional = <R extends t.Props, O extends t.Props>(required: R, optionalProps: O, name?: string) =>
  t.intersection([t.type(required), t.partial(optionalProps)], name);

// ---- Metadata -----------------------------------------------------------------------------------

const OwnerReferenceCodec = withOptional(
  { apiVersion: t.string, kind: t.string, name: t.string, uid: t.string },
  { controller: t.boolean },
  'OwnerReference',
);

const ObjectMetaCodec = optional({
  name: t.string,
  namespace: t.string,
  uid: t.string,
  ownerReferences: t.readonlyArray(OwnerReferenceCodec),
  creationTimestamp: t.string,
  managedFields: t.readonlyArray(t.unknown),
});

const objectProps = { apiVersion: t.string, kind: t.string, metadata: ObjectMetaCodec };

const kubernetesObject = <S extends t.Mixed, U extends t.Mixed>(name: string, spec: S, status: U) =>
  t.partial({ ...objectProps, spec, status }, name);

const ConditionCodec = withOptional(
  { type: t.string, status: t.string },
  { reason: t.string, message: t.string, lastTransitionTime: t.string },
  'Condition',
);

const LabelSelectorCodec = optional({
  matchLabels: t.record(t.string, t.string),
  matchExpressions: t.readonlyArray(JsonObjectCodec),
});

const UpdateStrategyCodec = optional({ type: t.string, rollingUpdate: JsonObjectCodec });

// ---- Pods ---------------------------------------------------------------------------------------

const ProbeCodec = optional({ initialDelaySeconds: t.number, periodSeconds: t.number, failureThreshold: t.number });

const ContainerCodec = withOptional(
  { name: t.string },
  { image: t.string, readinessProbe: ProbeCodec, livenessProbe: ProbeCodec },
  'Container',
);

const ContainerStateCodec = optional({
  waiting: optional({ reason: t.string, message: t.string }),
  running: optional({ startedAt: t.string }),
  terminated: withOptional(
    { exitCode: t.number },
    { reason: t.string, message: t.string, startedAt: t.string, finishedAt: t.string },
  ),
});

const ContainerStatusCodec = withOptional(
  { name: t.string, image: t.string, ready: t.boolean, restartCount: t.number },
  { started: t.boolean, state: ContainerStateCodec, lastState: ContainerStateCodec },
  'ContainerStatus',
);

export const PodCodec = kubernetesObject(
  'Pod',
  t.type({ containers: t.readonlyArray(ContainerCodec) }),
  optional({
    phase: t.string,
    podIP: t.string,
    conditions: t.readonlyArray(ConditionCodec),
    containerStatuses: t.readonlyArray(ContainerStatusCodec),
  }),
);

// ---- Workloads ----------------------------------------------------------------------------------

const DeploymentCodec = kubernetesObject(
  'Deployment',
  optional({ replicas: t.number, selector: LabelSelectorCodec }),
  optional({
    replicas: t.number,
    availableReplicas: t.number,
    readyReplicas: t.number,
    conditions: t.readonlyArray(ConditionCodec),
  }),
);

const ReplicaSetCodec = kubernetesObject(
  'ReplicaSet',
  optional({ replicas: t.number, selector: LabelSelectorCodec }),
  t.type({ replicas: t.number }),
);

const StatefulSetCodec = kubernetesObject(
  'StatefulSet',
  optional({
    updateStrategy: UpdateStrategyCodec,
    podManagementPolicy: t.string,
    serviceName: t.string,
    selector: LabelSelectorCodec,
    revisionHistoryLimit: t.number,
  }),
  optional({ replicas: t.number, readyReplicas: t.number }),
);

const DaemonSetCodec = kubernetesObject(
  'DaemonSet',
  optional({ updateStrategy: UpdateStrategyCodec, selector: LabelSelectorCodec }),
  withOptional(
    {
      currentNumberScheduled: t.number,
      desiredNumberScheduled: t.number,
      numberMisscheduled: t.number,
      numberReady: t.number,
    },
    { numberAvailable: t.number },
  ),
);

const JobCodec = kubernetesObject(
  'Job',
  optional({ parallelism: t.number, completions: t.number, backoffLimit: t.number }),
  optional({ startTime: t.string, completionTime: t.string, succeeded: t.number, active: t.number, failed: t.number }),
);

const CronJobCodec = kubernetesObject(
  'CronJob',
  withOptional(
    { schedule: t.string },
    { suspend: t.boolean, startingDeadlineSeconds: t.number, concurrencyPolicy: t.string },
  ),
  optional({ lastScheduleTime: t.string }),
);

// ---- Networking and config ----------------------------------------------------------------------

const ServicePortCodec = withOptional(
  { port: t.number },
  { name: t.string, protocol: t.string, targetPort: t.union([t.number, t.string]), nodePort: t.number },
  'ServicePort',
);

const ServiceCodec = kubernetesObject(
  'Service',
  optional({ type: t.string, ports: t.readonlyArray(ServicePortCodec), clusterIP: t.string, externalName: t.string }),
  optional({ loadBalancer: optional({ ingress: t.readonlyArray(optional({ ip: t.string, hostname: t.string })) }) }),
);

const IngressCodec = kubernetesObject('Ingress', JsonObjectCodec, JsonObjectCodec);

const ConfigMapCodec = t.partial({ ...objectProps, data: t.record(t.string, t.string) }, 'ConfigMap');

// ---- Autoscalers --------------------------------------------------------------------------------

const MetricSpecCodec = withOptional(
  { type: t.string },
  {
    resource: t.type({
      name: t.string,
      target: optional({ type: t.string, averageUtilization: t.number }),
    }),
  },
  'MetricSpec',
);

const MetricStatusCodec = withOptional(
  { type: t.string },
  { resource: t.type({ name: t.string, current: optional({ averageUtilization: t.number }) }) },
  'MetricStatus',
);

const HorizontalPodAutoscalerCodec = kubernetesObject(
  'HorizontalPodAutoscaler',
  withOptional(
    {
      scaleTargetRef: withOptional({ kind: t.string, name: t.string }, { apiVersion: t.string }),
      maxReplicas: t.number,
    },
    { minReplicas: t.number, metrics: t.readonlyArray(MetricSpecCodec) },
  ),
  optional({
    currentMetrics: t.readonlyArray(MetricStatusCodec),
    currentReplicas: t.number,
    desiredReplicas: t.number,
    lastScaleTime: t.string,
    conditions: t.readonlyArray(ConditionCodec),
  }),
);

// ---- Custom resources (Argo rollouts are read closely) ------------------------------------------

const RolloutStepCodec = optional({
  setWeight: t.number,
  pause: optional({ duration: t.union([t.string, t.number]) }),
  analysis: t.type({
    templates: t.readonlyArray(withOptional({ templateName: t.string }, { clusterScope: t.boolean })),
  }),
});

export const RolloutCodec = kubernetesObject(
  'Rollout',
  optional({ strategy: optional({ canary: optional({ steps: t.readonlyArray(RolloutStepCodec) }) }) }),
  optional({
    currentStepIndex: t.number,
    pauseConditions: t.readonlyArray(withOptional({ reason: t.string }, { startTime: t.string })),
    conditions: t.readonlyArray(ConditionCodec),
  }),
);

const isRolloutKind = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'Rollout';

const GenericCustomResourceCodec = kubernetesObject('CustomResource', t.unknown, t.unknown);

/** Objects of kind Rollout must be well-formed rollouts; other custom resources only need object metadata. */
export const CustomResourceCodec = new t.Type<t.TypeOf<typeof GenericCustomResourceCodec>, unknown, unknown>(
  'CustomResource',
  GenericCustomResourceCodec.is,
  (input, context) =>
    isRolloutKind(input) ? RolloutCodec.validate(input, context) : GenericCustomResourceCodec.validate(input, context),
  (value) => value,
);

// ---- Objects by kind (kubectl Lists) -----------------------------------------------------------

const CODEC_OF_KIND: Readonly<Record<string, t.Mixed>> = {
  Pod: PodCodec,
  Deployment: DeploymentCodec,
  ReplicaSet: ReplicaSetCodec,
  StatefulSet: StatefulSetCodec,
  DaemonSet: DaemonSetCodec,
  Job: JobCodec,
  CronJob: CronJobCodec,
  Service: ServiceCodec,
  Ingress: IngressCodec,
  ConfigMap: ConfigMapCodec,
  HorizontalPodAutoscaler: HorizontalPodAutoscalerCodec,
  Rollout: RolloutCodec,
};

/** Any Kubernetes object, checked closely when its kind is one the portal reads. */
export const KubernetesObjectCodec = new t.Type<KubernetesObject, unknown, unknown>(
  'KubernetesObject',
  (value): value is KubernetesObject => GenericCustomResourceCodec.is(value),
  (input, context) => {
    const kind = typeof input === 'object' && input !== null ? (input as { kind?: unknown }).kind : undefined;
    const codec = (typeof kind === 'string' && Object.hasOwn(CODEC_OF_KIND, kind) ? CODEC_OF_KIND[kind] : undefined) ?? GenericCustomResourceCodec;
    return codec.validate(input, context) as t.Validation<KubernetesObject>;
  },
  (value) => value,
);

// ---- Fetch responses ----------------------------------------------------------------------------

const response = <T extends ResourceType, C extends t.Mixed>(type: T, codec: C) =>
  t.type({ type: t.literal(type), resources: t.readonlyArray(codec) }, `${type} response`);

const KnownResponseCodec = t.union(
  [
    response('pods', PodCodec),
    response('deployments', DeploymentCodec),
    response('replicasets', ReplicaSetCodec),
    response('services', ServiceCodec),
    response('configmaps', ConfigMapCodec),
    response('horizontalpodautoscalers', HorizontalPodAutoscalerCodec),
    response('ingresses', IngressCodec),
    response('jobs', JobCodec),
    response('cronjobs', CronJobCodec),
    response('customresources', CustomResourceCodec),
    response('statefulsets', StatefulSetCodec),
    response('daemonsets', DaemonSetCodec),
  ],
  'known response',
);

// Compile-time check: every known response decodes to a domain FetchResponse.
const asFetchResponse = (decoded: t.TypeOf<typeof KnownResponseCodec>): FetchResponse => decoded;

const KNOWN_RESPONSES: ReadonlyMap<string, t.Mixed> = new Map(KnownResponseCodec.types.map((codec) => [codec.props.type.value, codec]));

/** Types the portal does not show (limitranges, resourcequotas, ...): accepted, then dropped. */
const OtherResponseCodec = t.type({ type: t.string, resources: t.readonlyArray(t.unknown) }, 'other response');

type DecodedResponse = t.TypeOf<typeof KnownResponseCodec> | t.TypeOf<typeof OtherResponseCodec>;

/**
 * A response is decoded by the codec its `type` names, so a malformed pod is reported once, at its own
 * path, rather than once per member of a union.
 */
const FetchResponseCodec = new t.Type<DecodedResponse, unknown, unknown>(
  'FetchResponse',
  (value): value is DecodedResponse => KnownResponseCodec.is(value) || OtherResponseCodec.is(value),
  (input, context) => {
    const envelope = OtherResponseCodec.validate(input, context);
    if (E.isLeft(envelope)) return envelope;
    const known = KNOWN_RESPONSES.get(envelope.right.type);
    return known ? (known.validate(input, context) as t.Validation<DecodedResponse>) : envelope;
  },
  (value) => value,
);

const isKnownResponse = (decoded: DecodedResponse): decoded is t.TypeOf<typeof KnownResponseCodec> => KNOWN_RESPONSES.has(decoded.type);

const ERROR_TYPES = ['BAD_REQUEST', 'UNAUTHORIZED_ERROR', 'NOT_FOUND', 'SYSTEM_ERROR', 'UNKNOWN_ERROR'] as const;

const FetchErrorCodec = t.union([
  t.type({ errorType: t.literal('FETCH_ERROR'), message: t.string }),
  withOptional(
    { errorType: t.keyof(Object.fromEntries(ERROR_TYPES.map((type) => [type, null])) as Record<(typeof ERROR_TYPES)[number], null>) },
    { statusCode: t.number, resourcePath: t.string },
  ),
], 'KubernetesFetchError');

const QuantityCodec = t.union([t.number, t.string]);
const ResourceUsageCodec = t.type({ currentUsage: QuantityCodec, requestTotal: QuantityCodec, limitTotal: QuantityCodec });

const PodMetricsCodec = t.type(
  {
    pod: PodCodec,
    cpu: ResourceUsageCodec,
    memory: ResourceUsageCodec,
    containers: t.readonlyArray(
      t.type({ container: t.string, cpuUsage: ResourceUsageCodec, memoryUsage: ResourceUsageCodec }),
    ),
  },
  'PodMetrics',
);

const ClusterRefCodec = withOptional(
  { name: t.string },
  { title: t.string, dashboardUrl: t.string, dashboardApp: t.string, dashboardParameters: JsonObjectCodec },
  'ClusterRef',
);

const ClusterObjectsCodec = withOptional(
  {
    cluster: ClusterRefCodec,
    resources: t.readonlyArray(FetchResponseCodec),
    errors: t.readonlyArray(FetchErrorCodec),
  },
  { podMetrics: t.readonlyArray(PodMetricsCodec) },
  'ClusterObjects',
);

export const ObjectsByEntityResponseCodec = t.type({ items: t.readonlyArray(ClusterObjectsCodec) }, 'ObjectsByEntityResponse');

/** The domain answer: the decoded body without the response types the portal does not show. */
export const toObjectsByEntityResponse = (
  body: t.TypeOf<typeof ObjectsByEntityResponseCodec>,
): ObjectsByEntityResponse => ({
  items: body.items.map(
    (item): ClusterObjects => ({
      cluster: item.cluster,
      resources: item.resources.filter(isKnownResponse).map(asFetchResponse),
      errors: item.errors satisfies readonly KubernetesFetchError[],
      ...(item.podMetrics !== undefined && { podMetrics: item.podMetrics }),
    }),
  ),
});

// ---- Clusters and events ------------------------------------------------------------------------

const ClusterCodec = withOptional(
  { name: t.string, authProvider: t.string },
  {
    title: t.string,
    oidcTokenProvider: t.string,
    dashboardUrl: t.string,
    dashboardParameters: JsonObjectCodec,
    dashboardApp: t.string,
  },
  'Cluster',
);

export const ClustersResponseCodec = t.type({ items: t.readonlyArray(ClusterCodec) }, 'ClustersResponse');

const EventCodec = t.partial(
  {
    type: t.string,
    reason: t.string,
    message: t.string,
    count: t.number,
    metadata: optional({ name: t.string, creationTimestamp: t.string }),
  },
  'Event',
);

export const EventListCodec = t.type({ items: t.readonlyArray(EventCodec) }, 'EventList');

// Compile-time checks that what the codecs produce is what the domain reads.
export const asClusters = (body: t.TypeOf<typeof ClustersResponseCodec>): readonly Cluster[] => body.items;
export const asEvents = (body: t.TypeOf<typeof EventListCodec>): readonly KubernetesEvent[] => body.items;
