import { filterValueOfChoice, suggestFilterValues } from '../../../domain/search/filter-suggestions';

const OWNERS = ['user:default/john.smith', 'group:default/team-storefront', 'group:default/team-payments', 'group:default/team-payments'];

describe('filter suggestions', () => {
  it('lists values containing the typed text in any case, those starting with it first', () => {
    expect(suggestFilterValues(OWNERS, 'TEAM', [], 10)).toEqual(['group:default/team-payments', 'group:default/team-storefront']);
    expect(suggestFilterValues(['b-team', 'team-a', 'a-team'], 'team', [], 10)).toEqual(['team-a', 'a-team', 'b-team']);
  });

  it('leaves out chosen values and duplicates, and lists at most the limit', () => {
    expect(suggestFilterValues(OWNERS, '', ['group:default/team-storefront'], 10)).toEqual(['group:default/team-payments', 'user:default/john.smith']);
    expect(suggestFilterValues(OWNERS, 'default', [], 2)).toHaveLength(2);
    expect(suggestFilterValues(OWNERS, 'nobody', [], 10)).toEqual([]);
  });

  it('sends one chosen value plainly and several as a list', () => {
    expect(filterValueOfChoice([])).toBeUndefined();
    expect(filterValueOfChoice(['a'])).toBe('a');
    expect(filterValueOfChoice(['a', 'b'])).toEqual(['a', 'b']);
  });
});
