import fc from 'fast-check';
import { DEFAULT_TEXT_SIZE, TEXT_SIZE_STEPS } from '../../../domain/docs/constants';
import { parseStoredTextSize, stepTextSize, textSizeIndex } from '../../../domain/docs/text-size';

describe('text size', () => {
  it('has the five steps 90, 100, 115, 130, 150 and defaults to 100', () => {
    expect(TEXT_SIZE_STEPS).toEqual([90, 100, 115, 130, 150]);
    expect(DEFAULT_TEXT_SIZE).toBe(100);
  });

  it.each<[number, number, number]>([
    [100, 1, 115],
    [115, 1, 130],
    [130, 1, 150],
    [150, 1, 150],
    [100, -1, 90],
    [90, -1, 90],
    [90, 4, 150],
    [150, -4, 90],
    [77, 1, 115],
  ])('from %p, %p step(s) is %p', (from, delta, to) => {
    expect(stepTextSize(from, delta)).toBe(to);
  });

  it.each<[string | null, number]>([
    [null, 100],
    ['115', 115],
    ['90', 90],
    ['150', 150],
    ['120', 100],
    ['abc', 100],
    ['', 100],
    ['-90', 100],
  ])('a stored %p reads as %p', (raw, value) => {
    expect(parseStoredTextSize(raw)).toBe(value);
  });

  it('only ever gives one of the steps (property)', () => {
    fc.assert(
      fc.property(fc.double(), fc.integer({ min: -10, max: 10 }), fc.string(), (value, delta, raw) => {
        expect(TEXT_SIZE_STEPS).toContain(stepTextSize(value, delta));
        expect(TEXT_SIZE_STEPS).toContain(parseStoredTextSize(raw));
      }),
    );
  });

  it('maps each step to its slider position; anything else sits at the default', () => {
    expect(TEXT_SIZE_STEPS.map(textSizeIndex)).toEqual([0, 1, 2, 3, 4]);
    expect(textSizeIndex(131)).toBe(1);
  });
});
