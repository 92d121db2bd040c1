import * as E from 'fp-ts/Either';
import fc from 'fast-check';
import { ConfigView, type JsonObject } from '../../../domain/app/config-values';
import { readCatalogIndexPagination } from '../../../domain/catalog/index-pagination';

const read = (catalog: JsonObject | undefined) =>
  readCatalogIndexPagination(ConfigView.fromData(catalog === undefined ? {} : { catalog }, 'app-config.yaml'));

describe('catalog.index.pagination', () => {
  it('is absent unless configured', () => {
    expect(read(undefined)).toEqual(E.right(undefined));
    expect(read({ locations: [] })).toEqual(E.right(undefined));
  });

  it.each(['cursor', 'offset', 'none'] as const)('takes the mode %s as a word', (mode) => {
    expect(read({ index: { pagination: mode } })).toEqual(E.right({ mode }));
  });

  it('takes a mode with rows per page', () => {
    expect(read({ index: { pagination: { mode: 'offset', limit: 50 } } })).toEqual(E.right({ mode: 'offset', limit: 50 }));
    expect(read({ index: { pagination: { mode: 'offset', limit: '10' } } })).toEqual(E.right({ mode: 'offset', limit: 10 }));
    expect(read({ index: { pagination: { limit: 50 } } })).toEqual(E.right({ mode: 'cursor', limit: 50 }));
  });

  it('names the key and the modes for an unknown mode', () => {
    expect(read({ index: { pagination: 'pages' } })).toEqual(
      E.left("Invalid catalog.index.pagination 'pages', wanted one of cursor, offset, none"),
    );
    expect(read({ index: { pagination: { mode: 'all' } } })).toEqual(
      E.left("Invalid catalog.index.pagination.mode 'all', wanted one of cursor, offset, none"),
    );
  });

  it('names the key and the file for a value of the wrong type or an unusable page size', () => {
    expect(read({ index: { pagination: 5 } })).toEqual(
      E.left("Invalid type in config for key 'catalog.index.pagination' in 'app-config.yaml', got number, wanted string or object"),
    );
    expect(read({ index: { pagination: { mode: 'offset', limit: 0 } } })).toEqual(
      E.left("Unable to convert config value for key 'catalog.index.pagination.limit' in 'app-config.yaml' to a positive whole number"),
    );
  });

  it('accepts exactly the three modes', () => {
    fc.assert(
      fc.property(fc.string(), (word) =>
        expect(E.isRight(read({ index: { pagination: word } }))).toBe(['cursor', 'offset', 'none'].includes(word)),
      ),
    );
  });
});
