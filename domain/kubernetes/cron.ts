// Cron schedules of cron jobs: Kubernetes shortcuts, a parser for
// five-field expressions and an English description of them, plus job and cron job status.
import * as E from 'fp-ts/Either';
import { describeValue } from '../shared/input';
import { CRON_SHORTCUTS } from './constants';
import { k8sMessages as m } from './messages';
import type { CronJob, Job } from './types';

export type CronItem =
  | { readonly kind: 'value'; readonly value: number }
  | { readonly kind: 'range'; readonly from: number; readonly to: number; readonly step?: number }
  /** '*∕n' when start is undefined, 'a∕n' (from a to the end of the field) otherwise. */
  | { readonly kind: 'step'; readonly step: number; readonly start?: number };

export type CronField = { readonly kind: 'any' } | { readonly kind: 'list'; readonly items: readonly CronItem[] };

export interface CronSchedule {
  readonly minute: CronField;
  readonly hour: CronField;
  readonly dayOfMonth: CronField;
  readonly month: CronField;
  readonly dayOfWeek: CronField;
}

export interface CronError {
  readonly _tag: 'CronError';
  readonly message: string;
}

const cronError = (message: string): CronError => ({ _tag: 'CronError', message });

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** Index 0 and 7 are both Sunday. */
export const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

interface FieldSpec {
  readonly key: keyof CronSchedule;
  readonly label: string;
  readonly min: number;
  readonly max: number;
  readonly names?: readonly string[];
  readonly questionMarkIsAny?: boolean;
}

const FIELDS: readonly FieldSpec[] = [
  { key: 'minute', label: 'minute', min: 0, max: 59 },
  { key: 'hour', label: 'hour', min: 0, max: 23 },
  { key: 'dayOfMonth', label: 'day-of-month', min: 1, max: 31, questionMarkIsAny: true },
  { key: 'month', label: 'month', min: 1, max: 12, names: MONTH_NAMES },
  { key: 'dayOfWeek', label: 'day-of-week', min: 0, max: 7, names: DAY_NAMES, questionMarkIsAny: true },
];

/** '@daily' and the other Kubernetes shortcuts as their five-field schedule; other text unchanged. */
export const expandCronShortcut = (schedule: string): string => CRON_SHORTCUTS.get(schedule.trim()) ?? schedule;

const NUMBER = /^\d+$/;

const parseValue = (token: string, spec: FieldSpec): E.Either<CronError, number> => {
  let value: number;
  if (NUMBER.test(token)) value = Number(token);
  else {
    const index = spec.names?.findIndex((n) => n.slice(0, 3).toLowerCase() === token.toLowerCase()) ?? -1;
    if (index < 0 || token.length !== 3) return E.left(cronError(`Invalid ${spec.label} '${token}'`));
    value = spec.key === 'month' ? index + 1 : index;
  }
  return value < spec.min || value > spec.max
    ? E.left(cronError(`${spec.label} value ${value} is out of range ${spec.min}-${spec.max}`))
    : E.right(value);
};

const parseStep = (token: string, spec: FieldSpec, whole: string): E.Either<CronError, number> =>
  NUMBER.test(token) && Number(token) >= 1
    ? E.right(Number(token))
    : E.left(cronError(`Invalid ${spec.label} step '${whole}'`));

const parseItem = (token: string, spec: FieldSpec): E.Either<CronError, CronItem> => {
  const [base = '', stepText, ...rest] = token.split('/');
  if (rest.length > 0 || base === '') return E.left(cronError(`Invalid ${spec.label} '${token}'`));
  const step = stepText === undefined ? E.right(undefined) : parseStep(stepText, spec, token);
  if (E.isLeft(step)) return step;
  if (base === '*') {
    return step.right === undefined
      ? E.left(cronError(`Invalid ${spec.label} '${token}'`))
      : E.right({ kind: 'step', step: step.right });
  }
  const bounds = base.split('-');
  if (bounds.length > 2) return E.left(cronError(`Invalid ${spec.label} '${token}'`));
  const from = parseValue(bounds[0] ?? '', spec);
  if (E.isLeft(from)) return from;
  if (bounds.length === 1) {
    return E.right(
      step.right === undefined ? { kind: 'value', value: from.right } : { kind: 'step', step: step.right, start: from.right },
    );
  }
  const to = parseValue(bounds[1] ?? '', spec);
  if (E.isLeft(to)) return to;
  if (from.right > to.right) return E.left(cronError(`Invalid ${spec.label} range '${token}': start is after end`));
  return E.right(
    step.right === undefined
      ? { kind: 'range', from: from.right, to: to.right }
      : { kind: 'range', from: from.right, to: to.right, step: step.right },
  );
};

const parseField = (text: string, spec: FieldSpec): E.Either<CronError, CronField> => {
  if (text === '*' || (spec.questionMarkIsAny && text === '?')) return E.right({ kind: 'any' });
  const tokens = text.split(',');
  if (tokens.includes('*')) {
    return E.left(cronError(`Invalid ${spec.label} '${text}': '*' cannot be combined with other values`));
  }
  const items: CronItem[] = [];
  for (const token of tokens) {
    const item = parseItem(token, spec);
    if (E.isLeft(item)) return item;
    items.push(item.right);
  }
  return E.right({ kind: 'list', items });
};

