import { Button, Card, H5, Tag } from '@blueprintjs/core';
import { CodeBlockIcon, ConsoleIcon, TickCircleIcon, ErrorIcon } from '@blueprintjs/icons';
import { Suspense, useState } from 'react';
import { containerHealthChecks, containerStartedAt, containerStatusText } from '../../domain/kubernetes/pods';
import type { Container, ContainerMetrics, ContainerStatus, Pod } from '../../domain/kubernetes/types';
import { utilisationColour, usagePercentage, formatMemoryMiB, formatMillicores } from '../../domain/kubernetes/usage';
import { useCluster, useKubernetesTab } from './kubernetes-context';
import { kubernetesTexts as t } from './kubernetes-texts';
import { LogsDialog } from './logs-dialog';
import { relativeTime, shortDuration } from './relative-time';
import { useReturnFocus } from '../app/use-return-focus';
import { lazyImport } from '../app/lazy-import';
import { useTexts } from '../app/queries';
import { k8sTexts } from '../../domain/kubernetes/translations';

const TerminalDialog = lazyImport(() => import('./terminal-dialog'));

const colourIntent = { ok: 'success', warning: 'warning', error: 'danger', grey: 'none' } as const;

const Utilisation = ({ metrics }: { metrics: ContainerMetrics }) => {
  const rows = [
    { label: 'CPU', usage: metrics.cpuUsage, format: formatMillicores },
    { label: 'Memory', usage: metrics.memoryUsage, format: formatMemoryMiB },
  ];
  return (
    <ul className="portico-k8s-utilisation" aria-label="Utilisation">
      {rows.map(({ label, usage, format }) => {
        const ofLimit = usagePercentage(usage.currentUsage, usage.limitTotal);
        return (
          <li key={label}>
            {label}: {format(usage.currentUsage)} of {format(usage.limitTotal)}{' '}
            <Tag minimal intent={colourIntent[utilisationColour(ofLimit)]}>
              {Number.isNaN(ofLimit) ? '?' : `${ofLimit}%`}
            </Tag>
          </li>
        );
      })}
    </ul>
  );
};

export interface ContainerCardProps {
  readonly pod: Pod;
  readonly spec: Container | undefined;
  readonly status: ContainerStatus;
  readonly metrics: ContainerMetrics | undefined;
}

/** One container of a pod, as a card. */
export const ContainerCard = ({ pod, spec, status, metrics }: ContainerCardProps) => {
  const k8sMessages = useTexts(k8sTexts);
  const { cluster } = useCluster();
  const { terminalOffered } = useKubernetesTab();
  const [dialog, setDialog] = useState<'logs' | 'terminal' | undefined>();
  useReturnFocus(dialog !== undefined);
  const startedAt = containerStartedAt(status);
  const finishedAt = status.state?.terminated?.finishedAt;
  const podName = pod.metadata?.name ?? '';
  const namespace = pod.metadata?.namespace ?? '';
  if (spec === undefined) {
    return (
      <Card role="group" className="portico-k8s-container-card" aria-label={`Container ${status.name}`}>
        <H5>{status.name}</H5>
        <p>{k8sMessages.errorReadingPod}</p>
      </Card>
    );
  }
  return (
    <Card role="group" className="portico-k8s-container-card" aria-label={`Container ${status.name}`}>
      <H5>{status.name}</H5>
      <dl className="portico-k8s-facts">
        <dt>{t.image}</dt>
        <dd>{status.image}</dd>
        {startedAt && (
          <>
            <dt>{t.started}</dt>
            <dd>{relativeTime(startedAt)}</dd>
          </>
        )}
        {finishedAt && (
          <>
            <dt>{t.completed}</dt>
            <dd>{relativeTime(finishedAt)}</dd>
          </>
        )}
        {startedAt && (
          <>
            <dt>{t.executionTime}</dt>
            <dd>{shortDuration(startedAt, finishedAt)}</dd>
          </>
        )}
        <dt>{t.status}</dt>
        <dd>{containerStatusText(status)}</dd>
        {status.restartCount > 0 && (
          <>
            <dt>{t.restarts}</dt>
            <dd>{status.restartCount}</dd>
          </>
        )}
      </dl>
      <ul className="portico-k8s-checklist" aria-label="Health checks">
        {containerHealthChecks(spec, status).map((check) => (
          <li key={check.label} className={check.ok ? 'portico-k8s-check--ok' : 'portico-k8s-check--failed'}>
            {check.ok ? <TickCircleIcon className="portico-k8s-icon--ok" aria-label="passed" /> : <ErrorIcon className="portico-k8s-icon--error" aria-label="failed" />}{' '}
            {check.label}
          </li>
        ))}
      </ul>
      {metrics && <Utilisation metrics={metrics} />}
      <div className="portico-k8s-card-actions">
        <Button icon={<CodeBlockIcon />} onClick={() => setDialog('logs')} aria-label={`${t.logs} of ${status.name}`}>
          {t.logs}
        </Button>
        {terminalOffered && (
          <Button icon={<ConsoleIcon />} onClick={() => setDialog('terminal')} aria-label={`${t.terminal} of ${status.name}`}>
            {t.terminal}
          </Button>
        )}
      </div>
      {dialog === 'logs' && (
        <LogsDialog
          clusterName={cluster.name}
          podName={podName}
          namespace={namespace}
          containerName={status.name}
          onClose={() => setDialog(undefined)}
        />
      )}
      {dialog === 'terminal' && (
        <Suspense fallback={null}>
          <TerminalDialog podName={podName} namespace={namespace} containerName={status.name} onClose={() => setDialog(undefined)} />
        </Suspense>
      )}
    </Card>
  );
};
