// Rules of the entity pickers: catalog filters from ui:options, option labels without the
// default kind and namespace, free-text values, the owner picker's defaults and auto-selection of the only option.
import * as E from 'fp-ts/Either';
import { parseEntityRef, stringifyEntityRef, type CompoundEntityRef } from '../catalog/entity-ref';
import { DEFAULT_NAMESPACE, DEFAULT_OWNER_KIND, DEFAULT_OWNER_KINDS } from './constants';

/** A value of a catalog filter: one value, any of several, or "the field exists". */
export type CatalogFilterValue = string | readonly string[] | { readonly exists: true };
/** Keys are entity fields (`kind`, `spec.type`, `relations.ownedBy`); every key must match. */
export type CatalogFilter = Readonly<Record<string, CatalogFilterValue>>;

export interface PickerRefDefaults {
  readonly defaultKind?: string;
  /** A namespace to omit from labels; `false` keeps every namespace. Default 'default'. */
  readonly defaultNamespace?: string | false;
}

const isObject = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const filterValueOf = (value: unknown): CatalogFilterValue | undefined => {
  if (Array.isArray(value)) return value.map(String);
  if (isObject(value)) return value['exists'] ? { exists: true } : undefined;
  if (value === undefined || value === null) return undefined;
  return String(value);
};

const filterOf = (raw: Readonly<Record<string, unknown>>): CatalogFilter => {
  const filter: Record<string, CatalogFilterValue> = {};
  for (const [key, value] of Object.entries(raw)) {
    const converted = filterValueOf(value);
    if (converted !== undefined) filter[key] = converted;
  }
  return filter;
};

/**
 * The catalog filters of a picker: `catalogFilter` (one object or a list meaning "any of"), else the legacy
 * `allowedKinds`, else `fallback`. An empty list means "no filter".
 */
export const pickerCatalogFilters = (
  options: Readonly<Record<string, unknown>>,
  fallback: readonly CatalogFilter[] = [],
): readonly CatalogFilter[] => {
  const catalogFilter = options['catalogFilter'];
  if (Array.isArray(catalogFilter)) return catalogFilter.filter(isObject).map(filterOf);
  if (isObject(catalogFilter)) return [filterOf(catalogFilter)];
  const allowedKinds = options['allowedKinds'];
  if (Array.isArray(allowedKinds)) return [{ kind: allowedKinds.map(String) }];
  return fallback;
};

/** Owner picker: kinds Group and User unless the template says otherwise; default kind Group. */
export const ownerPickerSettings = (
  options: Readonly<Record<string, unknown>>,
): { readonly filters: readonly CatalogFilter[]; readonly defaultKind: string } => ({
  filters: pickerCatalogFilters(options, [{ kind: [...DEFAULT_OWNER_KINDS] }]),
  defaultKind: DEFAULT_OWNER_KIND,
});

/** Adds a constraint to every filter (e.g. ownership), or makes it the only filter. */
export const withConstraint = (filters: readonly CatalogFilter[], key: string, value: CatalogFilterValue): readonly CatalogFilter[] =>
  filters.length === 0 ? [{ [key]: value }] : filters.map((filter) => ({ ...filter, [key]: value }));

/** `[kind:][namespace/]name` with the default kind and namespace left out; the kind in lower case. */
export const humanizeEntityRef = (ref: CompoundEntityRef, defaults: PickerRefDefaults = {}): string => {
  const omitKind = defaults.defaultKind !== undefined && ref.kind.toLocaleLowerCase('en-US') === defaults.defaultKind.toLocaleLowerCase('en-US');
  const defaultNamespace = defaults.defaultNamespace === undefined ? DEFAULT_NAMESPACE : defaults.defaultNamespace;
  const omitNamespace = defaultNamespace !== false && ref.namespace.toLocaleLowerCase('en-US') === defaultNamespace.toLocaleLowerCase('en-US');
  return `${omitKind ? '' : `${ref.kind.toLocaleLowerCase('en-US')}:`}${omitNamespace ? '' : `${ref.namespace}/`}${ref.name}`;
};

/** Label of a stored value (a full ref) in the picker; values that are not refs are shown as they are. */
export const pickerValueLabel = (value: string, defaults: PickerRefDefaults = {}): string => {
  const parsed = parseEntityRef(value, { ...(defaults.defaultKind ? { defaultKind: defaults.defaultKind } : {}), ...namespaceContext(defaults) });
  return E.isRight(parsed) ? humanizeEntityRef(parsed.right, defaults) : value;
};

const namespaceContext = (defaults: PickerRefDefaults): { defaultNamespace?: string } =>
  typeof defaults.defaultNamespace === 'string' ? { defaultNamespace: defaults.defaultNamespace } : {};

/** Typed text becomes a full ref when it parses with the picker's defaults, else it is kept as typed. */
export const freeTextValue = (text: string, defaults: PickerRefDefaults = {}): string => {
  const trimmed = text.trim();
  if (!defaults.defaultKind && !trimmed.includes(':')) return trimmed;
  const parsed = parseEntityRef(trimmed, { ...(defaults.defaultKind ? { defaultKind: defaults.defaultKind } : {}), ...namespaceContext(defaults) });
  return E.isRight(parsed) ? stringifyEntityRef(parsed.right) : trimmed;
};

/** Arbitrary values are allowed unless the template says `allowArbitraryValues: false`. */
export const allowsArbitraryValues = (options: Readonly<Record<string, unknown>>): boolean => options['allowArbitraryValues'] !== false;

/** The only option is chosen when the field is required and arbitrary values are disallowed. */
export const shouldAutoSelect = (optionCount: number, required: boolean, allowArbitrary: boolean): boolean =>
  optionCount === 1 && required && !allowArbitrary;

/** Height of a virtualised option list: at most 10.5 rows of 36 px. */
export const virtualListHeight = (count: number, rowHeight: number, visibleRows: number): number =>
  Math.min(count, visibleRows) * rowHeight;

/** The rows to render for a scroll position, with a small overscan on both sides. */
export const visibleRowRange = (
  scrollTop: number,
  count: number,
  rowHeight: number,
  visibleRows: number,
  overscan = 3,
): { readonly start: number; readonly end: number } => {
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  return { start: Math.max(0, first - overscan), end: Math.min(count, first + Math.ceil(visibleRows) + overscan) };
};
