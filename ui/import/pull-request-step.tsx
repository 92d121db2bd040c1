import { Button, Callout, FormGroup, H5, InputGroup, Intent, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import { initialEntityFields, refsOfGenerated, withEntityFields, type EntityFields } from '../../domain/import/analysis';
import type { ImportStep, RepositoryAnalysis } from '../../domain/import/import-flow';
import type { PullRequestResult } from '../../domain/import/pull-request';
import { importMessages } from '../../domain/import/messages';
import { readFailureText } from '../../domain/import/read-failure';
import { useDebouncedValue } from '../app/use-debounced';
import { ImportErrorCallout } from './import-error-callout';
import { useCatalogFilePreview, useCatalogFilename, useOwnerCandidates, usePullRequestDefaults, usePullRequestSignIn, useSubmitPullRequest } from './queries';
import { useTexts } from '../app/queries';
import { importTexts } from '../../domain/import/translations';

type PullRequestStepProps = {
  readonly step: Extract<ImportStep, { kind: 'pullRequest' }>;
  readonly onDone: (result: PullRequestResult, entities: ReturnType<typeof refsOfGenerated>) => void;
  readonly onBack: () => void;
};

const PREVIEW_DEBOUNCE_MS = 150;

const hint = (analysis: RepositoryAnalysis, field: string): string | undefined =>
  analysis.suggestions.find((suggestion) => suggestion.field === field)?.description;

/**
 * Step 2 for a repository without a catalog file: the pull request's title and body, the entity's name and
 * owner (as the backend proposes them), a preview of the file, and Create PR.
 */
export const PullRequestStep = ({ step, onDone, onBack }: PullRequestStepProps) => {
  const importLabels = useTexts(importTexts);
  const catalogFilename = useCatalogFilename();
  const { analysis } = step;
  const defaults = usePullRequestDefaults();
  const [title, setTitle] = useState(defaults.title);
  const [body, setBody] = useState(defaults.body);
  const [fields, setFields] = useState<EntityFields>(() => initialEntityFields(analysis.generatedEntities, analysis.suggestions));
  const previewFields = useDebouncedValue(fields, PREVIEW_DEBOUNCE_MS);

  const preview = useCatalogFilePreview(analysis, previewFields);
  const owners = useOwnerCandidates();
  const signIn = usePullRequestSignIn(analysis.integrationType);
  const submit = useSubmitPullRequest(analysis, (result, chosen) =>
    onDone(result, refsOfGenerated(withEntityFields(analysis.generatedEntities, chosen.fields))),
  );
  const provider = importLabels.providerTitle[analysis.integrationType] ?? analysis.integrationType;

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (signIn.data !== 'notSetUp') submit.mutate({ title, body, fields });
      }}
    >
      {analysis.catalogFileUnchecked ? (
        <Callout intent={Intent.WARNING} className="portico-import-error">
          <p>{importLabels.catalogFileUnchecked(provider, catalogFilename)}</p>
          <p>{readFailureText(analysis.catalogFileUnchecked, catalogFilename)}</p>
        </Callout>
      ) : (
        <p>{importLabels.noCatalogFile(provider, catalogFilename)}</p>
      )}
      <H5>{importLabels.pullRequestDetails}</H5>
      <FormGroup label={importLabels.pullRequestTitle} labelFor="import-pr-title">
        <InputGroup id="import-pr-title" value={title} onChange={(event) => setTitle(event.target.value)} required />
      </FormGroup>
      <FormGroup label={importLabels.pullRequestBody} labelFor="import-pr-body">
        <TextArea id="import-pr-body" value={body} onChange={(event) => setBody(event.target.value)} fill rows={5} />
      </FormGroup>
      <H5>{importLabels.entityConfiguration}</H5>
      <FormGroup label={importLabels.componentName} labelFor="import-entity-name" helperText={hint(analysis, 'metadata.name')}>
        <InputGroup id="import-entity-name" value={fields.name} onChange={(event) => setFields({ ...fields, name: event.target.value })} required />
      </FormGroup>
      <FormGroup label={importLabels.owner} labelFor="import-entity-owner" helperText={hint(analysis, 'spec.owner') ?? importLabels.ownerHelper}>
        <InputGroup
          id="import-entity-owner"
          value={fields.owner}
          onChange={(event) => setFields({ ...fields, owner: event.target.value })}
          list="import-owner-candidates"
        />
        <datalist id="import-owner-candidates">
          {(owners.data ?? []).map((owner) => (
            <option key={owner} value={owner} />
          ))}
        </datalist>
      </FormGroup>
      <section aria-label={importLabels.previewPullRequest} className="portico-import-preview">
        <H5>{importLabels.previewPullRequest}</H5>
        <p>
          <strong>{title}</strong>
        </p>
        <pre className="portico-import-preview__body">{body}</pre>
        <H5>{importLabels.previewEntities}</H5>
        {preview.error ? (
          <Callout intent={Intent.WARNING}>{preview.error.message}</Callout>
        ) : (
          <pre className="portico-import-preview__yaml" aria-label={catalogFilename}>
            {preview.data ?? ''}
          </pre>
        )}
      </section>
      <ImportErrorCallout error={submit.error} />
      {signIn.data === 'notSetUp' ? (
        <Callout intent={Intent.WARNING} role="status" className="portico-import-error">
          {importMessages.signInNotSetUp(provider, catalogFilename)}
        </Callout>
      ) : null}
      <div className="portico-import-buttons">
        <Button onClick={onBack} disabled={submit.isPending}>
          {importLabels.back}
        </Button>
        {signIn.data === 'notSetUp' ? null : (
          <Button
            type="submit"
            intent={Intent.PRIMARY}
            loading={submit.isPending}
            disabled={fields.name.trim() === '' || title.trim() === ''}
          >
            {importLabels.createPullRequest}
          </Button>
        )}
      </div>
    </form>
  );
};
