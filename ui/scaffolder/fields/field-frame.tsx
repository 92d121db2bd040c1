import { FormGroup } from '@blueprintjs/core';
import type { ReactNode } from 'react';

/** Label, required marker, description and error intent around a field extension's input. */
export const FieldFrame = ({
  id,
  label,
  required,
  description,
  invalid,
  children,
  helper,
}: {
  readonly id: string;
  readonly label: string;
  readonly required: boolean;
  readonly description?: string | undefined;
  readonly invalid?: boolean;
  readonly children: ReactNode;
  /** Shown under the description (e.g. an input error of the field itself). */
  readonly helper?: ReactNode;
}) => (
  <FormGroup
    className="portico-form-field"
    label={label}
    labelFor={id}
    labelInfo={required ? '(required)' : undefined}
    intent={invalid ? 'danger' : 'none'}
    helperText={
      description || helper ? (
        <>
          {description ? <span id={`${id}-description`}>{description}</span> : null}
          {helper ? <span className="portico-field-helper">{helper}</span> : null}
        </>
      ) : undefined
    }
  >
    {children}
  </FormGroup>
);
