import { AnchorButton, Callout } from '@blueprintjs/core';
import { ShareIcon } from '@blueprintjs/icons';
import * as E from 'fp-ts/Either';
import { dashboardLinkProblem, formatClusterLinkFor, type LinkedObject } from '../../domain/kubernetes/dashboard-links';
import type { ClusterRef } from '../../domain/kubernetes/types';
import { kubernetesTexts as t } from './kubernetes-texts';
import { useTexts } from '../app/queries';
import { k8sTexts } from '../../domain/kubernetes/translations';

/** 'Open Kubernetes Dashboard' for an object; nothing without dashboard settings; a warning when formatting fails. */
export const DashboardLink = ({ cluster, object, kind }: { cluster: ClusterRef; object?: LinkedObject; kind: string }) => {
  const k8sMessages = useTexts(k8sTexts);
  const link = formatClusterLinkFor(cluster, object, kind, window.location.origin);
  if (E.isLeft(link)) {
    const problem = dashboardLinkProblem(cluster, link.left);
    return (
      <Callout intent="warning" title={problem.title} compact>
        <p>{problem.message}</p>
        <p>
          {t.errorsLabel} {problem.errors}
        </p>
      </Callout>
    );
  }
  if (link.right === undefined) return null;
  return (
    <AnchorButton href={link.right} target="_blank" rel="noopener noreferrer" icon={<ShareIcon />} variant="outlined">
      {k8sMessages.openDashboard}
    </AnchorButton>
  );
};
