// The word a page of a several-word text filter is read with. Counting every word first costs the backend
// one search per word before the page's own read, and a backend that answers one query at a time (the
// catalog on SQLite) runs them one after the other. The query's own word (the longest: longer words are
// usually rarer) is read first instead, with a read of the usual size: when that read holds every match of
// the word, or more than the page shows, the page is made from it and nothing is counted. Only otherwise
// (a word common enough to leave the page short after a whole read) are the words counted and the rarest
// one read. Where that happened once, words of that list are counted first from then on: in a catalog large
// enough for common words to fill a read, the read first costs more than it saves.
import * as E from 'fp-ts/Either';
import type { CatalogEntityQuery } from '../../domain/catalog/filter-query';
import type { Entity } from '../../domain/catalog/entity';
import type { BackendError } from '../shared/backend-error';
import { countKept, type BackendPage, type ReadBackendPage } from './fill-catalog-page';
import type { NarrowTextTerm } from './narrow-text-term';

export interface ScanTerm {
  readonly query: CatalogEntityQuery;
  /** Backend matches of the word chosen, when known: an upper bound of the filter's matches. */
  readonly termMatches?: number;
  /** The query's first backend read, when it was made while choosing (the scan starts from it). */
  readonly firstRead?: { readonly size: number; readonly answer: BackendPage };
}

export interface ScanTermChoice {
  /** Reads the backend pages of a query (the query's first page without a cursor). */
  readonly readPages: (query: CatalogEntityQuery) => ReadBackendPage;
  readonly narrow: NarrowTextTerm;
  readonly keep: (entity: Entity) => boolean;
  /** Rows the page shows. */
  readonly pageLimit: number;
  /**
   * Size of the first read of the query's own word. The choice depends only on the query and this read,
   * so every page of a list (each chooses again when it starts inside the first backend read) reads the
   * same word.
   */
  readonly firstReadSize: number;
}

/** A scan's reads where its first read is the one made already. */
export const startingWith = (read: ReadBackendPage, firstRead: ScanTerm['firstRead']): ReadBackendPage =>
  firstRead === undefined
    ? read
    : (cursor, pageSize) => (cursor === undefined && pageSize === firstRead.size ? async () => E.right(firstRead.answer) : read(cursor, pageSize));

/** Lists (their filters other than the text) remembered as large enough to count first, at most this many. */
const REMEMBERED_LISTS = 64;

const listKey = (query: CatalogEntityQuery): string => JSON.stringify([query.filter, query.fullTextFilterFields]);

export type ChooseScanTerm = (query: CatalogEntityQuery, choice: ScanTermChoice) => Promise<E.Either<BackendError, ScanTerm>>;

/** Chooses the word each page of a several-word filter scans with: its own word when one read shows it narrows enough, else the rarest word counted. */
export const scanTermChooser = (): ChooseScanTerm => {
  const countFirst = new Set<string>();
  const remember = (key: string) => {
    countFirst.delete(key);
    countFirst.add(key);
    if (countFirst.size > REMEMBERED_LISTS) countFirst.delete(countFirst.values().next().value!);
  };
  return async (query, choice) => {
    if (query.matchesNothing || (query.termCandidates?.length ?? 0) < 2) return E.right({ query });
    const key = listKey(query);
    if (countFirst.has(key)) return choice.narrow(query)();
    const size = choice.firstReadSize;
    const read = await choice.readPages(query)(undefined, size)();
    if (E.isLeft(read)) return read;
    const answer = read.right;
    const firstRead = { size, answer };
    const holdsEveryMatch = !answer.pageInfo.nextCursor || answer.items.length === 0;
    if (holdsEveryMatch) return E.right({ query, termMatches: answer.items.length, firstRead });
    if (countKept(answer.items, 0, choice.keep) > choice.pageLimit) return E.right({ query, firstRead });
    remember(key);
    const counted = await choice.narrow(query)();
    if (E.isLeft(counted)) return counted;
    const sameWord = counted.right.query.fullTextFilterTerm === query.fullTextFilterTerm && !counted.right.query.matchesNothing;
    return E.right({ ...counted.right, ...(sameWord ? { firstRead } : {}) });
  };
};
