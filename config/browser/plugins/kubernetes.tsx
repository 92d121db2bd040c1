import { Spinner } from '@blueprintjs/core';
import { Suspense } from 'react';
import { kubernetesServices } from '../../../adapters/kubernetes/kubernetes.services';
import { KUBERNETES_ID_ANNOTATION, KUBERNETES_LABEL_SELECTOR_ANNOTATION } from '../../../domain/kubernetes/constants';
import { createPlugin, lazyImport, whenAnnotated, whenAny, type Entity } from '../../../plugin-api';
import { kubernetesTexts } from '../../../ui/kubernetes/kubernetes-texts';

const KubernetesContent = lazyImport(() => import('../../../ui/kubernetes/kubernetes-content'));

/** The Kubernetes tab; its views are loaded when the tab is opened. */
export const KubernetesTab = ({ entity, refreshIntervalMs }: { entity: Entity; refreshIntervalMs?: number }) => (
  <Suspense fallback={<Spinner aria-label="Loading" />}>
    <KubernetesContent entity={entity} {...(refreshIntervalMs !== undefined && { refreshIntervalMs })} />
  </Suspense>
);

/** Kubernetes: a tab on the pages of entities that name their workloads (the kubernetes-id or label-selector annotation). */
export const kubernetesPlugin = createPlugin({
  id: 'kubernetes',
  routes: [],
  entityTabs: [
    {
      id: 'kubernetes',
      path: 'kubernetes',
      title: kubernetesTexts.tabTitle,
      when: whenAny(whenAnnotated(KUBERNETES_ID_ANNOTATION), whenAnnotated(KUBERNETES_LABEL_SELECTOR_ANNOTATION)),
      render: (entity: Entity) => <KubernetesTab entity={entity} />,
      order: 30,
    },
  ],
  services: kubernetesServices,
});
