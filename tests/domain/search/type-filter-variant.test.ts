import { readSearchSettings } from '../../../domain/search/search-settings';
import { parseTypeFilterVariant } from '../../../domain/search/type-filter-variant';

describe('the type filter variant from search.typeFilter', () => {
  it.each<[string | undefined, string]>([
    [undefined, 'accordion'],
    ['accordion', 'accordion'],
    ['tabs', 'tabs'],
    [' Chips ', 'chips'],
    ['dropdown', 'accordion'],
  ])('%p gives %p', (value, expected) => {
    expect(parseTypeFilterVariant(value)).toBe(expected);
  });

  it('is read from the config next to the page limit', () => {
    expect(readSearchSettings({ search: { typeFilter: 'tabs', query: { pageLimit: 10 } } })).toEqual({ pageLimit: 10, typeFilter: 'tabs' });
    expect(readSearchSettings({})).toEqual({ pageLimit: 25, typeFilter: 'accordion' });
    expect(readSearchSettings({ search: { typeFilter: 3 } }).typeFilter).toBe('accordion');
  });
});
