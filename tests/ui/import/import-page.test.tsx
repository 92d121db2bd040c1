import { screen, waitFor, within } from '@testing-library/react';
import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import type { EntityRegistrar } from '../../../application/catalog/entity-registrar.port';
import type { BackendError } from '../../../application/shared/backend-error';
import { catalogImport, CatalogImportToken } from '../../../application/import/catalog-import';
import type { ImportError } from '../../../application/import/import-error';
import type { ScmIntegrationsSource } from '../../../application/import/scm-integrations.port';
import type { ScmTokenSource } from '../../../application/import/scm-tokens';
import { YamlCatalogFileFormat } from '../../../adapters/import/yaml-catalog-file.adapter';
import type { IntegrationsConfig } from '../../../domain/import/integration-config';
import { importMessages } from '../../../domain/import/messages';
import { githubStepMessage, type GithubStep } from '../../../domain/import/pull-request';
import { resolveIntegrations } from '../../../domain/import/scm-integrations';
import ImportPage from '../../../ui/import/import-page';
import { component, fakeCatalogReader, fakeEntityRegistrar, type RecordedCall } from '../../support/catalog/fake-catalog';
import { authBackendWith, integrationsOf, recordingAzure, recordingGithub, tokensGiving, unexpectedPullRequests } from '../../support/import/import-fakes';
import { asPluginPage, capturedEvents, recordingAnalytics } from '../../support/analytics';
import { provide, renderView } from '../../support/render';

// The import page with the real use cases over fakes of the ports, and the real YAML catalog file format.
// Every import error text is asserted verbatim.

const GITHUB_URL = 'https://github.com/acme/widgets';
const YAML_URL = 'https://github.com/acme/widgets/blob/main/catalog-info.yaml';
const prResult = { link: 'https://github.com/acme/widgets/pull/7', location: 'https://github.com/acme/widgets/blob/main/catalog-info.yaml' };
const proposed = {
  apiVersion: 'backstage.io/v1alpha1',
  kind: 'Component',
  metadata: { name: 'widgets', annotations: { 'github.com/project-slug': 'acme/widgets' } },
  spec: { type: 'other', lifecycle: 'unknown' },
};

interface Setup {
  readonly registrar?: Partial<{ [K in keyof EntityRegistrar]: EntityRegistrar[K] }>;
  readonly integrations?: IntegrationsConfig | ScmIntegrationsSource;
  readonly github?: ReturnType<typeof recordingGithub>;
  readonly azure?: ReturnType<typeof recordingAzure>;
  readonly tokens?: ScmTokenSource;
  readonly signIn?: Parameters<typeof authBackendWith>[0];
  readonly route?: string;
  readonly analytics?: ReturnType<typeof recordingAnalytics>;
}

const setup = (options: Setup = {}) => {
  const calls: RecordedCall[] = [];
  const importer = catalogImport({
    registrar: fakeEntityRegistrar(options.registrar ?? {}, calls),
    reader: fakeCatalogReader({ getEntities: () => TE.right([{ apiVersion: 'v1', kind: 'Group', metadata: { name: 'web' } }]) }),
    integrations: options.integrations && 'load' in options.integrations ? (options.integrations as ScmIntegrationsSource) : integrationsOf((options.integrations as IntegrationsConfig) ?? {}),
    files: new YamlCatalogFileFormat(),
    github: options.github ?? unexpectedPullRequests(),
    azure: options.azure ?? unexpectedPullRequests(),
    tokens: options.tokens ?? tokensGiving(E.right('token')),
    auth: authBackendWith(options.signIn ?? 'none yet'),
    settings: { catalogFilename: 'catalog-info.yaml', branchName: 'backstage-integration', appTitle: 'Portico', appBaseUrl: 'https://portal.acme.io' },
  });
  const page = options.analytics ? asPluginPage('catalog-import', '/catalog-import', <ImportPage />, [{ pluginId: 'catalog', routeRef: '/catalog/*' }]) : <ImportPage />;
  const view = renderView(page, {
    services: [provide(CatalogImportToken, importer), ...(options.analytics ? [options.analytics.binding] : [])],
    route: options.route ?? '/catalog-import',
  });
  return { ...view, calls };
};

