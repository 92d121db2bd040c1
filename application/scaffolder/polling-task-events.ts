import * as E from 'fp-ts/Either';
import { POLLING_RETRY_DELAY_MS } from '../../domain/scaffolder/constants';
import { advanceCursor, endsStream } from '../../domain/scaffolder/task-stream';
import type { ScaffolderApi } from './scaffolder-api.port';
import type { TaskEventObserver, TaskEventSource, WatchOptions } from './task-events.port';

export interface PollingDeps {
  readonly api: Pick<ScaffolderApi, 'getTaskEvents'>;
  readonly sleep: (ms: number) => Promise<void>;
}

/**
 * Polling mode: requests repeat with the cursor at the last event id; a completion event ends the
 * stream unless the task is recoverable; after a failed poll it waits 1000 ms and retries. The backend holds a
 * poll open until there are events; should one come back empty, the next waits the same delay instead of spinning.
 */
export class PollingTaskEventSource implements TaskEventSource {
  constructor(private readonly deps: PollingDeps) {}

  watch(taskId: string, options: WatchOptions, observer: TaskEventObserver): () => void {
    let closed = false;
    let cursor = options.after;
    const run = async (): Promise<void> => {
      while (!closed) {
        const result = await this.deps.api.getTaskEvents(taskId, cursor)();
        if (closed) return;
        if (E.isLeft(result) || result.right.length === 0) {
          await this.deps.sleep(POLLING_RETRY_DELAY_MS);
          continue;
        }
        for (const event of result.right) {
          cursor = advanceCursor(cursor, [event]);
          observer.next(event);
          if (endsStream(event, options.recoverable)) {
            closed = true;
            observer.complete();
            return;
          }
        }
      }
    };
    void run();
    return () => {
      closed = true;
    };
  }
}
