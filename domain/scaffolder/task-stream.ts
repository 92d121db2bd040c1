// The state of a watched task: the event stream emits log events; a 'completion'
// event ends it unless the task is recoverable. Polling advances its cursor to the last event id.
import { stripAnsi } from './log-lines';
import type { ScaffolderTask, TaskEvent, TaskOutput } from './task';

export type StepStatus = 'open' | 'processing' | 'failed' | 'completed' | 'cancelled' | 'skipped';

export interface StepState {
  readonly id: string;
  readonly name: string;
  readonly status: StepStatus;
  readonly startedAt?: string;
  readonly endedAt?: string;
}

export interface TaskStreamState {
  readonly loading: boolean;
  readonly task?: ScaffolderTask;
  readonly steps: readonly StepState[];
  /** Log lines of each step, without colour codes. */
  readonly stepLogs: Readonly<Record<string, readonly string[]>>;
  /** Every log line in arrival order (the task log). */
  readonly log: readonly string[];
  readonly completed: boolean;
  readonly cancelled: boolean;
  readonly output?: TaskOutput;
  readonly error?: { readonly name?: string; readonly message: string };
}

export type TaskStreamAction =
  | { readonly type: 'init'; readonly task: ScaffolderTask }
  | { readonly type: 'events'; readonly events: readonly TaskEvent[] }
  | { readonly type: 'error'; readonly message: string };

export const initialTaskStreamState: TaskStreamState = {
  loading: true,
  steps: [],
  stepLogs: {},
  log: [],
  completed: false,
  cancelled: false,
};

const STEP_STATUSES: readonly StepStatus[] = ['open', 'processing', 'failed', 'completed', 'cancelled', 'skipped'];
const isStepStatus = (status: string | undefined): status is StepStatus => STEP_STATUSES.includes(status as StepStatus);
const ENDED: readonly StepStatus[] = ['cancelled', 'completed', 'failed'];

/** A log line as shown: the event time and the message without ANSI colour codes. */
export const logLineOf = (event: TaskEvent): string => `${event.createdAt} ${stripAnsi(event.body.message)}`;

const openSteps = (task: ScaffolderTask): StepState[] =>
  task.spec.steps.map((step) => ({ id: step.id, name: step.name, status: 'open' }));

const applyLog = (state: TaskStreamState, event: TaskEvent): TaskStreamState => {
  const line = logLineOf(event);
  const stepId = event.body.stepId;
  const stepIndex = stepId === undefined ? -1 : state.steps.findIndex((step) => step.id === stepId);
  if (stepId === undefined || stepIndex === -1) return { ...state, log: [...state.log, line] };
  const step = state.steps[stepIndex]!;
  const status = event.body.status;
  const nextStep: StepState =
    isStepStatus(status) && status !== step.status
      ? {
          ...step,
          status,
          ...(status === 'processing' ? { startedAt: event.createdAt } : {}),
          ...(ENDED.includes(status) ? { endedAt: event.createdAt } : {}),
        }
      : step;
  const steps = nextStep === step ? state.steps : state.steps.map((current, index) => (index === stepIndex ? nextStep : current));
  return {
    ...state,
    steps,
    log: [...state.log, line],
    stepLogs: { ...state.stepLogs, [stepId]: [...(state.stepLogs[stepId] ?? []), line] },
  };
};

const applyEvent = (state: TaskStreamState, event: TaskEvent): TaskStreamState => {
  switch (event.type) {
    case 'log':
      return applyLog(state, event);
    case 'completion': {
      const logged = applyLog(state, event);
      const { error: _previous, output: _output, ...rest } = logged;
      return {
        ...rest,
        completed: true,
        ...(event.body.output ? { output: event.body.output } : {}),
        ...(event.body.error ? { error: event.body.error } : {}),
      };
    }
    case 'cancelled':
      return { ...applyLog(state, event), cancelled: true };
    case 'recovered': {
      const { error: _error, output: _output, ...rest } = state;
      return {
        ...rest,
        log: [...state.log, logLineOf(event)],
        steps: state.steps.map(({ startedAt: _s, endedAt: _e, ...step }) => ({ ...step, status: 'open' })),
        completed: false,
        loading: false,
      };
    }
  }
};

export const taskStreamReducer = (state: TaskStreamState, action: TaskStreamAction): TaskStreamState => {
  switch (action.type) {
    case 'init':
      return {
        loading: false,
        task: action.task,
        steps: openSteps(action.task),
        stepLogs: Object.fromEntries(action.task.spec.steps.map((step) => [step.id, []])),
        log: [],
        completed: false,
        cancelled: false,
      };
    case 'events':
      return action.events.reduce(applyEvent, state);
    case 'error':
      return { ...state, loading: false, completed: true, error: { message: action.message } };
  }
};

/** A completion event ends the stream, unless the task is recoverable (it may start over). */
export const endsStream = (event: TaskEvent, recoverable: boolean): boolean => event.type === 'completion' && !recoverable;

/** Polling cursor: the id of the last event received, else the cursor as it was. */
export const advanceCursor = (after: number | undefined, events: readonly TaskEvent[]): number | undefined =>
  events.reduce<number | undefined>((cursor, event) => (event.id === undefined ? cursor : Number(event.id)), after);

/** The step that is running, else the first open one: the one the page highlights. */
export const activeStepIndex = (steps: readonly StepState[]): number => {
  const processing = steps.findIndex((step) => step.status === 'processing');
  if (processing !== -1) return processing;
  const failed = steps.findIndex((step) => step.status === 'failed');
  if (failed !== -1) return failed;
  const open = steps.findIndex((step) => step.status === 'open');
  return open === -1 ? steps.length - 1 : open;
};
