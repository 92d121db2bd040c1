// Template form playground: edit a template's parameters as YAML and see the form it makes.
import { Callout, FormGroup, H1, H4, TextArea } from '@blueprintjs/core';
import * as E from 'fp-ts/Either';
import { useMemo, useState } from 'react';
import type { JsonObject } from '../../../domain/app/config-values';
import { formStepsOf, templateParameterSchema } from '../../../domain/scaffolder';
import { useFieldExtensions } from '../fields/use-field-extensions';
import { SecretsProvider } from '../form/secrets-context';
import { useParsedTemplate, useScmIntegrations } from '../hooks/queries';
import { StepperForm } from '../wizard/stepper-form';
import { useTexts } from '../../app/queries';
import { scaffolderTexts } from '../../../domain/scaffolder/translations';
import { PageHeader } from '../../app/chrome';

export const SAMPLE_TEMPLATE = `parameters:
  - title: Fill in some steps
    required:
      - name
    properties:
      name:
        title: Name
        type: string
        description: Unique name of the component
        ui:field: EntityNamePicker
      owner:
        title: Owner
        type: string
        description: Owner of the component
        ui:field: OwnerPicker
  - title: Choose a location
    required:
      - repoUrl
    properties:
      repoUrl:
        title: Repository Location
        type: string
        ui:field: RepoUrlPicker
        ui:options:
          allowedHosts:
            - github.com
`;

export default function TemplateFormPlaygroundPage() {
  const scaffolderMessages = useTexts(scaffolderTexts);
  const integrations = useScmIntegrations();
  const fieldExtensions = useFieldExtensions();
  const [text, setText] = useState(SAMPLE_TEMPLATE);
  const [formData, setFormData] = useState<JsonObject>({});
  const [finished, setFinished] = useState<JsonObject | undefined>(undefined);
  const parsed = useParsedTemplate(text);
  // The text holds either a whole template or only its spec.
  const steps = useMemo(() => {
    if (E.isLeft(parsed)) return [];
    const value = parsed.right;
    const wrapped = typeof value === 'object' && value !== null && !Array.isArray(value) && 'spec' in value ? value : { spec: value };
    return formStepsOf(templateParameterSchema(wrapped));
  }, [parsed]);
  return (
    <div className="portico-page">
      <PageHeader page={{ page: 'create' }} className="portico-page-header">
        <div>
          <H1>{scaffolderMessages.templateFormPlayground}</H1>
          <p className="portico-muted">Edit the parameters on the left; the form on the right follows</p>
        </div>
      </PageHeader>
      <div className="portico-editor-layout portico-editor-layout--two">
        <FormGroup label="Template parameters (YAML)" labelFor="template-parameters" intent={E.isLeft(parsed) ? 'danger' : 'none'} helperText={E.isLeft(parsed) ? parsed.left : undefined}>
          <TextArea id="template-parameters" className="portico-code-editor" fill rows={24} spellCheck={false} value={text} onChange={(event) => setText(event.target.value)} />
        </FormGroup>
        <div>
          <H4>Preview</H4>
          {steps.length ? (
            <SecretsProvider>
              <StepperForm
                key={text}
                steps={steps}
                formData={formData}
                onFormDataChange={setFormData}
                onFinish={() => setFinished(formData)}
                extensions={fieldExtensions}
                integrations={integrations}
                labels={{ back: scaffolderMessages.back, review: scaffolderMessages.review, finish: scaffolderMessages.create }}
              />
            </SecretsProvider>
          ) : (
            <Callout intent="warning">The parameters have no steps to show.</Callout>
          )}
          {finished ? (
            <>
              <H4>Submitted values</H4>
              <pre className="portico-code" aria-label="Submitted values">
                {JSON.stringify(finished, null, 2)}
              </pre>
            </>
          ) : null}
        </div>
      </div>
    </div>
  );
}
