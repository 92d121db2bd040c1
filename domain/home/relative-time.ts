// 'just now', '5 minutes ago', 'yesterday': when a page was last visited (Top/Recently Visited widgets).

const UNITS: readonly { readonly unit: Intl.RelativeTimeFormatUnit; readonly ms: number }[] = [
  { unit: 'year', ms: 365 * 24 * 3600 * 1000 },
  { unit: 'month', ms: 30 * 24 * 3600 * 1000 },
  { unit: 'week', ms: 7 * 24 * 3600 * 1000 },
  { unit: 'day', ms: 24 * 3600 * 1000 },
  { unit: 'hour', ms: 3600 * 1000 },
  { unit: 'minute', ms: 60 * 1000 },
];

const JUST_NOW_MS = 60 * 1000;

export const timeAgo = (then: number, now: number, locale = 'en'): string => {
  const elapsed = now - then;
  if (!Number.isFinite(elapsed) || Math.abs(elapsed) < JUST_NOW_MS) return 'just now';
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const unit = UNITS.find((candidate) => Math.abs(elapsed) >= candidate.ms) ?? UNITS[UNITS.length - 1]!;
  return format.format(-Math.round(elapsed / unit.ms), unit.unit);
};
