import { Callout, Spinner } from '@blueprintjs/core';
import type { PodLogsRequest } from '../../application/kubernetes/kubernetes-use-cases.port';
import { LOGS_PANE_MIN_HEIGHT } from '../../domain/kubernetes/constants';
import { EmptyState } from '../app/chrome';
import { errorMessage, usePodLogs } from './queries';
import { useTexts } from '../app/queries';
import { k8sTexts } from '../../domain/kubernetes/translations';

/** The log text of one container (or its previous run), in a pane at least 55rem high. */
export const PodLogs = ({ request, minHeight = LOGS_PANE_MIN_HEIGHT }: { request: PodLogsRequest; minHeight?: string }) => {
  const k8sMessages = useTexts(k8sTexts);
  const logs = usePodLogs(request);
  if (logs.isPending) return <Spinner aria-label="Loading logs" />;
  if (logs.isError) {
    return (
      <Callout intent="danger" role="alert">
        {errorMessage(logs.error)}
      </Callout>
    );
  }
  if (logs.data.trim() === '') {
    return <EmptyState image="noInformation" title={k8sMessages.noLogsTitle} description={k8sMessages.noLogsText} />;
  }
  return (
    <pre className="portico-k8s-logs" style={{ minHeight }} aria-label="Logs">
      {logs.data}
    </pre>
  );
};