const analyze = async (user: ReturnType<typeof setup>['user'], url: string) => {
  const input = screen.getByLabelText(/^URL/);
  await user.clear(input);
  await user.type(input, url);
  await user.click(screen.getByRole('button', { name: 'Analyze' }));
};

const activeStep = () => screen.getByRole('listitem', { current: 'step' });

/** The catalog's answer when a file is not there. */
const NO_FILE: BackendError = { _tag: 'HttpStatus', status: 404, statusText: 'Not Found', message: 'Request failed with 404 Not Found' };

const repositoryRegistrar = (extra: Setup['registrar'] = {}): Setup['registrar'] => ({
  analyzeLocation: () => TE.right({ existingEntityFiles: [], generateEntities: [{ entity: proposed, fields: [] }] }),
  // The repository has no catalog file on its default branch either.
  addLocation: () => TE.left(NO_FILE),
  validateEntity: () => TE.right({ valid: true }),
  ...extra,
});

describe('ImportPage: registering an entity file', () => {
  it('analyses a .yaml URL by a dry run, lists its entities, registers them and links to their pages', async () => {
    const added = [component('web'), component('api', { kind: 'API', metadata: { namespace: 'shop' } })];
    const { user, calls, location } = setup({
      registrar: {
        addLocation: ({ target, dryRun }) => TE.right({ location: { id: '1', type: 'url', target }, entities: added, ...(dryRun ? { exists: false } : {}) }),
      },
    });
    expect(within(activeStep()).getByText('Select URL')).toBeInTheDocument();
    await analyze(user, YAML_URL);

    expect(await screen.findByText('The following entities will be added to the catalog:')).toBeInTheDocument();
    expect(within(activeStep()).getByText('Review')).toBeInTheDocument();
    expect(screen.getByText('Component:default/web')).toBeInTheDocument();
    expect(screen.getByText('API:shop/api')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('The following entities have been added to the catalog:')).toBeInTheDocument();
    expect(calls.map((call) => call.args[0])).toEqual([
      { type: 'url', target: YAML_URL, dryRun: true },
      { type: 'url', target: YAML_URL },
    ]);
    expect(screen.getByRole('link', { name: 'API:shop/api' })).toHaveAttribute('href', '/catalog/shop/api/api');
    await user.click(screen.getByRole('link', { name: 'Component:default/web' }));
    expect(location().pathname).toBe('/catalog/default/component/web');
  });

  it('reports the registration with the URL, the entities added and the page it happened on', async () => {
    const added = [component('web'), component('api', { kind: 'API', metadata: { namespace: 'shop' } })];
    const analytics = recordingAnalytics();
    const { user } = setup({
      analytics,
      registrar: {
        addLocation: ({ target, dryRun }) => TE.right({ location: { id: '1', type: 'url', target }, entities: added, ...(dryRun ? { exists: false } : {}) }),
      },
    });
    await analyze(user, YAML_URL);
    await user.click(await screen.findByRole('button', { name: 'Import' }));
    await screen.findByText('The following entities have been added to the catalog:');
    expect(capturedEvents(analytics.events)).toEqual([
      {
        action: 'register',
        subject: YAML_URL,
        value: 2,
        attributes: { locations: 1, refreshed: 0 },
        context: { pluginId: 'catalog-import', routeRef: '/catalog-import', extension: 'App' },
      },
    ]);
  });

  it('refreshes a location that is registered already', async () => {
    const { user, calls } = setup({
      registrar: {
        addLocation: ({ target }) => TE.right({ location: { id: '1', type: 'url', target }, entities: [component('web')], exists: true }),
        refreshEntity: () => TE.right(undefined),
      },
    });
    await analyze(user, YAML_URL);
    expect(await screen.findByText('The following locations already exist in the catalog:')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('A refresh was triggered for the following locations:')).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({ method: 'refreshEntity', args: ['component:default/web'] });
  });

  it('lets several catalog files of a repository be chosen, then imports the chosen ones', async () => {
    const file = (name: string) => ({ location: { type: 'url', target: `${GITHUB_URL}/blob/main/${name}/catalog-info.yaml` }, isRegistered: false, entity: component(name) });
    const { user, calls } = setup({
      registrar: {
        analyzeLocation: () => TE.right({ existingEntityFiles: [file('a'), file('b')], generateEntities: [] }),
        addLocation: ({ target }) => TE.right({ location: { id: '1', type: 'url', target }, entities: [component('a')] }),
      },
    });
    await analyze(user, GITHUB_URL);
    expect(await screen.findByText('Select one or more locations that are present in your git repository:')).toBeInTheDocument();
    await user.click(screen.getByLabelText(`${GITHUB_URL}/blob/main/b/catalog-info.yaml`));
    await user.click(screen.getByRole('button', { name: 'Review' }));
    await user.click(await screen.findByRole('button', { name: 'Import' }));
    await screen.findByText('The following entities have been added to the catalog:');
    expect(calls.filter((call) => call.method === 'addLocation').map((call) => call.args[0])).toEqual([{ type: 'url', target: `${GITHUB_URL}/blob/main/a/catalog-info.yaml` }]);
  });

  it('goes back to the URL it was given, and starts over from the finish', async () => {
    const { user } = setup({ registrar: { addLocation: ({ target }) => TE.right({ location: { id: '1', type: 'url', target }, entities: [] }) } });
    await analyze(user, YAML_URL);
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText(/^URL/)).toHaveValue(YAML_URL);
    await user.click(screen.getByRole('button', { name: 'Analyze' }));
    await user.click(await screen.findByRole('button', { name: 'Import' }));
    await user.click(await screen.findByRole('button', { name: 'Register another' }));
    expect(screen.getByLabelText(/^URL/)).toHaveValue('');
  });

  it('takes the URL from ?url=', () => {
    setup({ route: `/catalog-import?url=${encodeURIComponent(YAML_URL)}` });
    expect(screen.getByLabelText(/^URL/)).toHaveValue(YAML_URL);
  });
});

