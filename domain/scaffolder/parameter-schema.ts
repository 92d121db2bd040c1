// A template's parameter schema: steps of JSON Schema with `ui:*` keys inline, split into
// the data schema and the ui schema the form renders, plus the review step's rows.
import type { JsonObject, JsonValue } from '../app/config-values';
import { readableRepoUrl } from './repo-url';

export interface ParameterStep {
  readonly title: string;
  readonly description?: string;
  readonly schema: JsonObject;
}

export interface TemplateParameterSchema {
  readonly title: string;
  readonly description?: string;
  readonly presentation?: JsonObject;
  readonly steps: readonly ParameterStep[];
}

export interface FormStep {
  readonly title: string;
  readonly description?: string;
  /** The JSON Schema without `ui:*` keys. */
  readonly schema: JsonObject;
  /** The `ui:*` keys, nested like the properties they belong to. */
  readonly uiSchema: JsonObject;
  /** The step as the backend sent it (review masking reads ui keys from it). */
  readonly mergedSchema: JsonObject;
}

export const isJsonObject = (value: JsonValue | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const mergeInto = (target: Record<string, JsonValue>, source: JsonObject): void => {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    target[key] = isJsonObject(existing) && isJsonObject(value) ? { ...existing, ...value } : value;
  }
};

/** Splits a node: its own ui keys, the ui schema of its properties and items, and those of anyOf/oneOf/allOf/dependencies. */
const split = (node: JsonObject): { schema: JsonObject; uiSchema: JsonObject } => {
  const schema: Record<string, JsonValue> = {};
  const uiSchema: Record<string, JsonValue> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key.startsWith('ui:')) uiSchema[key] = value;
    else schema[key] = value;
  }
  // Templates written for older form libraries label enum values with `enumNames`; today that is `ui:enumNames`.
  const enumNames = schema['enumNames'];
  if (Array.isArray(enumNames)) {
    delete schema['enumNames'];
    if (!('ui:enumNames' in uiSchema)) uiSchema['ui:enumNames'] = enumNames;
  }
  const properties = schema['properties'];
  if (isJsonObject(properties)) {
    const cleaned: Record<string, JsonValue> = {};
    for (const [name, child] of Object.entries(properties)) {
      if (!isJsonObject(child)) {
        cleaned[name] = child;
        continue;
      }
      const inner = split(child);
      cleaned[name] = inner.schema;
      uiSchema[name] = isJsonObject(uiSchema[name]) ? { ...(uiSchema[name] as JsonObject), ...inner.uiSchema } : inner.uiSchema;
    }
    schema['properties'] = cleaned;
  }
  const items = schema['items'];
  if (isJsonObject(items)) {
    const inner = split(items);
    schema['items'] = inner.schema;
    uiSchema['items'] = inner.uiSchema;
  }
  for (const combinator of ['anyOf', 'oneOf', 'allOf'] as const) {
    const list = schema[combinator];
    if (!Array.isArray(list)) continue;
    schema[combinator] = list.map((entry: JsonValue) => {
      if (!isJsonObject(entry)) return entry;
      const inner = split(entry);
      mergeInto(uiSchema, inner.uiSchema);
      return inner.schema;
    });
  }
  const dependencies = schema['dependencies'];
  if (isJsonObject(dependencies)) {
    const cleaned: Record<string, JsonValue> = {};
    for (const [name, dependency] of Object.entries(dependencies)) {
      if (!isJsonObject(dependency)) {
        cleaned[name] = dependency;
        continue;
      }
      const inner = split(dependency);
      mergeInto(uiSchema, inner.uiSchema);
      cleaned[name] = inner.schema;
    }
    schema['dependencies'] = cleaned;
  }
  return { schema, uiSchema };
};

/** As Backstage's extractSchemaFromStep, without mutating its input. */
export const extractSchemaFromStep = (step: JsonObject): { readonly schema: JsonObject; readonly uiSchema: JsonObject } => split(step);

export const formStepsOf = (parameters: TemplateParameterSchema): readonly FormStep[] =>
  parameters.steps.map((step) => {
    const { schema, uiSchema } = extractSchemaFromStep(step.schema);
    return { title: step.title, ...(step.description ? { description: step.description } : {}), schema, uiSchema, mergedSchema: step.schema };
  });

/**
 * The parameter steps of a template document (`spec.parameters`: one object or a list), as the backend's
 * parameter-schema endpoint builds them; used by the template editor's preview.
 */
