import * as E from 'fp-ts/Either';
import fc from 'fast-check';
import {
  cronJobStatus,
  describeCron,
  describeCronSchedule,
  expandCronShortcut,
  formatCronSchedule,
  humanizeCron,
  jobStatus,
  jobStatuses,
  parseCron,
  type CronField,
  type CronItem,
  type CronSchedule,
} from '../../../domain/kubernetes/cron';

const described = (expression: string): string => {
  const result = describeCron(expression);
  if (E.isLeft(result)) throw new Error(`${expression}: ${result.left.message}`);
  return result.right;
};

describe('shortcuts', () => {
  it.each([
    ['@yearly', '0 0 1 1 *'],
    ['@annually', '0 0 1 1 *'],
    ['@monthly', '0 0 1 * *'],
    ['@weekly', '0 0 * * 0'],
    ['@daily', '0 0 * * *'],
    ['@midnight', '0 0 * * *'],
    ['@hourly', '0 * * * *'],
  ])('%s is %s', (shortcut, schedule) => {
    expect(expandCronShortcut(shortcut)).toBe(schedule);
    expect(humanizeCron(shortcut)).toBe(described(schedule));
  });

  it('leaves other schedules alone', () => {
    expect(expandCronShortcut('*/5 * * * *')).toBe('*/5 * * * *');
    expect(expandCronShortcut('@reboot')).toBe('@reboot');
  });
});

describe('descriptions', () => {
  it.each([
    ['30 2 * * 1', 'At 02:30, only on Monday'],
    ['*/15 * * * *', 'Every 15 minutes'],
    ['* * * * *', 'Every minute'],
    ['0 * * * *', 'Every hour'],
    ['5 * * * *', 'At 5 minutes past the hour'],
    ['1 * * * *', 'At 1 minute past the hour'],
    ['0,30 * * * *', 'At 0 and 30 minutes past the hour'],
    ['0 0 * * *', 'At 00:00'],
    ['0 0 * * 0', 'At 00:00, only on Sunday'],
    ['0 0 * * 7', 'At 00:00, only on Sunday'],
    ['0 0 1 * *', 'At 00:00, on day 1 of the month'],
    ['0 0 1 1 *', 'At 00:00, on day 1 of the month, only in January'],
    ['0 */2 * * *', 'Every 2 hours'],
    ['0 9-17 * * 1-5', 'Every hour, between 09:00 and 17:59, Monday through Friday'],
    ['*/5 9-17 * * *', 'Every 5 minutes, between 09:00 and 17:59'],
    ['* 2 * * *', 'Every minute, between 02:00 and 02:59'],
    ['0 8,12,18 * * *', 'At 08:00, 12:00 and 18:00'],
    ['15 10 * * MON,WED,FRI', 'At 10:15, only on Monday, Wednesday and Friday'],
    ['0 6 1,15 * *', 'At 06:00, on day 1 and 15 of the month'],
    ['0 6 1-7 * *', 'At 06:00, between day 1 and 7 of the month'],
    ['0 6 */2 * *', 'At 06:00, every 2 days'],
    ['0 0 1 JAN,JUL *', 'At 00:00, on day 1 of the month, only in January and July'],
    ['0 0 1 mar-may *', 'At 00:00, on day 1 of the month, March through May'],
    ['0 0 1 */3 *', 'At 00:00, on day 1 of the month, every 3 months'],
    ['10-20 * * * *', 'Every minute from 10 through 20 past the hour'],
    ['5/10 * * * *', 'Every 10 minutes, starting at 5 minutes past the hour'],
    ['0 12 ? * SUN', 'At 12:00, only on Sunday'],
  ])('%s → %s', (expression, text) => {
    expect(described(expression)).toBe(text);
  });

  it('falls back to the schedule when it cannot be read', () => {
    expect(humanizeCron('not a cron')).toBe('not a cron');
    expect(humanizeCron('@reboot')).toBe('@reboot');
  });
});

describe('parse errors', () => {
  it.each([
    ['', 'Expected 5 fields (minute hour day-of-month month day-of-week), got 0'],
    ['* * * *', 'Expected 5 fields (minute hour day-of-month month day-of-week), got 4'],
    ['60 * * * *', 'minute value 60 is out of range 0-59'],
    ['* 24 * * *', 'hour value 24 is out of range 0-23'],
    ['* * 0 * *', 'day-of-month value 0 is out of range 1-31'],
    ['* * * 13 *', 'month value 13 is out of range 1-12'],
    ['* * * * 8', 'day-of-week value 8 is out of range 0-7'],
    ['5-1 * * * *', "Invalid minute range '5-1': start is after end"],
    ['*/0 * * * *', "Invalid minute step '*/0'"],
    ['x * * * *', "Invalid minute 'x'"],
    ['* * * FOO *', "Invalid month 'FOO'"],
    ['* * * * MONDAY', "Invalid day-of-week 'MONDAY'"],
    ['*,5 * * * *', "Invalid minute '*,5': '*' cannot be combined with other values"],
    ['? * * * *', "Invalid minute '?'"],
    ['1-2-3 * * * *', "Invalid minute '1-2-3'"],
    ['1/2/3 * * * *', "Invalid minute '1/2/3'"],
    ['1, * * * *', "Invalid minute ''"],
  ])('%j → %s', (expression, message) => {
    expect(parseCron(expression)).toEqual(E.left({ _tag: 'CronError', message }));
  });
});

