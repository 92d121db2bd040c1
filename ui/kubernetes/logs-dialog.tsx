import { Dialog, DialogBody } from '@blueprintjs/core';
import { PodLogs } from './pod-logs';

export interface LogsDialogProps {
  readonly clusterName: string;
  readonly podName: string;
  readonly namespace: string;
  readonly containerName: string;
  readonly onClose: () => void;
}

export const LogsDialog = ({ clusterName, podName, namespace, containerName, onClose }: LogsDialogProps) => (
  <Dialog isOpen onClose={onClose} title={`${podName} - ${containerName} logs on cluster ${clusterName}`} className="portico-k8s-logs-dialog">
    <DialogBody>
      <PodLogs request={{ clusterName, podName, namespace, containerName }} />
    </DialogBody>
  </Dialog>
);
