// The Kubernetes tab of an entity page.
import './kubernetes.css';
import { AnchorButton, Callout, Divider, H3, ProgressBar } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import * as E from 'fp-ts/Either';
import { useMemo } from 'react';
import { KubernetesUseCasesToken } from '../../application/kubernetes/kubernetes-use-cases.port';
import { CheckPermissionToken } from '../../application/permission/check-permission.use-case';
import type { Entity } from '../../domain/catalog/entity';
import { stringifyEntityRef, entityRefOf } from '../../domain/catalog/entity-ref';
import { clustersWithErrors, hasKubernetesAnnotation } from '../../domain/kubernetes/clusters';
import { KUBERNETES_ID_ANNOTATION, REFRESH_INTERVAL_MS } from '../../domain/kubernetes/constants';
import { detectErrors } from '../../domain/kubernetes/detect-errors';
import { k8sMessages } from '../../domain/kubernetes/messages';
import { isTerminalOffered } from '../../domain/kubernetes/terminal';
import { isAllowed } from '../../domain/permission/decision';
import { kubernetesClustersReadPermission, kubernetesResourcesReadPermission } from '../../domain/permission/permission';
import { EmptyState, ErrorPanel, MissingAnnotationEmptyState } from '../app/chrome';
import { useService } from '../app/services';
import { ClusterAccordion } from './cluster-accordion';
import { ClusterErrorsPanel } from './cluster-errors-panel';
import { DismissableBanner } from './dismissable-banner';
import { ErrorReporting } from './error-reporting';
import { KubernetesTabProvider } from './kubernetes-context';
import { runKubernetes } from './kubernetes-query';
import { ERROR_DETECTION_BANNER_ID, KUBERNETES_DOCS_URL, kubernetesTexts as t } from './kubernetes-texts';

export interface KubernetesContentProps {
  readonly entity: Entity;
  /** Milliseconds between two fetches; 10000 by default. */
  readonly refreshIntervalMs?: number;
}

const MissingAnnotation = ({ entity }: { entity: Entity }) => (
  <div className="portico-k8s-missing-annotation">
    <MissingAnnotationEmptyState annotation={KUBERNETES_ID_ANNOTATION} entity={entity} />
    <H3>{t.labelSelectorPrecedence}</H3>
    <AnchorButton intent="primary" href={KUBERNETES_DOCS_URL} target="_blank" rel="noopener noreferrer">
      {k8sMessages.readPluginDocs}
    </AnchorButton>
  </div>
);

const PermissionRequired = () => (
  <Callout intent="warning" title={k8sMessages.permissionRequired} role="alert">
    {k8sMessages.permissionRequiredText}
  </Callout>
);

/** Both kubernetes.clusters.read and kubernetes.resources.read, or the alert. */
const usePermission = () => {
  const check = useService(CheckPermissionToken);
  return useQuery({
    queryKey: ['kubernetes', 'permission'],
    queryFn: async () => {
      const decisions = await Promise.all([
        check({ permission: kubernetesClustersReadPermission })(),
        check({ permission: kubernetesResourcesReadPermission })(),
      ]);
      return decisions.every((decision) => E.isRight(decision) && isAllowed(decision.right));
    },
  });
};

const Objects = ({ entity, refreshIntervalMs }: Required<KubernetesContentProps>) => {
  const useCases = useService(KubernetesUseCasesToken);
  const queryClient = useQueryClient();
  const entityRef = stringifyEntityRef(entityRefOf(entity));
  const objects = useQuery({
    queryKey: ['kubernetes', 'objects', entityRef],
    queryFn: () => runKubernetes(useCases.getEntityObjects(entity)),
    refetchInterval: refreshIntervalMs,
  });
  const settings = useQuery({ queryKey: ['kubernetes', 'settings'], queryFn: () => runKubernetes(useCases.getSettings()) });
  const clusters = useQuery({ queryKey: ['kubernetes', 'clusters'], queryFn: () => runKubernetes(useCases.getClusters()) });

  const data = objects.data;
  const detected = useMemo(() => (data ? detectErrors(data, Date.now()) : new Map()), [data]);
  const withErrors = useMemo(() => (data ? clustersWithErrors(data.items) : []), [data]);

  const tab = useMemo(
    () => ({
      entity,
      settings: settings.data ?? { podDeleteEnabled: false, podExecTerminalEnabled: false },
      terminalOffered: isTerminalOffered(clusters.data ?? [], settings.data?.podExecTerminalEnabled ?? false),
      refresh: () => void queryClient.invalidateQueries({ queryKey: ['kubernetes', 'objects', entityRef] }),
    }),
    [entity, settings.data, clusters.data, queryClient, entityRef],
  );

  return (
    <KubernetesTabProvider value={tab}>
      {data === undefined && objects.error === null && <ProgressBar intent="primary" aria-label="Loading Kubernetes objects" />}
      {withErrors.length > 0 && <ClusterErrorsPanel entityName={entity.metadata.name} clusters={withErrors} />}
      {objects.error && (
        <ErrorPanel title={k8sMessages.retrievingObjectsProblem} error={{ message: objects.error.message }} />
      )}
      {data && (
        <div className="portico-k8s-content">
          <DismissableBanner id={ERROR_DETECTION_BANNER_ID}>{t.banner}</DismissableBanner>
          <ErrorReporting detected={detected} />
          <Divider />
          <H3>{k8sMessages.yourClusters}</H3>
          {data.items.length === 0 ? (
            <EmptyState
              image="noInformation"
              title={k8sMessages.noResources}
              description={k8sMessages.noResourcesOnClusters(entity.metadata.name)}
            />
          ) : (
            data.items.map((item) => (
              <ClusterAccordion key={item.cluster.name} objects={item} errors={detected.get(item.cluster.name) ?? []} />
            ))
          )}
        </div>
      )}
    </KubernetesTabProvider>
  );
};

export default function KubernetesContent({ entity, refreshIntervalMs = REFRESH_INTERVAL_MS }: KubernetesContentProps) {
  const permission = usePermission();
  if (!hasKubernetesAnnotation(entity.metadata.annotations)) return <MissingAnnotation entity={entity} />;
  if (permission.isPending) return <ProgressBar intent="primary" aria-label="Checking permissions" />;
  if (permission.data !== true) return <PermissionRequired />;
  return <Objects entity={entity} refreshIntervalMs={refreshIntervalMs} />;
}
