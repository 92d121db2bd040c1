// Which of a facet's values a filter shows as checkboxes. A 100,000-entity catalog has thousands of
// owners; rendering all of them costs seconds, so a filter shows a few and a finder narrows the rest.

/** How many values a facet filter shows before it asks the user to type. */
export const FACET_VISIBLE_OPTIONS = 20;

export interface VisibleFacetOptions<T> {
  /** Selected values first (always shown, whatever the query), then the first matches. */
  readonly shown: readonly T[];
  /** Matching values left out. */
  readonly hidden: number;
}

/**
 * The values to show for `query` (case-insensitive, every word must occur in the value), keeping the
 * order of `values`, at most `limit` of them beside the selected ones.
 */
export const visibleFacetOptions = <T extends { readonly value: string }>(
  values: readonly T[],
  selected: readonly string[] | undefined,
  query: string,
  limit: number = FACET_VISIBLE_OPTIONS,
): VisibleFacetOptions<T> => {
  const selectedSet = new Set((selected ?? []).map((value) => value.toLowerCase()));
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const chosen: T[] = [];
  const matches: T[] = [];
  let hidden = 0;
  for (const option of values) {
    const value = option.value.toLowerCase();
    if (selectedSet.has(value)) chosen.push(option);
    else if (words.every((word) => value.includes(word))) {
      if (matches.length < limit) matches.push(option);
      else hidden += 1;
    }
  }
  return { shown: [...chosen, ...matches], hidden };
};
