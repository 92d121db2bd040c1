import { chooseSingleType, singleChosenType, toggleType } from '../../../domain/search/type-selection';

const OFFERED = ['software-catalog', 'techdocs'];

describe('type selection', () => {
  it('chooses one type, or every type with none', () => {
    expect(chooseSingleType('techdocs')).toEqual(['techdocs']);
    expect(chooseSingleType(undefined)).toEqual([]);
    expect(singleChosenType(['techdocs'])).toBe('techdocs');
    expect(singleChosenType([])).toBeUndefined();
    expect(singleChosenType(OFFERED)).toBeUndefined();
  });

  it('switches chips on and off, keeping the offered order and types it does not know', () => {
    expect(toggleType([], 'techdocs', true, OFFERED)).toEqual(['techdocs']);
    expect(toggleType(['techdocs'], 'software-catalog', true, OFFERED)).toEqual(['software-catalog', 'techdocs']);
    expect(toggleType(['software-catalog', 'techdocs'], 'software-catalog', false, OFFERED)).toEqual(['techdocs']);
    expect(toggleType(['techdocs'], 'techdocs', true, OFFERED)).toEqual(['techdocs']);
    expect(toggleType(['adr'], 'techdocs', true, OFFERED)).toEqual(['techdocs', 'adr']);
  });
});
