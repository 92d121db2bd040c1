// What the spec of each core kind must hold (checked by validateEntity), following the
// Backstage kind schemas (catalog-model v1alpha1 kinds, scaffolder Template v1beta3).

/**
 * - text: a non-empty string (or a `$text`/`$json`/`$yaml` placeholder the catalog resolves later)
 * - ref / refs: an entity reference / a list of them
 * - texts: a list of non-empty strings
 */
export type SpecFieldCheck = 'text' | 'ref' | 'refs' | 'texts' | 'profile' | 'presence' | 'steps' | 'parameters' | 'object';

export interface SpecFieldRule {
  readonly field: string;
  /** `spec.<field>`: where a problem with the field is reported. */
  readonly path: string;
  readonly check: SpecFieldCheck;
  readonly required: boolean;
}

export interface KindSpec {
  readonly apiVersions: readonly string[];
  readonly fields: readonly SpecFieldRule[];
}

const BACKSTAGE_API_VERSIONS = ['backstage.io/v1alpha1', 'backstage.io/v1beta1'] as const;
const TEMPLATE_API_VERSIONS = ['scaffolder.backstage.io/v1beta3'] as const;

const required = (field: string, check: SpecFieldCheck): SpecFieldRule => ({ field, path: `spec.${field}`, check, required: true });
const optional = (field: string, check: SpecFieldCheck): SpecFieldRule => ({ field, path: `spec.${field}`, check, required: false });

/** Core kinds, keyed by their exact kind spelling. Other kinds only get the envelope and metadata checks. */
export const CORE_KIND_SPECS: Readonly<Record<string, KindSpec>> = {
  Component: {
    apiVersions: BACKSTAGE_API_VERSIONS,
    fields: [
      required('type', 'text'),
      required('lifecycle', 'text'),
      required('owner', 'ref'),
      optional('system', 'ref'),
      optional('subcomponentOf', 'ref'),
      optional('providesApis', 'refs'),
      optional('consumesApis', 'refs'),
      optional('dependsOn', 'refs'),
      optional('dependencyOf', 'refs'),
    ],
  },
  API: {
    apiVersions: BACKSTAGE_API_VERSIONS,
    fields: [
      required('type', 'text'),
      required('lifecycle', 'text'),
      required('owner', 'ref'),
      required('definition', 'text'),
      optional('system', 'ref'),
    ],
  },
  System: {
    apiVersions: BACKSTAGE_API_VERSIONS,
    fields: [required('owner', 'ref'), optional('domain', 'ref'), optional('type', 'text')],
  },
  Domain: {
    apiVersions: BACKSTAGE_API_VERSIONS,
    fields: [required('owner', 'ref'), optional('subdomainOf', 'ref'), optional('type', 'text')],
  },
  Resource: {
    apiVersions: BACKSTAGE_API_VERSIONS,
    fields: [
      required('type', 'text'),
      required('owner', 'ref'),
      optional('system', 'ref'),
      optional('dependsOn', 'refs'),
      optional('dependencyOf', 'refs'),
    ],
  },
  Group: {
    apiVersions: BACKSTAGE_API_VERSIONS,
    fields: [
      required('type', 'text'),
      required('children', 'refs'),
      optional('profile', 'profile'),
      optional('parent', 'ref'),
      optional('members', 'refs'),
    ],
  },
  User: {
    apiVersions: BACKSTAGE_API_VERSIONS,
    fields: [required('memberOf', 'refs'), optional('profile', 'profile')],
  },
  Location: {
    apiVersions: BACKSTAGE_API_VERSIONS,
    fields: [
      optional('type', 'text'),
      optional('target', 'text'),
      optional('targets', 'texts'),
      optional('presence', 'presence'),
    ],
  },
  Template: {
    apiVersions: TEMPLATE_API_VERSIONS,
    fields: [
      required('type', 'text'),
      required('steps', 'steps'),
      optional('owner', 'ref'),
      optional('lifecycle', 'text'),
      optional('parameters', 'parameters'),
      optional('output', 'object'),
    ],
  },
};

export const CORE_KINDS = Object.keys(CORE_KIND_SPECS);

/** The spec of a core kind, by its exact spelling; undefined for other kinds (including names such as `constructor`). */
export const coreKindSpec = (kind: string): KindSpec | undefined =>
  Object.hasOwn(CORE_KIND_SPECS, kind) ? CORE_KIND_SPECS[kind] : undefined;
