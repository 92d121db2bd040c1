import { screen, waitFor, within } from '@testing-library/react';
import * as TE from 'fp-ts/TaskEither';
import type { ScaffolderTask } from '../../../domain/scaffolder/task';
import type { TaskListQuery } from '../../../domain/scaffolder/task-list';
import { preloadMarkdown } from '../../../ui/app/markdown/markdown';
import ActionsPage from '../../../ui/scaffolder/actions/actions-page';
import TemplatingExtensionsPage from '../../../ui/scaffolder/extensions/templating-extensions-page';
import TaskListPage from '../../../ui/scaffolder/task-list/task-list-page';
import TemplateListPage from '../../../ui/scaffolder/template-list/template-list-page';
import { entity, fakeApi, fakeCatalog, renderScaffolder, services } from './scaffolder-fakes';

const template = (name: string, title: string, tags: string[], type: string) =>
  ({ ...entity('Template', name, { title, tags, description: `${title} description` }, { type }), relations: [{ type: 'ownedBy', targetRef: 'group:default/team-a' }] });

describe('template list', () => {
  it("shows the templates as cards under 'Templates', with 'Register Existing Component'", async () => {
    const { catalog, calls } = fakeCatalog([template('create-node-service', 'Node.js service', ['typescript', 'recommended'], 'service'), template('docs', 'Docs site', ['docs'], 'documentation')]);
    const { user, location } = await renderScaffolder(<TemplateListPage />, services({ catalog }), { route: '/create' });
    const group = await screen.findByRole('region', { name: 'Templates' });
    expect(within(group).getAllByRole('heading', { level: 5 }).map((heading) => heading.textContent)).toEqual(['Docs site', 'Node.js service']);
    expect(calls[0]).toEqual([{ kind: 'template' }]);
    const card = within(group).getByLabelText('Node.js service');
    expect(within(card).getByText('Owner: team-a')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Choose Node.js service' })).toHaveAttribute('href', '/create/templates/default/create-node-service');
    expect(screen.getByRole('link', { name: 'Register Existing Component' })).toHaveAttribute('href', '/catalog-import');

    await user.type(screen.getByRole('textbox', { name: 'Search templates' }), 'docs');
    expect(within(screen.getByRole('region', { name: 'Templates' })).getAllByRole('heading', { level: 5 }).map((heading) => heading.textContent)).toEqual(['Docs site']);
    await user.clear(screen.getByRole('textbox', { name: 'Search templates' }));
    await user.click(screen.getByRole('checkbox', { name: 'recommended' }));
    expect(within(screen.getByRole('region', { name: 'Templates' })).getAllByRole('heading', { level: 5 }).map((heading) => heading.textContent)).toEqual(['Node.js service']);

    await user.click(screen.getByRole('link', { name: 'Register Existing Component' }));
    expect(location().pathname).toBe('/catalog-import');
  });

  it("renders a template's description as Markdown", async () => {
    await preloadMarkdown();
    const described = { ...template('md', 'Markdown service', [], 'service'), metadata: { name: 'md', title: 'Markdown service', description: 'A **fast** service, see [evil](javascript:alert(1))' } };
    const { catalog } = fakeCatalog([described]);
    await renderScaffolder(<TemplateListPage />, services({ catalog }));
    const card = await screen.findByLabelText('Markdown service');
    expect((await within(card).findByText('fast')).tagName).toBe('STRONG');
    expect(within(card).queryByRole('link', { name: 'evil' })).not.toBeInTheDocument();
  });

  it('says, above the templates from the catalog, when the backend has no scaffolder to run them', async () => {
    const { catalog } = fakeCatalog([template('create-node-service', 'Node.js service', [], 'service')]);
    const asked: TaskListQuery[] = [];
    const api = fakeApi({
      listTasks: (query) => {
        asked.push(query);
        return TE.left({ _tag: 'PluginMissing', pluginId: 'scaffolder', message: 'The scaffolder backend plugin is not installed on this Backstage backend' });
      },
    });
    await renderScaffolder(<TemplateListPage />, services({ catalog, api }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The scaffolder backend plugin is not installed on this Backstage backend');
    expect(alert).toHaveTextContent('Templates are listed from the catalog, but none of them can run until it is installed.');
    expect(alert).toHaveTextContent('Whoever runs the Backstage backend can install it: @backstage/plugin-scaffolder-backend.');
    expect(within(screen.getByRole('region', { name: 'Templates' })).getByText('Node.js service')).toBeInTheDocument();
    expect(asked).toEqual([[['limit', '1']]]);
  });

  it('says nothing about the scaffolder when it answers, even with an error of its own', async () => {
    const { catalog } = fakeCatalog([template('create-node-service', 'Node.js service', [], 'service')]);
    let asked = 0;
    const api = fakeApi({
      listTasks: () => {
        asked += 1;
        return TE.left({ _tag: 'HttpStatus', status: 403, statusText: 'Forbidden', message: 'Request failed with 403 Forbidden' });
      },
    });
    await renderScaffolder(<TemplateListPage />, services({ catalog, api }));
    await screen.findByRole('region', { name: 'Templates' });
    await waitFor(() => expect(asked).toBe(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("puts templates outside the configured groups under 'Other Templates'", async () => {
    const { catalog } = fakeCatalog([template('a', 'Alpha', ['recommended'], 'service'), template('b', 'Beta', [], 'service')]);
    await renderScaffolder(<TemplateListPage groups={[{ title: 'Recommended', filter: (t) => (t.metadata.tags ?? []).includes('recommended') }]} />, services({ catalog }));
    expect(within(await screen.findByRole('region', { name: 'Recommended' })).getByText('Alpha')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Other Templates' })).getByText('Beta')).toBeInTheDocument();
  });
});

describe('task list', () => {
  const tasks: ScaffolderTask[] = [
    {
      id: 'task-1',
      status: 'completed',
      createdAt: new Date(Date.now() - 3 * 60_000).toISOString(),
      createdBy: 'user:default/ada',
      spec: { steps: [], parameters: {}, templateInfo: { entityRef: 'template:default/create-node-service', title: 'Node.js service' } },
    },
  ];

  it('lists Task ID, Template, Created, Owner and Status, and switches between Owned and All', async () => {
    const listTasks = jest.fn((_query: TaskListQuery) => TE.right({ tasks, totalTasks: 1 }));
    const { user } = await renderScaffolder(<TaskListPage />, services({ api: fakeApi({ listTasks }) }));
    const table = await screen.findByRole('table', { name: 'Tasks' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Task ID', 'Template', 'Created', 'Owner', 'Status']);
    const cells = within(table).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells).toEqual(['task-1', 'Node.js service', '3 minutes ago', 'ada', 'completed']);
    expect(within(table).getByRole('link', { name: 'task-1' })).toHaveAttribute('href', '/create/tasks/task-1');
    expect(listTasks.mock.calls[0]?.[0]).toEqual([
      ['createdBy', 'user:default/ada'],
      ['limit', '20'],
      ['offset', '0'],
      ['order', 'desc:created_at'],
    ]);
    await user.click(screen.getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(listTasks).toHaveBeenCalledTimes(2));
    expect(listTasks.mock.calls[1]?.[0]).toEqual([
      ['limit', '20'],
      ['offset', '0'],
      ['order', 'desc:created_at'],
    ]);
  });

  it('sends the status filter to the backend and starts again from the first page', async () => {
    const listTasks = jest.fn((_query: TaskListQuery) => TE.right({ tasks, totalTasks: 45 }));
    const { user } = await renderScaffolder(<TaskListPage />, services({ api: fakeApi({ listTasks }) }));
    await screen.findByRole('table', { name: 'Tasks' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(listTasks).toHaveBeenLastCalledWith(expect.arrayContaining([['offset', '20']])));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Failed');
    await waitFor(() =>
      expect(listTasks).toHaveBeenLastCalledWith([
        ['createdBy', 'user:default/ada'],
        ['limit', '20'],
        ['offset', '0'],
        ['order', 'desc:created_at'],
        ['status', 'failed'],
      ]),
    );
    await user.click(screen.getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(listTasks).toHaveBeenLastCalledWith([['limit', '20'], ['offset', '0'], ['order', 'desc:created_at'], ['status', 'failed']]));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'All');
    await waitFor(() => expect(listTasks).toHaveBeenLastCalledWith([['limit', '20'], ['offset', '0'], ['order', 'desc:created_at']]));
  });

  it("says the listTasks error when Owned is asked without an identity", async () => {
    const listTasks = jest.fn(() => TE.right({ tasks: [] }));
    await renderScaffolder(<TaskListPage />, services({ api: fakeApi({ listTasks }) }), { signedIn: false });
    expect(await screen.findByText(/^IdentityApi is not available in the ScaffolderClient/)).toBeInTheDocument();
    expect(listTasks).not.toHaveBeenCalled();
  });
});

describe('installed actions and templating extensions', () => {
  it('lists the actions with their input and output, searchable', async () => {
    const listActions = () =>
      TE.right([
        { id: 'debug:log', description: 'Writes a message into the log', schema: { input: { properties: { message: { type: 'string', title: 'Message' } }, required: ['message'] } }, examples: [{ description: 'Log', example: 'steps: []' }] },
        { id: 'fetch:template', description: 'Downloads a skeleton' },
      ]);
    const { user } = await renderScaffolder(<ActionsPage />, services({ api: fakeApi({ listActions }) }));
    const card = await screen.findByLabelText('debug:log');
    expect(within(within(card).getByRole('table', { name: 'Input' })).getByText('message')).toBeInTheDocument();
    expect(within(card).getByText('No output.')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Show examples (1)' }));
    expect(within(card).getByText('steps: []')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Search for an action' }), 'skeleton');
    expect(screen.queryByLabelText('debug:log')).not.toBeInTheDocument();
    expect(screen.getByLabelText('fetch:template')).toBeInTheDocument();
  });

  it('shows filters, functions and values in tabs', async () => {
    const listTemplatingExtensions = () =>
      TE.right({
        filters: { parseRepoUrl: { description: 'Parses a repository URL', schema: { input: { type: 'string' }, output: { type: 'object' } } } },
        globals: { functions: { now: { description: 'The time' } }, values: { company: { description: 'Company name', value: 'Acme' } } },
      });
    const { user } = await renderScaffolder(<TemplatingExtensionsPage />, services({ api: fakeApi({ listTemplatingExtensions }) }));
    expect(await screen.findByLabelText('parseRepoUrl')).toHaveTextContent('Parses a repository URL');
    await user.click(screen.getByRole('tab', { name: 'Functions (1)' }));
    expect(screen.getByLabelText('now')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Values (1)' }));
    expect(screen.getByLabelText('company')).toHaveTextContent('"Acme"');
  });
});
