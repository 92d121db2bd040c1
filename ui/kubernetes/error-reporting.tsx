import { Callout, H4, HTMLTable, Tag, type Intent } from '@blueprintjs/core';
import { TickCircleIcon } from '@blueprintjs/icons';
import { useId } from 'react';
import { groupProblemsByWorkload, severityWord, type ProblemGroup, type SeverityWord } from '../../domain/kubernetes/problem-groups';
import type { DetectedErrorsByCluster, ObjectsByEntityResponse } from '../../domain/kubernetes/types';
import { FixButton } from './detected-error-list';
import { kubernetesTexts as t } from './kubernetes-texts';

const SEVERITY_INTENT: Readonly<Record<SeverityWord, Intent>> = { low: 'none', medium: 'warning', high: 'warning', critical: 'danger' };

/** A severity in words, its number on the 0–10 scale in the tooltip. */
export const SeverityTag = ({ severity }: { readonly severity: number }) => {
  const word = severityWord(severity);
  return (
    <Tag minimal intent={SEVERITY_INTENT[word]} title={t.severityOf(severity)} className="portico-k8s-severity">
      {word}
    </Tag>
  );
};

const GroupRows = ({ group }: { readonly group: ProblemGroup }) => {
  const id = useId();
  return (
    <tbody aria-labelledby={id}>
      <tr className="portico-k8s-problem-group">
        <th id={id} colSpan={4} scope="colgroup">
          {group.kind} {group.name}{' '}
          <span className="portico-k8s-problem-group__where">
            {t.problemGroupWhere(group.namespace, group.clusterName)}
          </span>
        </th>
      </tr>
      {group.rows.map((row) => (
        <tr key={`${row.sourceRef.kind}-${row.sourceRef.name}`}>
          <td>{row.sourceRef.kind}</td>
          <td>{row.sourceRef.name}</td>
          <td>
            <ul className="portico-k8s-problems">
              {row.problems.map((problem, index) => (
                <li key={`${problem.type}-${index}`}>
                  <SeverityTag severity={problem.severity} /> {problem.message}{' '}
                  {problem.proposedFix && <FixButton clusterName={group.clusterName} error={problem} />}
                </li>
              ))}
            </ul>
          </td>
          <td>
            <SeverityTag severity={Math.max(...row.problems.map((problem) => problem.severity))} />
          </td>
        </tr>
      ))}
    </tbody>
  );
};

/**
 * Every detected problem of every cluster at once, grouped by the workload it belongs to (the most severe first),
 * one row per object with all of its problems, severities in words and a Help button for known fixes.
 */
export const ErrorReporting = ({ detected, objects }: { detected: DetectedErrorsByCluster; objects: ObjectsByEntityResponse }) => {
  const groups = groupProblemsByWorkload(detected, objects);
  return (
    <section aria-label={t.errorReporting} className="portico-k8s-error-reporting">
      <H4>{t.errorReporting}</H4>
      {groups.length === 0 ? (
        <Callout intent="success" icon={<TickCircleIcon />}>
          {t.noErrorsToReport}
        </Callout>
      ) : (
        <HTMLTable compact className="portico-k8s-table portico-k8s-problem-table" aria-label={t.errorReporting}>
          <thead>
            <tr>
              <th>kind</th>
              <th>name</th>
              <th>problems</th>
              <th>severity</th>
            </tr>
          </thead>
          {groups.map((group) => (
            <GroupRows key={`${group.clusterName}-${group.namespace}-${group.kind}-${group.name}`} group={group} />
          ))}
        </HTMLTable>
      )}
    </section>
  );
};
