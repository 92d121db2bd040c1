import { readClocks } from '../../../domain/home/world-clock';
import { timeAgo } from '../../../domain/home/relative-time';

describe('the world clock', () => {
  it('shows the time of each zone at one instant', () => {
    const noonUtc = Date.UTC(2026, 0, 15, 12, 5);
    expect(
      readClocks(
        [
          { label: 'UTC', timeZone: 'UTC' },
          { label: 'Tokyo', timeZone: 'Asia/Tokyo' },
          { label: 'New York', timeZone: 'America/New_York' },
        ],
        noonUtc,
      ).map((reading) => [reading.label, reading.time, reading.date]),
    ).toEqual([
      ['UTC', '12:05', 'Thu 15 Jan'],
      ['Tokyo', '21:05', 'Thu 15 Jan'],
      ['New York', '07:05', 'Thu 15 Jan'],
    ]);
  });
});

describe('timeAgo', () => {
  const now = Date.UTC(2026, 0, 15, 12, 0);
  it.each([
    [now - 10_000, 'just now'],
    [now - 5 * 60_000, '5 minutes ago'],
    [now - 3 * 3600_000, '3 hours ago'],
    [now - 24 * 3600_000, 'yesterday'],
    [now - 14 * 24 * 3600_000, '2 weeks ago'],
  ])('%d is %s', (then, text) => {
    expect(timeAgo(then, now)).toBe(text);
  });
});
