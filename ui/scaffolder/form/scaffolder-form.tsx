// One step of a template's parameters as a form: rjsf with the Blueprint theme and the portal's field extensions.
// Everything that knows rjsf lives in this folder.
// The form alone, not the package's index: that also exports rjsf's test registry, which imports the ajv validator
// Portico does not install (its own validator interprets schemas, see schema-validator.ts).
import Form from '@rjsf/core/lib/components/Form.js';
import { getUiOptions, type CustomValidator, type ErrorTransformer, type FieldProps, type FormValidation, type RegistryFieldsType, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import { useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { JsonObject, JsonValue } from '../../../domain/app/config-values';
import { isJsonObject, type FormStep } from '../../../domain/scaffolder/parameter-schema';
import type { ScmIntegration } from '../../../domain/scaffolder/repo-url';
import { blueprintButtonTemplates, blueprintTemplates, blueprintWidgets } from './blueprint-theme';
import { schemaValidator } from './schema-validator';
import type { FieldExtension } from '../../app/form-field-extension';
import { scaffolderMessages } from '../../../domain/scaffolder/messages';

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

/** The schema of the property at a dotted error path ('.owner', '.service.port'), if the schema has one. */
const propertySchemaAt = (schema: JsonObject, path: readonly string[]): JsonObject | undefined =>
  path.reduce<JsonObject | undefined>((current, key) => {
    const properties = current && isJsonObject(current['properties']) ? current['properties'] : undefined;
    const next = properties?.[key];
    return isJsonObject(next) ? next : undefined;
  }, schema);

/** "must have required property 'owner'" becomes 'Owner is required.', named by the field's title. */
export const requiredMessages =
  (schema: JsonObject): ErrorTransformer =>
  (errors) =>
    errors.map((error) => {
      if (error.name !== 'required') return error;
      const path = (error.property ?? '').split('.').filter(Boolean);
      const title = propertySchemaAt(schema, path)?.['title'];
      return { ...error, message: scaffolderMessages.requiredField(typeof title === 'string' ? title : undefined) };
    });

const FOCUSABLE = 'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The first field marked invalid, in the order the person reads the form. */
const focusFirstInvalidField = (form: HTMLElement | null) => {
  const group = form?.querySelector('.bp6-form-group.bp6-intent-danger');
  group?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
};

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
  // Each failed submit moves focus to the first invalid field once its error is on screen.
  const [failedSubmits, setFailedSubmits] = useState(0);
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failedSubmits > 0) focusFirstInvalidField(container.current);
  }, [failedSubmits]);
  const transformErrors = useMemo(() => requiredMessages(step.schema), [step.schema]);
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
    <div ref={container}>
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
        onError={() => {
          setSubmitted(true);
          setFailedSubmits((count) => count + 1);
        }}
        onChange={(event) => onChange((event.formData ?? {}) as JsonObject)}
        onSubmit={(event) => onSubmit?.((event.formData ?? {}) as JsonObject)}
      >
        {children ?? <span />}
      </Form>
    </div>
  );
};
