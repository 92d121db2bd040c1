import * as E from 'fp-ts/Either';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { TASK_LOG_FLUSH_MS } from '../../../domain/scaffolder/constants';
import { isTaskRecoverable, type TaskEvent } from '../../../domain/scaffolder/task';
import { initialTaskStreamState, taskStreamReducer, type TaskStreamState } from '../../../domain/scaffolder/task-stream';
import { useScaffolder } from './services';

/**
 * Loads a task and follows its events (the event stream, or polling when that fails). Log events are applied in
 * batches at most every 500 ms; other events at once. `restart` follows a retried task from the last event seen.
 */
export const useTaskStream = (taskId: string): { readonly state: TaskStreamState; readonly restart: () => void } => {
  const { api, events } = useScaffolder();
  const [state, dispatch] = useReducer(taskStreamReducer, initialTaskStreamState);
  const [generation, setGeneration] = useState(0);
  const cursor = useRef<number | undefined>(undefined);

  useEffect(() => {
    let active = true;
    let stop = () => undefined as void;
    let buffer: TaskEvent[] = [];
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      if (!active || buffer.length === 0) return;
      dispatch({ type: 'events', events: buffer });
      buffer = [];
    };
    void (async () => {
      const task = await api.getTask(taskId)();
      if (!active) return;
      if (E.isLeft(task)) {
        dispatch({ type: 'error', message: task.left.message });
        return;
      }
      dispatch({ type: 'init', task: task.right });
      const after = cursor.current;
      stop = events.watch(taskId, { recoverable: isTaskRecoverable(task.right), ...(after !== undefined ? { after } : {}) }, {
        next: (event) => {
          if (event.id !== undefined) cursor.current = event.id;
          buffer.push(event);
          if (event.type !== 'log') flush();
          else timer ??= setTimeout(flush, TASK_LOG_FLUSH_MS);
        },
        complete: flush,
        error: (message) => {
          flush();
          dispatch({ type: 'error', message });
        },
      });
    })();
    return () => {
      active = false;
      stop();
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [api, events, taskId, generation]);

  const restart = useCallback(() => setGeneration((current) => current + 1), []);
  return { state, restart };
};
