import { Spinner } from '@blueprintjs/core';
import { Suspense } from 'react';
import { lazyImport } from '../app/lazy-import';
import type { Entity } from '../../domain/catalog/entity';
import { whenAnnotated, whenAny } from '../../domain/catalog/entity-conditions';
import { KUBERNETES_ID_ANNOTATION, KUBERNETES_LABEL_SELECTOR_ANNOTATION } from '../../domain/kubernetes/constants';
import { createPlugin } from '../../plugin-api/create-plugin';
import { kubernetesTexts } from './kubernetes-texts';

const KubernetesContent = lazyImport(() => import('./kubernetes-content'));

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
});
