// A GraphQL schema (SDL) read into what the GraphQL viewer shows: the root operation types first, then every
// type with its fields, arguments, enum values and union members. The SDL is parsed by the `graphql` package in
// the (lazy) viewer; this module reads the parsed document through the small structural view below, so it
// stays pure and testable.

/** The parts of a graphql-js AST node this module reads. */
export interface SdlNode {
  readonly kind: string;
  readonly name?: { readonly value: string };
  readonly description?: { readonly value: string } | undefined;
  readonly value?: unknown;
  readonly type?: SdlNode;
  readonly fields?: readonly SdlNode[];
  readonly arguments?: readonly SdlNode[];
  readonly values?: readonly SdlNode[];
  readonly types?: readonly SdlNode[];
  readonly interfaces?: readonly SdlNode[];
  readonly directives?: readonly SdlNode[];
  readonly defaultValue?: SdlNode | undefined;
  readonly operationTypes?: readonly SdlNode[];
  readonly operation?: string;
  readonly locations?: readonly SdlNode[];
  readonly repeatable?: boolean;
}

export interface SdlDocument {
  readonly definitions: readonly SdlNode[];
}

export type GraphqlTypeKind = 'object' | 'interface' | 'input' | 'enum' | 'union' | 'scalar';

export interface GraphqlArgumentView {
  readonly name: string;
  readonly type: string;
  readonly defaultValue?: string;
  readonly description?: string;
}

export interface GraphqlFieldView {
  readonly name: string;
  readonly type: string;
  readonly description?: string;
  readonly args: readonly GraphqlArgumentView[];
  readonly deprecationReason?: string;
}

export interface GraphqlTypeView {
  readonly kind: GraphqlTypeKind;
  readonly name: string;
  readonly description?: string;
  readonly fields: readonly GraphqlFieldView[];
  readonly enumValues: readonly { readonly name: string; readonly description?: string; readonly deprecationReason?: string }[];
  /** Union members, or the interfaces an object or interface implements. */
  readonly related: readonly string[];
  /** The root operation this type serves, if any. */
  readonly operation?: 'query' | 'mutation' | 'subscription';
}

export interface GraphqlDirectiveView {
  readonly name: string;
  readonly description?: string;
  readonly args: readonly GraphqlArgumentView[];
  readonly locations: readonly string[];
}

export interface GraphqlSchemaView {
  readonly types: readonly GraphqlTypeView[];
  readonly directives: readonly GraphqlDirectiveView[];
}

const KIND_OF_DEFINITION: Readonly<Record<string, GraphqlTypeKind>> = {
  ObjectTypeDefinition: 'object',
  ObjectTypeExtension: 'object',
  InterfaceTypeDefinition: 'interface',
  InterfaceTypeExtension: 'interface',
  InputObjectTypeDefinition: 'input',
  InputObjectTypeExtension: 'input',
  EnumTypeDefinition: 'enum',
  EnumTypeExtension: 'enum',
  UnionTypeDefinition: 'union',
  UnionTypeExtension: 'union',
  ScalarTypeDefinition: 'scalar',
  ScalarTypeExtension: 'scalar',
};

const OPERATIONS = ['query', 'mutation', 'subscription'] as const;
type Operation = (typeof OPERATIONS)[number];
const DEFAULT_ROOT_NAMES: Readonly<Record<Operation, string>> = { query: 'Query', mutation: 'Mutation', subscription: 'Subscription' };

const nameOf = (node: SdlNode | undefined): string => node?.name?.value ?? '';

/** '[Product!]!' from a type node. */
export const printTypeNode = (node: SdlNode | undefined): string => {
  if (!node) return '';
  switch (node.kind) {
    case 'NonNullType':
      return `${printTypeNode(node.type)}!`;
    case 'ListType':
      return `[${printTypeNode(node.type)}]`;
    default:
      return nameOf(node);
  }
};

interface ValueNode extends SdlNode {
  readonly block?: boolean;
}

/** A literal as written in SDL: 20, "text", [1, 2], { a: 1 }, ENUM_VALUE, null. */
export const printValueNode = (node: SdlNode | undefined): string => {
  if (!node) return '';
  const value = node as ValueNode & { readonly value?: unknown; readonly fields?: readonly SdlNode[] };
  switch (node.kind) {
    case 'StringValue':
      return JSON.stringify(String(value.value ?? ''));
    case 'IntValue':
    case 'FloatValue':
    case 'EnumValue':
      return String(value.value ?? '');
    case 'BooleanValue':
      return value.value === true ? 'true' : 'false';
    case 'NullValue':
      return 'null';
    case 'Variable':
      return `$${nameOf(node)}`;
    case 'ListValue':
      return `[${((node as { readonly values?: readonly SdlNode[] }).values ?? []).map(printValueNode).join(', ')}]`;
    case 'ObjectValue':
      return `{ ${(value.fields ?? []).map((entry) => `${nameOf(entry)}: ${printValueNode(entry.value as SdlNode)}`).join(', ')} }`;
    default:
      return '';
  }
};

