// Full pages when the browser narrows the backend's answer (filters the backend cannot express):
// backend pages are read on until the page shown is full, the backend has no more, or a budget of
// backend entities has been looked at. Most of a backend read's cost is per request, so the scan
// reads a first page of the usual size (a page that fills quickly stays cheap) and then the rest of
// the budget in one read. The cursors handed out name places inside backend pages, each with the
// size it was read with (domain/catalog/fill-cursor.ts), so Next starts with the first match after
// the page shown and Previous ends with the last match before it: no row is skipped or shown twice.
import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { Entity } from '../../domain/catalog/entity';
import { encodeFillCursor, WHOLE_PAGE, type BackendPlace, type FillCursor } from '../../domain/catalog/fill-cursor';
import type { BackendError } from '../shared/backend-error';
import type { PageInfo } from './catalog-reader.port';

/** One backend page: its items and the cursors of its neighbours. */
export interface BackendPage {
  readonly items: readonly Entity[];
  readonly pageInfo: PageInfo;
}

/** Reads the backend page a cursor leads to (none: the query's first page) with the given size. */
export type ReadBackendPage = (cursor: string | undefined, pageSize: number) => TE.TaskEither<BackendError, BackendPage>;

export interface FilledPage {
  /** The matches shown, in the backend's order. */
  readonly items: readonly Entity[];
  readonly pageInfo: PageInfo;
  /** The read stopped at its budget of backend entities before the page was full. */
  readonly scanLimitReached: boolean;
  /** Backend items looked at for this page. */
  readonly scanned: number;
  /**
   * Every match of the list, when the page began at the first match and its reads reached the backend's
   * last entity: the page knows its total without a count.
   */
  readonly totalMatches?: number;
}

interface Match {
  readonly entity: Entity;
  readonly place: BackendPlace;
}

export interface ScanLimits {
  readonly keep: (entity: Entity) => boolean;
  /** Backend entities looked at most per scan (the first read is always made whole). */
  readonly maxScanned: number;
  /** Size of a read whose size is free (a backend cursor not read yet): the first read of a fresh scan. */
  readonly pageSize: number;
}

/**
 * Size of the read after `scanned` entities were looked at: the rest of the budget, so that a scan
 * that does not fill up with its first read needs one more request rather than several.
 */
const restOfBudget = (maxScanned: number, scanned: number): number => maxScanned - scanned;

const at = (place: BackendPlace): string => encodeFillCursor({ direction: 'from', place });
const before = (place: BackendPlace): string => encodeFillCursor({ direction: 'before', place });
const isStart = (place: BackendPlace): boolean => place.cursor === undefined && place.index <= 0;

/** How many of `items`, from index `from` on, the filters keep. */
export const countKept = (items: readonly Entity[], from: number, keep: (entity: Entity) => boolean): number => {
  let kept = 0;
  for (let i = from; i < items.length; i += 1) if (keep(items[i]!)) kept += 1;
  return kept;
};

interface ForwardScan {
  /** Up to `want` matches, then one more when there is one (it starts the next page). */
  readonly matches: readonly Match[];
  /** Where the next read would have gone on, when the limit stopped the scan; undefined when the backend has no more. */
  readonly resumeAt?: BackendPlace;
  readonly scanned: number;
  /** Every match of the list, when the scan started at the list's start and its reads reached the backend's end. */
  readonly total?: number;
}

/** Reads forwards from `start` until `want + 1` matches are found, the backend has no more, or the limit is hit. */
export const scanForward = async (
  read: ReadBackendPage,
  start: BackendPlace,
  want: number,
  { keep, maxScanned, pageSize }: ScanLimits,
): Promise<E.Either<BackendError, ForwardScan>> => {
  const matches: Match[] = [];
  // A place is read again with the size it was read with: the same cursor and size give the same items.
  let place: BackendPlace = { ...start, index: Math.max(0, start.index) };
  let scanned = 0;
  const fromStart = isStart(start);
  for (;;) {
    const { cursor, pageSize: size, index } = place;
    const answer = await read(cursor, size)();
    if (E.isLeft(answer)) return answer;
    const { items, pageInfo } = answer.right;
    const atEnd = !pageInfo.nextCursor || items.length === 0;
    for (let i = index; i < items.length; i += 1) {
      scanned += 1;
      const entity = items[i]!;
      if (!keep(entity)) continue;
      matches.push({ entity, place: { ...(cursor !== undefined ? { cursor } : {}), pageSize: size, index: i } });
      if (matches.length > want) {
        // The rest of this read is in hand already: when it ends the list, the total costs no request.
        const total = fromStart && atEnd ? matches.length + countKept(items, i + 1, keep) : undefined;
        return E.right({ matches, scanned, ...(total !== undefined ? { total } : {}) });
      }
    }
    if (atEnd) return E.right({ matches, scanned, ...(fromStart ? { total: matches.length } : {}) });
    const rest = restOfBudget(maxScanned, scanned);
    // Not read yet, so Next may read it at the usual size.
    if (rest <= 0) return E.right({ matches, resumeAt: { cursor: pageInfo.nextCursor, pageSize, index: 0 }, scanned });
    place = { cursor: pageInfo.nextCursor, pageSize: rest, index: 0 };
  }
};

