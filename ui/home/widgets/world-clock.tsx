import { useEffect, useState } from 'react';
import { WORLD_CLOCK_TICK_MS } from '../../../domain/home/constants';
import type { WorldClock as Clock } from '../../../domain/home/home-settings';
import { readClocks } from '../../../domain/home/world-clock';
import { useTexts } from '../../app/queries';
import { homeTexts } from '../../../domain/home/translations';

/** The time in each configured zone (home.worldClock), ticking every second. */
export const WorldClock = ({ clocks, now = Date.now }: { readonly clocks: readonly Clock[]; readonly now?: () => number }) => {
  const homeMessages = useTexts(homeTexts);
  const [time, setTime] = useState(now);
  useEffect(() => {
    const timer = setInterval(() => setTime(now()), WORLD_CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, [now]);
  return (
    <ul className="portico-home__clocks" aria-label={homeMessages.worldClock}>
      {readClocks(clocks, time).map((reading) => (
        <li key={`${reading.label}-${reading.timeZone}`} title={`${reading.timeZone}, ${reading.date}`}>
          <span className="portico-home__clock-label">{reading.label}</span>
          <time className="portico-home__clock-time">{reading.time}</time>
        </li>
      ))}
    </ul>
  );
};
