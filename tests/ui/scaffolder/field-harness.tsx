import { useState } from 'react';
import type { JsonObject } from '../../../domain/app/config-values';
import { extractSchemaFromStep } from '../../../domain/scaffolder';
import { defaultFieldExtensions } from '../../../ui/scaffolder/fields/field-extensions';
import { ScaffolderForm } from '../../../ui/scaffolder/form/scaffolder-form';
import { SecretsProvider } from '../../../ui/scaffolder/form/secrets-context';
import { useScaffolder } from '../../../ui/scaffolder/hooks/services';

/** One form with the given properties; the current data is printed so tests can read it, Submit validates. */
export const FieldHarness = ({ properties, required = [], initial = {}, onSubmit }: { properties: JsonObject; required?: string[]; initial?: JsonObject; onSubmit?: (data: JsonObject) => void }) => {
  const { integrations } = useScaffolder();
  const [data, setData] = useState<JsonObject>(initial);
  const step = extractSchemaFromStep({ type: 'object', required, properties });
  return (
    <SecretsProvider>
      <ScaffolderForm step={step} formData={data} extensions={defaultFieldExtensions} integrations={integrations} onChange={setData} onSubmit={(submitted) => onSubmit?.(submitted)}>
        <button type="submit">Submit</button>
      </ScaffolderForm>
      <output aria-label="Form data">{JSON.stringify(data)}</output>
    </SecretsProvider>
  );
};

export const formData = (): JsonObject => JSON.parse(document.querySelector('output[aria-label="Form data"]')?.textContent ?? '{}') as JsonObject;
