// Custom field explorer: pick an installed field extension, edit its ui:options, try it live.
import { Callout, FormGroup, H1, H4, HTMLSelect, TextArea } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import type { JsonObject } from '../../../domain/app/config-values';
import { extractSchemaFromStep, isJsonObject } from '../../../domain/scaffolder';
import { useFieldExtensions } from '../fields/use-field-extensions';
import type { FieldExtension } from '../../app/form-field-extension';
import { ScaffolderForm } from '../form/scaffolder-form';
import { SecretsProvider } from '../form/secrets-context';
import { useScmIntegrations } from '../hooks/queries';
import { useTexts } from '../../app/queries';
import { scaffolderTexts } from '../../../domain/scaffolder/translations';
import { PageHeader } from '../../app/chrome';

const stepFor = (extension: FieldExtension, options: JsonObject) =>
  extractSchemaFromStep({
    type: 'object',
    properties: {
      [extension.name]: {
        type: extension.valueType,
        title: extension.name,
        ...(extension.valueType === 'array' ? { items: { type: 'string' } } : {}),
        'ui:field': extension.name,
        'ui:options': options,
      },
    },
  });

const parseOptions = (text: string): JsonObject | string => {
  try {
    const parsed: unknown = JSON.parse(text);
    return isJsonObject(parsed as JsonObject) ? (parsed as JsonObject) : 'ui:options must be a JSON object';
  } catch (error) {
    return (error as Error).message;
  }
};

export default function CustomFieldExplorerPage({ extensions: given }: { readonly extensions?: readonly FieldExtension[] }) {
  const installed = useFieldExtensions();
  const extensions = given ?? installed;
  const scaffolderMessages = useTexts(scaffolderTexts);
  const integrations = useScmIntegrations();
  const [name, setName] = useState(extensions[0]?.name ?? '');
  const extension = extensions.find((candidate) => candidate.name === name);
  const [optionsText, setOptionsText] = useState(() => JSON.stringify(extension?.exampleOptions ?? {}, null, 2));
  const [formData, setFormData] = useState<JsonObject>({});
  const options = parseOptions(optionsText);
  const step = useMemo(() => (extension && typeof options !== 'string' ? stepFor(extension, options) : undefined), [extension, options]);
  return (
    <div className="portico-page">
      <PageHeader page={{ page: 'create' }} className="portico-page-header">
        <div>
          <H1>{scaffolderMessages.customFieldExplorer}</H1>
          <p className="portico-muted">Try the installed field extensions with your own options</p>
        </div>
      </PageHeader>
      <div className="portico-editor-layout portico-editor-layout--two">
        <div>
          <FormGroup label="Choose a field extension" labelFor="field-extension">
            <HTMLSelect
              id="field-extension"
              value={name}
              fill
              onChange={(event) => {
                const next = extensions.find((candidate) => candidate.name === event.target.value);
                setName(event.target.value);
                setOptionsText(JSON.stringify(next?.exampleOptions ?? {}, null, 2));
                setFormData({});
              }}
            >
              {extensions.map((candidate) => (
                <option key={candidate.name} value={candidate.name}>
                  {candidate.name}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
          <FormGroup label="ui:options (JSON)" labelFor="field-options" intent={typeof options === 'string' ? 'danger' : 'none'} helperText={typeof options === 'string' ? options : undefined}>
            <TextArea id="field-options" className="portico-code-editor" fill rows={10} spellCheck={false} value={optionsText} onChange={(event) => setOptionsText(event.target.value)} />
          </FormGroup>
        </div>
        <div>
          <H4>Preview</H4>
          {step ? (
            <SecretsProvider>
              <ScaffolderForm key={`${name}-${optionsText}`} step={step} formData={formData} extensions={extensions} integrations={integrations} onChange={setFormData} />
            </SecretsProvider>
          ) : (
            <Callout intent="warning">Fix the options to see the field.</Callout>
          )}
          <H4>Form data</H4>
          <pre className="portico-code" aria-label="Form data">
            {JSON.stringify(formData, null, 2)}
          </pre>
        </div>
      </div>
    </div>
  );
}
