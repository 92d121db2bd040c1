import { filterFlags, registeredFlags, type RegisteredFeatureFlag } from '../../../domain/settings/feature-flag-list';

const flag = (name: string, description: string, pluginId = 'techdocs'): RegisteredFeatureFlag => ({ name, description, pluginId });
const wide = flag('techdocs-wide-content', 'Show documentation pages at full width');
const refs = flag('command-palette-show-refs', 'Show entity references', 'command-palette');

describe('feature flag list', () => {
  it('drops invalid names and keeps the first registration of a name', () => {
    expect(registeredFlags([wide, flag('Bad_Name', 'x'), flag('ab', 'too short'), { ...wide, description: 'again' }, refs])).toEqual([wide, refs]);
  });

  it.each<[string, string[]]>([
    ['', ['techdocs-wide-content', 'command-palette-show-refs']],
    ['palette', ['command-palette-show-refs']],
    ['FULL width', ['techdocs-wide-content']],
    ['techdocs', ['techdocs-wide-content']],
    ['palette width', []],
    ['show references', ['command-palette-show-refs']],
  ])('the filter %p shows %p', (filter, names) => {
    expect(filterFlags([wide, refs], filter).map((item) => item.name)).toEqual(names);
  });
});
