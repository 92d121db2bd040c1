// The scaffolder client against the real embedded Backstage backend and its example template.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, relative } from 'node:path';
import * as E from 'fp-ts/Either';
import { CatalogHttpAdapter } from '../../../adapters/catalog/catalog.http-adapter';
import { createScaffolderServices } from '../../../adapters/scaffolder/scaffolder-services';
import type { FetchFn } from '../../../adapters/shared/http';
import type { ScaffolderServices } from '../../../application/scaffolder/scaffolder-services';
import { PollingTaskEventSource } from '../../../application/scaffolder/polling-task-events';
import { fetchGuestToken, waitForCatalog } from '../../../config/dev-backend/embedded/embedded-backend-client';
import { startEmbeddedBackend, type EmbeddedBackend } from '../../../config/dev-backend/embedded/embedded-backend';
import { EXAMPLES_DIR } from '../../../config/dev-backend/embedded/example-entities';
import type { JsonObject } from '../../../domain/app/config-values';
import type { TemplateFile } from '../../../domain/scaffolder/dry-run';
import type { TaskEvent } from '../../../domain/scaffolder/task';
import { scaffolderMessages } from '../../../domain/scaffolder/messages';

jest.setTimeout(180_000);

const TEMPLATE_DIR = join(EXAMPLES_DIR, 'templates/create-node-service');

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

const templateFiles = (dir: string): TemplateFile[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? templateFiles(path) : [{ path: relative(TEMPLATE_DIR, path), content: new Uint8Array(readFileSync(path)) }];
  });

const watchUntilDone = (services: ScaffolderServices, taskId: string): Promise<TaskEvent[]> =>
  new Promise((resolve, reject) => {
    const events: TaskEvent[] = [];
    services.events.watch(taskId, { recoverable: false }, { next: (event) => events.push(event), complete: () => resolve(events), error: reject });
  });

