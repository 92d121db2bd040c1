// The Kubernetes tab of an entity page.
import './kubernetes.css';
import { AnchorButton, Callout, Divider, H3, ProgressBar } from '@blueprintjs/core';
import { useMemo } from 'react';
import type { Entity } from '../../domain/catalog/entity';
import { clustersWithErrors, hasKubernetesAnnotation } from '../../domain/kubernetes/clusters';
import { KUBERNETES_ID_ANNOTATION, REFRESH_INTERVAL_MS } from '../../domain/kubernetes/constants';
import { detectErrors } from '../../domain/kubernetes/detect-errors';
import { isTerminalOffered } from '../../domain/kubernetes/terminal';
import { EmptyState, ErrorPanel, MissingAnnotationEmptyState } from '../app/chrome';
import { BackendPluginMissingPanel } from '../app/chrome/error-panel';
import { ClusterAccordion } from './cluster-accordion';
import { ClusterErrorsPanel } from './cluster-errors-panel';
import { DismissableBanner } from './dismissable-banner';
import { ErrorReporting } from './error-reporting';
import { KubernetesTabProvider } from './kubernetes-context';
import {
  missingPluginOf,
  useEntityObjects,
  useKubernetesClusters,
  useKubernetesPermission,
  useKubernetesSettings,
  useRefreshEntityObjects,
} from './queries';
import { ERROR_DETECTION_BANNER_ID, KUBERNETES_DOCS_URL, kubernetesTexts as t } from './kubernetes-texts';
import { useTexts } from '../app/queries';
import { k8sTexts } from '../../domain/kubernetes/translations';

export interface KubernetesContentProps {
  readonly entity: Entity;
  /** Milliseconds between two fetches; 10000 by default. */
  readonly refreshIntervalMs?: number;
}

const MissingAnnotation = ({ entity }: { entity: Entity }) => {
  const k8sMessages = useTexts(k8sTexts);
  return (
  <div className="portico-k8s-missing-annotation">
    <MissingAnnotationEmptyState annotation={KUBERNETES_ID_ANNOTATION} entity={entity} />
    <H3>{t.labelSelectorPrecedence}</H3>
    <AnchorButton intent="primary" href={KUBERNETES_DOCS_URL} target="_blank" rel="noopener noreferrer">
      {k8sMessages.readPluginDocs}
    </AnchorButton>
  </div>
);
};

const PermissionRequired = () => {
  const k8sMessages = useTexts(k8sTexts);
  return (
  <Callout intent="warning" title={k8sMessages.permissionRequired} role="alert">
    {k8sMessages.permissionRequiredText}
  </Callout>
);
};

/** Why the objects could not be read; a backend without the Kubernetes plugin is named as such. */
const ObjectsError = ({ error }: { error: Error }) => {
  const k8sMessages = useTexts(k8sTexts);
  const missingPlugin = missingPluginOf(error);
  if (!missingPlugin) return <ErrorPanel title={k8sMessages.retrievingObjectsProblem} error={{ message: error.message }} />;
  return (
    <BackendPluginMissingPanel pluginId={missingPlugin} message={k8sMessages.backendPluginMissing}>
      <p>{error.message}</p>
    </BackendPluginMissingPanel>
  );
};

const Objects = ({ entity, refreshIntervalMs }: Required<KubernetesContentProps>) => {
  const k8sMessages = useTexts(k8sTexts);
  const objects = useEntityObjects(entity, refreshIntervalMs);
  const refresh = useRefreshEntityObjects(entity);
  const settings = useKubernetesSettings();
  const clusters = useKubernetesClusters();

  const data = objects.data;
  const detected = useMemo(() => (data ? detectErrors(data, Date.now()) : new Map()), [data]);
  const withErrors = useMemo(() => (data ? clustersWithErrors(data.items) : []), [data]);

  const tab = useMemo(
    () => ({
      entity,
      settings: settings.data ?? { podDeleteEnabled: false, podExecTerminalEnabled: false },
      terminalOffered: isTerminalOffered(clusters.data ?? [], settings.data?.podExecTerminalEnabled ?? false),
      refresh,
    }),
    [entity, settings.data, clusters.data, refresh],
  );

  return (
    <KubernetesTabProvider value={tab}>
      {data === undefined && objects.error === null && <ProgressBar intent="primary" aria-label="Loading Kubernetes objects" />}
      {withErrors.length > 0 && <ClusterErrorsPanel entityName={entity.metadata.name} clusters={withErrors} />}
      {objects.error && <ObjectsError error={objects.error} />}
      {data && (
        <div className="portico-k8s-content">
          <DismissableBanner id={ERROR_DETECTION_BANNER_ID}>{t.banner}</DismissableBanner>
          <ErrorReporting detected={detected} objects={data} />
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
  const k8sMessages = useTexts(k8sTexts);
  const permission = useKubernetesPermission();
  if (!hasKubernetesAnnotation(entity.metadata.annotations)) return <MissingAnnotation entity={entity} />;
  if (permission.isPending) return <ProgressBar intent="primary" aria-label="Checking permissions" />;
  // The permission backend is not there to ask: say that, not that a permission is missing.
  const missingPermissionPlugin = permission.error ? missingPluginOf(permission.error) : undefined;
  if (permission.error && missingPermissionPlugin) {
    return (
      <BackendPluginMissingPanel pluginId={missingPermissionPlugin} message={permission.error.message}>
        <p>{k8sMessages.permissionsNotChecked}</p>
      </BackendPluginMissingPanel>
    );
  }
  if (permission.data !== true) return <PermissionRequired />;
  return <Objects entity={entity} refreshIntervalMs={refreshIntervalMs} />;
}
