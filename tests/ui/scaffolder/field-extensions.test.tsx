import { act, screen, waitFor, within } from '@testing-library/react';
import * as TE from 'fp-ts/TaskEither';
import { AlertStore } from '../../../application/app/alert-store';
import type { AutocompleteRequest } from '../../../domain/scaffolder/autocomplete';
import { AUTOCOMPLETE_DEBOUNCE_MS } from '../../../domain/scaffolder/constants';
import { FieldHarness, formData } from './field-harness';
import { entity, fakeApi, fakeCatalog, renderScaffolder, services } from './scaffolder-fakes';

const groups = [entity('Group', 'team-a', { title: 'Team A' }), entity('Group', 'team-b', { namespace: 'ops' }), entity('User', 'ada', {}, { profile: { displayName: 'Ada Lovelace' } })];

describe('entity pickers', () => {
  it('owner picker offers Groups and Users by default, without the default kind and namespace in labels', async () => {
    const { catalog, calls } = fakeCatalog(groups);
    const { user } = await renderScaffolder(<FieldHarness properties={{ owner: { type: 'string', title: 'Owner', 'ui:field': 'OwnerPicker' } }} />, services({ catalog }));
    await user.click(screen.getByRole('combobox', { name: /^Owner/ }));
    const labels = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(labels).toEqual(['team-aTeam A', 'ops/team-b', 'user:adaAda Lovelace']);
    expect(calls[0]).toEqual([{ kind: ['Group', 'User'] }]);
    await user.click(screen.getByRole('option', { name: /user:ada/ }));
    expect(formData()).toEqual({ owner: 'user:default/ada' });
  });

  it('filters options as the person types and keeps free text as a full ref', async () => {
    const { catalog } = fakeCatalog(groups);
    const { user } = await renderScaffolder(<FieldHarness properties={{ owner: { type: 'string', title: 'Owner', 'ui:field': 'OwnerPicker' } }} />, services({ catalog }));
    const input = screen.getByRole('combobox', { name: /^Owner/ });
    await user.type(input, 'team');
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['team-aTeam A', 'ops/team-b']);
    await user.clear(input);
    await user.type(input, 'someone-else');
    await user.tab();
    expect(formData()).toEqual({ owner: 'group:default/someone-else' });
  });

  it('auto-selects the only option when required and arbitrary values are disallowed', async () => {
    const { catalog } = fakeCatalog([entity('System', 'commerce')]);
    await renderScaffolder(
      <FieldHarness required={['system']} properties={{ system: { type: 'string', title: 'System', 'ui:field': 'EntityPicker', 'ui:options': { catalogFilter: { kind: 'System' }, allowArbitraryValues: false } } }} />,
      services({ catalog }),
    );
    await waitFor(() => expect(formData()).toEqual({ system: 'system:default/commerce' }));
    expect(screen.getByRole('combobox', { name: /^System/ })).toHaveValue('system:commerce');
  });

  it('does not auto-select when the field is optional or arbitrary values are allowed', async () => {
    const { catalog, calls } = fakeCatalog([entity('System', 'commerce')]);
    await renderScaffolder(
      <FieldHarness required={['a']} properties={{ a: { type: 'string', title: 'A', 'ui:field': 'EntityPicker' }, b: { type: 'string', title: 'B', 'ui:field': 'EntityPicker', 'ui:options': { allowArbitraryValues: false } } }} />,
      services({ catalog }),
    );
    await screen.findByRole('combobox', { name: /^A/ });
    // The entities have been asked for, and the answer is applied before the form is read.
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    await act(async () => {});
    expect(formData()).toEqual({});
  });

  it('without arbitrary values, typed text that is no option is dropped', async () => {
    const { catalog } = fakeCatalog([entity('System', 'commerce'), entity('System', 'payments')]);
    const { user } = await renderScaffolder(
      <FieldHarness properties={{ system: { type: 'string', title: 'System', 'ui:field': 'EntityPicker', 'ui:options': { allowArbitraryValues: false, defaultKind: 'System' } } }} />,
      services({ catalog }),
    );
    const input = screen.getByRole('combobox', { name: /^System/ });
    await user.type(input, 'nope');
    await user.tab();
    expect(input).toHaveValue('');
    expect(formData()).toEqual({});
  });

  it('renders a virtualised list: only rows in view, 36 px each, at most 10.5 rows high', async () => {
    const many = Array.from({ length: 200 }, (_, index) => entity('Component', `c-${String(index).padStart(3, '0')}`));
    const { catalog } = fakeCatalog(many);
    const { user } = await renderScaffolder(<FieldHarness properties={{ c: { type: 'string', title: 'Component', 'ui:field': 'EntityPicker', 'ui:options': { defaultKind: 'Component' } } }} />, services({ catalog }));
    await user.click(screen.getByRole('combobox', { name: /^Component/ }));
    const list = await screen.findByRole('listbox');
    expect(list).toHaveStyle({ height: '378px' });
    const rows = within(list).getAllByRole('option');
    expect(rows.length).toBeLessThan(20);
    expect(rows[1]).toHaveStyle({ top: '36px', height: '36px' });
    expect(rows[0]).toHaveTextContent('c-000');
  });

  it("owned-entity picker asks for the user's ownership refs", async () => {
    const { catalog, calls } = fakeCatalog([entity('Component', 'mine')]);
    const { user } = await renderScaffolder(<FieldHarness properties={{ c: { type: 'string', title: 'Mine', 'ui:field': 'OwnedEntityPicker', 'ui:options': { catalogFilter: { kind: 'Component' } } } }} />, services({ catalog }));
    await user.click(screen.getByRole('combobox', { name: /^Mine/ }));
    await screen.findByRole('option', { name: /mine/ });
    expect(calls[0]).toEqual([{ kind: 'Component', 'relations.ownedBy': ['user:default/ada', 'group:default/team-a'] }]);
  });

  it("my-groups picker without a signed-in user posts 'No user entity ref found'", async () => {
    const { catalog, calls } = fakeCatalog(groups);
    const alerts = new AlertStore();
    await renderScaffolder(<FieldHarness properties={{ g: { type: 'string', title: 'Group', 'ui:field': 'MyGroupsPicker' } }} />, services({ catalog }), { signedIn: false, alerts });
    await waitFor(() => expect(alerts.getQueue().items.map((item) => [item.message, item.severity])).toEqual([['No user entity ref found', 'error']]));
    expect(calls).toEqual([]);
  });

  it("multi-entity picker keeps full refs, disables options at maxItems and reports invalid refs", async () => {
    const { catalog } = fakeCatalog([entity('Component', 'a'), entity('Component', 'b'), entity('Component', 'c')]);
    const { user } = await renderScaffolder(
      <FieldHarness properties={{ deps: { type: 'array', maxItems: 2, items: { type: 'string' }, title: 'Dependencies', 'ui:field': 'MultiEntityPicker' } }} />,
      services({ catalog }),
    );
    const input = screen.getByRole('combobox', { name: /^Dependencies/ });
    await user.click(input);
    await user.click(await screen.findByRole('option', { name: 'component:a' }));
    await user.click(input);
    await user.click(await screen.findByRole('option', { name: 'component:b' }));
    expect(formData()).toEqual({ deps: ['component:default/a', 'component:default/b'] });
    await user.click(input);
    expect(await screen.findByRole('option', { name: 'component:c' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('option', { name: 'component:c' }));
    expect(formData()).toEqual({ deps: ['component:default/a', 'component:default/b'] });

    // A value that is not an entity ref fails validation with the invalid-ref message.
    await user.type(input, '{Backspace}');
    await user.type(input, 'not-a-ref{Enter}');
    expect(formData()).toEqual({ deps: ['component:default/a', 'not-a-ref'] });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('not-a-ref is not a valid entity ref')).toBeInTheDocument();
  });
});

