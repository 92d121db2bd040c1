// What a plugin gives other plugins' extension points — form fields for templates' `ui:field`, renderers of search
// results by document type — and how createPlugin shapes them for the shell. They read like Backstage's
// createScaffolderFieldExtension (FormFieldBlueprint) and SearchResultListItemBlueprint.
import { Spinner } from '@blueprintjs/core';
import { Suspense, type ComponentType, type ReactNode } from 'react';
import type { JsonObject, JsonValue } from '../domain/app/config-values';
import { extensionId, parseExtensionId, type ExtensionKind } from '../domain/app/extension-ids';
import { lazyImport } from '../ui/app/lazy-import';
import type { FieldExtension, FieldExtensionProps, FieldValidationContext } from '../ui/app/form-field-extension';
import type { SearchResultItemProps, SearchResultRenderer } from '../ui/app/search-result-renderer';
import type { ScmIntegration } from '../domain/scaffolder/repo-url';

/** What a scaffolder form field is given: its value and onChange, its schema, `ui:options`, errors and the form's data. */
export type ScaffolderFieldProps = FieldExtensionProps;

/**
 * What a field's validation is given besides the value: the field's `ui:options`, its JSON schema and the portal's
 * source-control integrations (`{ type, title, host }`, e.g. to tell a GitHub host from a GitLab one).
 */
export type ScaffolderFieldValidationContext = FieldValidationContext;

export type { ScmIntegration };

export type { SearchResultItemProps };

/**
 * A form field templates use with `ui:field: {name}`. Its extension id is 'scaffolder-form-field:{pluginId}/{name}'.
 * A name the portal's own fields have (EntityPicker, OwnerPicker, RepoUrlPicker, …) is refused unless app.extensions
 * disables the built-in one: that is how a company replaces a built-in field.
 */
export interface PluginScaffolderField {
  /** The name templates give in `ui:field`, e.g. 'AcmeRepoPicker'. */
  readonly name: string;
  /** The field's code, loaded when a form first shows it: a module whose default export takes ScaffolderFieldProps. */
  readonly load?: () => Promise<{ readonly default: ComponentType<ScaffolderFieldProps> }>;
  /** Or the component itself. */
  readonly component?: ComponentType<ScaffolderFieldProps>;
  /**
   * Checks a value the field holds when the person goes on (Next, Review): a message, or several, blocks the step and
   * shows under the field, as the built-in fields' messages do. Not asked while the field is empty.
   */
  readonly validation?: (value: JsonValue, context: ScaffolderFieldValidationContext) => string | readonly string[] | undefined;
  /** The JSON Schema type the field stores; 'string' unless given. */
  readonly valueType?: 'string' | 'array' | 'object';
  /** `ui:options` the custom field explorer fills in to try the field. */
  readonly exampleOptions?: JsonObject;
}

/**
 * How search results of one document type render, on the search page and in the search dialog. Its extension id is
 * 'search-result-list-item:{pluginId}/{type}'; a type the portal renders itself ('software-catalog', 'techdocs',
 * 'default') is refused unless app.extensions disables the built-in renderer.
 */
export interface PluginSearchResultItem {
  /** The document type, as the search backend's collator names it, e.g. 'acme-incidents'. */
  readonly type: string;
  /** The renderer's code, loaded when a result of the type first shows: a module whose default export takes SearchResultItemProps. */
  readonly load?: () => Promise<{ readonly default: ComponentType<SearchResultItemProps> }>;
  /** Or a render function. */
  readonly render?: (props: SearchResultItemProps) => ReactNode;
}

/** A name that makes a valid extension id of `kind`; a plugin's fault otherwise. */
const checkedName = (pluginId: string, kind: ExtensionKind, name: string, seen: Set<string>): string => {
  const id = extensionId(kind, pluginId, name);
  if (parseExtensionId(id) === undefined) {
    throw new Error(`Plugin '${pluginId}': '${name}' cannot name a ${kind}: letters, digits, '-', '_' and '.', starting with a letter or digit`);
  }
  if (seen.has(name)) throw new Error(`Plugin '${pluginId}': it gives '${id}' twice`);
  seen.add(name);
  return name;
};

const exactlyOne = (pluginId: string, name: string, given: { readonly a: unknown; readonly b: unknown }, what: string): void => {
  if ((given.a === undefined) === (given.b === undefined)) throw new Error(`Plugin '${pluginId}': '${name}' needs exactly one of ${what}`);
};

const messagesOf = (result: string | readonly string[] | undefined): readonly string[] =>
  result === undefined ? [] : typeof result === 'string' ? [result] : result;

const lazyField = (name: string, load: NonNullable<PluginScaffolderField['load']>): Pick<FieldExtension, 'component' | 'preload'> => {
  const Field = lazyImport(load);
  const LazyField = (props: ScaffolderFieldProps) => (
    <Suspense fallback={<Spinner size={20} aria-label={`Loading ${props.label}`} />}>
      <Field {...props} />
    </Suspense>
  );
  LazyField.displayName = `LazyField(${name})`;
  return { component: LazyField, preload: Field.preload };
};

/** A plugin's form fields, as the scaffolder's forms use them. */
export const toScaffolderFields = (pluginId: string, fields: readonly PluginScaffolderField[]): FieldExtension[] => {
  const seen = new Set<string>();
  return fields.map((field) => {
    const name = checkedName(pluginId, 'scaffolder-form-field', field.name, seen);
    exactlyOne(pluginId, name, { a: field.load, b: field.component }, 'load and component');
    const validation = field.validation;
    return {
      name,
      ...(field.component ? { component: field.component } : lazyField(name, field.load!)),
      valueType: field.valueType ?? 'string',
      ...(field.exampleOptions ? { exampleOptions: field.exampleOptions } : {}),
      ...(validation ? { validation: (value: JsonValue | undefined, context: FieldValidationContext) => (value === undefined ? [] : messagesOf(validation(value, context))) } : {}),
    };
  });
};

/** A plugin's search result renderers, as the search page and dialog use them. */
export const toSearchResultRenderers = (pluginId: string, items: readonly PluginSearchResultItem[]): SearchResultRenderer[] => {
  const seen = new Set<string>();
  return items.map((item) => {
    const type = checkedName(pluginId, 'search-result-list-item', item.type, seen);
    exactlyOne(pluginId, type, { a: item.load, b: item.render }, 'load and render');
    if (item.render) return { type, render: item.render };
    const Renderer = lazyImport(item.load!);
    return {
      type,
      preload: Renderer.preload,
      render: (props: SearchResultItemProps) => (
        <Suspense fallback={<Spinner size={16} aria-label={`Loading ${props.result.document.title}`} />}>
          <Renderer {...props} />
        </Suspense>
      ),
    };
  });
};
