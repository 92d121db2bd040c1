import { Button, Tag } from '@blueprintjs/core';
import { DocumentOpenIcon } from '@blueprintjs/icons';
import { useState, type ReactNode } from 'react';
import { k8sMessages } from '../../domain/kubernetes/messages';
import { autoscalerSummary } from '../../domain/kubernetes/pods';
import type { HorizontalPodAutoscaler, KubernetesObject, Pod } from '../../domain/kubernetes/types';
import { Accordion } from './accordion';
import { useCluster } from './kubernetes-context';
import { kubernetesTexts as t } from './kubernetes-texts';
import { ObjectDrawer } from './object-drawer';
import { PodTable } from './pod-table';
import { Tooltip } from './tooltip';
import { useTexts } from '../app/queries';
import { k8sTexts } from '../../domain/kubernetes/translations';

const orUnknown = (value: number | undefined, suffix = ''): string =>
  value === undefined ? k8sMessages.unknownValue : `${value}${suffix}`;

/** min/max replicas and current/target CPU usage, '?' for what the autoscaler does not say. */
export const AutoscalerSummary = ({ hpa }: { hpa: HorizontalPodAutoscaler }) => {
  const summary = autoscalerSummary(hpa);
  return (
    <span className="portico-k8s-autoscaler" aria-label="Autoscaler">
      <span>
        {t.autoscaler.min} {orUnknown(summary.minReplicas)} / {t.autoscaler.max} {orUnknown(summary.maxReplicas)}
      </span>
      <span>
        {t.autoscaler.currentCpu}: {orUnknown(summary.currentCpuPercent, '%')}
      </span>
      <span>
        {t.autoscaler.targetCpu}: {orUnknown(summary.targetCpuPercent, '%')}
      </span>
    </span>
  );
};

/** The Inspect button of an object: opens the generic object drawer. */
export const InspectButton = ({ object, kind }: { object: KubernetesObject; kind: string }) => {
  const { cluster } = useCluster();
  const [open, setOpen] = useState(false);
  const name = object.metadata?.name ?? kind;
  return (
    <>
      <Tooltip content={`Inspect ${kind} ${name}`}>
        <Button variant="minimal" size="small" icon={<DocumentOpenIcon />} aria-label={`Inspect ${kind} ${name}`} onClick={() => setOpen(true)} />
      </Tooltip>
      {open && <ObjectDrawer cluster={cluster} object={object} kind={kind} onClose={() => setOpen(false)} />}
    </>
  );
};

export const NamespaceChip = ({ namespace }: { namespace: string | undefined }) =>
  namespace ? (
    <Tag minimal round>
      namespace: {namespace}
    </Tag>
  ) : null;

export const PodErrorCount = ({ pods }: { pods: readonly Pod[] }) => {
  const k8sMessages = useTexts(k8sTexts);
  const { errorsByPod } = useCluster();
  const count = pods.filter((pod) => (errorsByPod.get(pod.metadata?.name ?? '')?.length ?? 0) > 0).length;
  return count > 0 ? (
    <Tag minimal intent="danger">
      {k8sMessages.podsWithErrors(count)}
    </Tag>
  ) : (
    <Tag minimal intent="success">
      {k8sMessages.noPodsWithErrors}
    </Tag>
  );
};

export interface WorkloadAccordionProps {
  readonly kind: 'Deployment' | 'StatefulSet' | 'DaemonSet' | 'Rollout';
  readonly object: KubernetesObject;
  readonly pods: readonly Pod[];
  readonly autoscaler?: HorizontalPodAutoscaler;
  /** Shown above the pod table (the rollout panel). */
  readonly children?: ReactNode;
  /** The kind's own facts, shown on the row (daemon set and stateful set settings and counters). */
  readonly details?: ReactNode;
}

/** A deployment, stateful set, daemon set or rollout with its pods, in an accordion. */
export const WorkloadAccordion = ({ kind, object, pods, autoscaler, children, details }: WorkloadAccordionProps) => {
  const name = object.metadata?.name ?? '';
  return (
    <Accordion
      label={`${kind} ${name}`}
      className="portico-k8s-workload"
      summary={
        <>
          <span className="portico-k8s-name">{name}</span>
          <span className="portico-k8s-muted">{kind}</span>
          <NamespaceChip namespace={object.metadata?.namespace} />
          <Tag minimal>{t.pods(pods.length)}</Tag>
          <PodErrorCount pods={pods} />
          {autoscaler && <AutoscalerSummary hpa={autoscaler} />}
          {details}
        </>
      }
      actions={<InspectButton object={object} kind={kind} />}
    >
      {children}
      <PodTable pods={pods} label={`Pods of ${name}`} />
    </Accordion>
  );
};
