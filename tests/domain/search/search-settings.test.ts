import { readSearchSettings } from '../../../domain/search/search-settings';

describe('search settings (page limit 25 unless search.query.pageLimit)', () => {
  it.each<[string, unknown, number]>([
    ['no search config', undefined, 25],
    ['a configured limit', 40, 40],
    ['a limit given as text', '50', 50],
    ['zero', 0, 25],
    ['a negative limit', -5, 25],
    ['a fraction', 2.5, 25],
    ['not a number', 'many', 25],
  ])('%s gives %p', (_, pageLimit, expected) => {
    const config = pageLimit === undefined ? {} : { search: { query: { pageLimit } } };
    expect(readSearchSettings(config as never).pageLimit).toBe(expected);
  });
});
