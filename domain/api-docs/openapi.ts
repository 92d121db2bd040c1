// An OpenAPI document (3.x, and Swagger 2.0) read into what the OpenAPI viewer shows: the info block, servers,
// operations grouped by tag (method, path, parameters, request body and responses with their schemas) and the
// component schemas. Every string stays text; links are checked by the viewer.
import * as E from 'fp-ts/Either';
import {
  arrayField,
  dereference,
  entriesOf,
  field,
  isRecord,
  recordField,
  textField,
  type DocumentRecord,
} from './document-reader';
import { apiDocsMessages } from './messages';
import { expandSchema, schemaReader, type SchemaNode, type SchemaReader, type SchemaTable, type SchemaView } from './schema-view';

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** Operations without tags are listed under this group, as Swagger UI does. */
export const UNTAGGED_GROUP = 'default';

export interface ExternalDocs {
  readonly url: string;
  readonly description?: string;
}

export interface ParameterView {
  readonly name: string;
  readonly in: string;
  readonly required: boolean;
  readonly deprecated: boolean;
  readonly description?: string;
  /** Expanded with schemaOf where it is shown. */
  readonly schema?: SchemaNode;
}

export interface ContentView {
  readonly mediaType: string;
  /** Expanded with schemaOf where it is shown. */
  readonly schema?: SchemaNode;
}

export interface RequestBodyView {
  readonly required: boolean;
  readonly description?: string;
  readonly contents: readonly ContentView[];
}

export interface ResponseView {
  readonly status: string;
  readonly description?: string;
  readonly contents: readonly ContentView[];
}

export interface OperationView {
  /** Unique within the document: '{method} {path}'. */
  readonly key: string;
  readonly method: HttpMethod;
  readonly path: string;
  readonly operationId?: string;
  readonly summary?: string;
  readonly description?: string;
  readonly deprecated: boolean;
  readonly parameters: readonly ParameterView[];
  readonly requestBody?: RequestBodyView;
  readonly responses: readonly ResponseView[];
}

export interface TagGroup {
  readonly tag: string;
  readonly description?: string;
  readonly operations: readonly OperationView[];
}

export interface OpenApiView {
  /** '3.0.3', '3.1.0', '2.0'. */
  readonly specVersion: string;
  readonly title?: string;
  readonly version?: string;
  readonly description?: string;
  readonly servers: readonly { readonly url: string; readonly description?: string }[];
  readonly externalDocs?: ExternalDocs;
  readonly contact?: { readonly name?: string; readonly email?: string; readonly url?: string };
  readonly license?: { readonly name?: string; readonly url?: string };
  readonly groups: readonly TagGroup[];
  readonly schemas: readonly { readonly name: string; readonly schema: SchemaNode }[];
  /** The schemas the document's `$ref`s point at, each read once and shared by every use. */
  readonly schemaTable: SchemaTable;
}

/** A schema of the view as the viewer shows it, its references followed. */
export const schemaOf = (api: Pick<OpenApiView, 'schemaTable'>, schema: SchemaNode): SchemaView => expandSchema(api.schemaTable, schema);

/** The reference to a component schema by name: '~' and '/' escaped, as JSON pointers write them. */
const componentRef = (swagger: boolean, name: string): string =>
  `${swagger ? '#/definitions/' : '#/components/schemas/'}${name.replace(/~/g, '~0').replace(/\//g, '~1')}`;

const optional = <K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } =>
  (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };

const externalDocsOf = (value: unknown): ExternalDocs | undefined => {
  const url = textField(value, 'url');
  return url === undefined ? undefined : { url, ...optional('description', textField(value, 'description')) };
};

const contentsOf = (schemas: SchemaReader, content: unknown): readonly ContentView[] =>
  entriesOf(content).map(([mediaType, media]) => {
    const schema = field(media, 'schema');
    return { mediaType, ...(schema !== undefined ? { schema: schemas.nodeOf(schema) } : {}) };
  });

