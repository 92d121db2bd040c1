// Splitting refs for POST /entities/by-refs: at most 1000 refs and about
// 92160 characters per call, counting 3 extra characters per ref for the JSON quoting.
import {
  BY_REFS_EXTRA_CHARS_PER_REF,
  BY_REFS_MAX_CHARS_PER_CHUNK,
  BY_REFS_MAX_REFS_PER_CHUNK,
} from './constants';

export interface ChunkLimits {
  readonly maxRefs: number;
  readonly maxChars: number;
  readonly extraCharsPerRef: number;
}

export const BY_REFS_CHUNK_LIMITS: ChunkLimits = {
  maxRefs: BY_REFS_MAX_REFS_PER_CHUNK,
  maxChars: BY_REFS_MAX_CHARS_PER_CHUNK,
  extraCharsPerRef: BY_REFS_EXTRA_CHARS_PER_REF,
};

/**
 * Consecutive chunks, in order, that together hold every ref once. A chunk closes before a ref
 * that would push it over a limit; a single ref longer than the character limit gets a chunk
 * of its own. No refs, no chunks.
 */
export const splitRefsIntoChunks = (
  refs: readonly string[],
  limits: ChunkLimits = BY_REFS_CHUNK_LIMITS,
): readonly (readonly string[])[] => {
  const chunks: string[][] = [];
  let start = 0;
  let chars = 0;
  for (let i = 0; i < refs.length; i++) {
    const size = (refs[i] as string).length + limits.extraCharsPerRef;
    const count = i - start;
    if (count > 0 && (chars + size > limits.maxChars || count + 1 > limits.maxRefs)) {
      chunks.push(refs.slice(start, i));
      start = i;
      chars = 0;
    }
    chars += size;
  }
  if (refs.length > start) chunks.push(refs.slice(start));
  return chunks;
};
