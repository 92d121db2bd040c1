import { Button, Callout, H4, Spinner, Tag } from '@blueprintjs/core';
import { TrashIcon } from '@blueprintjs/icons';
import { containersWithSpecs, isPending, pendingConditions } from '../../domain/kubernetes/pods';
import type { Pod } from '../../domain/kubernetes/types';
import { formatMemoryMiB, formatMillicores, gaugePercentage } from '../../domain/kubernetes/usage';
import { ContainerCard } from './container-card';
import { DashboardLink } from './dashboard-link';
import { DetectedErrorList } from './detected-error-list';
import { EventsList } from './events-list';
import { Gauge } from './gauge';
import { useCluster, useKubernetesTab } from './kubernetes-context';
import { useDeletePod } from './queries';
import { kubernetesTexts as t } from './kubernetes-texts';
import { relativeTime } from './relative-time';
import { SideDrawer } from './side-drawer';
import { useTexts } from '../app/queries';
import { k8sTexts } from '../../domain/kubernetes/translations';

const DeletePodButton = ({ pod, onDeleted }: { pod: Pod; onDeleted: () => void }) => {
  const k8sMessages = useTexts(k8sTexts);
  const { cluster } = useCluster();
  const deletion = useDeletePod(
    { clusterName: cluster.name, podName: pod.metadata?.name ?? '', namespace: pod.metadata?.namespace ?? '' },
    onDeleted,
  );
  return (
    <div className="portico-k8s-delete-pod">
      <Button
        intent="danger"
        icon={deletion.isPending ? <Spinner size={14} aria-label="Deleting" /> : <TrashIcon />}
        disabled={deletion.isPending}
        onClick={() => deletion.mutate()}
      >
        {t.deletePod}
      </Button>
      {deletion.isError && (
        <Callout intent="danger" role="alert" compact>
          {k8sMessages.deletePodFailed}
        </Callout>
      )}
    </div>
  );
};

export interface PodDrawerProps {
  readonly pod: Pod;
  readonly onClose: () => void;
}

/** A pod in a drawer half the window wide. */
export const PodDrawer = ({ pod, onClose }: PodDrawerProps) => {
  const { cluster, metricsByPod, errorsByPod } = useCluster();
  const { settings, refresh } = useKubernetesTab();
  const name = pod.metadata?.name ?? '';
  const metrics = metricsByPod.get(name);
  const errors = errorsByPod.get(name) ?? [];
  return (
    <SideDrawer title={name} label={`Pod ${name}`} onClose={onClose}>
      <div className="portico-k8s-drawer__actions">
        <Tag minimal>Pod</Tag>
        {pod.metadata?.namespace && <Tag minimal>namespace: {pod.metadata.namespace}</Tag>}
        <DashboardLink cluster={cluster} object={pod} kind="Pod" />
        {settings.podDeleteEnabled && (
          <DeletePodButton
            pod={pod}
            onDeleted={() => {
              refresh();
              onClose();
            }}
          />
        )}
      </div>
      <dl className="portico-k8s-facts">
        <dt>{t.podIp}</dt>
        <dd>{pod.status?.podIP ?? 'unknown'}</dd>
        <dt>Phase</dt>
        <dd>{pod.status?.phase ?? 'unknown'}</dd>
        <dt>Created</dt>
        <dd>{relativeTime(pod.metadata?.creationTimestamp)}</dd>
      </dl>

      {metrics && (
        <section aria-label={t.resourceUtilisation}>
          <H4>{t.resourceUtilisation}</H4>
          <div className="portico-k8s-gauges">
            <Gauge
              label="CPU requests"
              percent={gaugePercentage(metrics.cpu.currentUsage, metrics.cpu.requestTotal)}
              description={`CPU requests: ${formatMillicores(metrics.cpu.requestTotal)}`}
            />
            <Gauge
              label="CPU limits"
              percent={gaugePercentage(metrics.cpu.currentUsage, metrics.cpu.limitTotal)}
              description={`CPU limits: ${formatMillicores(metrics.cpu.limitTotal)}`}
            />
            <Gauge
              label="Memory requests"
              percent={gaugePercentage(metrics.memory.currentUsage, metrics.memory.requestTotal)}
              description={`Memory requests: ${formatMemoryMiB(metrics.memory.requestTotal)}`}
            />
            <Gauge
              label="Memory limits"
              percent={gaugePercentage(metrics.memory.currentUsage, metrics.memory.limitTotal)}
              description={`Memory limits: ${formatMemoryMiB(metrics.memory.limitTotal)}`}
            />
          </div>
        </section>
      )}

      {isPending(pod) && (
        <section aria-label={t.pendingConditions}>
          <H4>{t.pendingConditions}</H4>
          <ul className="portico-k8s-conditions">
            {pendingConditions(pod).map((condition) => (
              <li key={condition.type} className={`portico-k8s-condition portico-k8s-condition--${condition.tone}`}>
                <Tag minimal intent={condition.tone === 'ok' ? 'success' : condition.tone === 'error' ? 'danger' : 'none'}>
                  {condition.type}
                </Tag>
                {condition.tone === 'error' && (
                  <span>
                    {condition.reason && <strong>{condition.reason}: </strong>}
                    {condition.message}
                  </span>
                )}
                {condition.lastTransitionTime && (
                  <span className="portico-k8s-muted"> ({relativeTime(condition.lastTransitionTime)})</span>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-label={t.containers}>
        <H4>{t.containers}</H4>
        <div className="portico-k8s-cards">
          {containersWithSpecs(pod).map(({ spec, status }) => (
            <ContainerCard
              key={status.name}
              pod={pod}
              spec={spec}
              status={status}
              metrics={metrics?.containers.find((c) => c.container === status.name)}
            />
          ))}
        </div>
      </section>

      <section aria-label={t.events}>
        <H4>{t.events}</H4>
        <EventsList request={{ clusterName: cluster.name, involvedObjectName: name, namespace: pod.metadata?.namespace ?? '' }} />
      </section>

      {errors.length > 0 && (
        <section aria-label={t.errorsLabel}>
          <H4>{t.errorsLabel}</H4>
          <DetectedErrorList clusterName={cluster.name} errors={errors} />
        </section>
      )}
    </SideDrawer>
  );
};
