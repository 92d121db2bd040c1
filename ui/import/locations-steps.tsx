import { Button, Checkbox, Intent } from '@blueprintjs/core';
import type { RegisterLocationsResult } from '../../application/import/register-locations.use-case';
import { stringifyEntityRef } from '../../domain/catalog/entity-ref';
import type { ImportLocation } from '../../domain/import/analysis';
import { reviewSelected, splitByExistence, toggleLocation, type ImportStep } from '../../domain/import/import-flow';
import { ANALYTICS_ACTIONS } from '../../domain/app/analytics-actions';
import { useAnalytics } from '../app/analytics';
import { ExternalLink } from '../app/chrome';
import { ImportErrorCallout } from './import-error-callout';
import { useRegisterLocations } from './queries';
import { useTexts } from '../app/queries';
import { importTexts } from '../../domain/import/translations';

/** Each location with the entities it holds (not yet in the catalog, so no links). */
export const LocationList = ({ locations }: { readonly locations: readonly ImportLocation[] }) => {
  const importLabels = useTexts(importTexts);
  return (
  <ul className="portico-import-locations">
    {locations.map((location) => (
      <li key={location.target}>
        <ExternalLink to={location.target}>{location.target}</ExternalLink>
        {location.entities.length ? (
          <ul className="portico-import-entities">
            {location.entities.map((ref) => (
              <li key={stringifyEntityRef(ref)}>
                <code>{`${ref.kind}:${ref.namespace}/${ref.name}`}</code>
              </li>
            ))}
          </ul>
        ) : (
          <p className="portico-muted">{importLabels.noEntitiesInLocation}</p>
        )}
      </li>
    ))}
  </ul>
);
};

type SelectLocations = Extract<ImportStep, { kind: 'selectLocations' }>;

/** Step 2 when a repository holds several catalog files: choose which to import. */
export const SelectLocationsStep = ({ step, onChange, onBack }: { readonly step: SelectLocations; readonly onChange: (next: ImportStep) => void; readonly onBack: () => void }) => {
  const importLabels = useTexts(importTexts);
  return (
  <>
    <p>{importLabels.selectLocations}</p>
    <ul className="portico-import-locations">
      {step.locations.map((location) => (
        <li key={location.target}>
          <Checkbox checked={step.selected.includes(location.target)} onChange={() => onChange(toggleLocation(step, location.target))} label={location.target} />
        </li>
      ))}
    </ul>
    <div className="portico-import-buttons">
      <Button onClick={onBack}>{importLabels.back}</Button>
      <Button intent={Intent.PRIMARY} disabled={step.selected.length === 0} onClick={() => onChange(reviewSelected(step))}>
        {importLabels.steps[2]}
      </Button>
    </div>
  </>
);
};

type Review = Extract<ImportStep, { kind: 'review' }>;

/** Step 3: what will be added, or refreshed when it is registered already; Import registers. */
export const ReviewStep = ({ step, onDone, onBack }: { readonly step: Review; readonly onDone: (result: RegisterLocationsResult) => void; readonly onBack: () => void }) => {
  const importLabels = useTexts(importTexts);
  const { captureEvent } = useAnalytics();
  const register = useRegisterLocations((result) => {
    const entities = result.added.reduce((sum, location) => sum + location.entities.length, 0);
    captureEvent(ANALYTICS_ACTIONS.register, step.url, {
      value: entities,
      attributes: { locations: result.added.length, refreshed: result.refreshed.length },
    });
    onDone(result);
  });
  const { toAdd, toRefresh } = splitByExistence(step.locations);
  return (
    <>
      {toAdd.length ? (
        <>
          <p>{importLabels.willBeAdded}</p>
          <LocationList locations={toAdd} />
        </>
      ) : null}
      {toRefresh.length ? (
        <>
          <p>{importLabels.alreadyExist}</p>
          <LocationList locations={toRefresh} />
        </>
      ) : null}
      <ImportErrorCallout error={register.error} />
      <div className="portico-import-buttons">
        <Button onClick={onBack} disabled={register.isPending}>
          {importLabels.back}
        </Button>
        <Button intent={Intent.PRIMARY} loading={register.isPending} onClick={() => register.mutate(step.locations)}>
          {toAdd.length ? importLabels.import : importLabels.refresh}
        </Button>
      </div>
    </>
  );
};
