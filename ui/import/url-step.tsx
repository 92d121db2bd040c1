import { Button, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import * as E from 'fp-ts/Either';
import { useState, type FormEvent } from 'react';
import type { AnalyzeResult } from '../../domain/import/analysis';
import { parseImportUrl } from '../../domain/import/import-url';
import { ImportErrorCallout } from './import-error-callout';
import { useAnalyzeUrl, useCatalogFilename } from './queries';
import { useTexts } from '../app/queries';
import { importTexts } from '../../domain/import/translations';

export interface UrlStepProps {
  readonly initialUrl: string;
  readonly onAnalyzed: (url: string, result: AnalyzeResult) => void;
}

/** Step 1: the URL of an entity file or a repository, analysed on submit. */
export const UrlStep = ({ initialUrl, onAnalyzed }: UrlStepProps) => {
  const importLabels = useTexts(importTexts);
  const catalogFilename = useCatalogFilename();
  const [url, setUrl] = useState(initialUrl);
  const [invalid, setInvalid] = useState<string | undefined>(undefined);
  const analysis = useAnalyzeUrl(onAnalyzed);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Each attempt starts clean: the last attempt's error was about another URL.
    analysis.reset();
    const parsed = parseImportUrl(url);
    if (E.isLeft(parsed)) {
      setInvalid(parsed.left);
      return;
    }
    setInvalid(undefined);
    analysis.mutate(url.trim());
  };

  return (
    <form onSubmit={submit} noValidate>
      <FormGroup
        label={importLabels.urlLabel}
        labelFor="import-url"
        labelInfo="(required)"
        helperText={invalid ?? importLabels.urlHelper}
        intent={invalid ? Intent.DANGER : Intent.NONE}
      >
        <InputGroup
          id="import-url"
          type="url"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          placeholder={importLabels.urlPlaceholder(catalogFilename)}
          intent={invalid ? Intent.DANGER : Intent.NONE}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the step's only field, which the user opened the page to fill
          autoFocus
        />
      </FormGroup>
      <ImportErrorCallout error={analysis.error} />
      <div className="portico-import-buttons">
        <Button type="submit" intent={Intent.PRIMARY} loading={analysis.isPending} disabled={url.trim() === ''}>
          {importLabels.analyze}
        </Button>
      </div>
    </form>
  );
};
