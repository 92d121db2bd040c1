import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { PollingTaskEventSource } from '../../../application/scaffolder/polling-task-events';
import type { TaskEventObserver } from '../../../application/scaffolder/task-events.port';
import type { BackendError } from '../../../application/shared/backend-error';
import type { TaskEvent } from '../../../domain/scaffolder/task';

const event = (id: number, type: TaskEvent['type'] = 'log'): TaskEvent => ({ id, type, createdAt: '2026-01-01T00:00:00.000Z', body: { message: `m${id}` } });
const failure: BackendError = { _tag: 'Transport', message: 'offline' };

/** A scripted backend: each poll takes the next answer; the cursor it was asked with is recorded. */
const backend = (answers: ReadonlyArray<readonly TaskEvent[] | BackendError>) => {
  const cursors: Array<number | undefined> = [];
  let index = 0;
  const getTaskEvents = jest.fn((_taskId: string, after: number | undefined) => {
    cursors.push(after);
    const answer = answers[Math.min(index++, answers.length - 1)]!;
    return Array.isArray(answer) ? TE.right(answer as readonly TaskEvent[]) : TE.left(answer as BackendError);
  });
  return { api: { getTaskEvents }, cursors };
};

const observer = () => {
  const seen: TaskEvent[] = [];
  const o: TaskEventObserver & { seen: TaskEvent[]; completed: jest.Mock; errors: jest.Mock } = {
    seen,
    completed: jest.fn(),
    errors: jest.fn(),
    next: (e) => seen.push(e),
    complete: () => o.completed(),
    error: (message) => o.errors(message),
  };
  return o;
};

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

describe('polling task events', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

  it('advances the cursor to the last event id and ends on completion', async () => {
    const { api, cursors } = backend([[event(1), event(2)], [event(3), event(4, 'completion'), event(5)]]);
    const source = new PollingTaskEventSource({ api, sleep });
    const o = observer();
    source.watch('t1', { recoverable: false }, o);
    await flush();
    expect(cursors).toEqual([undefined, 2]);
    expect(o.seen.map((e) => e.id)).toEqual([1, 2, 3, 4]);
    expect(o.completed).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(5000);
    expect(api.getTaskEvents).toHaveBeenCalledTimes(2);
  });

  it('starts from the given cursor', async () => {
    const { api, cursors } = backend([[event(8, 'completion')]]);
    new PollingTaskEventSource({ api, sleep }).watch('t1', { after: 7, recoverable: false }, observer());
    await flush();
    expect(cursors).toEqual([7]);
  });

  it('keeps polling after a completion when the task is recoverable', async () => {
    const { api, cursors } = backend([[event(1, 'completion')], [event(2, 'recovered')], [event(3, 'completion')]]);
    const o = observer();
    const stop = new PollingTaskEventSource({ api, sleep }).watch('t1', { recoverable: true }, o);
    await flush();
    expect(o.completed).not.toHaveBeenCalled();
    expect(cursors.slice(0, 3)).toEqual([undefined, 1, 2]);
    expect(o.seen.map((e) => e.type).slice(0, 3)).toEqual(['completion', 'recovered', 'completion']);
    stop();
  });

  it('waits 1000 ms after a failed poll, then retries with the same cursor', async () => {
    const { api, cursors } = backend([[event(1)], failure, failure, [event(2, 'completion')]]);
    const o = observer();
    new PollingTaskEventSource({ api, sleep }).watch('t1', { recoverable: false }, o);
    await flush();
    expect(api.getTaskEvents).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(999);
    expect(api.getTaskEvents).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(api.getTaskEvents).toHaveBeenCalledTimes(3);
    await jest.advanceTimersByTimeAsync(1000);
    expect(api.getTaskEvents).toHaveBeenCalledTimes(4);
    expect(cursors).toEqual([undefined, 1, 1, 1]);
    expect(o.completed).toHaveBeenCalledTimes(1);
    expect(o.errors).not.toHaveBeenCalled();
  });

  it('stops asking once unsubscribed, and drops an answer that arrives after', async () => {
    let release: (value: E.Either<BackendError, readonly TaskEvent[]>) => void = () => undefined;
    const getTaskEvents = jest.fn(() => () => new Promise<E.Either<BackendError, readonly TaskEvent[]>>((resolve) => (release = resolve)));
    const o = observer();
    const stop = new PollingTaskEventSource({ api: { getTaskEvents }, sleep }).watch('t1', { recoverable: false }, o);
    stop();
    release(E.right([event(1)]));
    await flush();
    await jest.advanceTimersByTimeAsync(5000);
    expect(o.seen).toEqual([]);
    expect(getTaskEvents).toHaveBeenCalledTimes(1);
  });
});
