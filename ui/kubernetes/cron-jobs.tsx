import { Tag } from '@blueprintjs/core';
import { useMemo } from 'react';
import { cronJobStatus, humanizeCron, jobStatus } from '../../domain/kubernetes/cron';
import { cronJobDetails } from '../../domain/kubernetes/workload-details';
import { indexByOwnerUid, ownedBy } from '../../domain/kubernetes/pods';
import type { CronJob, Job } from '../../domain/kubernetes/types';
import { Accordion } from './accordion';
import { useCluster } from './kubernetes-context';
import { kubernetesTexts as t } from './kubernetes-texts';
import { PodTable } from './pod-table';
import { relativeTime } from './relative-time';
import { InspectButton, NamespaceChip } from './workload-accordion';
import { WorkloadDetails } from './workload-details';
import { useTexts } from '../app/queries';
import { k8sTexts } from '../../domain/kubernetes/translations';

const jobIntent = { Succeeded: 'success', Running: 'primary', Failed: 'danger' } as const;

/** A job: Succeeded, Running or Failed, with its start and completion times and its pods. */
export const JobAccordion = ({ job }: { job: Job }) => {
  const { workloads } = useCluster();
  const name = job.metadata?.name ?? '';
  const status = jobStatus(job);
  return (
    <Accordion
      label={`Job ${name}`}
      summary={
        <>
          <span className="portico-k8s-name">{name}</span>
          <span className="portico-k8s-muted">Job</span>
          {status && (
            <Tag minimal intent={jobIntent[status]}>
              {status}
            </Tag>
          )}
          <span className="portico-k8s-muted">
            {t.started} {relativeTime(job.status?.startTime)}
            {job.status?.completionTime && `, ${t.completed.toLowerCase()} ${relativeTime(job.status.completionTime)}`}
          </span>
        </>
      }
      actions={<InspectButton object={job} kind="Job" />}
    >
      <PodTable pods={workloads.podsOwnedBy(job)} label={`Pods of ${name}`} />
    </Accordion>
  );
};

/** A cron job: Active or Suspended, its schedule with a description, and the jobs it created. */
export const CronJobAccordion = ({ cronJob, jobs }: { cronJob: CronJob; jobs: readonly Job[] }) => {
  const k8sMessages = useTexts(k8sTexts);
  const name = cronJob.metadata?.name ?? '';
  const status = cronJobStatus(cronJob);
  const schedule = cronJob.spec?.schedule ?? '';
  return (
    <Accordion
      label={`CronJob ${name}`}
      summary={
        <>
          <span className="portico-k8s-name">{name}</span>
          <span className="portico-k8s-muted">CronJob</span>
          <NamespaceChip namespace={cronJob.metadata?.namespace} />
          <Tag minimal intent={status === k8sMessages.cronSuspended ? 'warning' : 'success'}>
            {status}
          </Tag>
          <span>
            {t.schedule}: <code>{schedule}</code> ({humanizeCron(schedule)})
          </span>
          <WorkloadDetails details={cronJobDetails(cronJob)} />
        </>
      }
      actions={<InspectButton object={cronJob} kind="CronJob" />}
    >
      {jobs.map((job) => (
        <JobAccordion key={job.metadata?.uid ?? job.metadata?.name} job={job} />
      ))}
    </Accordion>
  );
};

export const CronJobs = () => {
  const { resources } = useCluster();
  const jobsByOwner = useMemo(() => indexByOwnerUid(resources.jobs), [resources.jobs]);
  return (
    <>
      {resources.cronJobs.map((cronJob) => (
        <CronJobAccordion key={cronJob.metadata?.uid ?? cronJob.metadata?.name} cronJob={cronJob} jobs={ownedBy(cronJob, jobsByOwner)} />
      ))}
    </>
  );
};