interface BackwardScan {
  /** Up to `want + 1` matches before the place, in the backend's order (the first one is the extra). */
  readonly matches: readonly Match[];
  /** The scan stopped at the limit: it would have gone on with everything before this place. */
  readonly resumeBefore?: BackendPlace;
  readonly scanned: number;
  /** Where the list goes on after the place the scan started before; undefined when nothing follows. */
  readonly after?: BackendPlace;
}

/** Reads backwards from just before `end` until `want + 1` matches are found, the list starts, or the limit is hit. */
const scanBackward = async (
  read: ReadBackendPage,
  end: BackendPlace,
  want: number,
  { keep, maxScanned, pageSize }: ScanLimits,
): Promise<E.Either<BackendError, BackwardScan>> => {
  const matches: Match[] = [];
  let place = end;
  let scanned = 0;
  let after: BackendPlace | undefined = end;
  for (let reads = 0; ; reads += 1) {
    const { cursor, pageSize: size, index } = place;
    const answer = await read(cursor, size)();
    if (E.isLeft(answer)) return answer;
    const { items, pageInfo } = answer.right;
    if (reads === 0 && end.index === WHOLE_PAGE) {
      after = pageInfo.nextCursor ? { cursor: pageInfo.nextCursor, pageSize, index: 0 } : undefined;
    }
    const last = index === WHOLE_PAGE ? items.length : Math.min(index, items.length);
    for (let i = last - 1; i >= 0; i -= 1) {
      scanned += 1;
      const entity = items[i]!;
      if (!keep(entity)) continue;
      matches.unshift({ entity, place: { ...(cursor !== undefined ? { cursor } : {}), pageSize: size, index: i } });
      if (matches.length > want) return E.right({ matches, scanned, after });
    }
    if (!pageInfo.prevCursor || items.length === 0) return E.right({ matches, scanned, after });
    // A backend page read before a cursor ends just before the page it came from, whatever its size.
    const rest = restOfBudget(maxScanned, scanned);
    if (rest <= 0) return E.right({ matches, resumeBefore: { cursor: pageInfo.prevCursor, pageSize, index: WHOLE_PAGE }, scanned, after });
    place = { cursor: pageInfo.prevCursor, pageSize: rest, index: WHOLE_PAGE };
  }
};

/** A page of `limit` matches at a fill cursor (or from the first match), reading as few backend pages as it can. */
export const fillPage = async (
  read: ReadBackendPage,
  position: FillCursor,
  limit: number,
  limits: ScanLimits,
): Promise<E.Either<BackendError, FilledPage>> => {
  if (position.direction === 'from') {
    const scan = await scanForward(read, position.place, limit, limits);
    if (E.isLeft(scan)) return scan;
    const { matches, resumeAt, scanned, total } = scan.right;
    const shown = matches.slice(0, limit);
    const following = matches[limit];
    const next = following ? following.place : resumeAt;
    return E.right({
      items: shown.map((match) => match.entity),
      pageInfo: {
        ...(isStart(position.place) ? {} : { prevCursor: before(shown[0]?.place ?? position.place) }),
        ...(next ? { nextCursor: at(next) } : {}),
      },
      scanLimitReached: resumeAt !== undefined && shown.length < limit,
      scanned,
      ...(total !== undefined ? { totalMatches: total } : {}),
    });
  }
  const scan = await scanBackward(read, position.place, limit, limits);
  if (E.isLeft(scan)) return scan;
  const { matches, resumeBefore, scanned, after } = scan.right;
  const shown = matches.slice(Math.max(0, matches.length - limit));
  const hasEarlier = matches.length > limit || resumeBefore !== undefined;
  const first = shown[0];
  return E.right({
    items: shown.map((match) => match.entity),
    pageInfo: {
      ...(hasEarlier ? { prevCursor: before(first?.place ?? resumeBefore!) } : {}),
      ...(after ? { nextCursor: at(after) } : {}),
    },
    scanLimitReached: resumeBefore !== undefined && shown.length < limit,
    scanned,
  });
};
