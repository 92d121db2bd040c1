import { advanceCursor } from '../../domain/scaffolder/task-stream';
import type { TaskEventObserver, TaskEventSource, WatchOptions } from './task-events.port';

/**
 * Watches with the event stream and, when it fails, carries on with polling from the last event seen.
 * Errors of the fallback reach the observer.
 */
export class FallbackTaskEventSource implements TaskEventSource {
  constructor(
    private readonly primary: TaskEventSource,
    private readonly fallback: TaskEventSource,
  ) {}

  watch(taskId: string, options: WatchOptions, observer: TaskEventObserver): () => void {
    let cursor = options.after;
    let stopped = false;
    let stop = this.primary.watch(taskId, options, {
      next: (event) => {
        cursor = advanceCursor(cursor, [event]);
        observer.next(event);
      },
      complete: () => observer.complete(),
      error: () => {
        if (stopped) return;
        stop = this.fallback.watch(taskId, { ...options, ...(cursor !== undefined ? { after: cursor } : {}) }, observer);
      },
    });
    return () => {
      stopped = true;
      stop();
    };
  }
}