describe('tag picker', () => {
  it('lowercases and trims new tags, refuses invalid ones with an error state, ignores duplicates', async () => {
    const { catalog } = fakeCatalog([], [{ value: 'java', count: 4 }, { value: 'go', count: 1 }]);
    const { user } = await renderScaffolder(<FieldHarness properties={{ tags: { type: 'array', items: { type: 'string' }, title: 'Tags', 'ui:field': 'EntityTagsPicker' } }} />, services({ catalog }));
    const input = screen.getByRole('combobox', { name: /^Tags/ });
    expect(screen.getByText("Add any relevant tags, hit 'Enter' to add new tags. Valid format: [a-z0-9+#] separated by [-], at most 63 characters")).toBeInTheDocument();
    await user.type(input, '  TypeScript {Enter}');
    expect(formData()).toEqual({ tags: ['typescript'] });
    await user.type(input, 'not valid{Enter}');
    expect(input).toHaveValue('not valid');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(formData()).toEqual({ tags: ['typescript'] });
    await user.clear(input);
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.type(input, 'TYPESCRIPT{Enter}');
    expect(formData()).toEqual({ tags: ['typescript'] });
    expect(input).toHaveValue('');
    await user.click(input);
    await user.click(await screen.findByRole('option', { name: 'java' }));
    expect(formData()).toEqual({ tags: ['typescript', 'java'] });
  });
});

