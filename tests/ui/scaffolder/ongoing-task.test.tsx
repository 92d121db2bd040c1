import { act, screen, waitFor, within } from '@testing-library/react';
import * as TE from 'fp-ts/TaskEither';
import type { ScaffolderTask, TaskEvent } from '../../../domain/scaffolder/task';
import { preloadMarkdown } from '../../../ui/app/markdown/markdown';
import OngoingTaskPage from '../../../ui/scaffolder/task/ongoing-task-page';
import { fakeApi, ManualEvents, renderScaffolder, services } from './scaffolder-fakes';

const task = (overrides: Partial<ScaffolderTask['spec']> = {}): ScaffolderTask => ({
  id: 'task-1',
  status: 'processing',
  createdAt: '2026-01-01T00:00:00.000Z',
  spec: {
    parameters: { name: 'my-svc', owner: 'group:default/team-a' },
    steps: [
      { id: 'fetch', name: 'Fetch skeleton', action: 'fetch:template' },
      { id: 'register', name: 'Register in the catalog', action: 'portico:catalog:register' },
    ],
    templateInfo: { entityRef: 'template:default/create-node-service', title: 'Node.js service' },
    ...overrides,
  },
});

let nextId = 1;
const event = (type: TaskEvent['type'], body: Partial<TaskEvent['body']> = {}): TaskEvent => ({ id: nextId++, type, createdAt: '2026-01-01T00:00:01.000Z', body: { message: '', ...body } });

const setup = async (current = task(), apiOverrides = {}) => {
  const events = new ManualEvents();
  const cancelTask = jest.fn(() => TE.right(undefined));
  const retryTask = jest.fn(() => TE.right(undefined));
  const getTask = jest.fn(() => TE.right(current));
  const view = await renderScaffolder(<OngoingTaskPage />, services({ api: fakeApi({ getTask, cancelTask, retryTask, ...apiOverrides }), events }), {
    route: '/create/tasks/task-1',
    path: '/create/tasks/:taskId',
  });
  await screen.findByRole('heading', { name: 'Run of Node.js service' });
  await waitFor(() => expect(events.watches).toHaveLength(1));
  const push = (...list: TaskEvent[]) => act(() => list.forEach((one) => events.current.next(one)));
  return { ...view, events, cancelTask, retryTask, getTask, push };
};