export const templateParameterSchema = (template: JsonValue): TemplateParameterSchema => {
  const root = isJsonObject(template) ? template : {};
  const metadata = isJsonObject(root['metadata']) ? root['metadata'] : {};
  const spec = isJsonObject(root['spec']) ? root['spec'] : {};
  const parameters = spec['parameters'];
  const list = Array.isArray(parameters) ? parameters : isJsonObject(parameters) ? [parameters] : [];
  const title = typeof metadata['title'] === 'string' ? metadata['title'] : typeof metadata['name'] === 'string' ? metadata['name'] : 'Template';
  return {
    title,
    ...(typeof metadata['description'] === 'string' ? { description: metadata['description'] } : {}),
    steps: list.filter(isJsonObject).map((schema) => ({
      title: typeof schema['title'] === 'string' ? schema['title'] : 'Please enter the following information',
      ...(typeof schema['description'] === 'string' ? { description: schema['description'] } : {}),
      schema,
    })),
  };
};

export interface ReviewRow {
  readonly key: string;
  readonly label: string;
  readonly value: string;
  /** Set for entity pickers: the chosen entities, which the review names by their titles. */
  readonly entityRefs?: readonly string[];
  /** The kind a short ref in `entityRefs` has (the picker's default kind). */
  readonly defaultKind?: string;
}

/** Fields whose value is one entity ref or a list of them. */
const ENTITY_REF_FIELDS = ['EntityPicker', 'OwnerPicker', 'OwnedEntityPicker', 'MyGroupsPicker', 'MultiEntityPicker'];
/** Pickers whose refs default to the Group kind (an owner); the others default to what their options say. */
const OWNER_FIELDS = ['OwnerPicker', 'MyGroupsPicker'];

const entityRefsOf = (value: JsonValue): readonly string[] =>
  (Array.isArray(value) ? value : [value]).filter((ref): ref is string => typeof ref === 'string' && ref !== '');

const defaultKindOf = (property: JsonObject, field: string): string | undefined => {
  const options = isJsonObject(property['ui:options']) ? property['ui:options'] : {};
  if (typeof options['defaultKind'] === 'string') return options['defaultKind'];
  return OWNER_FIELDS.includes(field) ? 'Group' : undefined;
};

export const MASKED_VALUE = '******';

const startCase = (key: string): string =>
  key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .replace(/\b\w/g, (letter) => letter.toUpperCase());

const displayValue = (value: JsonValue): string => {
  if (value === null) return '';
  if (Array.isArray(value)) return value.map(displayValue).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

const propertyOf = (steps: readonly FormStep[], key: string): JsonObject | undefined => {
  for (const step of steps) {
    const properties = step.mergedSchema['properties'];
    if (isJsonObject(properties) && isJsonObject(properties[key])) return properties[key] as JsonObject;
  }
  return undefined;
};

/**
 * Review step rows: a field's `ui:backstage.review.mask` replaces its value, `show: false` hides it, password
 * widgets and secrets are masked.
 */
export const reviewRows = (steps: readonly FormStep[], formData: JsonObject): readonly ReviewRow[] =>
  Object.entries(formData).flatMap(([key, value]): ReviewRow[] => {
    if (value === undefined) return [];
    const property = propertyOf(steps, key);
    const label = property && typeof property['title'] === 'string' ? property['title'] : startCase(key);
    const backstage = property && isJsonObject(property['ui:backstage']) ? property['ui:backstage'] : undefined;
    const review = backstage && isJsonObject(backstage['review']) ? backstage['review'] : undefined;
    if (review && typeof review['mask'] === 'string') return [{ key, label, value: review['mask'] }];
    if (review && review['show'] === false) return [];
    if (property && (property['ui:widget'] === 'password' || property['ui:field'] === 'Secret')) return [{ key, label, value: MASKED_VALUE }];
    const field = property && typeof property['ui:field'] === 'string' ? property['ui:field'] : undefined;
    if (field === 'RepoUrlPicker' && typeof value === 'string') return [{ key, label, value: readableRepoUrl(value) }];
    if (property && field && ENTITY_REF_FIELDS.includes(field)) {
      const defaultKind = defaultKindOf(property, field);
      return [{ key, label, value: displayValue(value), entityRefs: entityRefsOf(value), ...(defaultKind ? { defaultKind } : {}) }];
    }
    return [{ key, label, value: displayValue(value) }];
  });
