import * as t from 'io-ts';
import type { SearchResult, SearchResultSet } from '../../domain/search/query';

// The search backend's answer. Documents carry
// collator-specific fields besides title, text and location; the text ones are kept.

const DocumentWire = t.intersection([
  t.type({ title: t.string, location: t.string }),
  t.partial({ text: t.union([t.string, t.null]) }),
  t.record(t.string, t.unknown),
]);

const HighlightWire = t.type({
  preTag: t.string,
  postTag: t.string,
  fields: t.record(t.string, t.string),
});

const ResultWire = t.intersection([
  t.type({ type: t.string, document: DocumentWire }),
  t.partial({ rank: t.number, highlight: HighlightWire }),
]);

export const SearchResultSetWire = t.intersection([
  t.type({ results: t.readonlyArray(ResultWire) }),
  t.partial({ numberOfResults: t.number, nextPageCursor: t.string, previousPageCursor: t.string }),
]);

export type SearchResultSetWireType = t.TypeOf<typeof SearchResultSetWire>;

const RESERVED = new Set(['title', 'text', 'location']);

const textFields = (document: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(document).filter(
      (entry): entry is [string, string] => !RESERVED.has(entry[0]) && typeof entry[1] === 'string',
    ),
  );

export const toSearchResultSet = (wire: SearchResultSetWireType): SearchResultSet => ({
  results: wire.results.map(
    (result): SearchResult => ({
      type: result.type,
      document: {
        title: result.document.title,
        text: typeof result.document.text === 'string' ? result.document.text : '',
        location: result.document.location,
        fields: textFields(result.document),
      },
      ...(result.rank !== undefined ? { rank: result.rank } : {}),
      ...(result.highlight ? { highlight: result.highlight } : {}),
    }),
  ),
  ...(wire.numberOfResults !== undefined ? { numberOfResults: wire.numberOfResults } : {}),
  ...(wire.nextPageCursor !== undefined ? { nextPageCursor: wire.nextPageCursor } : {}),
  ...(wire.previousPageCursor !== undefined ? { previousPageCursor: wire.previousPageCursor } : {}),
});
