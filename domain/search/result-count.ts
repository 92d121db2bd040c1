// Result counts: 10000 or more shows '>10000';
// the per-type label is '{number} results'.
import { RESULT_COUNT_CAP } from './constants';
import { searchMessages } from './messages';

export const formatResultCount = (count: number): string =>
  count >= RESULT_COUNT_CAP ? searchMessages.cappedCount : String(count);

/** '{number} results'; one result is '1 result'. */
export const resultCountLabel = (count: number): string =>
  count === 1 ? searchMessages.oneResult : searchMessages.resultCount(formatResultCount(count));
