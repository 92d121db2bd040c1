// Times on the task pages: "3 minutes ago" on the list, step durations on the task page.

export type RelativeUnit = 'second' | 'minute' | 'hour' | 'day' | 'month' | 'year';

const UNITS: ReadonlyArray<readonly [RelativeUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** The largest whole unit between a time and now, negative for the past (for Intl.RelativeTimeFormat). */
export const relativeTimeParts = (iso: string, nowMs: number): { readonly value: number; readonly unit: RelativeUnit } | undefined => {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return undefined;
  const seconds = Math.round((at - nowMs) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return { value: Math.trunc(seconds / size), unit };
  }
  return { value: 0, unit: 'second' };
};

/** A step's duration: '4s', '2m 5s', '1h 3m'. */
export const formatDuration = (ms: number): string => {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  if (hours > 0) return `${hours}h ${minutes}m`;
  if (minutes > 0) return `${minutes}m ${seconds}s`;
  return `${seconds}s`;
};

/** How long a step ran (or has been running). */
export const stepDuration = (startedAt: string | undefined, endedAt: string | undefined, nowMs: number): string | undefined => {
  if (!startedAt) return undefined;
  const start = Date.parse(startedAt);
  const end = endedAt ? Date.parse(endedAt) : nowMs;
  return Number.isNaN(start) || Number.isNaN(end) ? undefined : formatDuration(end - start);
};
