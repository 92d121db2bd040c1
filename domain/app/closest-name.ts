// "Did you mean …": the known name a misspelt one most likely means.

/** Edits (insert, delete, replace, swap two neighbours) from one text to another, case ignored. */
export const editDistance = (a: string, b: string): number => {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  // Three rows of the table are enough: the one being filled, the one above and the one above that (for swaps).
  let twoAbove: number[] = [];
  let above = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const row = [i];
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let best = Math.min(above[j]! + 1, row[j - 1]! + 1, above[j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) best = Math.min(best, twoAbove[j - 2]! + 1);
      row.push(best);
    }
    twoAbove = above;
    above = row;
  }
  return above[y.length]!;
};

/**
 * The known name nearest to `name`, when it is near enough to be a misspelling of it: within a third of its length
 * in edits (at least two). Ties go to the name listed first.
 */
export const closestName = (name: string, known: readonly string[]): string | undefined => {
  const allowed = Math.max(2, Math.floor(name.length / 3));
  let best: { readonly name: string; readonly distance: number } | undefined;
  for (const candidate of known) {
    if (Math.abs(candidate.length - name.length) > allowed) continue;
    const distance = editDistance(name, candidate);
    if (distance <= allowed && (best === undefined || distance < best.distance)) best = { name: candidate, distance };
  }
  return best?.name;
};
