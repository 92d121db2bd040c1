import type { Entity } from '../../../domain/catalog/entity';
import { filterTemplates, groupTemplates, templateFacets } from '../../../domain/scaffolder';

const template = (name: string, tags: string[] = [], type = 'service', title?: string): Entity => ({
  apiVersion: 'scaffolder.backstage.io/v1beta3',
  kind: 'Template',
  metadata: { name, tags, ...(title ? { title } : {}), description: `${name} description` },
  spec: { type },
});

const a = template('node', ['recommended', 'typescript'], 'Service', 'Node.js service');
const b = template('docs', ['docs'], 'documentation');
const c = template('lib', ['typescript'], 'library');

describe('template groups', () => {
  it("puts every template under 'Templates' without configured groups", () => {
    expect(groupTemplates([a, b]).map((group) => [group.title, group.templates.map((t) => t.metadata.name)])).toEqual([['Templates', ['node', 'docs']]]);
  });

  it("puts the rest under 'Other Templates' after the configured groups, and leaves empty groups out", () => {
    const groups = [
      { title: 'Recommended', filter: (t: Entity) => (t.metadata.tags ?? []).includes('recommended') },
      { title: 'Empty', filter: () => false },
    ];
    expect(groupTemplates([a, b, c], groups).map((group) => [group.title, group.templates.map((t) => t.metadata.name)])).toEqual([
      ['Recommended', ['node']],
      ['Other Templates', ['docs', 'lib']],
    ]);
    expect(groupTemplates([], groups)).toEqual([]);
  });

  it('filters by words, lowercase categories and every chosen tag', () => {
    expect(filterTemplates([a, b, c], { search: 'node SERVICE', categories: [], tags: [] })).toEqual([a]);
    expect(filterTemplates([a, b, c], { search: '', categories: ['service'], tags: [] })).toEqual([a]);
    expect(filterTemplates([a, b, c], { search: '', categories: [], tags: ['typescript'] })).toEqual([a, c]);
    expect(filterTemplates([a, b, c], { search: '', categories: [], tags: ['typescript', 'recommended'] })).toEqual([a]);
    expect(filterTemplates([a, b, c], { search: 'nothing-matches', categories: [], tags: [] })).toEqual([]);
  });

  it('offers the categories and tags the templates have', () => {
    expect(templateFacets([a, b, c])).toEqual({ categories: ['documentation', 'library', 'service'], tags: ['docs', 'recommended', 'typescript'] });
  });
});
