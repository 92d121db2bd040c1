import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import * as TE from 'fp-ts/TaskEither';
import { YamlTemplateDocumentParser } from '../../../adapters/scaffolder/yaml-template-document.adapter';
import { ScaffolderServicesToken } from '../../../application/scaffolder/scaffolder-services';
import { loadOnce } from '../../../application/shared/load-once';
import type { DryRunRequest, TemplateFile } from '../../../domain/scaffolder/dry-run';
import { preloadMarkdown } from '../../../ui/app/markdown/markdown';
import ScaffolderRoot from '../../../ui/scaffolder/scaffolder-root';
import { provide } from '../../support/render';
import { fakeApi, renderScaffolder, services } from './scaffolder-fakes';

const TEMPLATE = `apiVersion: scaffolder.backstage.io/v1beta3
kind: Template
metadata:
  name: tiny
  title: Tiny
spec:
  parameters:
    - title: Name it
      required: [name]
      properties:
        name:
          title: Name
          type: string
  steps:
    - id: log
      action: debug:log
      input:
        message: hi
`;

const file = (path: string, text: string): File => {
  const created = new File([text], path.split('/').pop() ?? path);
  Object.defineProperty(created, 'webkitRelativePath', { value: path });
  return created;
};

const encode = (text: string) => new TextEncoder().encode(text);

const setup = async () => {
  const dryRun = jest.fn((_request: DryRunRequest) =>
    TE.right({
      log: [{ message: '\u001b[32minfo\u001b[39m: Running debug:log in dry-run mode' }],
      files: [
        { path: 'README.md', content: encode('# my-thing'), executable: false },
        { path: 'src/index.js', content: encode('console.log("my-thing")'), executable: false },
      ] as TemplateFile[],
      output: { links: [{ title: 'Open in catalog', entityRef: 'component:default/my-thing' }], text: [{ title: 'Summary', content: 'Created **my-thing**' }] },
      steps: [{ id: 'log', name: 'log', action: 'debug:log' }],
    }),
  );
  const zip = jest.fn(async (_files: readonly TemplateFile[]) => new Uint8Array([0x50, 0x4b, 0x05, 0x06]));
  const scaffolder = services({ api: fakeApi({ dryRun }), documents: new YamlTemplateDocumentParser(), archive: { zip } });
  const view = await renderScaffolder(<ScaffolderRoot />, scaffolder, {
    route: '/create/edit',
    path: '/create/*',
    services: [provide(ScaffolderServicesToken, loadOnce(() => Promise.resolve(scaffolder)))],
  });
  return { ...view, dryRun, zip };
};