describe('ImportPage: import errors on analysis', () => {
  it('asks for an http(s) URL', async () => {
    const { user } = setup();
    await analyze(user, 'github.com/acme/widgets');
    expect(screen.getByText('Must start with http:// or https://.')).toBeInTheDocument();
  });

  it('says the file is not there when the backend finds nothing at the URL, with the backend’s own words below', async () => {
    const { user } = setup({
      registrar: { addLocation: () => TE.left({ _tag: 'HttpStatus', status: 404, statusText: 'Not Found', message: 'Request failed with 404 Not Found, could not read https://x' }) },
    });
    await analyze(user, YAML_URL);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      "There is no file at this URL. Check the branch and the path (open the URL in your browser), or enter the repository's URL instead to have a catalog-info.yaml proposed.",
    );
    expect(alert).toHaveTextContent('The backend answered: Request failed with 404 Not Found, could not read https://x');
  });

  it('says the backend could not reach the host, not that the URL is wrong', async () => {
    const unreachable = 'Request failed with 400 Bad Request, Error: Unable to read url, request to https://raw.githubusercontent.com/acme/widgets/main/catalog-info.yaml failed, reason: getaddrinfo ENOTFOUND raw.githubusercontent.com';
    const { user } = setup({ registrar: { addLocation: () => TE.left({ _tag: 'HttpStatus', status: 400, statusText: 'Bad Request', message: unreachable }) } });
    await analyze(user, YAML_URL);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      "The catalog backend could not reach raw.githubusercontent.com. This is not a problem with your URL: the backend has no network route to that host (name lookup, proxy or firewall). Ask your portal's administrators, or try again later.",
    );
    expect(alert).toHaveTextContent(`The backend answered: ${unreachable}`);
  });

  it('says when the backend is not set up to read from the host', async () => {
    const { user } = setup({
      registrar: {
        addLocation: () =>
          TE.left({
            _tag: 'HttpStatus',
            status: 403,
            statusText: 'Forbidden',
            message: "Request failed with 403 Forbidden, Reading from 'https://files.acme.io/catalog-info.yaml' is not allowed. You may need to configure an integration for the target host, or add it to the configured list of allowed hosts at 'backend.reading.allow'",
          }),
      },
    });
    await analyze(user, 'https://files.acme.io/catalog-info.yaml');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "The catalog backend is not set up to read from files.acme.io. Ask your portal's administrators to add an integration for files.acme.io, or to allow it under backend.reading.allow.",
    );
  });

  it('clears the last attempt’s error on the next attempt, even one the page refuses itself', async () => {
    const { user } = setup({
      registrar: { addLocation: () => TE.left({ _tag: 'HttpStatus', status: 404, statusText: 'Not Found', message: 'Request failed with 404 Not Found' }) },
    });
    await analyze(user, YAML_URL);
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no file at this URL.');
    await analyze(user, 'github.com/acme/widgets');
    expect(screen.getByText('Must start with http:// or https://.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says 'This URL was not recognized as a valid git URL ...' without a matching integration", async () => {
    const { user } = setup();
    await analyze(user, 'https://code.acme.io/acme/widgets');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This URL was not recognized as a valid git URL because there was no configured integration that matched the given host name. Currently GitHub and Azure DevOps are supported. You could try to paste the full URL to a catalog-info.yaml file instead.',
    );
  });

  it("says 'The {integration} integration only supports full URLs to {file} files. ...' for other integrations", async () => {
    const { user } = setup();
    await analyze(user, 'https://gitlab.com/acme/widgets');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The gitlab.com integration only supports full URLs to catalog-info.yaml files. Did you try to pass in the URL of a directory instead?',
    );
  });

  it("says 'Failed to generate entity definitions, ...' with the http status and text", async () => {
    const { user } = setup({
      registrar: { analyzeLocation: () => TE.left({ _tag: 'HttpStatus', status: 503, statusText: 'Service Unavailable', message: 'Request failed with 503 Service Unavailable' }) },
    });
    await analyze(user, GITHUB_URL);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to generate entity definitions, received http response 503: Service Unavailable');
  });
});

