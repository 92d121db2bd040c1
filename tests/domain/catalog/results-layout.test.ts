import { activeFilterCount, catalogResultsLayout } from '../../../domain/catalog/results-layout';

const COMPONENT_COLUMNS = ['name', 'system', 'owner', 'type', 'lifecycle', 'description', 'tags'];
const USER_COLUMNS = ['name', 'email', 'description', 'tags'];

describe('the catalog index layout for the width it has', () => {
  it.each([
    [0, 'table'],
    [868, 'table'],
    [800, 'table'],
    [799, 'compact-table'],
    [708, 'compact-table'],
    [700, 'compact-table'],
    [699, 'list'],
    [452, 'list'],
    [326, 'list'],
  ])('a component table %i px wide is laid out as a %s', (width, layout) => {
    expect(catalogResultsLayout(width, COMPONENT_COLUMNS)).toBe(layout);
  });

  it('keeps fewer columns as a table, then a compact table, in less room', () => {
    expect(catalogResultsLayout(500, USER_COLUMNS)).toBe('table');
    expect(catalogResultsLayout(400, USER_COLUMNS)).toBe('compact-table');
    expect(catalogResultsLayout(399, USER_COLUMNS)).toBe('list');
  });

  it('goes from table to list when there is no description to take the tags', () => {
    expect(catalogResultsLayout(400, ['name', 'type', 'targets', 'tags'])).toBe('list');
  });
});

describe('the count of active filters', () => {
  it('is nothing for a kind alone', () => {
    expect(activeFilterCount({ kind: 'component' })).toBe(0);
    expect(activeFilterCount({ kind: 'component', user: 'all', text: '  ' })).toBe(0);
  });

  it('counts the text, owned or starred, every checked value and each status box', () => {
    expect(
      activeFilterCount({ kind: 'component', text: 'pay', user: 'owned', type: ['service'], owners: ['team-a', 'user:b'], tags: ['go'], orphan: true, hasErrors: true }),
    ).toBe(8);
  });
});
