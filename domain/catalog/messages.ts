// Texts of the catalog, plus the
// explanations of the catalog's own parsers and validators. Functions build texts that carry a value.

export const catalogMessages = {
  // Links that follow external routes (app.routes.bindings)
  createComponent: 'Create',
  viewTechDocs: 'View TechDocs',
  launchTemplate: 'Launch Template',
  // Errors and empty states
  couldNotFetchEntities: 'Could not fetch catalog entities.',
  // The backend answers the catalog's calls with a bare 404: it has no catalog plugin.
  backendPluginMissing: 'The catalog backend plugin is not installed on this Backstage backend',
  entityNotFound: 'Entity was not found',
  noEntityOfKind: (kind: string) => `There is no ${kind} with the requested kind, namespace, and name.`,
  failedToLoadKinds: 'Failed to load entity kinds',
  failedToLoadTypes: 'Failed to load entity types',
  removedEntity: (entityName: string) => `Removed entity ${entityName}`,
  relationWarning: "This entity has relations to other entities, which can't be found in the catalog.",
  errorOriginatesFrom: 'The error below originates from',
  // Unregister dialog and location add
  unknownUnregisterState: 'Internal error: Unknown state',
  locationNotAdded: (target: string) => `Location wasn't added: ${target}`,
  // The index on a narrow screen: its filters behind a button, in a drawer
  filters: 'Filters',
} as const;

/** Why the catalog's own config keys were refused. */
export const catalogConfigMessages = {
  invalidPaginationMode: (key: string, value: string, modes: readonly string[]) =>
    `Invalid ${key} '${value}', wanted one of ${modes.join(', ')}`,
} as const;

/** Why an entity reference could not be parsed (it must be non-empty with kind, namespace, name). */
export const entityRefMessages = {
  empty: 'Entity reference must not be empty',
  malformed: (ref: string) => `Entity reference "${ref}" was not on the form [<kind>:][<namespace>/]<name>`,
  missingKind: (ref: string) =>
    `Entity reference "${ref}" had missing or empty kind (e.g. did not start with "component:" or similar)`,
  missingNamespace: (ref: string) => `Entity reference "${ref}" had missing or empty namespace`,
  missingName: (ref: string) => `Entity reference "${ref}" had missing or empty name`,
} as const;

/** Why a location reference was refused. */
export const locationRefMessages = {
  notAString: (ref: unknown) => `Unable to parse location ref ${String(ref)}, expected a string`,
  malformed: (ref: string) =>
    `Unable to parse location ref "${ref}", expected "<type>:<target>", e.g. "url:https://host/path"`,
  bareHttp: (ref: string) => `Invalid location ref "${ref}", please prefix it with url: (e.g. url:${ref})`,
  javascript: (ref: string) => `Invalid location ref "${ref}", a javascript: URL is not allowed`,
  emptyType: 'Unable to stringify location ref, empty type',
  emptyTarget: 'Unable to stringify location ref, empty target',
} as const;

/** What a valid value looks like, used by the entity validator. */
export const expectations = {
  kind: 'a kind of 1-63 letters and digits starting with a letter',
  name: 'a name of 1-63 letters, digits, "-", "_" or "." that starts and ends with a letter or digit',
  namespace: 'a namespace of 1-63 lowercase letters, digits and "-" that starts and ends with a letter or digit',
  apiVersion: 'an apiVersion of an optional DNS subdomain prefix and "/" followed by 1-63 letters and digits',
  tag: 'a tag of 1-63 lowercase letters, digits, "+" or "#", in words separated by single "-"',
  labelKey:
    'a label key of an optional DNS subdomain prefix (at most 253 characters) and "/" followed by a name of 1-63 letters, digits, "-", "_" or "." that starts and ends with a letter or digit',
  labelValue: 'an empty string or a value of 1-63 letters, digits, "-", "_" or "." that starts and ends with a letter or digit',
  annotationKey:
    'an annotation key of an optional DNS subdomain prefix (at most 253 characters) and "/" followed by a name of 1-63 letters, digits, "-", "_" or "." that starts and ends with a letter or digit',
  annotationValue: 'a string',
  nonEmptyString: 'a non-empty string',
  string: 'a string',
  object: 'an object',
  array: 'an array',
  url: 'an absolute URL such as https://example.com',
  entityRef: 'an entity reference of the form [<kind>:][<namespace>/]<name>',
  presence: '"required" or "optional"',
  statusLevel: '"info", "warning" or "error"',
  relation: 'a relation with a non-empty type and an entity reference as targetRef',
} as const;

/** Problems the entity validator reports; each names the value it found. */
export const validationMessages = {
  notAnObject: (found: string) => `the entity must be an object, but found ${found}`,
  required: (expected: string) => `is required; expected ${expected}`,
  invalid: (expected: string, found: string) => `expected ${expected}, but found ${found}`,
  unknownRootField: (field: string) =>
    `unknown root field "${field}"; an entity may only have apiVersion, kind, metadata, spec, relations and status`,
  unsupportedApiVersion: (kind: string, found: string, allowed: readonly string[]) =>
    `kind ${kind} does not support apiVersion ${found}; expected one of ${allowed.join(', ')}`,
} as const;
