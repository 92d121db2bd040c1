// Relative times in the English locale (spec plugin-areas.md section 9) and short durations.
import { RELATIVE_TIME_LOCALE } from '../../domain/kubernetes/constants';

const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

const format = new Intl.RelativeTimeFormat(RELATIVE_TIME_LOCALE, { numeric: 'auto' });

/** '3 hours ago', 'in 5 minutes'; the input unchanged when it is not a date. */
export const relativeTime = (iso: string | undefined, now: number = Date.now()): string => {
  if (iso === undefined) return 'unknown';
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  const seconds = Math.round((time - now) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size || unit === 'second') return format.format(Math.trunc(seconds / size), unit);
  }
  return iso;
};

/** '1h 2m 3s' between two instants (or until now). */
export const shortDuration = (fromIso: string | undefined, toIso?: string, now: number = Date.now()): string => {
  if (fromIso === undefined) return 'unknown';
  const from = Date.parse(fromIso);
  const to = toIso === undefined ? now : Date.parse(toIso);
  if (Number.isNaN(from) || Number.isNaN(to)) return 'unknown';
  let rest = Math.max(0, Math.round((to - from) / 1000));
  const parts: string[] = [];
  for (const [label, size] of [['d', 86400], ['h', 3600], ['m', 60]] as const) {
    if (rest >= size) {
      parts.push(`${Math.floor(rest / size)}${label}`);
      rest %= size;
    }
  }
  if (rest > 0 || parts.length === 0) parts.push(`${rest}s`);
  return parts.join(' ');
};
