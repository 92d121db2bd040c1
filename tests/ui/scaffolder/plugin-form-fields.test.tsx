import { InputGroup } from '@blueprintjs/core';
import { screen, waitFor, within } from '@testing-library/react';
import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import type { ReactElement } from 'react';
import type { ScaffoldRequest } from '../../../application/scaffolder/scaffolder-api.port';
import { configurePlugins } from '../../../config/browser/extensions';
import type { TemplateParameterSchema } from '../../../domain/scaffolder/parameter-schema';
import { createPlugin } from '../../../plugin-api/create-plugin';
import type { ScaffolderFieldProps } from '../../../plugin-api/extension-points';
import { ExtensionPointsProvider, extensionPointsOf } from '../../../ui/app/extension-points';
import { useExtensionConfig } from '../../../ui/app/extension-config';
import type { PortalPlugin } from '../../../ui/app/plugin';
import { scaffolderPlugin } from '../../../config/browser/plugins/scaffolder';
import TemplateWizardPage from '../../../ui/scaffolder/wizard/template-wizard-page';
import { entity, fakeApi, fakeCatalog, renderScaffolder, services } from './scaffolder-fakes';

const REPO_MESSAGE = "A repository name is 'acme/' and the repository";

/** A company's field: a repository of the acme organisation, its prefix from the extension's config. */
const AcmeRepoPicker = ({ id, label, value, onChange, rawErrors }: ScaffolderFieldProps) => {
  const config = useExtensionConfig();
  return (
    <div className="bp6-form-group">
      <label htmlFor={id}>{label}</label>
      <InputGroup
        id={id}
        intent={rawErrors.length > 0 ? 'danger' : 'none'}
        placeholder={String(config['placeholder'] ?? '')}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => onChange(event.target.value || undefined)}
      />
    </div>
  );
};

const acmePlugin = createPlugin({
  id: 'acme',
  scaffolderFields: [
    {
      name: 'AcmeRepoPicker',
      load: async () => ({ default: AcmeRepoPicker }),
      validation: (value) => (typeof value === 'string' && /^acme\/[a-z-]+$/.test(value) ? undefined : REPO_MESSAGE),
    },
  ],
});

const parameters: TemplateParameterSchema = {
  title: 'Acme service',
  steps: [
    {
      title: 'Where it lives',
      schema: {
        required: ['repository', 'owner'],
        properties: {
          repository: { title: 'Repository', type: 'string', 'ui:field': 'AcmeRepoPicker' },
          owner: { title: 'Owner', type: 'string', 'ui:field': 'OwnerPicker' },
        },
      },
    },
  ],
};

const configured = (plugins: readonly PortalPlugin[], extensions: unknown[] = []): PortalPlugin[] => {
  const result = configurePlugins(plugins, { app: { extensions } } as never);
  if (E.isLeft(result)) throw new Error(result.left);
  return result.right;
};

const setup = async (plugins: readonly PortalPlugin[]) => {
  const scaffold = jest.fn((_request: ScaffoldRequest) => TE.right({ taskId: 'task-7' }));
  const { catalog } = fakeCatalog([entity('Group', 'team-a')]);
  const wizard: ReactElement = (
    <ExtensionPointsProvider value={extensionPointsOf(plugins)}>
      <TemplateWizardPage namespace="default" templateName="acme-service" />
    </ExtensionPointsProvider>
  );
  const view = await renderScaffolder(wizard, services({ api: fakeApi({ getTemplateParameterSchema: () => TE.right(parameters), scaffold }), catalog }));
  await screen.findByRole('heading', { name: 'Acme service' });
  return { ...view, scaffold };
};

const chooseOwner = async (user: Awaited<ReturnType<typeof setup>>['user']) => {
  await user.click(await screen.findByRole('combobox', { name: /^Owner/ }));
  await user.click((await screen.findAllByRole('option'))[0]!);
};

describe("a plugin's form field in the template wizard", () => {
  it("renders where a template names it, beside the built-in fields, with the config app.extensions gives it", async () => {
    await setup(configured([scaffolderPlugin, acmePlugin], [{ 'scaffolder-form-field:acme/AcmeRepoPicker': { config: { placeholder: 'acme/…' } } }]));
    expect(await screen.findByLabelText('Repository')).toHaveAttribute('placeholder', 'acme/…');
    expect(await screen.findByRole('combobox', { name: /^Owner/ })).toBeInTheDocument();
  });

  it('shows its validation message under it and keeps the person on the step, as a built-in field does', async () => {
    const { user } = await setup(configured([scaffolderPlugin, acmePlugin]));
    await user.type(await screen.findByLabelText('Repository'), 'payments');
    await chooseOwner(user);
    await user.click(screen.getByRole('button', { name: 'Review' }));
    expect(await screen.findByText(REPO_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Review and create' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Where it lives' })).toBeInTheDocument();
  });

  it('puts its value in the review and in the values of the task', async () => {
    const { user, scaffold, location } = await setup(configured([scaffolderPlugin, acmePlugin]));
    await user.type(await screen.findByLabelText('Repository'), 'acme/payments');
    await chooseOwner(user);
    await user.click(screen.getByRole('button', { name: 'Review' }));
    const review = await screen.findByRole('table', { name: 'Review and create' });
    expect(within(review).getByRole('row', { name: /Repository/ })).toHaveTextContent('acme/payments');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(location().pathname).toBe('/create/tasks/task-7'));
    expect(scaffold.mock.calls[0]![0].values).toEqual({ repository: 'acme/payments', owner: 'group:default/team-a' });
  });

  it('replaces a built-in field that app.extensions disables', async () => {
    const ownerPlugin = createPlugin({ id: 'acme-owners', scaffolderFields: [{ name: 'OwnerPicker', component: ({ label }) => <p>{`${label}: the acme owner picker`}</p> }] });
    await setup(configured([scaffolderPlugin, acmePlugin, ownerPlugin], [{ 'scaffolder-form-field:scaffolder/OwnerPicker': false }]));
    expect(await screen.findByText('Owner: the acme owner picker')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^Owner/ })).toBeNull();
  });
});