const parameterOf = (document: unknown, schemas: SchemaReader, raw: unknown): ParameterView | undefined => {
  const { value } = dereference(document, raw);
  const name = textField(value, 'name');
  const location = textField(value, 'in');
  if (name === undefined || location === undefined) return undefined;
  // OpenAPI 3 puts the type in `schema`; Swagger 2 puts it on the parameter itself.
  const schema = field(value, 'schema') ?? (textField(value, 'type') !== undefined ? value : undefined);
  return {
    name,
    in: location,
    required: field(value, 'required') === true || location === 'path',
    deprecated: field(value, 'deprecated') === true,
    ...optional('description', textField(value, 'description')),
    ...(schema !== undefined ? { schema: schemas.nodeOf(schema) } : {}),
  };
};

/** Path-level parameters apply to every operation below; an operation's own parameter of the same name and place wins. */
const mergeParameters = (pathLevel: readonly ParameterView[], own: readonly ParameterView[]): readonly ParameterView[] => {
  const key = (parameter: ParameterView) => `${parameter.in}:${parameter.name}`;
  const ownKeys = new Set(own.map(key));
  return [...pathLevel.filter((parameter) => !ownKeys.has(key(parameter))), ...own];
};

const swaggerMediaTypes = (document: unknown, operation: unknown, key: 'consumes' | 'produces'): readonly string[] => {
  const own = arrayField(operation, key).filter((type): type is string => typeof type === 'string');
  if (own.length > 0) return own;
  const global = arrayField(document, key).filter((type): type is string => typeof type === 'string');
  return global.length > 0 ? global : ['application/json'];
};

const operationOf = (
  document: unknown,
  schemas: SchemaReader,
  swagger: boolean,
  path: string,
  method: HttpMethod,
  operation: DocumentRecord,
  pathParameters: readonly ParameterView[],
): OperationView => {
  const rawParameters = arrayField(operation, 'parameters').flatMap((raw) => {
    const parameter = parameterOf(document, schemas, raw);
    return parameter ? [{ raw: dereference(document, raw).value, parameter }] : [];
  });
  // Swagger 2 sends the body as a parameter `in: body` (or form fields `in: formData`).
  const bodyParameter = swagger ? rawParameters.find(({ parameter }) => parameter.in === 'body') : undefined;
  const parameters = mergeParameters(
    pathParameters.filter((parameter) => parameter.in !== 'body'),
    rawParameters.map(({ parameter }) => parameter).filter((parameter) => parameter.in !== 'body'),
  );

  let requestBody: RequestBodyView | undefined;
  if (swagger) {
    if (bodyParameter) {
      const schema = field(bodyParameter.raw, 'schema');
      requestBody = {
        required: bodyParameter.parameter.required,
        ...optional('description', bodyParameter.parameter.description),
        contents: swaggerMediaTypes(document, operation, 'consumes').map((mediaType) => ({
          mediaType,
          ...(schema !== undefined ? { schema: schemas.nodeOf(schema) } : {}),
        })),
      };
    }
  } else {
    const body = field(operation, 'requestBody');
    if (body !== undefined) {
      const { value } = dereference(document, body);
      requestBody = {
        required: field(value, 'required') === true,
        ...optional('description', textField(value, 'description')),
        contents: contentsOf(schemas, field(value, 'content')),
      };
    }
  }

  const responses = entriesOf(field(operation, 'responses')).map(([status, raw]): ResponseView => {
    const { value } = dereference(document, raw);
    const schema = swagger ? field(value, 'schema') : undefined;
    return {
      status,
      ...optional('description', textField(value, 'description')),
      contents: swagger
        ? schema === undefined
          ? []
          : swaggerMediaTypes(document, operation, 'produces').map((mediaType) => ({ mediaType, schema: schemas.nodeOf(schema) }))
        : contentsOf(schemas, field(value, 'content')),
    };
  });

  return {
    key: `${method} ${path}`,
    method,
    path,
    ...optional('operationId', textField(operation, 'operationId')),
    ...optional('summary', textField(operation, 'summary')),
    ...optional('description', textField(operation, 'description')),
    deprecated: field(operation, 'deprecated') === true,
    parameters,
    ...(requestBody ? { requestBody } : {}),
    responses,
  };
};

const tagsOf = (operation: unknown): readonly string[] => {
  const tags = arrayField(operation, 'tags').filter((tag): tag is string => typeof tag === 'string' && tag.trim().length > 0);
  return tags.length > 0 ? tags : [UNTAGGED_GROUP];
};

