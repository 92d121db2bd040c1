import type { ComponentType } from 'react';
import type { JsonObject, JsonValue } from '../../domain/app/config-values';
import type { ScmIntegration } from '../../domain/scaffolder/repo-url';

/** What a field extension gets: its value and change handler, its schema, ui:options and errors. */
export interface FieldExtensionProps {
  readonly id: string;
  readonly name: string;
  readonly label: string;
  readonly description?: string;
  readonly required: boolean;
  readonly disabled: boolean;
  readonly autofocus: boolean;
  readonly value: JsonValue | undefined;
  readonly onChange: (value: JsonValue | undefined) => void;
  readonly schema: JsonObject;
  readonly uiOptions: Readonly<Record<string, unknown>>;
  readonly rawErrors: readonly string[];
  /** The whole form's data (e.g. the branch picker reads the repository location). */
  readonly formData: JsonObject;
}

export interface FieldValidationContext {
  readonly integrations: readonly ScmIntegration[];
  readonly uiOptions: Readonly<Record<string, unknown>>;
  readonly schema: JsonObject;
}

/**
 * A custom field a template names with `ui:field` (Backstage's field extensions): a component and, optionally,
 * a validation that adds its messages to the field's errors.
 */
export interface FieldExtension {
  readonly name: string;
  readonly component: ComponentType<FieldExtensionProps>;
  readonly validation?: (value: JsonValue | undefined, context: FieldValidationContext) => readonly string[];
  /** ui:options the custom field explorer offers to edit, with an example value. */
  readonly exampleOptions?: JsonObject;
  /** The JSON Schema type the field stores. */
  readonly valueType: 'string' | 'array' | 'object';
  /** What app.extensions gives the field as its config (useExtensionConfig). */
  readonly config?: JsonObject;
  /** Loads a lazy field's code, so that a form shows it without waiting. Never rejects. */
  readonly preload?: () => Promise<void>;
}
