// '3 minutes ago', 'in 2 hours', 'yesterday': one rule for every relative time the portal shows
// (task lists, Kubernetes objects, visited pages).

export type RelativeUnit = 'year' | 'month' | 'week' | 'day' | 'hour' | 'minute' | 'second';

export interface RelativeTimeOptions {
  /** Whether 7–29 days read as weeks (visited pages) rather than days (Kubernetes, tasks). */
  readonly weeks?: boolean;
  /** Closer than this to now reads 'just now'. */
  readonly justNowWithinMs?: number;
  readonly locale?: string;
}

const SECONDS: Readonly<Record<RelativeUnit, number>> = {
  year: 365 * 24 * 3600,
  month: 30 * 24 * 3600,
  week: 7 * 24 * 3600,
  day: 24 * 3600,
  hour: 3600,
  minute: 60,
  second: 1,
};

const LARGEST_FIRST: readonly RelativeUnit[] = ['year', 'month', 'week', 'day', 'hour', 'minute', 'second'];

/** The largest whole unit between a time and now, negative for the past (for Intl.RelativeTimeFormat). */
export const relativeTimeParts = (
  thenMs: number,
  nowMs: number,
  options: Pick<RelativeTimeOptions, 'weeks'> = {},
): { readonly value: number; readonly unit: RelativeUnit } => {
  const seconds = Math.round((thenMs - nowMs) / 1000);
  const unit = LARGEST_FIRST.find((candidate) => (candidate !== 'week' || options.weeks) && Math.abs(seconds) >= SECONDS[candidate]) ?? 'second';
  return { value: Math.trunc(seconds / SECONDS[unit]), unit };
};

const formats = new Map<string, Intl.RelativeTimeFormat>();
const formatFor = (locale: string): Intl.RelativeTimeFormat => {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    formats.set(locale, format);
  }
  return format;
};

/** The time in words relative to now; undefined when `then` is not a time. */
export const formatRelativeTime = (then: number | string, nowMs: number, options: RelativeTimeOptions = {}): string | undefined => {
  const thenMs = typeof then === 'string' ? Date.parse(then) : then;
  if (!Number.isFinite(thenMs) || !Number.isFinite(nowMs)) return undefined;
  if (options.justNowWithinMs !== undefined && Math.abs(nowMs - thenMs) < options.justNowWithinMs) return 'just now';
  const { value, unit } = relativeTimeParts(thenMs, nowMs, options);
  return formatFor(options.locale ?? 'en').format(value, unit);
};
