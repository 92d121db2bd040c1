import { Button, HTMLTable, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { METRICS_UNKNOWN } from '../../domain/kubernetes/constants';
import { containersReady, containerStatusDetail, containerStatusText, totalRestarts } from '../../domain/kubernetes/pods';
import type { Pod } from '../../domain/kubernetes/types';
import { podCpuCell, podMemoryCell, type UtilisationCell } from '../../domain/kubernetes/usage';
import { useCluster } from './kubernetes-context';
import { kubernetesTexts as t } from './kubernetes-texts';
import { PodDrawer } from './pod-drawer';
import { Pager, usePage } from './pager';
import { Tooltip } from './tooltip';

const UsageCell = ({ cell }: { cell: UtilisationCell | typeof METRICS_UNKNOWN }) =>
  cell === METRICS_UNKNOWN ? (
    <span className="portico-k8s-muted">{METRICS_UNKNOWN}</span>
  ) : (
    <div className="portico-k8s-usage">
      <div>{cell.requests}</div>
      <div>{cell.limits}</div>
    </div>
  );

const ContainerStatuses = ({ pod }: { pod: Pod }) => (
  <div className="portico-k8s-chips">
    {(pod.status?.containerStatuses ?? []).map((status) => {
      const text = containerStatusText(status);
      const intent = text === 'Running' ? 'success' : text === 'Completed' ? 'none' : 'danger';
      return (
        <Tooltip key={status.name} content={containerStatusDetail(pod, status)} focusable>
          <span className="portico-k8s-chip">
            <Tag minimal intent={intent}>
              {status.name}: {text}
            </Tag>
          </span>
        </Tooltip>
      );
    })}
  </div>
);

export interface PodTableProps {
  readonly pods: readonly Pod[];
  /** Show containers ready, total restarts and the CPU and memory usage columns. */
  readonly extraColumns?: boolean;
  readonly label: string;
}

/** Pods of a workload: paged, no search. */
export const PodTable = ({ pods, extraColumns = true, label }: PodTableProps) => {
  const { metricsByPod, errorsByPod } = useCluster();
  const page = usePage(pods.length);
  const [selected, setSelected] = useState<Pod | undefined>();
  return (
    <>
      <HTMLTable compact striped className="portico-k8s-table" aria-label={label}>
        <thead>
          <tr>
            <th>{t.podsColumn.name}</th>
            <th>{t.podsColumn.phase}</th>
            <th>{t.podsColumn.status}</th>
            {extraColumns && (
              <>
                <th>{t.podsColumn.containersReady}</th>
                <th>{t.podsColumn.totalRestarts}</th>
                <th>{t.podsColumn.cpu}</th>
                <th>{t.podsColumn.memory}</th>
              </>
            )}
          </tr>
        </thead>
        <tbody>
          {pods.slice(page.start, page.end).map((pod) => {
            const name = pod.metadata?.name ?? '';
            const metrics = metricsByPod.get(name);
            const hasErrors = (errorsByPod.get(name)?.length ?? 0) > 0;
            return (
              <tr key={pod.metadata?.uid ?? name}>
                <td>
                  <Button variant="minimal" size="small" intent={hasErrors ? 'danger' : 'none'} onClick={() => setSelected(pod)}>
                    {name}
                  </Button>
                </td>
                <td>{pod.status?.phase ?? 'unknown'}</td>
                <td>
                  <ContainerStatuses pod={pod} />
                </td>
                {extraColumns && (
                  <>
                    <td>{containersReady(pod)}</td>
                    <td>{totalRestarts(pod)}</td>
                    <td>
                      <UsageCell cell={podCpuCell(metrics)} />
                    </td>
                    <td>
                      <UsageCell cell={podMemoryCell(metrics)} />
                    </td>
                  </>
                )}
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
      <Pager page={page} />
      {selected && <PodDrawer pod={selected} onClose={() => setSelected(undefined)} />}
    </>
  );
};
