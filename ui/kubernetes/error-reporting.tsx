import { Callout, H4, HTMLTable } from '@blueprintjs/core';
import { TickCircleIcon } from '@blueprintjs/icons';
import { sortBySeverity } from '../../domain/kubernetes/detect-errors';
import type { DetectedError, DetectedErrorsByCluster } from '../../domain/kubernetes/types';
import { FixButton } from './detected-error-list';
import { kubernetesTexts as t } from './kubernetes-texts';
import { Pager, usePage } from './pager';

interface Row {
  readonly clusterName: string;
  readonly error: DetectedError;
}

/** Every detected problem of every cluster, most severe first, with a Help button for known fixes. */
export const ErrorReporting = ({ detected }: { detected: DetectedErrorsByCluster }) => {
  const rows: Row[] = [...detected.entries()].flatMap(([clusterName, errors]) =>
    sortBySeverity(errors).map((error) => ({ clusterName, error })),
  );
  rows.sort((a, b) => b.error.severity - a.error.severity);
  const page = usePage(rows.length);
  return (
    <section aria-label={t.errorReporting} className="portico-k8s-error-reporting">
      <H4>{t.errorReporting}</H4>
      {rows.length === 0 ? (
        <Callout intent="success" icon={<TickCircleIcon />}>
          {t.noErrorsToReport}
        </Callout>
      ) : (
        <>
          <HTMLTable compact striped className="portico-k8s-table" aria-label={t.errorReporting}>
            <thead>
              <tr>
                <th>cluster</th>
                <th>namespace</th>
                <th>kind</th>
                <th>name</th>
                <th>message</th>
                <th>severity</th>
                <th>fix</th>
              </tr>
            </thead>
            <tbody>
              {rows.slice(page.start, page.end).map(({ clusterName, error }, index) => (
                <tr key={`${clusterName}-${error.sourceRef.name}-${error.type}-${index}`}>
                  <td>{clusterName}</td>
                  <td>{error.sourceRef.namespace}</td>
                  <td>{error.sourceRef.kind}</td>
                  <td>{error.sourceRef.name}</td>
                  <td>{error.message}</td>
                  <td>{error.severity}</td>
                  <td>{error.proposedFix && <FixButton clusterName={clusterName} error={error} />}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
          <Pager page={page} />
        </>
      )}
    </section>
  );
};
