// API docs texts. The API id message is Backstage's wording of the API id rule; the rest is Portico wording.

export const apiDocsMessages = {
  invalidApiId: (id: string) => `API id must only contain period separated lowercase alphanum tokens with dashes, got '${id}'`,
  duplicateWidget: (id: string) => `Duplicate API definition widget: ${id}`,

  explorerTitle: 'APIs',
  explorerSubtitle: 'The APIs of the catalog',
  sidebarLabel: 'APIs',
  registerExisting: 'Register Existing API',
  noApis: 'No APIs match the filters.',
  couldNotLoadApis: 'Could not load the APIs.',

  definitionTab: 'Definition',
  apiTab: 'API',
  rawTab: 'Raw',
  providedBy: 'Provided by',
  noProvider: 'No component in the catalog provides this API.',
  copyDefinition: 'Copy',
  copyDefinitionLabel: 'Copy the definition',
  theDefinition: 'the definition',
  noDefinition: 'This API has no definition.',
  unknownType: (type: string) => `No viewer for API type "${type}": the definition is shown as text.`,
  loadingViewer: 'Loading the definition viewer',
  notAnOpenApiDocument: 'The definition is not an OpenAPI document (no "openapi" or "swagger" field).',
  notAnAsyncApiDocument: 'The definition is not an AsyncAPI document (no "asyncapi" field).',
  unreadableDefinition: (reason: string) => `The definition could not be read: ${reason}`,
  cannotShow: (kind: string) => `Cannot show this ${kind} definition`,

  providedApis: 'Provided APIs',
  consumedApis: 'Consumed APIs',
  noProvidedApis: 'This component does not provide any APIs.',
  noConsumedApis: 'This component does not consume any APIs.',
  missingApis: (refs: string) => `Not in the catalog: ${refs}`,
  couldNotLoadRelatedApis: 'Could not load the related APIs.',

  noOperations: 'This document describes no operations.',
  noChannels: 'This document describes no channels.',
  noTypes: 'This schema defines no types.',
  noServices: 'This file defines no services.',
  noProcedures: 'No tRPC router with procedures was found in this definition.',
  deprecated: 'deprecated',
  required: 'required',
} as const;
