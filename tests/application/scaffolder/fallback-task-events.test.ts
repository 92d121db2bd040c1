import { FallbackTaskEventSource } from '../../../application/scaffolder/fallback-task-events';
import type { TaskEventObserver, TaskEventSource, WatchOptions } from '../../../application/scaffolder/task-events.port';
import type { TaskEvent } from '../../../domain/scaffolder/task';

const event = (id: number, type: TaskEvent['type'] = 'log'): TaskEvent => ({ id, type, createdAt: 'now', body: { message: '' } });

/** A source whose observer the test drives by hand. */
const manual = () => {
  const calls: Array<{ options: WatchOptions; observer: TaskEventObserver; stopped: boolean }> = [];
  const source: TaskEventSource = {
    watch: (_taskId, options, observer) => {
      const call = { options, observer, stopped: false };
      calls.push(call);
      return () => {
        call.stopped = true;
      };
    },
  };
  return { source, calls };
};

describe('event stream with polling fallback', () => {
  it('passes the stream through while it works', () => {
    const primary = manual();
    const fallback = manual();
    const seen: TaskEvent[] = [];
    const complete = jest.fn();
    new FallbackTaskEventSource(primary.source, fallback.source).watch('t', { recoverable: false }, { next: (e) => seen.push(e), complete, error: jest.fn() });
    primary.calls[0]!.observer.next(event(1));
    primary.calls[0]!.observer.complete();
    expect(seen).toEqual([event(1)]);
    expect(complete).toHaveBeenCalled();
    expect(fallback.calls).toHaveLength(0);
  });

  it('continues with polling from the last event seen when the stream fails', () => {
    const primary = manual();
    const fallback = manual();
    const error = jest.fn();
    const stop = new FallbackTaskEventSource(primary.source, fallback.source).watch('t', { after: 2, recoverable: true }, { next: jest.fn(), complete: jest.fn(), error });
    primary.calls[0]!.observer.next(event(5));
    primary.calls[0]!.observer.error('The task event stream answered 404');
    expect(error).not.toHaveBeenCalled();
    expect(fallback.calls[0]!.options).toEqual({ after: 5, recoverable: true });
    fallback.calls[0]!.observer.error('polling failed');
    expect(error).toHaveBeenCalledWith('polling failed');
    stop();
    expect(fallback.calls[0]!.stopped).toBe(true);
  });

  it('keeps the original cursor when the stream failed before any event', () => {
    const primary = manual();
    const fallback = manual();
    new FallbackTaskEventSource(primary.source, fallback.source).watch('t', { after: 3, recoverable: false }, { next: jest.fn(), complete: jest.fn(), error: jest.fn() });
    primary.calls[0]!.observer.error('x');
    expect(fallback.calls[0]!.options).toEqual({ after: 3, recoverable: false });
  });

  it('does not fall back after being stopped', () => {
    const primary = manual();
    const fallback = manual();
    const stop = new FallbackTaskEventSource(primary.source, fallback.source).watch('t', { recoverable: false }, { next: jest.fn(), complete: jest.fn(), error: jest.fn() });
    stop();
    primary.calls[0]!.observer.error('aborted');
    expect(fallback.calls).toHaveLength(0);
  });
});
