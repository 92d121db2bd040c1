import { screen, waitFor, within } from '@testing-library/react';
import * as TE from 'fp-ts/TaskEither';
import type { ScaffoldRequest } from '../../../application/scaffolder/scaffolder-api.port';
import type { TemplateParameterSchema } from '../../../domain/scaffolder/parameter-schema';
import TemplateWizardPage from '../../../ui/scaffolder/wizard/template-wizard-page';
import { asPluginPage, capturedEvents, recordingAnalytics } from '../../support/analytics';
import { entity, fakeApi, fakeCatalog, presentationsOf, renderScaffolder, services } from './scaffolder-fakes';
import { EntityPresentationApiToken } from '../../../application/catalog/entity-presentation.port';
import { provide } from '../../support/render';

const NAME_MESSAGE =
  'Must start and end with an alphanumeric character, and contain only alphanumeric characters, hyphens, underscores, and periods. Maximum length is 63 characters.';

const parameters: TemplateParameterSchema = {
  title: 'Node.js service',
  description: 'Creates a service',
  steps: [
    {
      title: 'Describe the service',
      schema: {
        required: ['name', 'owner'],
        properties: {
          name: { title: 'Name', type: 'string', 'ui:field': 'EntityNamePicker', description: 'Unique name' },
          owner: { title: 'Owner', type: 'string', 'ui:field': 'OwnerPicker', 'ui:options': { catalogFilter: { kind: 'Group' } } },
          apiKey: { title: 'API key', type: 'string', 'ui:field': 'Secret' },
        },
      },
    },
    {
      title: 'Choose how it runs',
      schema: {
        required: ['lifecycle'],
        properties: {
          lifecycle: { title: 'Lifecycle', type: 'string', enum: ['experimental', 'production'], enumNames: ['Experimental', 'Production'], default: 'experimental' },
          port: { title: 'HTTP port', type: 'integer', default: 8080 },
        },
      },
    },
  ],
};

const setup = async (route = '/create/templates/default/create-node-service', analytics?: ReturnType<typeof recordingAnalytics>) => {
  const scaffold = jest.fn((_request: ScaffoldRequest) => TE.right({ taskId: 'task-42' }));
  const entities = [entity('Group', 'team-a', { title: 'Team A' }), entity('Group', 'team-b'), entity('User', 'ada')];
  const { catalog } = fakeCatalog(entities);
  const wizard = <TemplateWizardPage namespace="default" templateName="create-node-service" />;
  const view = await renderScaffolder(
    analytics ? asPluginPage('scaffolder', '/create/*', wizard) : wizard,
    services({ api: fakeApi({ getTemplateParameterSchema: () => TE.right(parameters), scaffold }), catalog }),
    { route, services: [provide(EntityPresentationApiToken, presentationsOf(entities)), ...(analytics ? [analytics.binding] : [])] },
  );
  await screen.findByRole('heading', { name: 'Node.js service' });
  return { ...view, scaffold };
};

