// The kinds the catalog knows: its built-in kinds, spelt exactly (Component, API, …), plus the custom kinds an
// installation adds. The catalog backend refuses an entity of any other kind, so a validation that should agree
// with it refuses them too, and suggests the spelling that was probably meant (`component` → `Component`).
import * as E from 'fp-ts/Either';
import type { ReadonlyNonEmptyArray } from 'fp-ts/ReadonlyNonEmptyArray';
import { isRecord } from './field-validators';
import { CORE_KINDS } from './kind-specs';
import { validateEntity, type ValidationResult } from './validation';
import type { ValidationProblem } from './validation-problems';

/** The built-in kinds, in the order the catalog documents them. */
export const BUILT_IN_KINDS: readonly string[] = CORE_KINDS;

export const knownKindMessages = {
  unknownKind: (kind: string, suggestion: string | undefined) =>
    suggestion === undefined
      ? `unknown kind ${JSON.stringify(kind)}: the catalog knows ${BUILT_IN_KINDS.join(', ')} and the custom kinds it is told of`
      : `unknown kind ${JSON.stringify(kind)}: did you mean ${JSON.stringify(suggestion)}?`,
} as const;

/** How far (in edits) a misspelling may be from a kind for that kind to be suggested. */
const MAX_SUGGESTION_DISTANCE = 2;

/** Edits (insert, delete, replace, swap two neighbours) between two short words, case ignored. */
const editDistance = (a: string, b: string): number => {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  const rows: number[][] = Array.from({ length: x.length + 1 }, (_, i) => Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= x.length; i++) {
    for (let j = 1; j <= y.length; j++) {
      const row = rows[i] as number[];
      const above = rows[i - 1] as number[];
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let best = Math.min((above[j] as number) + 1, (row[j - 1] as number) + 1, (above[j - 1] as number) + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) best = Math.min(best, ((rows[i - 2] as number[])[j - 2] as number) + 1);
      row[j] = best;
    }
  }
  return (rows[x.length] as number[])[y.length] as number;
};

/** The known kind a misspelt one most likely means: the same letters in another case, else the nearest. */
export const suggestKind = (kind: string, known: readonly string[]): string | undefined => {
  const lower = kind.toLowerCase();
  const sameLetters = known.find((candidate) => candidate.toLowerCase() === lower);
  if (sameLetters !== undefined) return sameLetters;
  let best: { kind: string; distance: number } | undefined;
  for (const candidate of known) {
    if (Math.abs(candidate.length - kind.length) > MAX_SUGGESTION_DISTANCE) continue;
    const distance = editDistance(kind, candidate);
    if (distance <= MAX_SUGGESTION_DISTANCE && (best === undefined || distance < best.distance)) best = { kind: candidate, distance };
  }
  return best?.kind;
};

/** The problem with an entity's kind when the catalog does not know it, else undefined. */
export const unknownKindProblem = (kind: string, customKinds: readonly string[] = []): ValidationProblem | undefined => {
  if (BUILT_IN_KINDS.includes(kind) || customKinds.includes(kind)) return undefined;
  return { path: 'kind', message: knownKindMessages.unknownKind(kind, suggestKind(kind, [...BUILT_IN_KINDS, ...customKinds])) };
};

/**
 * `validateEntity`, and the kind must be a built-in one or one of `customKinds` (exact spelling). The kind problem
 * comes first: it is what the catalog backend would answer.
 */
export const validateEntityOfKnownKind = (input: unknown, customKinds: readonly string[] = []): ValidationResult => {
  const result = validateEntity(input);
  const kind = isRecord(input) ? input.kind : undefined;
  // A missing or malformed kind is reported by validateEntity already.
  const kindProblem = typeof kind === 'string' && (E.isRight(result) || !result.left.some((p) => p.path === 'kind')) ? unknownKindProblem(kind, customKinds) : undefined;
  if (kindProblem === undefined) return result;
  const problems: ReadonlyNonEmptyArray<ValidationProblem> = E.isLeft(result) ? [kindProblem, ...result.left] : [kindProblem];
  return E.left(problems);
};
