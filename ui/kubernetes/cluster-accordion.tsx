import { H5, Tag } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { isRollout } from '../../application/kubernetes/rollouts';
import { clusterTitle } from '../../domain/kubernetes/clusters';
import { daemonSetDetails, statefulSetDetails } from '../../domain/kubernetes/workload-details';
import type { ClusterObjects, DetectedError } from '../../domain/kubernetes/types';
import { Accordion } from './accordion';
import { CronJobs } from './cron-jobs';
import { DashboardLink } from './dashboard-link';
import { ClusterProvider, useCluster } from './kubernetes-context';
import { kubernetesTexts as t } from './kubernetes-texts';
import { IngressAccordion, ServiceAccordion } from './networking';
import { RolloutPanel } from './rollout-panel';
import { InspectButton, NamespaceChip, WorkloadAccordion } from './workload-accordion';
import { WorkloadDetails } from './workload-details';
import { useTexts } from '../app/queries';
import { k8sTexts } from '../../domain/kubernetes/translations';

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <section className="portico-k8s-section" aria-label={title}>
    <H5>{title}</H5>
    {children}
  </section>
);

const CustomResources = () => {
  const { resources, workloads, autoscalerFor } = useCluster();
  return (
    <>
      {resources.customResources.map((resource) => {
        const key = resource.metadata?.uid ?? `${resource.kind}/${resource.metadata?.name}`;
        if (isRollout(resource)) {
          const ref = { kind: 'Rollout', namespace: resource.metadata?.namespace, name: resource.metadata?.name };
          return (
            <WorkloadAccordion
              key={key}
              kind="Rollout"
              object={resource}
              pods={workloads.podsThroughReplicaSets(resource)}
              autoscaler={autoscalerFor(ref)}
            >
              <RolloutPanel rollout={resource} />
            </WorkloadAccordion>
          );
        }
        const kind = resource.kind ?? 'CustomResource';
        const name = resource.metadata?.name ?? '';
        return (
          <Accordion
            key={key}
            label={`${kind} ${name}`}
            summary={
              <>
                <span className="portico-k8s-name">{name}</span>
                <span className="portico-k8s-muted">{kind}</span>
                <NamespaceChip namespace={resource.metadata?.namespace} />
              </>
            }
            actions={<InspectButton object={resource} kind={kind} />}
          >
            <p className="portico-k8s-muted">{resource.apiVersion}</p>
          </Accordion>
        );
      })}
    </>
  );
};

/** The sections of a cluster, each shown only when it has objects. */
const ClusterSections = () => {
  const { resources, workloads, autoscalerFor } = useCluster();
  return (
    <>
      {resources.customResources.length > 0 && (
        <Section title={t.sections.customResources}>
          <CustomResources />
        </Section>
      )}
      {resources.deployments.length > 0 && (
        <Section title={t.sections.deployments}>
          {resources.deployments.map((deployment) => (
            <WorkloadAccordion
              key={deployment.metadata?.uid ?? deployment.metadata?.name}
              kind="Deployment"
              object={deployment}
              pods={workloads.podsThroughReplicaSets(deployment)}
              autoscaler={autoscalerFor({ kind: 'Deployment', namespace: deployment.metadata?.namespace, name: deployment.metadata?.name })}
            />
          ))}
        </Section>
      )}
      {resources.daemonSets.length > 0 && (
        <Section title={t.sections.daemonSets}>
          {resources.daemonSets.map((daemonSet) => (
            <WorkloadAccordion
              key={daemonSet.metadata?.uid ?? daemonSet.metadata?.name}
              kind="DaemonSet"
              object={daemonSet}
              pods={workloads.podsOwnedBy(daemonSet)}
              details={<WorkloadDetails details={daemonSetDetails(daemonSet)} />}
            />
          ))}
        </Section>
      )}
      {resources.statefulSets.length > 0 && (
        <Section title={t.sections.statefulSets}>
          {resources.statefulSets.map((statefulSet) => (
            <WorkloadAccordion
              key={statefulSet.metadata?.uid ?? statefulSet.metadata?.name}
              kind="StatefulSet"
              object={statefulSet}
              pods={workloads.podsOwnedBy(statefulSet)}
              autoscaler={autoscalerFor({ kind: 'StatefulSet', namespace: statefulSet.metadata?.namespace, name: statefulSet.metadata?.name })}
              details={<WorkloadDetails details={statefulSetDetails(statefulSet)} />}
            />
          ))}
        </Section>
      )}
      {resources.ingresses.length > 0 && (
        <Section title={t.sections.ingresses}>
          {resources.ingresses.map((ingress) => (
            <IngressAccordion key={ingress.metadata?.uid ?? ingress.metadata?.name} ingress={ingress} />
          ))}
        </Section>
      )}
      {resources.services.length > 0 && (
        <Section title={t.sections.services}>
          {resources.services.map((service) => (
            <ServiceAccordion key={service.metadata?.uid ?? service.metadata?.name} service={service} />
          ))}
        </Section>
      )}
      {resources.cronJobs.length > 0 && (
        <Section title={t.sections.cronJobs}>
          <CronJobs />
        </Section>
      )}
    </>
  );
};

const ClusterSummary = () => {
  const k8sMessages = useTexts(k8sTexts);
  const { cluster, resources, errorsByPod } = useCluster();
  const podsWithErrors = resources.pods.filter((pod) => (errorsByPod.get(pod.metadata?.name ?? '')?.length ?? 0) > 0).length;
  return (
    <>
      <span className="portico-k8s-name">{clusterTitle(cluster)}</span>
      <span className="portico-k8s-muted">{t.cluster}</span>
      <Tag minimal>{t.pods(resources.pods.length)}</Tag>
      {podsWithErrors > 0 ? (
        <Tag minimal intent="danger">
          {k8sMessages.podsWithErrors(podsWithErrors)}
        </Tag>
      ) : (
        <Tag minimal intent="success">
          {k8sMessages.noPodsWithErrors}
        </Tag>
      )}
    </>
  );
};

const ClusterActions = () => {
  const { cluster } = useCluster();
  return <DashboardLink cluster={cluster} kind="Cluster" />;
};

/** One cluster's objects, in an accordion. */
export const ClusterAccordion = ({ objects, errors }: { objects: ClusterObjects; errors: readonly DetectedError[] }) => (
  <ClusterProvider objects={objects} errors={errors}>
    <Accordion
      label={`Cluster ${clusterTitle(objects.cluster)}`}
      className="portico-k8s-cluster"
      summary={<ClusterSummary />}
      actions={<ClusterActions />}
    >
      <ClusterSections />
    </Accordion>
  </ClusterProvider>
);