/** Operations grouped by tag: tags declared at the top first (in their order), then the others as met, 'default' last. */
const groupByTag = (document: unknown, operations: readonly { readonly operation: OperationView; readonly tags: readonly string[] }[]): readonly TagGroup[] => {
  const declared = arrayField(document, 'tags').flatMap((tag) => {
    const name = textField(tag, 'name');
    return name === undefined ? [] : [{ name, description: textField(tag, 'description') }];
  });
  const order: string[] = declared.map((tag) => tag.name);
  for (const { tags } of operations) for (const tag of tags) if (!order.includes(tag) && tag !== UNTAGGED_GROUP) order.push(tag);
  order.push(UNTAGGED_GROUP);
  return [...new Set(order)].flatMap((tag) => {
    const members = operations.filter((entry) => entry.tags.includes(tag)).map((entry) => entry.operation);
    if (members.length === 0) return [];
    const description = declared.find((entry) => entry.name === tag)?.description;
    return [{ tag, ...optional('description', description), operations: members }];
  });
};

/** Reads an OpenAPI (3.x) or Swagger (2.0) document; a document with neither version field is refused. */
export const openApiView = (document: unknown): E.Either<string, OpenApiView> => {
  if (!isRecord(document)) return E.left(apiDocsMessages.notAnOpenApiDocument);
  const openapi = textField(document, 'openapi');
  const swaggerVersion = textField(document, 'swagger');
  const specVersion = openapi ?? swaggerVersion;
  if (specVersion === undefined) return E.left(apiDocsMessages.notAnOpenApiDocument);
  const swagger = openapi === undefined;
  const schemas = schemaReader(document);

  const operations: { operation: OperationView; tags: readonly string[] }[] = [];
  for (const [path, rawItem] of entriesOf(field(document, 'paths'))) {
    const { value: item } = dereference(document, rawItem);
    if (!isRecord(item)) continue;
    const pathParameters = arrayField(item, 'parameters').flatMap((raw) => {
      const parameter = parameterOf(document, schemas, raw);
      return parameter ? [parameter] : [];
    });
    for (const method of HTTP_METHODS) {
      const operation = field(item, method);
      if (!isRecord(operation)) continue;
      operations.push({ operation: operationOf(document, schemas, swagger, path, method, operation, pathParameters), tags: tagsOf(operation) });
    }
  }

  const info = recordField(document, 'info');
  const servers = swagger
    ? (() => {
        const host = textField(document, 'host');
        if (host === undefined) return [];
        const schemes = arrayField(document, 'schemes').filter((scheme): scheme is string => typeof scheme === 'string');
        const basePath = textField(document, 'basePath') ?? '';
        return (schemes.length > 0 ? schemes : ['https']).map((scheme) => ({ url: `${scheme}://${host}${basePath}` }));
      })()
    : arrayField(document, 'servers').flatMap((server) => {
        const url = textField(server, 'url');
        return url === undefined ? [] : [{ url, ...optional('description', textField(server, 'description')) }];
      });
  const schemaSource = swagger ? field(document, 'definitions') : field(recordField(document, 'components'), 'schemas');
  const contact = recordField(info, 'contact');
  const license = recordField(info, 'license');

  return E.right({
    specVersion,
    ...optional('title', textField(info, 'title')),
    ...optional('version', textField(info, 'version')),
    ...optional('description', textField(info, 'description')),
    servers,
    ...optional('externalDocs', externalDocsOf(field(document, 'externalDocs'))),
    ...(contact
      ? {
          contact: {
            ...optional('name', textField(contact, 'name')),
            ...optional('email', textField(contact, 'email')),
            ...optional('url', textField(contact, 'url')),
          },
        }
      : {}),
    ...(license ? { license: { ...optional('name', textField(license, 'name')), ...optional('url', textField(license, 'url')) } } : {}),
    groups: groupByTag(document, operations),
    schemas: entriesOf(schemaSource).map(([name, schema]) => ({ name, schema: schemas.sharedNodeOf(componentRef(swagger, name), schema) })),
    schemaTable: schemas.table,
  });
};