/** Parses a five-field expression (minute hour day-of-month month day-of-week); shortcuts are expanded. */
export const parseCron = (expression: string): E.Either<CronError, CronSchedule> => {
  if (typeof expression !== 'string') return E.left(cronError(`Expected a cron expression, but found ${describeValue(expression)}`));
  const fields = expandCronShortcut(expression).trim().split(/\s+/);
  if (fields.length !== 5 || fields[0] === '') {
    return E.left(
      cronError(`Expected 5 fields (minute hour day-of-month month day-of-week), got ${fields[0] === '' ? 0 : fields.length}`),
    );
  }
  const schedule: Partial<Record<keyof CronSchedule, CronField>> = {};
  for (const [i, spec] of FIELDS.entries()) {
    const field = parseField(fields[i] ?? '', spec);
    if (E.isLeft(field)) return field;
    schedule[spec.key] = field.right;
  }
  return E.right(schedule as CronSchedule);
};

const formatItem = (item: CronItem): string => {
  switch (item.kind) {
    case 'value':
      return String(item.value);
    case 'range':
      return `${item.from}-${item.to}${item.step === undefined ? '' : `/${item.step}`}`;
    case 'step':
      return `${item.start === undefined ? '*' : item.start}/${item.step}`;
  }
};

/** The five-field text of a schedule (names are written as numbers). */
export const formatCronSchedule = (schedule: CronSchedule): string =>
  FIELDS.map(({ key }) => {
    const field = schedule[key];
    return field.kind === 'any' ? '*' : field.items.map(formatItem).join(',');
  }).join(' ');

// ---- Description ------------------------------------------------------------------------------

const pad = (n: number): string => String(n).padStart(2, '0');
const clock = (hour: number, minute: number): string => `${pad(hour)}:${pad(minute)}`;
const monthName = (v: number): string => MONTH_NAMES[v - 1] ?? String(v);
const dayName = (v: number): string => DAY_NAMES[v % 7] ?? String(v);
const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** 'a', 'a and b', 'a, b and c'. */
const joinList = (parts: readonly string[]): string =>
  parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;

const valuesOf = (field: CronField): number[] | undefined =>
  field.kind === 'list' && field.items.every((i) => i.kind === 'value')
    ? field.items.map((i) => (i as { value: number }).value)
    : undefined;

const plural = (n: number, unit: string): string => (n === 1 ? unit : `${unit}s`);

interface ItemPhrases {
  readonly values: (values: number[]) => string;
  readonly step: (step: number) => string;
  readonly stepFrom: (step: number, start: number) => string;
  readonly range: (from: number, to: number) => string;
  readonly rangeStep: (step: number, from: number, to: number) => string;
}

const describeField = (field: CronField, phrases: ItemPhrases): string => {
  if (field.kind === 'any') return '';
  const values = valuesOf(field);
  if (values !== undefined) return phrases.values(values);
  return joinList(
    field.items.map((item) => {
      switch (item.kind) {
        case 'value':
          return phrases.values([item.value]);
        case 'step':
          return item.start === undefined ? phrases.step(item.step) : phrases.stepFrom(item.step, item.start);
        case 'range':
          return item.step === undefined
            ? phrases.range(item.from, item.to)
            : phrases.rangeStep(item.step, item.from, item.to);
      }
    }),
  );
};

const minutePhrases: ItemPhrases = {
  values: (vs) => `at ${joinList(vs.map(String))} ${vs.length === 1 && vs[0] === 1 ? 'minute' : 'minutes'} past the hour`,
  step: (n) => (n === 1 ? 'every minute' : `every ${n} minutes`),
  stepFrom: (n, s) => `every ${n} minutes, starting at ${s} ${plural(s, 'minute')} past the hour`,
  range: (a, b) => `every minute from ${a} through ${b} past the hour`,
  rangeStep: (n, a, b) => `every ${n} minutes, minutes ${a} through ${b} past the hour`,
};

const hourPhrases: ItemPhrases = {
  values: (vs) =>
    vs.length === 1 ? `between ${clock(vs[0] ?? 0, 0)} and ${clock(vs[0] ?? 0, 59)}` : `during hours ${joinList(vs.map(pad))}`,
  step: (n) => (n === 1 ? 'every hour' : `every ${n} hours`),
  stepFrom: (n, s) => `every ${n} hours, starting at ${clock(s, 0)}`,
  range: (a, b) => `between ${clock(a, 0)} and ${clock(b, 59)}`,
  rangeStep: (n, a, b) => `every ${n} hours, between ${clock(a, 0)} and ${clock(b, 59)}`,
};

