// 'just now', '5 minutes ago', 'yesterday', '2 weeks ago': when a page was last visited (Top/Recently Visited widgets).
import { formatRelativeTime } from '../shared/relative-time';

const JUST_NOW_MS = 60 * 1000;

export const timeAgo = (then: number, now: number, locale = 'en'): string =>
  formatRelativeTime(then, now, { weeks: true, justNowWithinMs: JUST_NOW_MS, locale }) ?? 'just now';
