// Calls to the backend the user did not ask for (filter options, counts) are sent with fetch's low priority. They
// wait while any other backend call is unanswered, and go one at a time, so a backend that answers one query at a
// time (the catalog on SQLite) is never busy with them when the user's own call arrives.
import type { FetchFn } from '../shared/http';

const isBackground = (init: RequestInit | undefined): boolean => init?.priority === 'low';

export const withBackgroundLane = (fetchFn: FetchFn): FetchFn => {
  let foreground = 0;
  let backgroundRunning = false;
  const waiting: (() => void)[] = [];

  const next = () => {
    if (foreground > 0 || backgroundRunning) return;
    const start = waiting.shift();
    if (start) start();
  };

  const runForeground = async (input: string, init: RequestInit | undefined): Promise<Response> => {
    foreground += 1;
    try {
      return await fetchFn(input, init);
    } finally {
      foreground -= 1;
      // A microtask later: a call the answer leads to (the next page, a retry) starts first.
      queueMicrotask(next);
    }
  };

  const runBackground = (input: string, init: RequestInit | undefined): Promise<Response> =>
    new Promise<Response>((resolve, reject) => {
      const start = () => {
        backgroundRunning = true;
        fetchFn(input, init)
          .then(resolve, reject)
          .finally(() => {
            backgroundRunning = false;
            next();
          });
      };
      const cancel = () => {
        const index = waiting.indexOf(start);
        if (index === -1) return;
        waiting.splice(index, 1);
        reject(init?.signal?.reason ?? new DOMException('The call was cancelled', 'AbortError'));
      };
      if (init?.signal?.aborted) return cancel();
      init?.signal?.addEventListener('abort', cancel, { once: true });
      waiting.push(start);
      next();
    });

  return (input, init) => (isBackground(init) ? runBackground(input, init) : runForeground(input, init));
};
