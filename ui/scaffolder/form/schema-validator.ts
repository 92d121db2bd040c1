// rjsf's validator interface over an interpreting JSON Schema validator. rjsf's usual validator (ajv) compiles
// schemas with `new Function`, which the portal's Content-Security-Policy forbids.
import {
  createErrorHandler,
  getDefaultFormState,
  toErrorSchema,
  unwrapErrorHandler,
  validationDataMerge,
  type CustomValidator,
  type ErrorTransformer,
  type RJSFSchema,
  type RJSFValidationError,
  type UiSchema,
  type ValidationData,
  type ValidatorType,
} from '@rjsf/utils';
import { validateJsonSchema, type SchemaError, type SchemaInput } from './json-schema-validator';

type FormValues = Record<string, unknown>;

/** An error as rjsf lists it: `.owner` as property, the missing property appended for `required`. */
export const toRjsfError = (error: SchemaError, schema: RJSFSchema): RJSFValidationError => {
  let property = error.instancePath.replace(/\//g, '.');
  const missing = error.params['missingProperty'];
  if (typeof missing === 'string') property = `${property}.${missing}`;
  const titled = property
    .split('.')
    .filter(Boolean)
    .reduce<unknown>((node, key) => (typeof node === 'object' && node !== null ? (node as { properties?: Record<string, unknown> }).properties?.[key] : undefined), schema);
  const title = typeof titled === 'object' && titled !== null ? (titled as { title?: unknown }).title : undefined;
  return {
    name: error.keyword,
    property,
    message: error.message,
    params: error.params,
    stack: `${typeof title === 'string' ? `'${title}'` : property} ${error.message}`.trim(),
    schemaPath: error.schemaPath,
    ...(typeof title === 'string' ? { title } : {}),
  };
};

export class PorticoSchemaValidator implements ValidatorType<FormValues, RJSFSchema> {
  rawValidation<Result = SchemaError>(schema: RJSFSchema, formData?: FormValues): { errors?: Result[] } {
    const errors = validateJsonSchema(schema as SchemaInput, formData);
    return errors.length ? { errors: errors as unknown as Result[] } : {};
  }

  validateFormData(
    formData: FormValues | undefined,
    schema: RJSFSchema,
    customValidate?: CustomValidator<FormValues, RJSFSchema>,
    transformErrors?: ErrorTransformer<FormValues, RJSFSchema>,
    uiSchema?: UiSchema<FormValues, RJSFSchema>,
  ): ValidationData<FormValues> {
    let errors = validateJsonSchema(schema as SchemaInput, formData).map((error) => toRjsfError(error, schema));
    if (transformErrors) errors = transformErrors(errors, uiSchema);
    const errorSchema = toErrorSchema<FormValues>(errors);
    if (!customValidate) return { errors, errorSchema };
    // Custom validation sees the form data with its defaults, as with rjsf's own validator.
    // The form's root schema is an object, so its default state is one too.
    const withDefaults = (getDefaultFormState<FormValues, RJSFSchema>(this, schema, formData, schema, true) ?? {}) as FormValues;
    const handler = customValidate(withDefaults, createErrorHandler<FormValues>(withDefaults), uiSchema, errorSchema);
    return validationDataMerge<FormValues>({ errors, errorSchema }, unwrapErrorHandler<FormValues>(handler));
  }

  isValid(schema: RJSFSchema, formData: FormValues | undefined, rootSchema: RJSFSchema): boolean {
    return validateJsonSchema(schema as SchemaInput, formData, rootSchema as SchemaInput).length === 0;
  }
}

export const schemaValidator = new PorticoSchemaValidator();
