// Relative times in the English locale and short durations.
import { RELATIVE_TIME_LOCALE } from '../../domain/kubernetes/constants';
import { formatRelativeTime } from '../../domain/shared/relative-time';

/** '3 hours ago', 'in 5 minutes'; the input unchanged when it is not a date. */
export const relativeTime = (iso: string | undefined, now: number = Date.now()): string =>
  iso === undefined ? 'unknown' : (formatRelativeTime(iso, now, { locale: RELATIVE_TIME_LOCALE }) ?? iso);

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