const dayOfMonthPhrases: ItemPhrases = {
  values: (vs) => `on day ${joinList(vs.map(String))} of the month`,
  step: (n) => (n === 1 ? 'every day' : `every ${n} days`),
  stepFrom: (n, s) => `every ${n} days, starting on day ${s} of the month`,
  range: (a, b) => `between day ${a} and ${b} of the month`,
  rangeStep: (n, a, b) => `every ${n} days, between day ${a} and ${b} of the month`,
};

const dayOfWeekPhrases: ItemPhrases = {
  values: (vs) => `only on ${joinList(vs.map(dayName))}`,
  step: (n) => (n === 1 ? 'every day of the week' : `every ${n} days of the week`),
  stepFrom: (n, s) => `every ${n} days of the week, starting on ${dayName(s)}`,
  range: (a, b) => `${dayName(a)} through ${dayName(b)}`,
  rangeStep: (n, a, b) => `every ${n} days of the week, ${dayName(a)} through ${dayName(b)}`,
};

const monthPhrases: ItemPhrases = {
  values: (vs) => `only in ${joinList(vs.map(monthName))}`,
  step: (n) => (n === 1 ? 'every month' : `every ${n} months`),
  stepFrom: (n, s) => `every ${n} months, starting in ${monthName(s)}`,
  range: (a, b) => `${monthName(a)} through ${monthName(b)}`,
  rangeStep: (n, a, b) => `every ${n} months, ${monthName(a)} through ${monthName(b)}`,
};

/** At most this many exact times are listed ('At 08:00, 12:00 and 18:00'); more are described by field. */
const MAX_LISTED_TIMES = 12;

const describeTime = (minute: CronField, hour: CronField): string => {
  const minutes = valuesOf(minute);
  const hours = valuesOf(hour);
  if (minutes !== undefined && hours !== undefined && minutes.length * hours.length <= MAX_LISTED_TIMES) {
    const times = [...hours]
      .sort((a, b) => a - b)
      .flatMap((h) => [...minutes].sort((a, b) => a - b).map((mi) => clock(h, mi)));
    return `At ${joinList([...new Set(times)])}`;
  }
  if (minute.kind === 'any' && hour.kind === 'any') return 'Every minute';
  const onTheHour = minutes !== undefined && minutes.length === 1 && minutes[0] === 0;
  if (onTheHour && hour.kind === 'any') return 'Every hour';
  const onlyHourItem = hour.kind === 'list' && hour.items.length === 1 ? hour.items[0] : undefined;
  const hourIsStepped = onlyHourItem?.kind === 'step' || (onlyHourItem?.kind === 'range' && onlyHourItem.step !== undefined);
  // '0 */2 * * *' reads 'Every 2 hours', not 'Every hour, every 2 hours'.
  if (onTheHour && hourIsStepped) return capitalise(describeField(hour, hourPhrases));
  const minutePart =
    minute.kind === 'any' ? 'every minute' : onTheHour ? 'every hour' : describeField(minute, minutePhrases);
  const hourPart = describeField(hour, hourPhrases);
  return capitalise(hourPart === '' ? minutePart : `${minutePart}, ${hourPart}`);
};

/** An English description, e.g. 'At 02:30, only on Monday' or 'Every 15 minutes'. */
export const describeCronSchedule = (schedule: CronSchedule): string =>
  [
    describeTime(schedule.minute, schedule.hour),
    describeField(schedule.dayOfMonth, dayOfMonthPhrases),
    describeField(schedule.dayOfWeek, dayOfWeekPhrases),
    describeField(schedule.month, monthPhrases),
  ]
    .filter((part) => part !== '')
    .join(', ');

export const describeCron = (expression: string): E.Either<CronError, string> =>
  E.map(describeCronSchedule)(parseCron(expression));

/** The description of a cron job's schedule, or the (expanded) schedule itself when it cannot be read. */
export const humanizeCron = (schedule: string): string => {
  const described = describeCron(schedule);
  return E.isRight(described) ? described.right : expandCronShortcut(schedule);
};

// ---- Jobs and cron jobs -----------------------------------------------------------------------

export type JobStatus = 'Succeeded' | 'Running' | 'Failed';

/** Every status the counters show, in the order Succeeded, Running, Failed (a job can show several). */
export const jobStatuses = (job: Job): JobStatus[] => {
  const statuses: JobStatus[] = [];
  if ((job.status?.succeeded ?? 0) > 0) statuses.push('Succeeded');
  if ((job.status?.active ?? 0) > 0) statuses.push('Running');
  if ((job.status?.failed ?? 0) > 0) statuses.push('Failed');
  return statuses;
};

/** The one status to show: Running while pods are active, else Succeeded once one succeeded, else Failed. */
export const jobStatus = (job: Job): JobStatus | undefined => {
  if ((job.status?.active ?? 0) > 0) return 'Running';
  if ((job.status?.succeeded ?? 0) > 0) return 'Succeeded';
  if ((job.status?.failed ?? 0) > 0) return 'Failed';
  return undefined;
};

export type CronJobStatus = typeof m.cronSuspended | typeof m.cronActive;

export const cronJobStatus = (cronJob: CronJob): CronJobStatus =>
  cronJob.spec?.suspend === true ? m.cronSuspended : m.cronActive;
