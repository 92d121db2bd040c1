// Texts whose Markdown is rendered after the page has painted, a few per task. A page that shows dozens of
// descriptions at once (an API definition's header and tag descriptions) paints its rows first, with the texts as
// they are, and the browser keeps answering input between the tasks that fill in their Markdown.

/** How long one task may go on rendering queued texts before it leaves the rest to the next one. */
const TASK_BUDGET_MS = 8;

type Job = () => void;

// In the order they were queued: the page's texts fill in from the top.
const queue = new Set<Job>();
let scheduled = false;

/** `run` in a task of its own once the browser has painted (at once, as a task, where nothing paints: a hidden tab). */
const afterNextPaint = (run: () => void) => {
  if (typeof requestAnimationFrame === 'function' && document.visibilityState === 'visible') {
    // A frame's callbacks run just before it paints; a task queued from one runs after.
    requestAnimationFrame(() => setTimeout(run, 0));
  } else {
    setTimeout(run, 0);
  }
};

const runSome = () => {
  scheduled = false;
  const until = performance.now() + TASK_BUDGET_MS;
  try {
    for (const job of queue) {
      queue.delete(job);
      job();
      if (performance.now() >= until) break;
    }
  } finally {
    // Whatever is left (a text that failed to render included) goes on in the next task.
    scheduleRun();
  }
};

const scheduleRun = () => {
  if (scheduled || queue.size === 0) return;
  scheduled = true;
  afterNextPaint(runSome);
};

/** Runs `render` in a later task, after a paint, between other queued renders; returns what cancels it. */
export const renderAfterPaint = (render: () => void): (() => void) => {
  const job: Job = () => render();
  queue.add(job);
  scheduleRun();
  return () => {
    queue.delete(job);
  };
};
