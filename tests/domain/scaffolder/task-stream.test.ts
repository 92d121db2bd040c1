import fc from 'fast-check';
import {
  activeStepIndex,
  advanceCursor,
  endsStream,
  initialTaskStreamState,
  isTaskRecoverable,
  logLineOf,
  taskStreamReducer,
  type ScaffolderTask,
  type TaskEvent,
} from '../../../domain/scaffolder';

const task: ScaffolderTask = {
  id: 't1',
  status: 'processing',
  createdAt: '2026-01-01T00:00:00.000Z',
  spec: {
    parameters: {},
    steps: [
      { id: 'fetch', name: 'Fetch', action: 'fetch:template' },
      { id: 'publish', name: 'Publish', action: 'publish:github' },
    ],
  },
};

const event = (id: number, type: TaskEvent['type'], body: Partial<TaskEvent['body']> = {}): TaskEvent => ({
  id,
  type,
  createdAt: `2026-01-01T00:00:0${id}.000Z`,
  body: { message: `message ${id}`, ...body },
});

const init = () => taskStreamReducer(initialTaskStreamState, { type: 'init', task });

describe('task stream state', () => {
  it('starts with every step open and empty logs', () => {
    const state = init();
    expect(state.loading).toBe(false);
    expect(state.steps.map((step) => [step.id, step.status])).toEqual([
      ['fetch', 'open'],
      ['publish', 'open'],
    ]);
    expect(state.stepLogs).toEqual({ fetch: [], publish: [] });
  });

  it('moves steps through their statuses with start and end times, and keeps per-step logs', () => {
    const state = taskStreamReducer(init(), {
      type: 'events',
      events: [
        event(1, 'log'),
        event(2, 'log', { stepId: 'fetch', status: 'processing' }),
        event(3, 'log', { stepId: 'fetch', message: '\u001b[32minfo\u001b[39m: fetching' }),
        event(4, 'log', { stepId: 'fetch', status: 'completed' }),
        event(5, 'log', { stepId: 'publish', status: 'failed' }),
        event(6, 'log', { stepId: 'unknown' }),
      ],
    });
    expect(state.steps).toEqual([
      { id: 'fetch', name: 'Fetch', status: 'completed', startedAt: '2026-01-01T00:00:02.000Z', endedAt: '2026-01-01T00:00:04.000Z' },
      { id: 'publish', name: 'Publish', status: 'failed', endedAt: '2026-01-01T00:00:05.000Z' },
    ]);
    expect(state.stepLogs['fetch']).toEqual(['2026-01-01T00:00:02.000Z message 2', '2026-01-01T00:00:03.000Z info: fetching', '2026-01-01T00:00:04.000Z message 4']);
    expect(state.log).toHaveLength(6);
    expect(state.completed).toBe(false);
  });

  it('completes with the output, or with the error', () => {
    const done = taskStreamReducer(init(), { type: 'events', events: [event(1, 'completion', { output: { links: [{ title: 'x', url: 'https://x' }] } })] });
    expect(done.completed).toBe(true);
    expect(done.output).toEqual({ links: [{ title: 'x', url: 'https://x' }] });
    expect(done.error).toBeUndefined();
    const failed = taskStreamReducer(init(), { type: 'events', events: [event(1, 'completion', { error: { name: 'Error', message: 'boom' } })] });
    expect(failed.error).toEqual({ name: 'Error', message: 'boom' });
  });

  it('marks cancellation, and a recovered task starts its steps over', () => {
    const running = taskStreamReducer(init(), { type: 'events', events: [event(1, 'log', { stepId: 'fetch', status: 'processing' }), event(2, 'completion', { error: { message: 'x' } })] });
    expect(taskStreamReducer(running, { type: 'events', events: [event(3, 'cancelled')] }).cancelled).toBe(true);
    const recovered = taskStreamReducer(running, { type: 'events', events: [event(3, 'recovered')] });
    expect(recovered.completed).toBe(false);
    expect(recovered.error).toBeUndefined();
    expect(recovered.steps.every((step) => step.status === 'open' && step.startedAt === undefined)).toBe(true);
  });

  it('an error ends the stream state', () => {
    const state = taskStreamReducer(initialTaskStreamState, { type: 'error', message: 'No task with id' });
    expect(state).toMatchObject({ loading: false, completed: true, error: { message: 'No task with id' } });
  });

  it('strips colour codes from log lines', () => {
    expect(logLineOf(event(1, 'log', { message: '\u001b[1m\u001b[31merror\u001b[39m\u001b[22m: bad' }))).toBe('2026-01-01T00:00:01.000Z error: bad');
  });

  it('highlights the running step, else the failed one, else the first open one', () => {
    const steps = init().steps;
    expect(activeStepIndex(steps)).toBe(0);
    expect(activeStepIndex([{ ...steps[0]!, status: 'completed' }, { ...steps[1]!, status: 'processing' }])).toBe(1);
    expect(activeStepIndex([{ ...steps[0]!, status: 'failed' }, steps[1]!])).toBe(0);
    expect(activeStepIndex([{ ...steps[0]!, status: 'completed' }, { ...steps[1]!, status: 'completed' }])).toBe(1);
  });
});

describe('stream end and cursor', () => {
  it.each([
    ['log', false, false],
    ['completion', false, true],
    ['completion', true, false],
    ['cancelled', false, false],
    ['recovered', true, false],
  ] as const)('%s event, recoverable %s → ends %s', (type, recoverable, ends) => {
    expect(endsStream(event(1, type), recoverable)).toBe(ends);
  });

  it('the cursor advances to the last event id', () => {
    expect(advanceCursor(undefined, [])).toBeUndefined();
    expect(advanceCursor(4, [])).toBe(4);
    expect(advanceCursor(undefined, [event(5, 'log'), event(9, 'log')])).toBe(9);
    expect(advanceCursor(3, [{ ...event(1, 'log'), id: undefined } as unknown as TaskEvent])).toBe(3);
  });

  it('the cursor is the id of the last event of any batch (property)', () => {
    fc.assert(
      fc.property(fc.option(fc.nat()), fc.array(fc.nat(), { minLength: 1 }), (start, ids) => {
        expect(advanceCursor(start ?? undefined, ids.map((id) => event(id, 'log')))).toBe(ids[ids.length - 1]);
      }),
    );
  });

  it('recoverable means the startOver strategy', () => {
    expect(isTaskRecoverable(task)).toBe(false);
    expect(isTaskRecoverable({ ...task, spec: { ...task.spec, recoveryStrategy: 'startOver' } })).toBe(true);
    expect(isTaskRecoverable({ ...task, spec: { ...task.spec, recoveryStrategy: 'none' } })).toBe(false);
  });
});