describe('ImportPage: a pull request for a repository without a catalog file', () => {
  it('previews the generated file with the proposed name and owner, and opens the pull request with what was edited', async () => {
    const github = recordingGithub(TE.right(prResult));
    const { user } = setup({ registrar: repositoryRegistrar({ analyzeLocation: () => TE.right({ existingEntityFiles: [], generateEntities: [{ entity: { ...proposed, spec: { ...proposed.spec, owner: 'group:default/web' } }, fields: [] }] }) }), github });
    await analyze(user, GITHUB_URL);

    expect(await screen.findByText('You entered a link to a GitHub repository but a catalog-info.yaml could not be found. Use this form to open a Pull Request that creates one.')).toBeInTheDocument();
    expect(within(activeStep()).getByText('Create Pull Request')).toBeInTheDocument();
    expect(screen.getByLabelText('Name of the created component')).toHaveValue('widgets');
    expect(screen.getByLabelText('Entity Owner')).toHaveValue('group:default/web');
    expect(screen.getByLabelText('Pull Request Title')).toHaveValue('Add catalog-info.yaml config file');
    const preview = screen.getByLabelText('catalog-info.yaml');
    await waitFor(() => expect(preview).toHaveTextContent('name: widgets'));

    await user.clear(screen.getByLabelText('Name of the created component'));
    await user.type(screen.getByLabelText('Name of the created component'), 'widget-service');
    await user.clear(screen.getByLabelText('Entity Owner'));
    await user.type(screen.getByLabelText('Entity Owner'), 'group:default/platform');
    await user.clear(screen.getByLabelText('Pull Request Title'));
    await user.type(screen.getByLabelText('Pull Request Title'), 'Register widgets');
    await waitFor(() => expect(screen.getByLabelText('catalog-info.yaml')).toHaveTextContent('name: widget-service'));
    expect(screen.getByLabelText('catalog-info.yaml')).toHaveTextContent('owner: group:default/platform');

    await user.click(screen.getByRole('button', { name: 'Create PR' }));
    expect(await screen.findByText('The following Pull Request has been opened:')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: prResult.link })).toHaveAttribute('href', prResult.link);
    expect(screen.getByText('Your entities will be imported as soon as the Pull Request is merged.')).toBeInTheDocument();
    expect(screen.getAllByText(prResult.location).length).toBeGreaterThan(0);
    expect(screen.getByText('Component:default/widget-service')).toBeInTheDocument();

    const [call] = github.calls;
    expect(call?.repository).toMatchObject({ host: 'github.com', apiBaseUrl: 'https://api.github.com', owner: 'acme', repo: 'widgets' });
    expect(call?.change.title).toBe('Register widgets');
    expect(call?.change.body).toContain('[Portico software catalog](https://portal.acme.io)');
    expect(call?.change.fileContent).toBe(
      'apiVersion: backstage.io/v1alpha1\nkind: Component\nmetadata:\n  name: widget-service\n  annotations:\n    github.com/project-slug: acme/widgets\n' +
        'spec:\n  type: other\n  lifecycle: unknown\n  owner: group:default/platform\n',
    );
  });

  it('offers the catalog’s groups as owners', async () => {
    const { user, container } = setup({ registrar: repositoryRegistrar() });
    await analyze(user, GITHUB_URL);
    await screen.findByLabelText('Entity Owner');
    await waitFor(() => expect(container.querySelector('datalist option')).toHaveAttribute('value', 'group:default/web'));
  });

  it('shows the catalog’s first validation error', async () => {
    const { user } = setup({
      registrar: repositoryRegistrar({ validateEntity: () => TE.right({ valid: false, errors: [{ message: '"metadata.name" is not valid' }, { message: 'second' }] }) }),
      github: recordingGithub(TE.right(prResult)),
    });
    await analyze(user, GITHUB_URL);
    await user.click(await screen.findByRole('button', { name: 'Create PR' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('"metadata.name" is not valid');
    expect(screen.queryByText('second')).not.toBeInTheDocument();
  });

  const steps: [GithubStep, string][] = [
    ['repo', "Couldn't fetch repo data, received http response status code 404: Not Found"],
    ['defaultBranch', "Couldn't fetch default branch data, received http response status code 404: Not Found"],
    ['createBranch', "Couldn't create a new branch with name 'backstage-integration', received http response status code 404: Not Found"],
    ['commit', "Couldn't create a commit with catalog-info.yaml file added, received http response status code 404: Not Found"],
    ['pullRequest', "Couldn't create a pull request for backstage-integration branch, received http response status code 404: Not Found"],
  ];
  it.each(steps)('shows the GitHub %s step failure: %s', async (step, text) => {
    const failure: ImportError = {
      _tag: 'ScmRequest',
      message: importMessages.withHttpStatus(githubStepMessage(step, 'backstage-integration', 'catalog-info.yaml'), 404, 'Not Found'),
      status: 404,
      rateLimited: false,
    };
    const { user } = setup({ registrar: repositoryRegistrar(), github: recordingGithub(TE.left(failure)) });
    await analyze(user, GITHUB_URL);
    await user.click(await screen.findByRole('button', { name: 'Create PR' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.queryByText('GitHub rate limit reached: wait a while, then try again.')).not.toBeInTheDocument();
  });

  it('says when GitHub is rate limiting', async () => {
    const failure: ImportError = {
      _tag: 'ScmRequest',
      message: "Couldn't fetch repo data, received http response status code 403: API rate limit exceeded",
      status: 403,
      rateLimited: true,
    };
    const { user } = setup({ registrar: repositoryRegistrar(), github: recordingGithub(TE.left(failure)) });
    await analyze(user, GITHUB_URL);
    await user.click(await screen.findByRole('button', { name: 'Create PR' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Couldn't fetch repo data, received http response status code 403: API rate limit exceeded");
    expect(alert).toHaveTextContent('GitHub rate limit reached: wait a while, then try again.');
  });

  it('registers the catalog file a repository has on its default branch, though the backend’s analysis did not find it', async () => {
    const target = 'https://github.com/acme/widgets/blob/HEAD/catalog-info.yaml';
    const { user, calls } = setup({
      registrar: repositoryRegistrar({ addLocation: ({ target: asked }) => TE.right({ location: { id: '1', type: 'url', target: asked }, entities: [component('widgets')], exists: false }) }),
    });
    await analyze(user, GITHUB_URL);
    expect(await screen.findByText('The following entities will be added to the catalog:')).toBeInTheDocument();
    expect(screen.getByText('Component:default/widgets')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'addLocation')?.args[0]).toEqual({ type: 'url', target, dryRun: true });
  });

  it('says when the backend could not look for a catalog file in the repository, instead of that there is none', async () => {
    const unreachable: BackendError = {
      _tag: 'HttpStatus',
      status: 400,
      statusText: 'Bad Request',
      message: 'Request failed with 400 Bad Request, Error: Unable to read url, request to https://raw.githubusercontent.com/acme/widgets/HEAD/catalog-info.yaml failed, reason: getaddrinfo ENOTFOUND raw.githubusercontent.com',
    };
    const { user } = setup({ registrar: repositoryRegistrar({ addLocation: () => TE.left(unreachable) }) });
    await analyze(user, GITHUB_URL);
    expect(await screen.findByText('You entered a link to a GitHub repository. The catalog backend could not check whether it has a catalog-info.yaml already:')).toBeInTheDocument();
    expect(screen.getByText(/^The catalog backend could not reach raw\.githubusercontent\.com\./)).toBeInTheDocument();
    expect(screen.queryByText(/could not be found/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Create PR' })).toBeInTheDocument();
  });

  it('does not offer the pull request when the auth backend has no sign-in for the host, and says what to do instead', async () => {
    const github = recordingGithub(TE.right(prResult));
    const { user } = setup({ registrar: repositoryRegistrar(), github, signIn: 'unknown' });
    await analyze(user, GITHUB_URL);
    expect(
      await screen.findByText(
        'Portico cannot open this pull request for you: sign-in with GitHub is not set up in this portal. Add the catalog-info.yaml below to the repository yourself, then register its URL here.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create PR' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('catalog-info.yaml')).toHaveTextContent('name: widgets');
    expect(screen.getByRole('button', { name: 'Back' })).toBeEnabled();
    expect(github.calls).toEqual([]);
  });

  it('shows the login failure when the GitHub sign-in is rejected', async () => {
    const { user } = setup({ registrar: repositoryRegistrar(), tokens: tokensGiving(E.left({ _tag: 'Login', message: 'Login failed, rejected by user' })) });
    await analyze(user, GITHUB_URL);
    await user.click(await screen.findByRole('button', { name: 'Create PR' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed, rejected by user');
  });

  it("shows 'Invalid AzureDevops Repository...' for an Azure DevOps URL that names no repository", async () => {
    const { user } = setup({ registrar: repositoryRegistrar() });
    await analyze(user, 'https://dev.azure.com/acme/web');
    expect(await screen.findByText(/You entered a link to an Azure DevOps repository/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create PR' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid AzureDevops Repository. Please use a valid repository url and try again');
  });

  it("shows 'The requested ref ... was not found' from Azure DevOps, and opens Azure pull requests otherwise", async () => {
    const missingRef = recordingAzure(TE.left({ _tag: 'Rejected', message: "The requested ref 'heads/main' was not found" }));
    const first = setup({ registrar: repositoryRegistrar(), azure: missingRef });
    await analyze(first.user, 'https://dev.azure.com/acme/web/_git/shop');
    await first.user.click(await screen.findByRole('button', { name: 'Create PR' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("The requested ref 'heads/main' was not found");
    expect(missingRef.calls[0]?.repository).toEqual({ tenantUrl: 'https://dev.azure.com/acme', project: 'web', repoName: 'shop' });
  });

  it("shows 'unimplemented!' when the repository's host is no longer a GitHub or Azure DevOps integration", async () => {
    let loads = 0;
    const changing: ScmIntegrationsSource = {
      load: () => {
        loads += 1;
        return TE.right(resolveIntegrations(loads === 1 ? { github: [{ host: 'code.acme.io' }] } : {}));
      },
    };
    const { user } = setup({ registrar: repositoryRegistrar(), integrations: changing });
    await analyze(user, 'https://code.acme.io/acme/widgets');
    await user.click(await screen.findByRole('button', { name: 'Create PR' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^unimplemented!$/);
  });
});