describe('template wizard', () => {
  it('reports the template run with the task it started and the page it ran on', async () => {
    const analytics = recordingAnalytics();
    const { user, location } = await setup(undefined, analytics);
    await user.type(screen.getByLabelText(/^Name/), 'my-service');
    await user.click(screen.getByRole('combobox', { name: /^Owner/ }));
    await user.click((await screen.findAllByRole('option'))[0]!);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('region', { name: 'Choose how it runs' });
    await user.click(screen.getByRole('button', { name: 'Review' }));
    await user.click(await screen.findByRole('button', { name: 'Create' }));
    await waitFor(() => expect(location().pathname).toBe('/create/tasks/task-42'));
    expect(capturedEvents(analytics.events)).toEqual([
      {
        action: 'create',
        subject: 'template:default/create-node-service',
        attributes: { entityRef: 'template:default/create-node-service', taskId: 'task-42' },
        context: { pluginId: 'scaffolder', routeRef: '/create/*', extension: 'App' },
      },
    ]);
  });

  it('shows the steps and the review step, and validates the entity name with the object-name message', async () => {
    const { user } = await setup();
    const steps = screen.getByRole('list', { name: 'Steps' });
    expect(within(steps).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['1 Describe the service', '2 Choose how it runs', '3 Review']);

    await user.type(screen.getByLabelText(/^Name/), '-bad-name');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(NAME_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText('Owner is required.')).toBeInTheDocument();
    // Focus goes to the first field in error, so the person can fix it at once.
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveFocus());

    // Fixing the name clears its error as the person types.
    await user.clear(screen.getByLabelText(/^Name/));
    await user.type(screen.getByLabelText(/^Name/), 'good-name');
    await waitFor(() => expect(screen.queryByText(NAME_MESSAGE)).not.toBeInTheDocument());
  });

  it('names a missing field in plain words and moves focus to it when Next fails', async () => {
    const { user } = await setup();
    await user.type(screen.getByLabelText(/^Name/), 'my-service');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Owner is required.')).toBeInTheDocument();
    expect(screen.queryByText(/is a required property/)).toBeNull();
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Owner/ })).toHaveFocus());
  });

  it('fills the owner from the catalog, reviews with masked secrets and creates the task', async () => {
    const { user, scaffold, location } = await setup();
    await user.type(screen.getByLabelText(/^Name/), 'my-service');
    await user.click(screen.getByRole('combobox', { name: /^Owner/ }));
    const options = await screen.findAllByRole('option');
    // The default kind (Group) and namespace are left out of the labels.
    expect(options.map((option) => option.textContent)).toEqual(['team-aTeam A', 'team-b']);
    await user.click(options[0]!);
    expect(screen.getByRole('combobox', { name: /^Owner/ })).toHaveValue('team-a');
    await user.type(screen.getByLabelText(/^API key/), 's3cret');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('region', { name: 'Choose how it runs' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/^Lifecycle/), 'Production');
    await user.click(screen.getByRole('button', { name: 'Review' }));

    const review = await screen.findByRole('table', { name: 'Review and create' });
    // The owner is named by its title, its reference in the tooltip.
    await within(review).findByText('Team A');
    expect(within(review).getByText('Team A')).toHaveAttribute('title', 'group:default/team-a');
    const rows = within(review).getAllByRole('row').map((row) => [within(row).getByRole('rowheader').textContent, within(row).getByRole('cell').textContent]);
    expect(rows).toEqual([
      ['Name', 'my-service'],
      ['Owner', 'Team A'],
      ['API key', '******'],
      ['Lifecycle', 'production'],
      ['HTTP port', '8080'],
    ]);
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(location().pathname).toBe('/create/tasks/task-42'));
    expect(scaffold).toHaveBeenCalledWith({
      templateRef: 'template:default/create-node-service',
      values: { name: 'my-service', owner: 'group:default/team-a', apiKey: '******', lifecycle: 'production', port: 8080 },
      secrets: { apiKey: 's3cret' },
    });
  });

  it('reviews the values in the order of the steps they were filled in', async () => {
    const threeSteps: TemplateParameterSchema = {
      title: 'Three steps',
      steps: ['Alpha', 'Beta', 'Gamma'].map((title, index) => ({
        title: `Step ${index + 1}`,
        schema: { properties: { [title.toLowerCase()]: { title, type: 'string' } } },
      })),
    };
    const { user } = await renderScaffolder(
      <TemplateWizardPage namespace="default" templateName="three" />,
      services({ api: fakeApi({ getTemplateParameterSchema: () => TE.right(threeSteps) }) }),
    );
    for (const [label, button] of [['Alpha', 'Next'], ['Beta', 'Next'], ['Gamma', 'Review']] as const) {
      await user.type(await screen.findByRole('textbox', { name: new RegExp(`^${label}`) }), `${label.toLowerCase()} value`);
      await user.click(screen.getByRole('button', { name: button }));
    }
    const review = await screen.findByRole('table', { name: 'Review and create' });
    expect(within(review).getAllByRole('rowheader').map((header) => header.textContent)).toEqual(['Alpha', 'Beta', 'Gamma']);
  });

  it('goes back to a step with its values kept', async () => {
    const { user } = await setup();
    await user.type(screen.getByLabelText(/^Name/), 'kept');
    await user.type(screen.getByRole('combobox', { name: /^Owner/ }), 'team-b');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('region', { name: 'Choose how it runs' });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText(/^Name/)).toHaveValue('kept');
    expect(screen.getByRole('combobox', { name: /^Owner/ })).toHaveValue('team-b');
  });

  it('prefills the form from ?formData= (Start Over)', async () => {
    await setup(`/create/templates/default/create-node-service?formData=${encodeURIComponent(JSON.stringify({ name: 'again', owner: 'group:default/team-b' }))}`);
    expect(screen.getByLabelText(/^Name/)).toHaveValue('again');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Owner/ })).toHaveValue('team-b'));
  });

  it("shows 'Backend request failed' when the task cannot be created", async () => {
    const { catalog } = fakeCatalog([entity('Group', 'team-a')]);
    const failing = fakeApi({
      getTemplateParameterSchema: () => TE.right({ title: 'T', steps: [{ title: 'One', schema: { properties: { name: { type: 'string', title: 'Name' } } } }] }),
      scaffold: () => TE.left({ _tag: 'HttpStatus', status: 400, statusText: 'Bad Request', message: 'Backend request failed, 400 Bad Request {"error":"x"}' }),
    });
    const { user } = await renderScaffolder(<TemplateWizardPage namespace="default" templateName="t" />, services({ api: failing, catalog }));
    await user.click(await screen.findByRole('button', { name: 'Review' }));
    await user.click(await screen.findByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Backend request failed, 400 Bad Request {"error":"x"}')).toBeInTheDocument();
  });

  it('shows an error panel when the parameter schema cannot be read', async () => {
    const api = fakeApi({ getTemplateParameterSchema: () => TE.left({ _tag: 'NotFound', message: 'Template not found' }) });
    await renderScaffolder(<TemplateWizardPage namespace="default" templateName="nope" />, services({ api }));
    expect(await screen.findByText('Template not found')).toBeInTheDocument();
  });
});
