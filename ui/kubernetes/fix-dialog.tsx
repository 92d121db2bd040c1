import { AnchorButton, Dialog, DialogBody, H5 } from '@blueprintjs/core';
import { ShareIcon } from '@blueprintjs/icons';
import type { DetectedError } from '../../domain/kubernetes/types';
import { EventsList } from './events-list';
import { PodLogs } from './pod-logs';
import { useTexts } from '../app/queries';
import { k8sTexts } from '../../domain/kubernetes/translations';

export interface FixDialogProps {
  readonly clusterName: string;
  readonly error: DetectedError;
  readonly onClose: () => void;
}

/** The detected error, why it happens and how to fix it; with crash logs, warning events or a docs link. */
export const FixDialog = ({ clusterName, error, onClose }: FixDialogProps) => {
  const k8sMessages = useTexts(k8sTexts);
  const fix = error.proposedFix;
  const { name, namespace } = error.sourceRef;
  return (
    <Dialog isOpen onClose={onClose} title={`${name} - ${error.type}`} className="portico-k8s-fix-dialog">
      <DialogBody>
        <H5>{k8sMessages.detectedError}</H5>
        <p>{error.message}</p>
        {fix && (
          <>
            <H5>{k8sMessages.causeExplanation}</H5>
            <p>{fix.rootCauseExplanation}</p>
            <H5>{k8sMessages.fix}</H5>
            <ul>
              {fix.actions.map((action) => (
                <li key={action}>{action}</li>
              ))}
            </ul>
            {fix.type === 'logs' && (
              <>
                <H5>{k8sMessages.crashLogs}</H5>
                <PodLogs
                  minHeight="20rem"
                  request={{ clusterName, podName: name, namespace, containerName: fix.container, previous: true }}
                />
              </>
            )}
            {fix.type === 'events' && (
              <>
                <H5>{k8sMessages.events}</H5>
                <EventsList warningsOnly request={{ clusterName, involvedObjectName: fix.podName, namespace }} />
              </>
            )}
            {fix.type === 'docs' && (
              <AnchorButton href={fix.docsLink} target="_blank" rel="noopener noreferrer" icon={<ShareIcon />} intent="primary">
                {k8sMessages.openDocs}
              </AnchorButton>
            )}
          </>
        )}
      </DialogBody>
    </Dialog>
  );
};
