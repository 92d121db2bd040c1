import { Callout } from '@blueprintjs/core';
import { describeFetchError } from '../../domain/kubernetes/clusters';
import type { ClusterObjects } from '../../domain/kubernetes/types';
import { kubernetesTexts as t } from './kubernetes-texts';
import { useTexts } from '../app/queries';
import { k8sTexts } from '../../domain/kubernetes/translations';

/** The 'partially errored' warning: the clusters whose answer carries errors, and each error. */
export const ClusterErrorsPanel = ({ entityName, clusters }: { entityName: string; clusters: readonly ClusterObjects[] }) => {
  const k8sMessages = useTexts(k8sTexts);
  return (
  <Callout intent="warning" title={k8sMessages.retrievingObjectsProblem} role="alert">
    <p>{k8sMessages.retrievingObjectsProblemText(entityName)}</p>
    <p>{t.errorsLabel}</p>
    {clusters.map((item) => (
      <div key={item.cluster.name}>
        <strong>{k8sMessages.clusterLabel(item.cluster.name)}</strong>
        <ul>
          {item.errors.map((error, index) => (
            <li key={index}>{describeFetchError(error)}</li>
          ))}
        </ul>
      </div>
    ))}
  </Callout>
);
};
