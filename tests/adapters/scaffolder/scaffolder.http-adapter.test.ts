import * as E from 'fp-ts/Either';
import { ScaffolderHttpAdapter } from '../../../adapters/scaffolder/scaffolder.http-adapter';
import { jsonReply, startLocalHttpServer, type LocalHttpServer } from '../shared/local-http-server';

const task = {
  id: 'task-1',
  spec: {
    apiVersion: 'scaffolder.backstage.io/v1beta3',
    steps: [{ id: 'fetch', name: 'Fetch skeleton', action: 'fetch:template', input: {} }],
    parameters: { name: 'svc' },
    templateInfo: { entityRef: 'template:default/create-node-service', entity: { metadata: { name: 'create-node-service', title: 'Node.js service' } } },
    EXPERIMENTAL_recovery: { EXPERIMENTAL_strategy: 'startOver' },
    user: { ref: 'user:default/guest' },
  },
  status: 'processing',
  createdAt: '2026-01-01T00:00:00.000Z',
  lastHeartbeatAt: null,
  createdBy: 'user:default/guest',
};

describe('scaffolder HTTP adapter', () => {
  let server: LocalHttpServer;
  let adapter: ScaffolderHttpAdapter;

  beforeAll(async () => {
    server = await startLocalHttpServer();
    adapter = new ScaffolderHttpAdapter(fetch, async (pluginId) => `${server.origin}/api/${pluginId}/`);
  });
  afterAll(() => server.close());
  beforeEach(() => server.received.splice(0));

  it('reads the parameter schema of a template (default kind template)', async () => {
    server.answer(() => jsonReply(200, { title: 'T', steps: [{ title: 'S', schema: { properties: {} } }] }));
    expect(await adapter.getTemplateParameterSchema({ namespace: 'my ns', name: 'x' })()).toEqual(E.right({ title: 'T', steps: [{ title: 'S', schema: { properties: {} } }] }));
    expect(server.received[0]?.url).toBe('/api/scaffolder/v2/templates/my%20ns/template/x/parameter-schema');
  });

  it("POSTs the scaffold body, expecting 201 and the task id", async () => {
    server.answer(() => jsonReply(201, { id: 'task-1' }));
    expect(await adapter.scaffold({ templateRef: 'template:default/x', values: { name: 'svc' }, secrets: { token: 's' } })()).toEqual(E.right({ taskId: 'task-1' }));
    expect(server.received[0]).toMatchObject({ method: 'POST', url: '/api/scaffolder/v2/tasks' });
    expect(JSON.parse(server.received[0]!.body)).toEqual({ templateRef: 'template:default/x', values: { name: 'svc' }, secrets: { token: 's' } });
  });

  it("reports anything but 201 as 'Backend request failed, {status} {statusText} {body}'", async () => {
    server.answer(() => ({ status: 400, statusText: 'Bad Request', body: ' {"error":{"message":"bad values"}} ' }));
    const created = await adapter.scaffold({ templateRef: 'template:default/x', values: {} })();
    expect(created).toEqual(E.left(expect.objectContaining({ _tag: 'HttpStatus', status: 400, message: 'Backend request failed, 400 Bad Request {"error":{"message":"bad values"}}' })));
    server.answer(() => jsonReply(200, { id: 'x' }, 'OK'));
    const ok200 = await adapter.scaffold({ templateRef: 'template:default/x', values: {} })();
    expect(E.isLeft(ok200) && ok200.left.message).toBe('Backend request failed, 200 OK {"id":"x"}');
  });

  it('reads a task into the domain shape', async () => {
    server.answer(() => jsonReply(200, task));
    expect(await adapter.getTask('task-1')()).toEqual(
      E.right({
        id: 'task-1',
        status: 'processing',
        createdAt: '2026-01-01T00:00:00.000Z',
        createdBy: 'user:default/guest',
        spec: {
          steps: [{ id: 'fetch', name: 'Fetch skeleton', action: 'fetch:template' }],
          parameters: { name: 'svc' },
          recoveryStrategy: 'startOver',
          createdByRef: 'user:default/guest',
          templateInfo: { entityRef: 'template:default/create-node-service', title: 'Node.js service' },
        },
      }),
    );
  });

  it('lists tasks with the query, repeated keys and the status filter included', async () => {
    server.answer(() => jsonReply(200, { tasks: [task], totalTasks: 1 }));
    const page = await adapter.listTasks([
      ['createdBy', 'user:default/guest'],
      ['limit', '20'],
      ['order', 'desc:created_at'],
      ['order', 'asc:id'],
      ['status', 'failed'],
    ])();
    expect(E.isRight(page) && [page.right.totalTasks, page.right.tasks[0]?.id]).toEqual([1, 'task-1']);
    expect(server.received[0]?.url).toBe('/api/scaffolder/v2/tasks?createdBy=user%3Adefault%2Fguest&limit=20&order=desc%3Acreated_at&order=asc%3Aid&status=failed');
  });

  it('cancels, and retries with an empty body', async () => {
    server.answer(() => jsonReply(200, { status: 'cancelled' }));
    expect(await adapter.cancelTask('t/1')()).toEqual(E.right(undefined));
    server.answer(() => jsonReply(201, {}));
    expect(await adapter.retryTask('t1')()).toEqual(E.right(undefined));
    expect(server.received.map((request) => [request.method, request.url, request.body])).toEqual([
      ['POST', '/api/scaffolder/v2/tasks/t%2F1/cancel', ''],
      ['POST', '/api/scaffolder/v2/tasks/t1/retry', '{}'],
    ]);
  });

  it('polls events after a cursor and drops unknown event types', async () => {
    server.answer(() =>
      jsonReply(200, [
        { id: 4, type: 'log', body: { message: 'a', stepId: 's' }, createdAt: 'now', isTaskRecoverable: false },
        { id: '5', type: 'something-new', body: {}, createdAt: 'now' },
        { id: 6, type: 'completion', body: { message: 'done' }, createdAt: 'now' },
      ]),
    );
    const events = await adapter.getTaskEvents('t1', 3)();
    expect(E.isRight(events) && events.right.map((event) => [event.id, event.type])).toEqual([
      [4, 'log'],
      [6, 'completion'],
    ]);
    expect(server.received[0]?.url).toBe('/api/scaffolder/v2/tasks/t1/events?after=3');
    await adapter.getTaskEvents('t1', undefined)();
    expect(server.received[1]?.url).toBe('/api/scaffolder/v2/tasks/t1/events');
  });

  it('sends the dry-run with base64 directory contents and decodes the files it answers', async () => {
    server.answer(() =>
      jsonReply(200, {
        log: [{ body: { message: 'Starting up', stepId: 'fetch', status: 'processing' } }],
        directoryContents: [{ path: 'bin/run', base64Content: Buffer.from('#!/bin/sh\n').toString('base64'), executable: true }],
        output: { links: [{ title: 'Repo', url: 'https://example.com' }] },
        steps: [{ id: 'fetch', name: 'Fetch', action: 'fetch:template' }],
      }),
    );
    const result = await adapter.dryRun({ template: { apiVersion: 'v1' }, values: { a: 1 }, secrets: {}, files: [{ path: 'skeleton/a.txt', content: new TextEncoder().encode('héllo') }] })();
    expect(JSON.parse(server.received[0]!.body)).toEqual({
      template: { apiVersion: 'v1' },
      values: { a: 1 },
      secrets: {},
      directoryContents: [{ path: 'skeleton/a.txt', base64Content: Buffer.from('héllo').toString('base64') }],
    });
    expect(E.isRight(result) && result.right).toEqual({
      log: [{ message: 'Starting up', stepId: 'fetch', status: 'processing' }],
      files: [{ path: 'bin/run', content: new Uint8Array(Buffer.from('#!/bin/sh\n')), executable: true }],
      output: { links: [{ title: 'Repo', url: 'https://example.com' }] },
      steps: [{ id: 'fetch', name: 'Fetch', action: 'fetch:template' }],
    });
  });

  it('asks autocomplete with the token and context', async () => {
    server.answer(() => jsonReply(200, { results: [{ id: '1', title: 'main' }] }));
    expect(await adapter.autocomplete({ provider: 'github', resource: 'branches', context: { owner: 'o', repository: 'r' }, token: 'gh-token' })()).toEqual(E.right([{ id: '1', title: 'main' }]));
    expect(server.received[0]).toMatchObject({ method: 'POST', url: '/api/scaffolder/v2/autocomplete/github/branches' });
    expect(JSON.parse(server.received[0]!.body)).toEqual({ token: 'gh-token', context: { owner: 'o', repository: 'r' } });
  });

  it('lists actions and templating extensions; other failures are the typed errors', async () => {
    server.answer(() => jsonReply(200, [{ id: 'debug:log', description: 'Logs', schema: { input: { type: 'object' } }, examples: [{ description: 'x', example: 'steps: []' }] }]));
    expect(await adapter.listActions()()).toEqual(E.right([{ id: 'debug:log', description: 'Logs', schema: { input: { type: 'object' } }, examples: [{ description: 'x', example: 'steps: []' }] }]));
    server.answer(() => jsonReply(200, { filters: { pick: { description: 'Picks' } }, globals: { functions: {}, values: { year: { value: 2026 } } } }));
    expect(await adapter.listTemplatingExtensions()()).toEqual(E.right({ filters: { pick: { description: 'Picks' } }, globals: { functions: {}, values: { year: { value: 2026 } } } }));
    server.answer(() => jsonReply(404, { error: { name: 'NotFoundError', message: "No task with id 'x' found" } }, 'Not Found'));
    const missing = await adapter.getTask('x')();
    expect(E.isLeft(missing) && missing.left).toMatchObject({ _tag: 'HttpStatus', status: 404, name: 'NotFoundError', message: "Request failed with 404 Not Found, No task with id 'x' found" });
    server.answer(() => jsonReply(200, { title: 3 }));
    const garbled = await adapter.getTemplateParameterSchema({ namespace: 'default', name: 'x' })();
    expect(E.isLeft(garbled) && garbled.left._tag).toBe('Decode');
  });
});
