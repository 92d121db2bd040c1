import { Classes } from '@blueprintjs/core';
import { IssueNewIcon } from '@blueprintjs/icons';
import { issueBody, issueTitle, newIssueUrl, providerTitle, type IssueRepository } from '../../../domain/docs/report-issue';
import type { DocsSelection } from '../docs-content';
import { useTexts } from '../../app/queries';
import { docsTexts } from '../../../domain/docs/translations';

export interface ReportIssueProps {
  readonly repository: IssueRepository | undefined;
  readonly selection: DocsSelection | undefined;
  readonly pageTitle: string;
  readonly pageUrl: string;
}

/**
 * The Report Issue add-on: on a settled text selection in a page whose edit link is a
 * GitHub or GitLab repository, a button opens a new issue titled 'Documentation feedback: …'.
 */
export const ReportIssue = ({ repository, selection, pageTitle, pageUrl }: ReportIssueProps) => {
  const docsMessages = useTexts(docsTexts);
  if (!repository || !selection) return null;
  const href = newIssueUrl(repository, issueTitle(selection.text), issueBody(selection.text, pageTitle, pageUrl));
  return (
    <div className="portico-docs-report-issue" style={{ top: selection.top + 8, left: Math.max(0, selection.left - 120) }}>
      <a className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY} ${Classes.SMALL}`} href={href} target="_blank" rel="noopener noreferrer">
        <IssueNewIcon />
        <span className={Classes.BUTTON_TEXT}>{docsMessages.openIssue(providerTitle(repository.provider))}</span>
      </a>
    </div>
  );
};
