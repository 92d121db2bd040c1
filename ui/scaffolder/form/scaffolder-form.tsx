// One step of a template's parameters as a form: rjsf with the Blueprint theme and the portal's field extensions.
// Everything that knows rjsf lives in this folder.
// The form alone, not the package's index: that also exports rjsf's test registry, which imports the ajv validator
// Portico does not install (its own validator interprets schemas, see schema-validator.ts).
import Form from '@rjsf/core/lib/components/Form.js';
import { getUiOptions, type CustomValidator, type ErrorTransformer, type FieldProps, type FormValidation, type RegistryFieldsType, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import { useMemo, useState, type ComponentType, type ReactNode } from 'react';
import type { JsonObject, JsonValue } from '../../../domain/app/config-values';
import { isJsonObject, type FormStep } from '../../../domain/scaffolder/parameter-schema';
import type { ScmIntegration } from '../../../domain/scaffolder/repo-url';
import { blueprintButtonTemplates, blueprintTemplates, blueprintWidgets } from './blueprint-theme';
import { schemaValidator } from './schema-validator';
import type { FieldExtension } from './field-extension';

interface FormContext {
  readonly formData: JsonObject;
}

const fieldCache = new WeakMap<FieldExtension, ComponentType<FieldProps>>();

/** rjsf field props → the portal's field extension props (cached, so React keeps the field mounted). */
const rjsfFieldOf = (extension: FieldExtension): ComponentType<FieldProps> => {
  const cached = fieldCache.get(extension);
  if (cached) return cached;
  const Extension = extension.component;
  const RjsfField = (props: FieldProps) => {
    const uiOptions = getUiOptions(props.uiSchema) as Readonly<Record<string, unknown>>;
    const schema = props.schema as JsonObject;
    const context = props.registry.formContext as FormContext | undefined;
    return (
      <Extension
        id={props.fieldPathId.$id}
        name={props.name}
        label={typeof schema['title'] === 'string' ? schema['title'] : props.name}
        {...(typeof schema['description'] === 'string' ? { description: schema['description'] } : {})}
        required={Boolean(props.required)}
        disabled={Boolean(props.disabled || props.readonly)}
        autofocus={Boolean(props.autofocus || uiOptions['autofocus'])}
        value={props.formData as JsonValue | undefined}
        onChange={(value) => props.onChange(value, props.fieldPathId.path)}
        schema={schema}
        uiOptions={uiOptions}
        rawErrors={props.rawErrors ?? []}
        formData={context?.formData ?? {}}
      />
    );
  };
  RjsfField.displayName = `FieldExtension(${extension.name})`;
  fieldCache.set(extension, RjsfField);
  return RjsfField;
};

/** rjsf's generics over the recursive JsonObject type are too deep for the compiler; the form works on plain records. */
type FormValues = Record<string, unknown>;
type Validation = FormValidation<FormValues> & Record<string, unknown>;

/** Runs the field extensions' validations on the values that are set (as Backstage does), nested objects included. */
export const validateWithExtensions = (
  extensions: readonly FieldExtension[],
  integrations: readonly ScmIntegration[],
  schema: JsonObject,
  uiSchema: JsonObject,
  formData: JsonObject,
  errors: Validation,
): void => {
  const properties = isJsonObject(schema['properties']) ? schema['properties'] : {};
  for (const [key, propertySchema] of Object.entries(properties)) {
    const value = formData[key];
    if (value === undefined || !isJsonObject(propertySchema)) continue;
    const ui = isJsonObject(uiSchema[key]) ? (uiSchema[key] as JsonObject) : {};
    const fieldName = ui['ui:field'];
    const extension = typeof fieldName === 'string' ? extensions.find((candidate) => candidate.name === fieldName) : undefined;
    const target = errors[key] as Validation | undefined;
    if (!target) continue;
    if (extension?.validation) {
      const uiOptions = isJsonObject(ui['ui:options']) ? (ui['ui:options'] as Readonly<Record<string, unknown>>) : {};
      for (const message of extension.validation(value, { integrations, uiOptions, schema: propertySchema })) target.addError(message);
    } else if (isJsonObject(value) && isJsonObject(propertySchema['properties'])) {
      validateWithExtensions(extensions, integrations, propertySchema, ui, value, target);
    }
  }
};

/** "must have required property 'x'" is shown under the field itself, so it only needs to say what is wrong. */
export const REQUIRED_MESSAGE = 'is a required property';
export const transformErrors: ErrorTransformer = (errors) =>
  errors.map((error) => (error.name === 'required' ? { ...error, message: REQUIRED_MESSAGE } : error));

export interface ScaffolderFormProps {
  readonly step: Pick<FormStep, 'schema' | 'uiSchema'>;
  readonly formData: JsonObject;
  readonly extensions: readonly FieldExtension[];
  readonly integrations: readonly ScmIntegration[];
  readonly onChange: (formData: JsonObject) => void;
  /** Called with the data once the step validates. */
  readonly onSubmit?: (formData: JsonObject) => void;
  /** Buttons; a submit button inside validates the step. */
  readonly children?: ReactNode;
  readonly disabled?: boolean;
}

export const ScaffolderForm = ({ step, formData, extensions, integrations, onChange, onSubmit, children, disabled }: ScaffolderFormProps) => {
  // Validate as the person types once a submit has shown errors.
  const [submitted, setSubmitted] = useState(false);
  const fields = useMemo<RegistryFieldsType>(
    () => Object.fromEntries(extensions.map((extension) => [extension.name, rjsfFieldOf(extension)])),
    [extensions],
  );
  const customValidate: CustomValidator<FormValues> = (data, errors) => {
    validateWithExtensions(extensions, integrations, step.schema, step.uiSchema, (data ?? {}) as JsonObject, errors as Validation);
    return errors;
  };
  const formContext: FormContext = { formData };
  return (
    <Form<FormValues>
      schema={step.schema as RJSFSchema}
      uiSchema={step.uiSchema as UiSchema<FormValues>}
      formData={formData}
      validator={schemaValidator}
      fields={fields}
      widgets={blueprintWidgets}
      templates={{ ...blueprintTemplates, ButtonTemplates: blueprintButtonTemplates }}
      formContext={formContext}
      customValidate={customValidate}
      transformErrors={transformErrors}
      showErrorList={false}
      noHtml5Validate
      {...(submitted ? { liveValidate: 'onChange' as const } : {})}
      disabled={disabled ?? false}
      onError={() => setSubmitted(true)}
      onChange={(event) => onChange((event.formData ?? {}) as JsonObject)}
      onSubmit={(event) => onSubmit?.((event.formData ?? {}) as JsonObject)}
    >
      {children ?? <span />}
    </Form>
  );
};