describe('repo URL picker', () => {
  it('emits host?owner=&repo= and validates with the repo URL messages', async () => {
    const submitted = jest.fn();
    const { user } = await renderScaffolder(
      <FieldHarness required={['repoUrl']} onSubmit={submitted} properties={{ repoUrl: { type: 'string', title: 'Repository Location', 'ui:field': 'RepoUrlPicker', 'ui:options': { allowedHosts: ['github.com'] } } }} />,
      services(),
    );
    await waitFor(() => expect(formData()).toEqual({ repoUrl: 'github.com?' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Incomplete repository location provided, owner not provided')).toBeInTheDocument();
    expect(screen.getByText('Incomplete repository location provided, repo not provided')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Owner/), 'acme');
    await user.type(screen.getByLabelText(/^Repository/), 'shop');
    expect(formData()).toEqual({ repoUrl: 'github.com?owner=acme&repo=shop' });
    await waitFor(() => expect(screen.queryByText(/Incomplete repository location/)).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(submitted).toHaveBeenCalledWith({ repoUrl: 'github.com?owner=acme&repo=shop' });
  });

  it('asks for organization and project on Azure, workspace and project on Bitbucket Cloud', async () => {
    const { user } = await renderScaffolder(<FieldHarness properties={{ repoUrl: { type: 'string', title: 'Repo', 'ui:field': 'RepoUrlPicker', 'ui:options': { allowedHosts: ['dev.azure.com', 'bitbucket.org'] } } }} />, services());
    expect(await screen.findByLabelText(/^Organization/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Project/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Owner/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Organization/), 'org');
    await user.type(screen.getByLabelText(/^Project/), 'proj');
    await user.type(screen.getByLabelText(/^Repository/), 'r');
    expect(formData()).toEqual({ repoUrl: 'dev.azure.com?repo=r&organization=org&project=proj' });
    await user.selectOptions(screen.getByLabelText(/^Host/), 'bitbucket.org');
    expect(screen.getByLabelText(/^Workspace/)).toBeInTheDocument();
    expect(formData()).toEqual({ repoUrl: 'bitbucket.org?repo=r&organization=org&project=proj' });
  });

  it('offers the allowed owners as a choice and re-queries repositories 500 ms after the inputs change, with the user token', async () => {
    const autocomplete = jest.fn((_request: AutocompleteRequest & { token: string }) => TE.right([{ title: 'acme/shop' }, { title: 'acme/api' }, { title: 'other/x' }]));
    jest.useFakeTimers();
    try {
      const { user } = await renderScaffolder(
        <FieldHarness
          properties={{
            token: { type: 'string', title: 'GitHub token', 'ui:field': 'Secret' },
            repoUrl: { type: 'string', title: 'Repo', 'ui:field': 'RepoUrlPicker', 'ui:options': { allowedHosts: ['github.com'], allowedOwners: ['acme'], requestUserCredentials: { secretsKey: 'token' } } },
          }}
        />,
        services({ api: fakeApi({ autocomplete }) }),
        { userOptions: { advanceTimers: jest.advanceTimersByTime, delay: null } },
      );
      expect(screen.getByLabelText(/^Owner/)).toHaveValue('acme');
      expect(autocomplete).not.toHaveBeenCalled();
      await user.type(screen.getByLabelText(/^GitHub token/), 'gh');
      // Not before the inputs have been still for 500 ms.
      act(() => jest.advanceTimersByTime(AUTOCOMPLETE_DEBOUNCE_MS - 1));
      expect(autocomplete).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(1));
      await waitFor(() => expect(autocomplete).toHaveBeenCalledTimes(1));
      expect(autocomplete.mock.calls[0]?.[0]).toEqual({ provider: 'github', resource: 'repositoriesWithOwner', context: { host: 'github.com' }, token: 'gh' });
      await user.click(await screen.findByRole('combobox', { name: /^Repository/ }));
      expect(within(await screen.findByRole('listbox')).getAllByRole('option').map((option) => option.textContent)).toEqual(['api', 'shop']);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('branch picker', () => {
  it('is a text field without suggestions, storing the branch', async () => {
    const { user } = await renderScaffolder(<FieldHarness initial={{ repoUrl: 'github.com?owner=o&repo=r' }} properties={{ branch: { type: 'string', title: 'Branch', 'ui:field': 'RepoBranchPicker' } }} />, services());
    await user.type(screen.getByLabelText(/^Branch/), 'main');
    expect(formData()).toEqual({ repoUrl: 'github.com?owner=o&repo=r', branch: 'main' });
  });
});
