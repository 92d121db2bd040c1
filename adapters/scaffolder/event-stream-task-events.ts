import * as E from 'fp-ts/Either';
import type { TaskEventObserver, TaskEventSource, WatchOptions } from '../../application/scaffolder/task-events.port';
import { endsStream } from '../../domain/scaffolder/task-stream';
import { decodeWith } from '../shared/decode';
import type { FetchFn } from '../shared/http';
import { TaskEventCodec } from './scaffolder.codec';
import { taskEventOf } from './scaffolder.mapper';
import { createEventStreamParser, type ServerSentEvent } from '../shared/event-stream';

const TASK_EVENT_TYPES = new Set(['log', 'completion', 'cancelled', 'recovered']);

/**
 * GET {scaffolder}/v2/tasks/{taskId}/eventstream?after= read as a fetch stream with the Bearer token.
 * A completion event ends it unless the task is recoverable; any failure is reported so the caller can fall back
 * to polling.
 */
export class EventStreamTaskEvents implements TaskEventSource {
  constructor(
    private readonly fetchFn: FetchFn,
    private readonly baseUrl: () => Promise<string>,
  ) {}

  watch(taskId: string, options: WatchOptions, observer: TaskEventObserver): () => void {
    const controller = new AbortController();
    let finished = false;
    const finish = (report: () => void) => {
      if (finished) return;
      finished = true;
      controller.abort();
      report();
    };

    const onEvent = (message: ServerSentEvent) => {
      if (finished || !TASK_EVENT_TYPES.has(message.event)) return;
      let json: unknown;
      try {
        json = JSON.parse(message.data);
      } catch (error) {
        finish(() => observer.error(`The task event stream sent invalid JSON: ${(error as Error).message}`));
        return;
      }
      const decoded = decodeWith(TaskEventCodec)(json);
      if (E.isLeft(decoded)) {
        finish(() => observer.error(decoded.left.message));
        return;
      }
      const event = taskEventOf(decoded.right);
      if (!event) return;
      observer.next(event);
      if (endsStream(event, options.recoverable)) finish(() => observer.complete());
    };

    const run = async () => {
      const base = (await this.baseUrl()).replace(/\/+$/, '');
      const query = options.after !== undefined ? `?after=${encodeURIComponent(String(options.after))}` : '';
      const response = await this.fetchFn(`${base}/v2/tasks/${encodeURIComponent(taskId)}/eventstream${query}`, {
        headers: { accept: 'text/event-stream' },
        signal: controller.signal,
      });
      if (!response.ok || !response.body) {
        throw new Error(`The task event stream answered ${response.status} ${response.statusText}`.trim());
      }
      const parser = createEventStreamParser(onEvent);
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      while (!finished) {
        const { done, value } = await reader.read();
        if (done) break;
        parser.push(decoder.decode(value, { stream: true }));
      }
      parser.end();
      if (!finished) throw new Error('The task event stream closed before the task completed');
    };

    run().catch((error: unknown) => {
      if (finished) return;
      finish(() => observer.error(error instanceof Error ? error.message : String(error)));
    });
    return () => finish(() => undefined);
  }
}
