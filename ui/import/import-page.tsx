import { Card, H1, H4 } from '@blueprintjs/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { afterAnalysis, back, startImport, type ImportStep } from '../../domain/import/import-flow';
import { FinishStep } from './finish-step';
import { ImportSteps } from './import-steps';
import { ReviewStep, SelectLocationsStep } from './locations-steps';
import { PullRequestStep } from './pull-request-step';
import { useCatalogFilename } from './queries';
import { UrlStep } from './url-step';
import './import.css';
import { useTexts } from '../app/queries';
import { importTexts } from '../../domain/import/translations';
import { PageHeader } from '../app/chrome';

const StepContent = ({ step, go }: { readonly step: ImportStep; readonly go: (next: ImportStep) => void }) => {
  const restart = () => go(startImport());
  switch (step.kind) {
    case 'selectUrl':
      return <UrlStep initialUrl={step.url} onAnalyzed={(url, result) => go(afterAnalysis(url, result))} />;
    case 'selectLocations':
      return <SelectLocationsStep step={step} onChange={go} onBack={() => go(back(step))} />;
    case 'review':
      return <ReviewStep step={step} onBack={() => go(back(step))} onDone={(result) => go({ kind: 'finishLocations', url: step.url, ...result })} />;
    case 'pullRequest':
      return (
        <PullRequestStep
          step={step}
          onBack={() => go(back(step))}
          onDone={(result, entities) => go({ kind: 'finishPullRequest', url: step.url, result, entities })}
        />
      );
    case 'finishLocations':
    case 'finishPullRequest':
      return <FinishStep step={step} onRestart={restart} />;
  }
};

/** The catalog import page at /catalog-import; `?url=` prefills the URL. */
const ImportPage = () => {
  const importLabels = useTexts(importTexts);
  const catalogFilename = useCatalogFilename();
  const [search] = useSearchParams();
  const [step, setStep] = useState<ImportStep>(() => startImport(search.get('url') ?? ''));
  return (
    <div className="portico-page portico-import">
      <PageHeader page={{ page: 'catalog-import' }} className="portico-page-header">
        <H1>{importLabels.pageTitle}</H1>
      </PageHeader>
      <div className="portico-import-layout">
        <Card className="portico-import-main">
          <ImportSteps step={step}>
            <StepContent key={step.kind} step={step} go={setStep} />
          </ImportSteps>
        </Card>
        <Card className="portico-import-intro">
          <H4>{importLabels.introTitle}</H4>
          <p>{importLabels.intro}</p>
          <ul>
            <li>{importLabels.introFile}</li>
            <li>{importLabels.introRepository(catalogFilename)}</li>
          </ul>
        </Card>
      </div>
    </div>
  );
};

export default ImportPage;
