import fc from 'fast-check';
import { formatRelativeTime, relativeTimeParts } from '../../../domain/shared/relative-time';

const now = Date.parse('2026-01-15T12:00:00.000Z');
const ago = (ms: number) => now - ms;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('relative times', () => {
  it.each([
    [ago(2_000), { value: -2, unit: 'second' }],
    [ago(3 * MINUTE), { value: -3, unit: 'minute' }],
    [ago(3 * HOUR), { value: -3, unit: 'hour' }],
    [ago(2 * DAY), { value: -2, unit: 'day' }],
    [ago(14 * DAY), { value: -14, unit: 'day' }],
    [ago(400 * DAY), { value: -1, unit: 'year' }],
    [now + 5 * MINUTE, { value: 5, unit: 'minute' }],
    [now, { value: 0, unit: 'second' }],
  ])('%d is %j', (then, parts) => {
    expect(relativeTimeParts(then, now)).toEqual(parts);
  });

  it('counts weeks only when asked', () => {
    expect(relativeTimeParts(ago(14 * DAY), now, { weeks: true })).toEqual({ value: -2, unit: 'week' });
  });

  it.each([
    [ago(10_000), {}, '10 seconds ago'],
    [ago(10_000), { justNowWithinMs: MINUTE }, 'just now'],
    [ago(5 * MINUTE), { justNowWithinMs: MINUTE }, '5 minutes ago'],
    [ago(DAY), {}, 'yesterday'],
    [ago(14 * DAY), { weeks: true }, '2 weeks ago'],
    ['2026-01-15T09:00:00.000Z', {}, '3 hours ago'],
    [now + 2 * HOUR, {}, 'in 2 hours'],
  ] as const)('%s with %j reads %s', (then, options, text) => {
    expect(formatRelativeTime(then, now, options)).toBe(text);
  });

  it('says nothing about a time it cannot read', () => {
    expect(formatRelativeTime('yesterday', now)).toBeUndefined();
    expect(formatRelativeTime(Number.NaN, now)).toBeUndefined();
  });

  it('never picks a unit larger than the distance (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e11, max: 1e11 }), fc.boolean(), (offset, weeks) => {
        const { value, unit } = relativeTimeParts(now + offset, now, { weeks });
        expect(Math.sign(value) === Math.sign(Math.round(offset / 1000)) || value === 0).toBe(true);
        if (unit !== 'second') expect(Math.abs(value)).toBeGreaterThanOrEqual(1);
      }),
    );
  });
});
