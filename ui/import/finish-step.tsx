import { Button, Intent } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { stringifyEntityRef } from '../../domain/catalog/entity-ref';
import type { ImportStep } from '../../domain/import/import-flow';
import { ExternalLink } from '../app/chrome';
import { entityPath } from '../../domain/catalog/entity-path';
import { LocationList } from './locations-steps';
import { useTexts } from '../app/queries';
import { importTexts } from '../../domain/import/translations';

type Finish = Extract<ImportStep, { kind: 'finishLocations' | 'finishPullRequest' }>;

/** Step 4: links to the registered entities, or the opened pull request and where its file will be. */
export const FinishStep = ({ step, onRestart }: { readonly step: Finish; readonly onRestart: () => void }) => {
  const importLabels = useTexts(importTexts);
  return (
  <>
    {step.kind === 'finishLocations' ? (
      <>
        {step.added.length ? (
          <>
            <p>{importLabels.added}</p>
            <ul className="portico-import-locations">
              {step.added.map((location) => (
                <li key={location.target}>
                  <ExternalLink to={location.target}>{location.target}</ExternalLink>
                  <ul className="portico-import-entities">
                    {location.entities.map((ref) => (
                      <li key={stringifyEntityRef(ref)}>
                        <Link to={entityPath(ref)}>{`${ref.kind}:${ref.namespace}/${ref.name}`}</Link>
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {step.refreshed.length ? (
          <>
            <p>{importLabels.refreshed}</p>
            <LocationList locations={step.refreshed} />
          </>
        ) : null}
      </>
    ) : (
      <>
        <p>
          {importLabels.pullRequestOpened}
          <ExternalLink to={step.result.link}>{step.result.link}</ExternalLink>
        </p>
        <p>{importLabels.importedAfterMerge}</p>
        <p>
          {importLabels.registerLater}
          <code>{step.result.location}</code>
        </p>
        <LocationList locations={[{ target: step.result.location, entities: step.entities }]} />
      </>
    )}
    <div className="portico-import-buttons">
      <Button intent={Intent.PRIMARY} onClick={onRestart}>
        {importLabels.registerAnother}
      </Button>
    </div>
  </>
);
};