describe('template editor', () => {
  const createObjectURL = jest.fn(() => 'blob:zip');
  const revokeObjectURL = jest.fn();
  const downloads: string[] = [];
  beforeAll(() => {
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    // jsdom cannot navigate; record which file the anchor would download instead.
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(`${this.download} ${this.href}`);
    });
  });
  // The Output tab's texts are Markdown, rendered by a lazy chunk: compiled once here rather than inside a test's wait.
  beforeAll(() => preloadMarkdown());

  it('loads a folder, edits a file, dry-runs it and shows files, log and output; downloads and deletes results', async () => {
    const { user, location, dryRun, zip } = await setup();
    expect(await screen.findByRole('heading', { name: 'Template editor' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Template form playground' })).toHaveAttribute('href', '/create/template-form');
    expect(screen.getByRole('link', { name: 'Custom field explorer' })).toHaveAttribute('href', '/create/custom-fields');

    fireEvent.change(screen.getByTestId('template-directory-input'), {
      target: { files: [file('tiny/template.yaml', TEMPLATE), file('tiny/skeleton/README.md', '# ${{ values.name }}'), file('tiny/node_modules/x.js', 'skip me')] },
    });
    await waitFor(() => expect(location().pathname).toBe('/create/template'));
    const tree = await screen.findByRole('tree', { name: 'Template files' });
    expect(within(tree).getAllByRole('button').map((button) => button.textContent?.trim())).toEqual(['README.md', 'template.yaml']);
    const editor = screen.getByRole('textbox', { name: 'Edit template.yaml' });
    expect(editor).toHaveValue(TEMPLATE);

    // Editing template.yaml changes the form preview.
    fireEvent.change(editor, { target: { value: TEMPLATE.replace('title: Name\n', 'title: Component name\n') } });
    const name = await screen.findByLabelText(/^Component name/);
    await user.type(name, 'my-thing');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    await user.click(await screen.findByRole('button', { name: 'Dry Run' }));

    await screen.findByRole('region', { name: 'Dry-run results' });
    const request = dryRun.mock.calls[0]![0];
    expect(request.values).toEqual({ name: 'my-thing' });
    expect(request.template).toMatchObject({ kind: 'Template', metadata: { name: 'tiny' } });
    expect(request.files.map((candidate) => candidate.path).sort()).toEqual(['skeleton/README.md', 'template.yaml']);

    const files = screen.getByRole('tree', { name: 'Result files' });
    expect(within(files).getAllByRole('button').map((button) => button.textContent?.trim())).toEqual(['index.js', 'README.md']);
    await user.click(within(files).getByRole('button', { name: /index.js/ }));
    expect(screen.getByLabelText('Content of src/index.js')).toHaveTextContent('console.log("my-thing")');
    await user.click(screen.getByRole('tab', { name: 'Log' }));
    expect(screen.getByRole('log', { name: 'Dry-run log' })).toHaveTextContent('info: Running debug:log in dry-run mode');
    await user.click(screen.getByRole('tab', { name: 'Output' }));
    expect(screen.getByText('/catalog/default/component/my-thing')).toBeInTheDocument();
    expect((await screen.findByText('my-thing', { selector: 'strong' })).tagName).toBe('STRONG');

    await user.click(screen.getByRole('button', { name: 'Download result 1 as zip' }));
    await waitFor(() => expect(downloads).toEqual(['dry-run-result-1.zip blob:zip']));
    expect(zip.mock.calls[0]![0].map((candidate) => candidate.path)).toEqual(['README.md', 'src/index.js']);

    await user.click(screen.getByRole('button', { name: 'Dry Run' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Result 2' })).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Delete result 2' }));
    expect(screen.queryByRole('button', { name: 'Result 2' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Result 1' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Delete result 1' }));
    expect(screen.queryByRole('region', { name: 'Dry-run results' })).not.toBeInTheDocument();
  });
});

describe('scaffolder routes', () => {
  it.each([
    ['/create/actions', 'Installed actions'],
    ['/create/templating-extensions', 'Templating extensions'],
    ['/create/custom-fields', 'Custom field explorer'],
    ['/create/template-form', 'Template form playground'],
    ['/create/tasks', 'List template tasks'],
    ['/create/template', 'Template editor'],
  ])('%s shows %s', async (route, heading) => {
    const scaffolder = services({
      api: fakeApi({ listActions: () => TE.right([]), listTemplatingExtensions: () => TE.right({ filters: {}, globals: { functions: {}, values: {} } }), listTasks: () => TE.right({ tasks: [] }) }),
      documents: new YamlTemplateDocumentParser(),
    });
    await renderScaffolder(<ScaffolderRoot />, scaffolder, { route, path: '/create/*', services: [provide(ScaffolderServicesToken, loadOnce(() => Promise.resolve(scaffolder)))] });
    expect(await screen.findByRole('heading', { name: heading, level: 1 }, { timeout: 8000 })).toBeInTheDocument();
  });

  it('opens the wizard at the legacy /templates/:templateName path in the default namespace', async () => {
    const getTemplateParameterSchema = jest.fn(() => TE.right({ title: 'Legacy', steps: [] }));
    const scaffolder = services({ api: fakeApi({ getTemplateParameterSchema }) });
    await renderScaffolder(<ScaffolderRoot />, scaffolder, { route: '/create/templates/old-one', path: '/create/*', services: [provide(ScaffolderServicesToken, loadOnce(() => Promise.resolve(scaffolder)))] });
    expect(await screen.findByRole('heading', { name: 'Legacy' })).toBeInTheDocument();
    expect(getTemplateParameterSchema).toHaveBeenCalledWith({ namespace: 'default', name: 'old-one' });
  });

  it('shows the custom field explorer with a live field', async () => {
    const scaffolder = services();
    const { user } = await renderScaffolder(<ScaffolderRoot />, scaffolder, { route: '/create/custom-fields', path: '/create/*', services: [provide(ScaffolderServicesToken, loadOnce(() => Promise.resolve(scaffolder)))] });
    await user.selectOptions(await screen.findByLabelText('Choose a field extension'), 'EntityNamePicker');
    await user.type(screen.getByLabelText(/^EntityNamePicker/), 'abc');
    expect(screen.getByLabelText('Form data')).toHaveTextContent('"EntityNamePicker": "abc"');
  });

  it('previews the form of the playground parameters', async () => {
    const scaffolder = services({ documents: new YamlTemplateDocumentParser() });
    const { user } = await renderScaffolder(<ScaffolderRoot />, scaffolder, { route: '/create/template-form', path: '/create/*', services: [provide(ScaffolderServicesToken, loadOnce(() => Promise.resolve(scaffolder)))] });
    expect(await screen.findByLabelText(/^Name/)).toBeInTheDocument();
    const steps = screen.getByRole('list', { name: 'Steps' });
    expect(within(steps).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['1 Fill in some steps', '2 Choose a location', '3 Review']);
    fireEvent.change(screen.getByLabelText('Template parameters (YAML)'), { target: { value: 'parameters: [' } });
    expect(await screen.findByText('The parameters have no steps to show.')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Template parameters (YAML)'));
  });
});