const fieldBounds: Record<keyof CronSchedule, [number, number]> = {
  minute: [0, 59],
  hour: [0, 23],
  dayOfMonth: [1, 31],
  month: [1, 12],
  dayOfWeek: [0, 7],
};

const itemArbitrary = (min: number, max: number): fc.Arbitrary<CronItem> =>
  fc.oneof(
    fc.integer({ min, max }).map((value): CronItem => ({ kind: 'value', value })),
    fc
      .tuple(fc.integer({ min, max }), fc.integer({ min, max }), fc.option(fc.integer({ min: 1, max: 30 }), { nil: undefined }))
      .map(([a, b, step]): CronItem => {
        const [from, to] = a <= b ? [a, b] : [b, a];
        return step === undefined ? { kind: 'range', from, to } : { kind: 'range', from, to, step };
      }),
    fc
      .tuple(fc.integer({ min: 1, max: 30 }), fc.option(fc.integer({ min, max }), { nil: undefined }))
      .map(([step, start]): CronItem => (start === undefined ? { kind: 'step', step } : { kind: 'step', step, start })),
  );

const fieldArbitrary = ([min, max]: [number, number]): fc.Arbitrary<CronField> =>
  fc.oneof(
    fc.constant<CronField>({ kind: 'any' }),
    fc.array(itemArbitrary(min, max), { minLength: 1, maxLength: 4 }).map((items): CronField => ({ kind: 'list', items })),
  );

const scheduleArbitrary: fc.Arbitrary<CronSchedule> = fc.record({
  minute: fieldArbitrary(fieldBounds.minute),
  hour: fieldArbitrary(fieldBounds.hour),
  dayOfMonth: fieldArbitrary(fieldBounds.dayOfMonth),
  month: fieldArbitrary(fieldBounds.month),
  dayOfWeek: fieldArbitrary(fieldBounds.dayOfWeek),
});

describe('properties', () => {
  it('parses what it formats', () => {
    fc.assert(
      fc.property(scheduleArbitrary, (schedule) => {
        expect(parseCron(formatCronSchedule(schedule))).toEqual(E.right(schedule));
      }),
    );
  });

  it('describes every valid schedule in a capitalised sentence without holes', () => {
    fc.assert(
      fc.property(scheduleArbitrary, (schedule) => {
        const text = describeCronSchedule(schedule);
        expect(text).toMatch(/^[A-Z]/);
        expect(text).not.toMatch(/undefined|NaN|, ,|^,|,$/);
      }),
    );
  });

  it("describes a single minute and hour as 'At HH:MM'", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 59 }), fc.integer({ min: 0, max: 23 }), (minute, hour) => {
        const clock = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
        expect(described(`${minute} ${hour} * * *`)).toBe(`At ${clock}`);
      }),
    );
  });

  it("describes '*/n' minutes as 'Every n minutes'", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 59 }), (n) => {
        expect(described(`*/${n} * * * *`)).toBe(`Every ${n} minutes`);
      }),
    );
  });

  it('names every day of the week and month', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 1, max: 12 }), (day, month) => {
        const dayName = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][day]!;
        const text = described(`0 0 * ${month} ${day}`);
        expect(text).toContain(`only on ${dayName}`);
        expect(text).toContain(`only in ${new Date(Date.UTC(2024, month - 1, 1)).toLocaleString('en', { month: 'long', timeZone: 'UTC' })}`);
      }),
    );
  });

  it('rejects values out of range', () => {
    fc.assert(
      fc.property(fc.integer({ min: 60, max: 10_000 }), (minute) => E.isLeft(parseCron(`${minute} * * * *`))),
    );
  });

  it('never throws on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(typeof humanizeCron(text)).toBe('string');
      }),
    );
  });
});

describe('job and cron job status', () => {
  it.each([
    [{ succeeded: 1 }, ['Succeeded'], 'Succeeded'],
    [{ active: 2 }, ['Running'], 'Running'],
    [{ failed: 1 }, ['Failed'], 'Failed'],
    [{ active: 1, failed: 2 }, ['Running', 'Failed'], 'Running'],
    [{ succeeded: 1, failed: 1 }, ['Succeeded', 'Failed'], 'Succeeded'],
    [{ succeeded: 0, active: 0, failed: 0 }, [], undefined],
    [undefined, [], undefined],
  ])('counters %j → %j', (status, all, one) => {
    const job = status === undefined ? {} : { status };
    expect(jobStatuses(job)).toEqual(all);
    expect(jobStatus(job)).toBe(one);
  });

  it('is Suspended when suspend is true, else Active', () => {
    expect(cronJobStatus({ spec: { schedule: '@daily', suspend: true } })).toBe('Suspended');
    expect(cronJobStatus({ spec: { schedule: '@daily', suspend: false } })).toBe('Active');
    expect(cronJobStatus({ spec: { schedule: '@daily' } })).toBe('Active');
  });
});
