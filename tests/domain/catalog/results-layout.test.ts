import { activeFilterCount, catalogResultsLayout } from '../../../domain/catalog/results-layout';

const COMPONENT_COLUMNS = ['name', 'system', 'owner', 'type', 'lifecycle', 'description', 'tags'];
const USER_COLUMNS = ['name', 'email', 'description', 'tags'];

describe('the catalog index layout for the width it has', () => {
  it.each([
    [0, 'table'],
    [868, 'table'],
    [835, 'table'],
    [834, 'compact-table'],
    [708, 'compact-table'],
    [625, 'compact-table'],
    [624, 'list'],
    [452, 'list'],
    [326, 'list'],
  ])('a component table %i px wide is laid out as a %s', (width, layout) => {
    expect(catalogResultsLayout(width, COMPONENT_COLUMNS)).toBe(layout);
  });

  it('keeps fewer columns as a table, then a compact table, in less room', () => {
    expect(catalogResultsLayout(520, USER_COLUMNS)).toBe('table');
    expect(catalogResultsLayout(400, USER_COLUMNS)).toBe('compact-table');
    expect(catalogResultsLayout(300, USER_COLUMNS)).toBe('list');
  });

  it('goes from table to list when there is nothing to fold', () => {
    expect(catalogResultsLayout(300, ['name', 'type', 'targets'])).toBe('list');
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
