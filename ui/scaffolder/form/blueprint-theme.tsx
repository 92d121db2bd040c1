// Blueprint renderings of the JSON-schema form's building blocks (rjsf templates and widgets).
import { Checkbox, FormGroup, H5, HTMLSelect, InputGroup, TextArea } from '@blueprintjs/core';
import {
  ariaDescribedByIds,
  descriptionId,
  enumOptionsIndexForValue,
  enumOptionsValueForIndex,
  errorId,
  getInputProps,
  type BaseInputTemplateProps,
  type DescriptionFieldProps,
  type ErrorListProps,
  type FieldErrorProps,
  type FieldTemplateProps,
  type RegistryWidgetsType,
  type SubmitButtonProps,
  type TemplatesType,
  type TitleFieldProps,
  type WidgetProps,
} from '@rjsf/utils';
import type { ChangeEvent } from 'react';

const FieldTemplate = (props: FieldTemplateProps) => {
  const { id, label, children, errors, help, rawDescription, hidden, required, displayLabel, rawErrors = [] } = props;
  if (hidden) return <div hidden>{children}</div>;
  if (!displayLabel) {
    return (
      <div className="portico-form-field">
        {children}
        {errors}
        {help}
      </div>
    );
  }
  return (
    <FormGroup
      className="portico-form-field"
      label={label}
      labelFor={id}
      labelInfo={required ? '(required)' : undefined}
      helperText={rawDescription}
      intent={rawErrors.length > 0 ? 'danger' : 'none'}
    >
      {children}
      {errors}
      {help}
    </FormGroup>
  );
};

const FieldErrorTemplate = ({ errors = [], fieldPathId }: FieldErrorProps) => {
  const shown = errors.filter((error): error is string => typeof error === 'string' && error !== '');
  if (shown.length === 0) return null;
  return (
    <ul id={errorId(fieldPathId)} className="portico-form-errors" role="alert">
      {shown.map((error, index) => (
        <li key={index}>{error}</li>
      ))}
    </ul>
  );
};

const DescriptionFieldTemplate = ({ id, description }: DescriptionFieldProps) =>
  description ? (
    <p id={id} className="portico-muted portico-form-description">
      {description}
    </p>
  ) : null;

const TitleFieldTemplate = ({ id, title }: TitleFieldProps) => (title ? <H5 id={id}>{title}</H5> : null);

/** Errors are shown next to their fields; no list on top. */
const ErrorListTemplate = (_props: ErrorListProps) => null;

/** The wizard brings its own Back/Next buttons. */
const SubmitButton = (_props: SubmitButtonProps) => null;

const BaseInputTemplate = (props: BaseInputTemplateProps) => {
  const { id, htmlName, value, readonly, disabled, autofocus, onBlur, onFocus, onChange, onChangeOverride, options, schema, type, placeholder, rawErrors = [], required } = props;
  const inputProps = getInputProps(schema, type, options);
  const isNumber = inputProps.type === 'number' || inputProps.type === 'integer';
  const shown = isNumber ? (value || value === 0 ? value : '') : (value ?? '');
  const change = (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value === '' ? options.emptyValue : event.target.value);
  return (
    <InputGroup
      id={id}
      name={htmlName || id}
      {...inputProps}
      value={String(shown)}
      placeholder={placeholder}
      readOnly={readonly}
      disabled={disabled}
      autoFocus={autofocus}
      required={required}
      intent={rawErrors.length > 0 ? 'danger' : 'none'}
      aria-invalid={rawErrors.length > 0 || undefined}
      aria-describedby={ariaDescribedByIds(id, Boolean(schema.examples))}
      onChange={onChangeOverride ?? change}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
    />
  );
};

const SelectWidget = ({ id, options, value, required, disabled, readonly, autofocus, onChange, onBlur, onFocus, schema, placeholder }: WidgetProps) => {
  const { enumOptions = [], emptyValue } = options;
  const index = enumOptionsIndexForValue(value, enumOptions, false);
  const selected = typeof index === 'string' ? index : '';
  const valueAt = (raw: string) => (raw === '' ? emptyValue : enumOptionsValueForIndex(raw, enumOptions, emptyValue));
  return (
    <HTMLSelect
      id={id}
      value={selected}
      required={required}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      fill
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(event) => onChange(valueAt(event.target.value))}
      onBlur={(event) => onBlur(id, valueAt(event.target.value))}
      onFocus={(event) => onFocus(id, valueAt(event.target.value))}
    >
      {schema.default === undefined ? <option value="">{placeholder}</option> : null}
      {enumOptions.map((option, optionIndex) => (
        <option key={optionIndex} value={String(optionIndex)}>
          {option.label}
        </option>
      ))}
    </HTMLSelect>
  );
};

const CheckboxWidget = ({ id, value, disabled, readonly, autofocus, onChange, label, hideLabel, schema }: WidgetProps) => (
  <Checkbox
    id={id}
    checked={value === true}
    disabled={disabled || readonly}
    autoFocus={autofocus}
    label={hideLabel ? undefined : (label || schema.title)}
    aria-describedby={descriptionId(id)}
    onChange={(event) => onChange(event.currentTarget.checked)}
  />
);

const TextareaWidget = ({ id, value, disabled, readonly, autofocus, onChange, onBlur, onFocus, options, rawErrors = [], placeholder }: WidgetProps) => (
  <TextArea
    id={id}
    value={typeof value === 'string' ? value : ''}
    disabled={disabled}
    readOnly={readonly}
    autoFocus={autofocus}
    placeholder={placeholder}
    fill
    rows={typeof options['rows'] === 'number' ? options['rows'] : 4}
    intent={rawErrors.length > 0 ? 'danger' : 'none'}
    onChange={(event) => onChange(event.target.value === '' ? options.emptyValue : event.target.value)}
    onBlur={(event) => onBlur(id, event.target.value)}
    onFocus={(event) => onFocus(id, event.target.value)}
  />
);

export const blueprintTemplates: Partial<TemplatesType> = {
  FieldTemplate,
  FieldErrorTemplate,
  DescriptionFieldTemplate,
  TitleFieldTemplate,
  ErrorListTemplate,
  BaseInputTemplate,
};

/** Partial so rjsf keeps its other button templates (array add/remove). */
export const blueprintButtonTemplates = { SubmitButton };

export const blueprintWidgets: RegistryWidgetsType = {
  SelectWidget,
  CheckboxWidget,
  TextareaWidget,
};
