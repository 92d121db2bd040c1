// The three ways the search page offers the result types. The portal's config picks one; the accordion is
// the default because it also shows each type's count without taking room above the results.

export const TYPE_FILTER_VARIANTS = ['accordion', 'tabs', 'chips'] as const;
export type TypeFilterVariant = (typeof TYPE_FILTER_VARIANTS)[number];

export const DEFAULT_TYPE_FILTER_VARIANT: TypeFilterVariant = 'accordion';

export const isTypeFilterVariant = (value: unknown): value is TypeFilterVariant =>
  typeof value === 'string' && (TYPE_FILTER_VARIANTS as readonly string[]).includes(value);

/** Any spelling case is accepted; an unknown value falls back to the default. */
export const parseTypeFilterVariant = (value: string | undefined): TypeFilterVariant => {
  const normalised = value?.trim().toLowerCase();
  return isTypeFilterVariant(normalised) ? normalised : DEFAULT_TYPE_FILTER_VARIANT;
};
