import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { analyzeUrl } from '../../../application/import/analyze-url.use-case';
import type { RecordedCall } from '../../support/catalog/fake-catalog';
import { component, fakeEntityRegistrar } from '../../support/catalog/fake-catalog';
import { integrationsOf } from '../../support/import/import-fakes';

const FILE = 'catalog-info.yaml';
const message = (result: E.Either<{ message: string }, unknown>) => (E.isLeft(result) ? result.left.message : 'no error');

describe('analyzeUrl', () => {
  it.each([
    'https://github.com/acme/widgets/blob/main/catalog-info.yaml',
    'http://127.0.0.1:9000/files/all.yml',
    'https://dev.azure.com/acme/web/_git/shop?path=/catalog-info.yaml',
  ])('analyses %s as a location by dry-run registration', async (url) => {
    const calls: RecordedCall[] = [];
    const registrar = fakeEntityRegistrar(
      {
        addLocation: () =>
          TE.right({
            location: { id: 'l1', type: 'url', target: url },
            entities: [component('web'), component('api', { metadata: { namespace: 'shop' } })],
            exists: false,
          }),
      },
      calls,
    );
    const result = await analyzeUrl({ registrar, integrations: integrationsOf({}), catalogFilename: FILE })(url)();
    expect(calls).toEqual([{ method: 'addLocation', args: [{ type: 'url', target: url, dryRun: true }] }]);
    expect(result).toEqual(
      E.right({
        type: 'locations',
        locations: [
          {
            exists: false,
            target: url,
            entities: [
              { kind: 'Component', namespace: 'default', name: 'web' },
              { kind: 'Component', namespace: 'shop', name: 'api' },
            ],
          },
        ],
      }),
    );
  });

  it('shows the backend’s reason when the dry run fails', async () => {
    const registrar = fakeEntityRegistrar({
      addLocation: () => TE.left({ _tag: 'HttpStatus', status: 400, statusText: 'Bad Request', message: 'Request failed with 400 Bad Request, could not read' }),
    });
    const result = await analyzeUrl({ registrar, integrations: integrationsOf({}), catalogFilename: FILE })('https://x.io/a.yaml')();
    expect(message(result)).toBe('Request failed with 400 Bad Request, could not read');
  });

  it('refuses a URL that is not http(s)', async () => {
    const result = await analyzeUrl({ registrar: fakeEntityRegistrar({}), integrations: integrationsOf({}), catalogFilename: FILE })('github.com/acme')();
    expect(message(result)).toBe('Must start with http:// or https://.');
  });

  it('needs a configured integration for the host of other URLs', async () => {
    const result = await analyzeUrl({ registrar: fakeEntityRegistrar({}), integrations: integrationsOf({}), catalogFilename: FILE })('https://code.acme.io/acme/widgets')();
    expect(message(result)).toBe(
      'This URL was not recognized as a valid git URL because there was no configured integration that matched the given host name. Currently GitHub and Azure DevOps are supported. You could try to paste the full URL to a catalog-info.yaml file instead.',
    );
  });

  it.each([
    ['https://gitlab.com/acme/widgets', 'gitlab.com'],
    ['https://bitbucket.org/acme/widgets', 'bitbucket.org'],
    ['https://gitea.acme.io/acme/widgets', 'gitea.acme.io'],
  ])('takes only file URLs for %s', async (url, title) => {
    const result = await analyzeUrl({ registrar: fakeEntityRegistrar({}), integrations: integrationsOf({ gitea: [{ host: 'gitea.acme.io' }] }), catalogFilename: FILE })(url)();
    expect(message(result)).toBe(
      `The ${title} integration only supports full URLs to catalog-info.yaml files. Did you try to pass in the URL of a directory instead?`,
    );
  });

  it('proposes entities for a GitHub repository without a catalog file', async () => {
    const calls: RecordedCall[] = [];
    const entity = { apiVersion: 'backstage.io/v1alpha1', kind: 'Component', metadata: { name: 'widgets' }, spec: { type: 'other' } };
    const fields = [{ field: 'spec.owner', state: 'needsUserInput', value: null, description: 'Who owns it' }];
    const notThere = { _tag: 'HttpStatus' as const, status: 404, statusText: 'Not Found', message: 'Request failed with 404 Not Found' };
    const registrar = fakeEntityRegistrar({ analyzeLocation: () => TE.right({ existingEntityFiles: [], generateEntities: [{ entity, fields }] }), addLocation: () => TE.left(notThere) }, calls);
    const url = 'https://ghe.acme.io/acme/widgets';
    const result = await analyzeUrl({ registrar, integrations: integrationsOf({ github: [{ host: 'ghe.acme.io' }] }), catalogFilename: FILE })(url)();
    // The file on the default branch is looked for too: the analysis may not have looked into the repository.
    expect(calls).toEqual([
      { method: 'analyzeLocation', args: [{ location: { type: 'url', target: url } }] },
      { method: 'addLocation', args: [{ type: 'url', target: 'https://ghe.acme.io/acme/widgets/blob/HEAD/catalog-info.yaml', dryRun: true }] },
    ]);
    expect(result).toEqual(E.right({ type: 'repository', integrationType: 'github', url, generatedEntities: [entity], suggestions: fields }));
  });

  it('says so in the proposal when the backend could not look for the catalog file', async () => {
    const entity = { apiVersion: 'backstage.io/v1alpha1', kind: 'Component', metadata: { name: 'widgets' } };
    const refused = { _tag: 'HttpStatus' as const, status: 403, statusText: 'Forbidden', message: "Reading from 'https://ghe.acme.io/acme/widgets/blob/HEAD/catalog-info.yaml' is not allowed" };
    const registrar = fakeEntityRegistrar({ analyzeLocation: () => TE.right({ existingEntityFiles: [], generateEntities: [{ entity, fields: [] }] }), addLocation: () => TE.left(refused) });
    const result = await analyzeUrl({ registrar, integrations: integrationsOf({ github: [{ host: 'ghe.acme.io' }] }), catalogFilename: FILE })('https://ghe.acme.io/acme/widgets')();
    expect(E.isRight(result) && result.right.type === 'repository' && result.right.catalogFileUnchecked).toEqual({ kind: 'hostNotAllowed', host: 'ghe.acme.io' });
  });

  it('sends a configured catalog filename along', async () => {
    const calls: RecordedCall[] = [];
    const registrar = fakeEntityRegistrar({ analyzeLocation: () => TE.right({ existingEntityFiles: [], generateEntities: [] }) }, calls);
    await analyzeUrl({ registrar, integrations: integrationsOf({}), catalogFilename: 'portal.yaml' })('https://dev.azure.com/acme/_git/shop')();
    expect(calls[0]?.args[0]).toEqual({ location: { type: 'url', target: 'https://dev.azure.com/acme/_git/shop' }, catalogFilename: 'portal.yaml' });
  });

  it('lists the catalog files an Azure DevOps repository already has', async () => {
    const target = 'https://dev.azure.com/acme/_git/shop?path=/catalog-info.yaml';
    const registrar = fakeEntityRegistrar({
      analyzeLocation: () => TE.right({ existingEntityFiles: [{ location: { type: 'url', target }, isRegistered: true, entity: component('shop') }], generateEntities: [] }),
    });
    const result = await analyzeUrl({ registrar, integrations: integrationsOf({}), catalogFilename: FILE })('https://dev.azure.com/acme/_git/shop')();
    expect(result).toEqual(E.right({ type: 'locations', locations: [{ target, exists: true, entities: [{ kind: 'Component', namespace: 'default', name: 'shop' }] }] }));
  });

  it.each([
    [{ _tag: 'HttpStatus', status: 500, statusText: 'Internal Server Error', message: 'Request failed with 500 Internal Server Error' } as const, 'Failed to generate entity definitions, received http response 500: Internal Server Error'],
    [{ _tag: 'Transport', message: 'Failed to fetch' } as const, 'Failed to generate entity definitions, Failed to fetch'],
  ])('says "Failed to generate entity definitions, ..." when the analysis fails (%j)', async (error, text) => {
    const registrar = fakeEntityRegistrar({ analyzeLocation: () => TE.left(error) });
    const result = await analyzeUrl({ registrar, integrations: integrationsOf({}), catalogFilename: FILE })('https://github.com/acme/widgets')();
    expect(message(result)).toBe(text);
  });
});