describe('ongoing task page', () => {
  // Output texts are Markdown, rendered by a lazy chunk: compiled once here rather than inside a test's wait.
  beforeAll(() => preloadMarkdown());

  it('shows the run title, the task id and the steps', async () => {
    const { events } = await setup();
    expect(screen.getByText('Task task-1', { exact: false })).toBeInTheDocument();
    const steps = screen.getByRole('list', { name: 'Task steps' });
    expect(within(steps).getAllByRole('listitem').map((item) => item.textContent?.trim())).toEqual(['Fetch skeleton', 'Register in the catalog']);
    expect(events.watches[0]).toMatchObject({ taskId: 'task-1', options: { recoverable: false } });
  });

  it('streams the logs live, without colour codes, and marks step progress', async () => {
    const { push } = await setup();
    await push(event('log', { stepId: 'fetch', status: 'processing', message: 'Beginning step Fetch skeleton' }), event('log', { stepId: 'fetch', message: '\u001b[32minfo\u001b[39m: Fetching template content' }));
    const log = screen.getByRole('log', { name: 'Task log' });
    await waitFor(() => expect(log).toHaveTextContent('info: Fetching template content'));
    expect(log.textContent).not.toContain('\u001b');
    expect(within(screen.getByRole('list', { name: 'Task steps' })).getByLabelText('Running')).toBeInTheDocument();
  });

  it('shows the output link to the registered entity once the task completes, and disables Cancel', async () => {
    const { push } = await setup();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    await push(
      event('log', { stepId: 'register', status: 'completed', message: 'Finished' }),
      event('completion', { message: 'Run completed with status: completed', output: { links: [{ title: 'Open in catalog', entityRef: 'component:default/my-svc' }], text: [{ title: 'Next steps', content: 'Push it' }] } }),
    );
    const link = await screen.findByRole('link', { name: 'Open in catalog' });
    expect(link).toHaveAttribute('href', '/catalog/default/component/my-svc');
    expect(screen.getByText('Push it')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('renders output texts as Markdown and shows unsafe output links as text only', async () => {
    const { push } = await setup();
    await push(
      event('completion', {
        message: 'Run completed with status: completed',
        output: {
          links: [
            { title: 'Repository', url: 'https://git.example.com/team-a/my-svc' },
            { title: 'Run script', url: 'javascript:alert(document.cookie)' },
            { title: 'Open data', url: 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==' },
            { title: 'Old client', url: 'vbscript:msgbox(1)' },
          ],
          text: [{ title: 'Next steps', content: 'Created **my-svc**. [Click here](javascript:alert(1)) or read [the guide](https://docs.example.com/guide).' }],
        },
      }),
    );
    expect((await screen.findByText('my-svc', { selector: 'strong' })).tagName).toBe('STRONG');
    const output = screen.getByRole('region', { name: 'Output' });
    // Blueprint's AnchorButton is an <a> with the button role.
    expect(within(output).getByRole('button', { name: 'Repository' })).toHaveAttribute('target', '_blank');
    expect(within(output).getByRole('link', { name: 'the guide' })).toHaveAttribute('href', 'https://docs.example.com/guide');
    for (const name of ['Run script', 'Open data', 'Old client', 'Click here']) {
      expect(within(output).queryByRole('link', { name })).not.toBeInTheDocument();
      expect(within(output).queryByRole('button', { name })).not.toBeInTheDocument();
      expect(within(output).getByText(name)).toHaveAttribute('data-rejected-link');
    }
    expect(output.querySelector('a[href^="javascript:" i], a[href^="data:" i], a[href^="vbscript:" i]')).toBeNull();
  });

  it('cancels the task', async () => {
    const { user, cancelTask } = await setup();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(cancelTask).toHaveBeenCalledWith('task-1');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled());
  });

  it('offers Retry after a failure and follows the retried task from the last event', async () => {
    const { push, user, retryTask, events, getTask } = await setup();
    const last = event('completion', { message: 'Run completed with status: failed', error: { name: 'Error', message: 'Something broke' } });
    await push(last);
    expect(await screen.findByText('Something broke')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retryTask).toHaveBeenCalledWith('task-1');
    await waitFor(() => expect(events.watches).toHaveLength(2));
    expect(events.watches[0]?.stopped).toBe(true);
    expect(events.watches[1]?.options).toEqual({ recoverable: false, after: last.id });
    expect(getTask).toHaveBeenCalledTimes(2);
  });

  it('hides and shows the logs, and the button bar from the menu', async () => {
    const { user } = await setup();
    await user.click(screen.getByRole('button', { name: 'Hide Logs' }));
    expect(screen.queryByRole('log')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show Logs' }));
    expect(screen.getByRole('log')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Task menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Hide Button Bar' }));
    expect(screen.queryByRole('toolbar', { name: 'Task actions' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Task menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Show Button Bar' }));
    expect(screen.getByRole('toolbar', { name: 'Task actions' })).toBeInTheDocument();
  });

  it('starts over with the same values in the template wizard', async () => {
    const { user, location, push } = await setup();
    await push(event('completion', { message: 'done' }));
    await user.click(screen.getByRole('button', { name: 'Start Over' }));
    expect(location().pathname).toBe('/create/templates/default/create-node-service');
    expect(JSON.parse(new URLSearchParams(location().search).get('formData') ?? '')).toEqual({ name: 'my-svc', owner: 'group:default/team-a' });
  });

  it('watches recoverable tasks as recoverable', async () => {
    const { events } = await setup(task({ recoveryStrategy: 'startOver' }));
    expect(events.watches[0]?.options.recoverable).toBe(true);
  });

  it('shows a step’s own logs when it is chosen', async () => {
    const { push, user } = await setup();
    await push(event('log', { stepId: 'fetch', message: 'fetch line' }), event('log', { stepId: 'register', message: 'register line' }));
    const log = screen.getByRole('log', { name: 'Task log' });
    await waitFor(() => expect(log).toHaveTextContent('register line'));
    await user.click(screen.getByRole('button', { name: /Fetch skeleton/ }));
    expect(screen.getByRole('heading', { name: 'Logs of Fetch skeleton' })).toBeInTheDocument();
    expect(screen.getByRole('log', { name: 'Task log' })).not.toHaveTextContent('register line');
  });

  it('shows the error when the task cannot be read', async () => {
    const events = new ManualEvents();
    await renderScaffolder(<OngoingTaskPage />, services({ api: fakeApi({ getTask: () => TE.left({ _tag: 'HttpStatus', status: 404, statusText: 'Not Found', message: "Request failed with 404 Not Found, No task with id 'x' found" }) }), events }), {
      route: '/create/tasks/x',
      path: '/create/tasks/:taskId',
    });
    expect(await screen.findByText("Request failed with 404 Not Found, No task with id 'x' found")).toBeInTheDocument();
    expect(events.watches).toHaveLength(0);
  });
});
