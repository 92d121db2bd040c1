import type { TaskEvent } from '../../domain/scaffolder/task';

export interface TaskEventObserver {
  next(event: TaskEvent): void;
  /** The stream ended: a completion event of a task that is not recoverable. */
  complete(): void;
  error(message: string): void;
}

export interface WatchOptions {
  /** Cursor: only events after this id. */
  readonly after?: number;
  /** A recoverable task's stream stays open after a completion event. */
  readonly recoverable: boolean;
}

/** A live feed of a task's events: the server-sent event stream or polling. */
export interface TaskEventSource {
  /** Starts watching; the returned function stops it. */
  watch(taskId: string, options: WatchOptions, observer: TaskEventObserver): () => void;
}
