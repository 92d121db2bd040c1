import fc from 'fast-check';
import { BY_REFS_CHUNK_LIMITS, splitRefsIntoChunks, type ChunkLimits } from '../../../domain/catalog/by-refs-chunks';

const refs = (count: number): string[] => Array.from({ length: count }, (_, i) => `component:default/c${i}`);

const chars = (chunk: readonly string[], limits: ChunkLimits = BY_REFS_CHUNK_LIMITS): number =>
  chunk.reduce((sum, ref) => sum + ref.length + limits.extraCharsPerRef, 0);

describe('splitRefsIntoChunks', () => {
  it('uses the limits: 1000 refs, 92160 characters, 3 extra per ref', () => {
    expect(BY_REFS_CHUNK_LIMITS).toEqual({ maxRefs: 1000, maxChars: 92160, extraCharsPerRef: 3 });
  });

  it('makes no chunk for no refs', () => {
    expect(splitRefsIntoChunks([])).toEqual([]);
  });

  it.each([
    [1, [1]],
    [1000, [1000]],
    [1001, [1000, 1]],
    [2500, [1000, 1000, 500]],
  ])('splits %i short refs into chunks of %j', (count, sizes) => {
    expect(splitRefsIntoChunks(refs(count)).map((chunk) => chunk.length)).toEqual(sizes);
  });

  it('closes a chunk at about 92160 characters', () => {
    // 500 refs of 197 characters = 500 * 200 = 100000 characters: 460 fit (92000), the 461st would not.
    const long = Array.from({ length: 500 }, (_, i) => `component:default/${'x'.repeat(176)}${String(i).padStart(3, '0')}`);
    expect(long[0]).toHaveLength(197);
    const chunks = splitRefsIntoChunks(long);
    expect(chunks.map((chunk) => chunk.length)).toEqual([460, 40]);
    expect(chars(chunks[0]!)).toBe(92000);
  });

  it('gives a single over-long ref a chunk of its own', () => {
    const huge = 'x'.repeat(100_000);
    expect(splitRefsIntoChunks(['a', huge, 'b'])).toEqual([['a'], [huge], ['b']]);
  });
});

describe('properties', () => {
  const limits = fc.record({
    maxRefs: fc.integer({ min: 1, max: 10 }),
    maxChars: fc.integer({ min: 1, max: 80 }),
    extraCharsPerRef: fc.integer({ min: 0, max: 3 }),
  });
  const refList = fc.array(fc.string({ maxLength: 30 }), { maxLength: 60 });

  it('keeps every ref once, in order, in non-empty chunks within the limits', () => {
    fc.assert(
      fc.property(refList, limits, (list, lim) => {
        const chunks = splitRefsIntoChunks(list, lim);
        expect(chunks.flat()).toEqual(list);
        for (const chunk of chunks) {
          expect(chunk.length).toBeGreaterThan(0);
          expect(chunk.length).toBeLessThanOrEqual(lim.maxRefs);
          if (chunk.length > 1) expect(chars(chunk, lim)).toBeLessThanOrEqual(lim.maxChars);
        }
      }),
    );
  });

  it('fills chunks greedily: the first ref of a chunk did not fit into the one before', () => {
    fc.assert(
      fc.property(refList, limits, (list, lim) => {
        const chunks = splitRefsIntoChunks(list, lim);
        for (let i = 1; i < chunks.length; i++) {
          const previous = chunks[i - 1]!;
          const next = chunks[i]![0]!;
          const wouldFit = previous.length + 1 <= lim.maxRefs && chars([...previous, next], lim) <= lim.maxChars;
          expect(wouldFit).toBe(false);
        }
      }),
    );
  });
});
