// The template wizard: the template's parameter steps as forms, a review step, then Create.
import { Callout, H1, Spinner } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { JsonObject } from '../../../domain/app/config-values';
import { DEFAULT_TEMPLATE_KIND, formStepsOf, isJsonObject, scaffolderMessages, type FormStep } from '../../../domain/scaffolder';
import { ANALYTICS_ACTIONS } from '../../../domain/app/analytics-actions';
import { useAnalytics } from '../../app/analytics';
import { ErrorPanel, PageHeader } from '../../app/chrome';
import { Markdown } from '../../app/markdown/markdown';
import { useFieldExtensions } from '../fields/use-field-extensions';
import { SecretsProvider, useSecrets } from '../form/secrets-context';
import { scaffolderPaths } from '../routes';
import { useScaffold, useScmIntegrations, useTemplateParameterSchema } from '../hooks/queries';
import { StepperForm, type StepperLabels } from './stepper-form';
import { useTexts } from '../../app/queries';
import { scaffolderTexts } from '../../../domain/scaffolder/translations';

/** `?formData=` (Start Over) prefills the form; anything unreadable is ignored. */
const initialFormData = (raw: string | null): JsonObject => {
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as JsonObject) : {};
  } catch {
    return {};
  }
};

/** A template's `presentation.buttonLabels` rename Back, Review and Create. */
const labelsOf = (presentation: JsonObject | undefined): StepperLabels => {
  const labels = presentation && isJsonObject(presentation['buttonLabels']) ? presentation['buttonLabels'] : {};
  const text = (key: string, fallback: string) => (typeof labels[key] === 'string' ? (labels[key] as string) : fallback);
  return {
    back: text('backButtonText', scaffolderMessages.back),
    review: text('reviewButtonText', scaffolderMessages.review),
    finish: text('createButtonText', scaffolderMessages.create),
  };
};

const Wizard = ({ namespace, templateName, steps, title, labels }: { namespace: string; templateName: string; steps: readonly FormStep[]; title: string; labels: StepperLabels }) => {
  const integrations = useScmIntegrations();
  const fieldExtensions = useFieldExtensions();
  const { secrets } = useSecrets();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [formData, setFormData] = useState<JsonObject>(() => initialFormData(searchParams.get('formData')));
  const { captureEvent } = useAnalytics();
  const templateRef = `${DEFAULT_TEMPLATE_KIND}:${namespace}/${templateName}`;
  const create = useScaffold(
    () => ({ templateRef, values: formData, secrets }),
    (taskId) => {
      captureEvent(ANALYTICS_ACTIONS.create, templateRef, { attributes: { entityRef: templateRef, taskId } });
      navigate(scaffolderPaths.task(taskId));
    },
  );
  return (
    <StepperForm
      steps={steps}
      formData={formData}
      onFormDataChange={setFormData}
      onFinish={() => create.mutate()}
      extensions={fieldExtensions}
      integrations={integrations}
      labels={labels}
      busy={create.isPending}
      finishTitle={`${labels.finish} ${title}`}
      reviewNotice={
        create.error ? (
          <Callout intent="danger" role="alert" title="Could not create the task">
            {create.error.message}
          </Callout>
        ) : null
      }
    />
  );
};

export default function TemplateWizardPage({ namespace, templateName }: { readonly namespace: string; readonly templateName: string }) {
  const scaffolderMessages = useTexts(scaffolderTexts);
  const parameters = useTemplateParameterSchema(namespace, templateName);
  const steps = useMemo(() => (parameters.data ? formStepsOf(parameters.data) : []), [parameters.data]);
  return (
    <div className="portico-page portico-wizard">
      <PageHeader page={{ page: 'create' }} className="portico-page-header">
        <div>
          <H1>{parameters.data?.title ?? templateName}</H1>
          {parameters.data?.description ? (
            <Markdown className="portico-muted" text={parameters.data.description} />
          ) : (
            <p className="portico-muted">{scaffolderMessages.createComponentSubtitle}</p>
          )}
        </div>
        <Link to={scaffolderPaths.root}>Back to templates</Link>
      </PageHeader>
      {parameters.isLoading ? <Spinner aria-label="Loading" /> : null}
      {parameters.error ? <ErrorPanel title="Failed to load the template" error={parameters.error} /> : null}
      {parameters.data ? (
        <SecretsProvider>
          <Wizard namespace={namespace} templateName={templateName} steps={steps} title={parameters.data.title} labels={labelsOf(parameters.data.presentation)} />
        </SecretsProvider>
      ) : null}
    </div>
  );
}
