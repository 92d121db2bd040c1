// The suggestions an autocomplete filter lists for what has been typed.

/**
 * Values containing the typed text (any case), values starting with it first, then alphabetical; values
 * already chosen are left out, and at most `limit` are listed. Empty typing lists the first values.
 */
export const suggestFilterValues = (
  values: readonly string[],
  typed: string,
  chosen: readonly string[],
  limit: number,
): readonly string[] => {
  const needle = typed.trim().toLowerCase();
  const rank = (value: string) => (value.toLowerCase().startsWith(needle) ? 0 : 1);
  return [...new Set(values)]
    .filter((value) => !chosen.includes(value) && value.toLowerCase().includes(needle))
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
    .slice(0, Math.max(0, limit));
};

/** One chosen value is sent as a plain value (the backend then requires it); several match any of them. */
export const filterValueOfChoice = (chosen: readonly string[]): string | readonly string[] | undefined =>
  chosen.length === 0 ? undefined : chosen.length === 1 ? chosen[0] : chosen;
