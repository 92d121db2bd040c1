import { Card, H4 } from '@blueprintjs/core';
import type { QuickStartStep } from '../../../domain/home/home-settings';
import { ExternalLink } from '../../app/chrome';
import { useTexts } from '../../app/queries';
import { homeTexts } from '../../../domain/home/translations';

/** Quick Start: the first steps in the portal (home.quickStart.steps). `title` replaces the widget's own. */
export const QuickStart = ({ steps, title }: { readonly steps: readonly QuickStartStep[]; readonly title?: string | undefined }) => {
  const homeMessages = useTexts(homeTexts);
  const shownTitle = title ?? homeMessages.quickStart;
  return (
  <Card className="portico-card portico-home__card" role="region" aria-label={shownTitle}>
    <H4>{shownTitle}</H4>
    <p>{homeMessages.quickStartIntro}</p>
    <ol className="portico-home__steps">
      {steps.map((step) => (
        <li key={`${step.title}-${step.url}`}>
          <ExternalLink to={step.url}>{step.title}</ExternalLink>
          {step.description ? <span className="portico-muted portico-home__secondary">{step.description}</span> : null}
        </li>
      ))}
    </ol>
  </Card>
);
};
