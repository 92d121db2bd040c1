// The world clock: the time in each configured zone, formatted by Intl.
import type { WorldClock } from './home-settings';

export interface ClockReading {
  readonly label: string;
  readonly timeZone: string;
  /** '14:05' */
  readonly time: string;
  /** 'Mon, 3 Mar' */
  readonly date: string;
}

const formatters = new Map<string, { time: Intl.DateTimeFormat; date: Intl.DateTimeFormat }>();

const formattersFor = (timeZone: string, locale: string) => {
  const key = `${locale} ${timeZone}`;
  let found = formatters.get(key);
  if (!found) {
    found = {
      time: new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
      date: new Intl.DateTimeFormat(locale, { timeZone, weekday: 'short', day: 'numeric', month: 'short' }),
    };
    formatters.set(key, found);
  }
  return found;
};

/** The clocks' readings at `now` (epoch milliseconds). */
export const readClocks = (clocks: readonly WorldClock[], now: number, locale = 'en-GB'): readonly ClockReading[] =>
  clocks.map((clock) => {
    const format = formattersFor(clock.timeZone, locale);
    const instant = new Date(now);
    return { label: clock.label, timeZone: clock.timeZone, time: format.time.format(instant), date: format.date.format(instant) };
  });
