// Step durations on the task page.

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
