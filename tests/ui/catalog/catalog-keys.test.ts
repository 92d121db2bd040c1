import { catalogKeys } from '../../../ui/catalog/hooks/keys';

describe('catalogKeys', () => {
  it('shares one filter-options entry for "no kind" and the empty kind', () => {
    expect(catalogKeys.filterOptions(undefined)).toEqual(catalogKeys.filterOptions(''));
  });

  it('asks for processing errors again when the entity changes (its etag)', () => {
    expect(catalogKeys.processingErrors('component:default/a', 'e1')).not.toEqual(catalogKeys.processingErrors('component:default/a', 'e2'));
    expect(catalogKeys.processingErrors('component:default/a', undefined)).toEqual(['catalog', 'processing-errors', 'component:default/a', '']);
  });

  it('keeps a count per filters and scope', () => {
    expect(catalogKeys.count({ kind: 'api' }, ['user:default/a', ''])).toEqual(['catalog', 'count', { kind: 'api' }, 'user:default/a', '']);
  });
});
