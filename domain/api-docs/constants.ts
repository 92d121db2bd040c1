// API docs constants: definition types openapi, asyncapi, graphql, grpc and trpc; route references api-docs
// and register-component.

/** API definition types that have their own viewer; any other type is shown as plain text. */
export const API_DEFINITION_TYPES = ['openapi', 'asyncapi', 'graphql', 'grpc', 'trpc'] as const;
export type ApiDefinitionType = (typeof API_DEFINITION_TYPES)[number];

/** The API explorer's route and the default target of its optional register-component external route. */
export const API_DOCS_PATH = '/api-docs';
export const REGISTER_COMPONENT_DEFAULT_PATH = '/catalog-import';

/** The plugin's id and its config API id (both follow the API id rule). */
export const API_DOCS_PLUGIN_ID = 'api-docs';
export const API_DOCS_CONFIG_API_ID = 'plugin.api-docs.config';

/** Schemas are expanded this many levels deep; deeper parts are shown by name only (hostile documents stay small). */
export const SCHEMA_MAX_DEPTH = 8;

/** The entity kind whose pages get the Definition tab, and the kind whose pages get the API tab. */
export const API_KIND = 'api';
export const COMPONENT_KIND = 'component';

/** The Definition tab's path below an API entity's page. */
export const DEFINITION_TAB_PATH = 'definition';