describe('scaffolder client against the embedded backend', () => {
  let backend: EmbeddedBackend;
  let services: ScaffolderServices;
  let token: string;
  const name = `svc-${Date.now().toString(36)}`;
  const values: JsonObject = {
    name,
    description: 'Made by the client test',
    owner: 'group:default/team-storefront',
    tags: ['node', 'test'],
    lifecycle: 'experimental',
    port: 8080,
    repoUrl: `github.com?owner=acme&repo=${name}`,
  };
  let taskId: string;
  let streamed: TaskEvent[] = [];

  beforeAll(async () => {
    backend = await startEmbeddedBackend({ port: await freePort(), appBaseUrl: 'http://127.0.0.1:3998' });
    token = await fetchGuestToken(backend.baseUrl);
    await waitForCatalog({ baseUrl: backend.baseUrl, token, entityRefs: ['template:default/create-node-service', 'group:default/team-storefront'], timeoutMs: 90_000 });
    const authorized: FetchFn = (input, init) =>
      fetch(input, { ...init, headers: { ...Object.fromEntries(new Headers(init?.headers)), authorization: `Bearer ${token}` } });
    const discoveryOf = async (pluginId: string) => `${backend.baseUrl}/api/${pluginId}`;
    services = await createScaffolderServices({ fetch: authorized, discoveryOf, catalog: new CatalogHttpAdapter(authorized, discoveryOf) });
  });

  afterAll(async () => {
    await backend?.stop();
  });

  it('lists the installed actions, including the offline register action', async () => {
    const actions = await services.api.listActions()();
    const ids = E.isRight(actions) ? actions.right.map((action) => action.id) : [];
    expect(ids).toEqual(expect.arrayContaining(['fetch:template', 'debug:log', 'catalog:write', 'portico:catalog:register']));
  });

  it('reads the parameter schema of the example template with its field extensions', async () => {
    const schema = await services.api.getTemplateParameterSchema({ namespace: 'default', name: 'create-node-service' })();
    expect(E.isRight(schema)).toBe(true);
    if (E.isLeft(schema)) return;
    expect(schema.right.title).toBe('Node.js service');
    expect(schema.right.steps.map((step) => step.title)).toEqual(['Describe the service', 'Choose how it runs', 'Choose a location']);
    expect(JSON.stringify(schema.right.steps)).toContain('"ui:field":"OwnerPicker"');
  });

  it('reads the templating extensions', async () => {
    const extensions = await services.api.listTemplatingExtensions()();
    expect(E.isRight(extensions) && Object.keys(extensions.right.filters)).toEqual(expect.arrayContaining(['parseRepoUrl', 'parseEntityRef', 'pick']));
  });

  it('finds picker options and tag suggestions in the catalog', async () => {
    const groups = await services.catalog.getEntities([{ kind: 'Group' }], ['kind', 'metadata.name', 'metadata.namespace', 'metadata.title'])();
    expect(E.isRight(groups) && groups.right.map((group) => group.metadata.name)).toEqual(expect.arrayContaining(['team-storefront']));
    const tags = await services.catalog.getEntityFacet('metadata.tags', [{ kind: ['Template'] }])();
    expect(E.isRight(tags) && tags.right.map((facet) => facet.value)).toEqual(expect.arrayContaining(['recommended', 'typescript']));
  });

  it('dry-runs the template with its own files, offline', async () => {
    const template = services.documents.parse(readFileSync(join(TEMPLATE_DIR, 'template.yaml'), 'utf8'));
    expect(E.isRight(template)).toBe(true);
    if (E.isLeft(template)) return;
    const result = await services.api.dryRun({ template: template.right as JsonObject, values, secrets: {}, files: templateFiles(TEMPLATE_DIR) })();
    expect(E.isRight(result)).toBe(true);
    if (E.isLeft(result)) return;
    const paths = result.right.files.map((file) => file.path).sort();
    expect(paths).toEqual(['README.md', 'catalog-info.yaml', 'package.json', 'src/index.js']);
    const catalogInfo = new TextDecoder().decode(result.right.files.find((file) => file.path === 'catalog-info.yaml')?.content);
    expect(catalogInfo).toContain(`name: ${name}`);
    expect(result.right.log.map((entry) => entry.message).join('\n')).toContain(`Dry run: would register component:default/${name}`);
    expect(result.right.output.links).toEqual([{ title: 'Open in catalog', icon: 'catalog', entityRef: `component:default/${name}` }]);
  });

  it("refuses a task with bad values with 'Backend request failed, ...'", async () => {
    const refused = await services.api.scaffold({ templateRef: 'template:default/create-node-service', values: { port: 'not a number' } })();
    expect(E.isLeft(refused) && refused.left.message).toMatch(/^Backend request failed, 400 Bad Request .+/);
    expect(scaffolderMessages.backendRequestFailed(400, 'Bad Request', 'x')).toBe('Backend request failed, 400 Bad Request x');
  });

  it('creates a task and streams its events until the completion, with the registered entity as output', async () => {
    const created = await services.api.scaffold({ templateRef: 'template:default/create-node-service', values })();
    expect(E.isRight(created)).toBe(true);
    if (E.isLeft(created)) return;
    taskId = created.right.taskId;
    streamed = await watchUntilDone(services, taskId);
    const completion = streamed[streamed.length - 1];
    expect(completion?.type).toBe('completion');
    expect(completion?.body.error).toBeUndefined();
    expect(completion?.body.output?.links).toEqual([{ title: 'Open in catalog', icon: 'catalog', entityRef: `component:default/${name}` }]);
    const steps = streamed.filter((event) => event.body.status === 'completed').map((event) => event.body.stepId);
    expect(steps).toEqual(['fetch', 'log', 'catalog', 'register']);
    expect(streamed.some((event) => event.body.message.includes('\u001b['))).toBe(true);
  });

  it('has registered the new component in the catalog', async () => {
    const found = await services.catalog.getEntities([{ kind: 'component', 'metadata.name': name }])();
    expect(E.isRight(found) && found.right.map((entity) => [entity.metadata.name, entity.spec?.owner, entity.metadata.tags])).toEqual([[name, 'group:default/team-storefront', ['node', 'test']]]);
  });

  it('polls the same events from the start, with the cursor', async () => {
    const polled: TaskEvent[] = [];
    await new Promise<void>((resolve, reject) =>
      new PollingTaskEventSource({ api: services.api, sleep: (ms) => new Promise((wake) => setTimeout(wake, ms)) }).watch(taskId, { recoverable: false }, {
        next: (event) => polled.push(event),
        complete: resolve,
        error: reject,
      }),
    );
    expect(polled.map((event) => event.id)).toEqual(streamed.map((event) => event.id));
    const after = await services.api.getTaskEvents(taskId, streamed[streamed.length - 3]!.id)();
    expect(E.isRight(after) && after.right.map((event) => event.id)).toEqual(streamed.slice(-2).map((event) => event.id));
  });

  it('reads the task and finds it among the tasks the user created', async () => {
    const task = await services.api.getTask(taskId)();
    expect(E.isRight(task) && [task.right.status, task.right.spec.templateInfo?.title, task.right.createdBy]).toEqual(['completed', 'Node.js service', 'user:default/guest']);
    const owned = await services.api.listTasks([
      ['createdBy', 'user:default/guest'],
      ['limit', '50'],
      ['order', 'desc:created_at'],
    ])();
    expect(E.isRight(owned) && owned.right.tasks.map((candidate) => candidate.id)).toContain(taskId);
  });
});
