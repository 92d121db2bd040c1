import { IconNames as blueprintIconNames, IconNamesSet as blueprintIconNamesSet } from '@blueprintjs/icons/lib/esm/iconNames';
import { IconNames, IconNamesSet } from '../../../config/browser/blueprint-icon-names';

describe('Blueprint icon names built on first read', () => {
  it("holds Blueprint's own tables: every key, in the same order, with the same name", () => {
    expect(Object.keys(IconNames)).toEqual(Object.keys(blueprintIconNames));
    expect({ ...IconNames }).toEqual({ ...blueprintIconNames });
    expect(Object.values(IconNames)).toEqual(Object.values(blueprintIconNames));
    expect([...IconNamesSet]).toEqual([...blueprintIconNamesSet]);
  });

  it('answers lookups by either key and membership like a plain object', () => {
    expect(IconNames.ChevronLeft).toBe('chevron-left');
    expect(IconNames.CHEVRON_LEFT).toBe('chevron-left');
    expect('TickCircle' in IconNames).toBe(true);
    expect('NoSuchIcon' in IconNames).toBe(false);
    expect(IconNames.NoSuchIcon).toBeUndefined();
    expect(IconNamesSet.has('tick-circle')).toBe(true);
  });

  it('cannot be changed', () => {
    expect(() => {
      (IconNames as Record<string, string>).ChevronLeft = 'other';
    }).toThrow(TypeError);
    expect(IconNames.ChevronLeft).toBe('chevron-left');
  });
});
