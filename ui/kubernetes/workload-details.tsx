import type { WorkloadDetail } from '../../domain/kubernetes/workload-details';
import { relativeTime } from './relative-time';

/** A workload's own facts on its row, as 'label: value' pairs (phrasing content: the row is a button). */
export const WorkloadDetails = ({ details }: { details: readonly WorkloadDetail[] }) => (
  <span className="portico-k8s-workload-details">
    {details.map((detail) => (
      <span key={detail.label} className="portico-k8s-workload-detail">
        <span className="portico-k8s-muted">{detail.label}:</span> {detail.time ? relativeTime(detail.value) : detail.value}
      </span>
    ))}
  </span>
);
