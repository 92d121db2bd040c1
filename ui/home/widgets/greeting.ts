// The welcome title: a greeting by time of day and the user's name.
import { GREETING_HOURS } from '../../../domain/home/constants';
import type { GreetingText } from '../../../domain/home/messages';

/** Morning from 5, afternoon from 12, evening from 17, and from 23 until 5 a gentle nudge to sleep. */
export const greetingFor = (hour: number): GreetingText => {
  const h = ((Math.floor(hour) % 24) + 24) % 24;
  if (h >= GREETING_HOURS.night || h < GREETING_HOURS.morning) return 'Get some rest';
  if (h < GREETING_HOURS.afternoon) return 'Good morning';
  if (h < GREETING_HOURS.evening) return 'Good afternoon';
  return 'Good evening';
};

/** 'Good morning, Jane' — or the greeting alone when there is no name. */
export const welcomeTitle = (hour: number, name: string | undefined): string => {
  const greeting = greetingFor(hour);
  const trimmed = name?.trim();
  return trimmed ? `${greeting}, ${trimmed}` : greeting;
};