const deprecationOf = (node: SdlNode): string | undefined => {
  const directive = (node.directives ?? []).find((candidate) => nameOf(candidate) === 'deprecated');
  if (!directive) return undefined;
  const reason = (directive.arguments ?? []).find((argument) => nameOf(argument) === 'reason');
  const text = reason?.value as SdlNode | undefined;
  return text && text.kind === 'StringValue' ? String(text.value) : 'No longer supported';
};

const descriptionOf = (node: SdlNode): { description?: string } =>
  node.description?.value !== undefined && node.description.value !== '' ? { description: node.description.value } : {};

const argumentOf = (node: SdlNode): GraphqlArgumentView => ({
  name: nameOf(node),
  type: printTypeNode(node.type),
  ...(node.defaultValue ? { defaultValue: printValueNode(node.defaultValue) } : {}),
  ...descriptionOf(node),
});

const fieldOf = (node: SdlNode): GraphqlFieldView => {
  const deprecationReason = deprecationOf(node);
  return {
    name: nameOf(node),
    type: printTypeNode(node.type),
    ...descriptionOf(node),
    args: (node.arguments ?? []).map(argumentOf),
    ...(deprecationReason !== undefined ? { deprecationReason } : {}),
  };
};

/** The root operation type names: from `schema { query: … }` when present, else Query, Mutation, Subscription. */
const rootTypeNames = (document: SdlDocument): Readonly<Partial<Record<Operation, string>>> => {
  const schemaNodes = document.definitions.filter((definition) => definition.kind === 'SchemaDefinition' || definition.kind === 'SchemaExtension');
  if (schemaNodes.length === 0) return DEFAULT_ROOT_NAMES;
  const roots: Partial<Record<Operation, string>> = {};
  for (const schema of schemaNodes) {
    for (const operationType of schema.operationTypes ?? []) {
      const operation = operationType.operation as Operation;
      if (OPERATIONS.includes(operation)) roots[operation] = nameOf(operationType.type);
    }
  }
  return roots;
};

/**
 * Every type of the document. Extensions (`extend type Query { … }`) are merged into their type. The root
 * operation types come first (query, mutation, subscription), then the rest ordered by name.
 */
export const graphqlSchemaView = (document: SdlDocument): GraphqlSchemaView => {
  const roots = rootTypeNames(document);
  const byName = new Map<string, GraphqlTypeView>();
  for (const definition of document.definitions) {
    const kind = KIND_OF_DEFINITION[definition.kind];
    if (!kind) continue;
    const name = nameOf(definition);
    const previous = byName.get(name);
    const fields = (definition.fields ?? []).map(fieldOf);
    const enumValues = (definition.values ?? []).map((value) => {
      const deprecationReason = deprecationOf(value);
      return { name: nameOf(value), ...descriptionOf(value), ...(deprecationReason !== undefined ? { deprecationReason } : {}) };
    });
    const related = [...(definition.types ?? []), ...(definition.interfaces ?? [])].map(nameOf);
    const operation = OPERATIONS.find((candidate) => roots[candidate] === name);
    byName.set(name, {
      kind: previous?.kind ?? kind,
      name,
      ...(previous?.description !== undefined ? { description: previous.description } : descriptionOf(definition)),
      fields: [...(previous?.fields ?? []), ...fields],
      enumValues: [...(previous?.enumValues ?? []), ...enumValues],
      related: [...new Set([...(previous?.related ?? []), ...related])],
      ...(operation ? { operation } : {}),
    });
  }
  const rank = (type: GraphqlTypeView): number => (type.operation ? OPERATIONS.indexOf(type.operation) : OPERATIONS.length);
  const types = [...byName.values()].sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name));
  const directives = document.definitions
    .filter((definition) => definition.kind === 'DirectiveDefinition')
    .map((definition) => ({
      name: nameOf(definition),
      ...descriptionOf(definition),
      args: (definition.arguments ?? []).map(argumentOf),
      // Locations are bare Name nodes: their text is in `value`.
      locations: (definition.locations ?? []).map((location) => String(location.value ?? '')),
    }));
  return { types, directives };
};
