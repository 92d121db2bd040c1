// Installed actions and templating extensions: what the pages list and how they filter.
import type { JsonObject, JsonValue } from '../app/config-values';
import { isJsonObject } from './parameter-schema';

export interface ActionExample {
  readonly description?: string;
  readonly example: string;
  readonly notes?: string;
}

export interface ScaffolderAction {
  readonly id: string;
  readonly description?: string;
  readonly schema?: { readonly input?: JsonObject; readonly output?: JsonObject };
  readonly examples?: readonly ActionExample[];
}

export interface ExtensionDoc {
  readonly description?: string;
  readonly schema?: { readonly input?: JsonObject; readonly arguments?: readonly JsonObject[]; readonly output?: JsonObject };
  readonly examples?: readonly ActionExample[];
}

export interface GlobalValueDoc {
  readonly description?: string;
  readonly value: JsonValue;
}

export interface TemplatingExtensions {
  readonly filters: Readonly<Record<string, ExtensionDoc>>;
  readonly globals: {
    readonly functions: Readonly<Record<string, ExtensionDoc>>;
    readonly values: Readonly<Record<string, GlobalValueDoc>>;
  };
}

const matches = (search: string, ...texts: ReadonlyArray<string | undefined>): boolean => {
  const needle = search.trim().toLocaleLowerCase('en-US');
  return needle === '' || texts.some((text) => text?.toLocaleLowerCase('en-US').includes(needle));
};

export const filterActions = (actions: readonly ScaffolderAction[], search: string): readonly ScaffolderAction[] =>
  actions.filter((action) => matches(search, action.id, action.description));

/** Entries of a name → doc map whose name or description contains the search, sorted by name. */
export const filterExtensionDocs = <D extends { readonly description?: string }>(
  docs: Readonly<Record<string, D>>,
  search: string,
): ReadonlyArray<readonly [string, D]> =>
  Object.entries(docs)
    .filter(([name, doc]) => matches(search, name, doc.description))
    .sort(([a], [b]) => a.localeCompare(b));

export interface SchemaRow {
  readonly name: string;
  readonly title?: string;
  readonly description?: string;
  readonly type: string;
  readonly required: boolean;
}

const typeOf = (node: JsonObject): string => {
  const type = node['type'];
  if (typeof type === 'string') {
    if (type === 'array' && isJsonObject(node['items']) && typeof node['items']['type'] === 'string') return `array(${node['items']['type']})`;
    return type;
  }
  if (Array.isArray(type)) return type.join(' | ');
  for (const combinator of ['anyOf', 'oneOf', 'allOf']) {
    const list = node[combinator];
    if (Array.isArray(list)) return list.filter(isJsonObject).map(typeOf).join(' | ') || 'unknown';
  }
  return 'unknown';
};

/** The properties of an object schema as table rows (name, title, description, type, required). */
export const schemaRows = (schema: JsonObject | undefined): readonly SchemaRow[] => {
  if (!schema) return [];
  const properties = isJsonObject(schema['properties']) ? schema['properties'] : {};
  const required = Array.isArray(schema['required']) ? schema['required'].filter((name): name is string => typeof name === 'string') : [];
  return Object.entries(properties).map(([name, node]) => {
    const property = isJsonObject(node) ? node : {};
    return {
      name,
      ...(typeof property['title'] === 'string' ? { title: property['title'] } : {}),
      ...(typeof property['description'] === 'string' ? { description: property['description'] } : {}),
      type: typeOf(property),
      required: required.includes(name),
    };
  });
};
