import { Card, H4 } from '@blueprintjs/core';
import type { QuickStartStep } from '../../../domain/home/home-settings';
import { homeMessages } from '../../../domain/home/messages';
import { ExternalLink } from '../../app/chrome';

/** Quick Start: the first steps in the portal (home.quickStart.steps). */
export const QuickStart = ({ steps }: { readonly steps: readonly QuickStartStep[] }) => (
  <Card className="portico-card portico-home__card" role="region" aria-label={homeMessages.quickStart}>
    <H4>{homeMessages.quickStart}</H4>
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
