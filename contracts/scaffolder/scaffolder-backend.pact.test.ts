// Contract with the scaffolder backend, driven through
// the real ScaffolderHttpAdapter (every /v2 call) and EventStreamTaskEvents (the task event stream).
import * as E from 'fp-ts/Either';
import { MatchersV3 } from '@pact-foundation/pact';
import { EventStreamTaskEvents } from '../../adapters/scaffolder/event-stream-task-events';
import { ScaffolderHttpAdapter } from '../../adapters/scaffolder/scaffolder.http-adapter';
import type { JsonObject } from '../../domain/app/config-values';
import type { TaskEvent } from '../../domain/scaffolder/task';
import { backendFetchOf, bearerTokenHeader, consumerPact, JSON_CONTENT_TYPE, resolveBaseUrlOf, type MockServer } from '../support/consumer-pact';
import { INJECTED, scaffolderStates } from '../support/provider-states';
import {
  completedTask,
  EXAMPLE_TASK_ID,
  expectedLogEvent,
  expectedTask,
  GUEST_REF,
  logEvent,
  TASK_VALUES,
  TEMPLATE_REF,
} from './scaffolder-examples';

const { eachLike, fromProviderState, integer, like, regex, uuid } = MatchersV3;

const pact = consumerPact('scaffolder');
const BASE = '/api/scaffolder/v2';
const AUTH = { Authorization: bearerTokenHeader };
const AUTH_JSON = { ...AUTH, 'Content-Type': 'application/json' };

const adapterFor = (server: MockServer) => new ScaffolderHttpAdapter(backendFetchOf(server), resolveBaseUrlOf(server));

/** A path under /v2/tasks/{taskId} with the id of the task the provider state created. */
const taskPath = (rest = '') => fromProviderState(`${BASE}/tasks/\${${INJECTED.taskId}}${rest}`, `${BASE}/tasks/${EXAMPLE_TASK_ID}${rest}`);

const right = <T>(value: E.Either<{ message: string }, T>): T => {
  if (E.isLeft(value)) throw new Error(value.left.message);
  return value.right;
};

describe('scaffolder backend contract: templates, actions and extensions', () => {
  it('reads the parameter schema of a template (GET /v2/templates/{namespace}/{kind}/{name}/parameter-schema)', async () => {
    await pact
      .addInteraction()
      .given(scaffolderStates.templateExists.name)
      .uponReceiving('a request for the parameter schema of template:default/create-node-service')
      .withRequest('GET', `${BASE}/templates/default/template/create-node-service/parameter-schema`, (request) => request.headers(AUTH))
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody({
          title: like('Node.js service'),
          description: like('Creates a minimal Node.js HTTP service.'),
          steps: eachLike({ title: like('Describe the service'), schema: like({ title: 'Describe the service', properties: {} }) }),
        }),
      )
      .executeTest(async (server) => {
        expect(await adapterFor(server).getTemplateParameterSchema({ namespace: 'default', name: 'create-node-service' })()).toEqual(
          E.right({
            title: 'Node.js service',
            description: 'Creates a minimal Node.js HTTP service.',
            steps: [{ title: 'Describe the service', schema: { title: 'Describe the service', properties: {} } }],
          }),
        );
      });
  });

  it('lists the installed actions (GET /v2/actions)', async () => {
    const action = {
      id: like('debug:log'),
      description: like('Writes a message into the log.'),
      schema: { input: like({}) },
    };
    await pact
      .addInteraction()
      .given(scaffolderStates.builtInActions.name)
      .uponReceiving('a request for the installed scaffolder actions')
      .withRequest('GET', `${BASE}/actions`, (request) => request.headers(AUTH))
      .willRespondWith(200, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody(eachLike(action)))
      .executeTest(async (server) => {
        expect(await adapterFor(server).listActions()()).toEqual(
          E.right([{ id: 'debug:log', description: 'Writes a message into the log.', schema: { input: {} } }]),
        );
      });
  });

  it('lists the templating extensions (GET /v2/templating-extensions)', async () => {
    await pact
      .addInteraction()
      .given(scaffolderStates.builtInFilters.name)
      .uponReceiving('a request for the templating extensions')
      .withRequest('GET', `${BASE}/templating-extensions`, (request) => request.headers(AUTH))
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody({
          filters: {
            parseRepoUrl: {
              description: like('Parses a repository URL into its constituent parts: owner, repository name, etc.'),
              schema: { input: like({ type: 'string' }), output: like({ type: 'object' }) },
              examples: eachLike({ example: like('${{ parameters.repoUrl | parseRepoUrl }}') }),
            },
          },
          globals: { functions: like({}), values: like({}) },
        }),
      )
      .executeTest(async (server) => {
        expect(await adapterFor(server).listTemplatingExtensions()()).toEqual(
          E.right({
            filters: {
              parseRepoUrl: {
                description: 'Parses a repository URL into its constituent parts: owner, repository name, etc.',
                schema: { input: { type: 'string' }, output: { type: 'object' } },
                examples: [{ example: '${{ parameters.repoUrl | parseRepoUrl }}' }],
              },
            },
            globals: { functions: {}, values: {} },
          }),
        );
      });
  });
});

describe('scaffolder backend contract: tasks', () => {
  it('starts a task (POST /v2/tasks answers 201 with its id)', async () => {
    await pact
      .addInteraction()
      .given(scaffolderStates.templateExists.name)
      .uponReceiving('a request to run template:default/create-node-service')
      .withRequest('POST', `${BASE}/tasks`, (request) => request.headers(AUTH_JSON).jsonBody({ templateRef: TEMPLATE_REF, values: TASK_VALUES }))
      .willRespondWith(201, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody({ id: uuid(EXAMPLE_TASK_ID) }))
      .executeTest(async (server) => {
        expect(await adapterFor(server).scaffold({ templateRef: TEMPLATE_REF, values: TASK_VALUES })()).toEqual(E.right({ taskId: EXAMPLE_TASK_ID }));
      });
  });

  it('reads a task (GET /v2/tasks/{taskId})', async () => {
    await pact
      .addInteraction()
      .given(scaffolderStates.completedTask.name)
      .uponReceiving('a request for a completed task of template:default/create-node-service')
      .withRequest('GET', taskPath(), (request) => request.headers(AUTH))
      .willRespondWith(200, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody(completedTask))
      .executeTest(async (server) => {
        expect(await adapterFor(server).getTask(EXAMPLE_TASK_ID)()).toEqual(E.right(expectedTask));
      });
  });

  it('lists the tasks of a user with limit, offset, order and status (GET /v2/tasks)', async () => {
    await pact
      .addInteraction()
      .given(scaffolderStates.completedTask.name)
      .uponReceiving('a request for the first page of completed tasks created by user:default/guest')
      .withRequest('GET', `${BASE}/tasks`, (request) =>
        request.query({ createdBy: GUEST_REF, limit: '5', offset: '0', order: 'desc:created_at', status: 'completed' }).headers(AUTH),
      )
      .willRespondWith(200, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody({ tasks: eachLike(completedTask), totalTasks: integer(1) }))
      .executeTest(async (server) => {
        const page = await adapterFor(server).listTasks([
          ['createdBy', GUEST_REF],
          ['limit', '5'],
          ['offset', '0'],
          ['order', 'desc:created_at'],
          ['status', 'completed'],
        ])();
        expect(page).toEqual(E.right({ tasks: [expectedTask], totalTasks: 1 }));
      });
  });

  it('polls the events of a task after a cursor (GET /v2/tasks/{taskId}/events?after=)', async () => {
    await pact
      .addInteraction()
      .given(scaffolderStates.completedTask.name)
      .uponReceiving('a poll for the events of a completed task after event 0')
      .withRequest('GET', taskPath('/events'), (request) => request.query({ after: '0' }).headers(AUTH))
      .willRespondWith(200, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody(eachLike(logEvent)))
      .executeTest(async (server) => {
        expect(await adapterFor(server).getTaskEvents(EXAMPLE_TASK_ID, 0)()).toEqual(E.right([expectedLogEvent]));
      });
  });

  it('reads the event stream of a task up to its completion (GET /v2/tasks/{taskId}/eventstream)', async () => {
    const completion = `event: completion\ndata: ${JSON.stringify({
      id: 24,
      isTaskRecoverable: false,
      taskId: EXAMPLE_TASK_ID,
      body: { message: 'Run completed with status: completed', output: {} },
      type: 'completion',
      createdAt: '2026-11-22T02:56:16.000Z',
    })}\n\n`;
    // Any number of events (each a JSON line of a known type), the last one the completion that ends the stream.
    const stream = '^(event: (log|recovered)\\r?\\ndata: \\{[^\\r\\n]*\\}\\r?\\n\\r?\\n)*event: completion\\r?\\ndata: \\{[^\\r\\n]*"type":"completion"[^\\r\\n]*\\}\\r?\\n\\r?\\n$';
    await pact
      .addInteraction()
      .given(scaffolderStates.completedTask.name)
      .uponReceiving('a request for the event stream of a completed task')
      .withRequest('GET', taskPath('/eventstream'), (request) => request.headers({ ...AUTH, accept: 'text/event-stream' }))
      .willRespondWith(200, (response) =>
        response
          .headers({ 'Content-Type': regex('^text/event-stream(;.*)?$', 'text/event-stream') })
          .body('text/plain', Buffer.from(completion))
          .matchingRules({ body: [{ path: '$', rules: [regex(stream, completion)] }] }),
      )
      .executeTest(async (server) => {
        const source = new EventStreamTaskEvents(backendFetchOf(server), () => resolveBaseUrlOf(server)('scaffolder'));
        const events = await new Promise<TaskEvent[]>((resolve, reject) => {
          const seen: TaskEvent[] = [];
          source.watch(EXAMPLE_TASK_ID, { recoverable: false }, { next: (event) => seen.push(event), complete: () => resolve(seen), error: (message) => reject(new Error(message)) });
        });
        expect(events.map((event) => [event.type, event.body.message])).toEqual([['completion', 'Run completed with status: completed']]);
      });
  });

  it('cancels a task (POST /v2/tasks/{taskId}/cancel)', async () => {
    await pact
      .addInteraction()
      .given(scaffolderStates.completedTask.name)
      .uponReceiving('a request to cancel a task')
      .withRequest('POST', taskPath('/cancel'), (request) => request.headers(AUTH))
      .willRespondWith(200)
      .executeTest(async (server) => {
        expect(await adapterFor(server).cancelTask(EXAMPLE_TASK_ID)()).toEqual(E.right(undefined));
      });
  });

  it('retries a task with an empty body (POST /v2/tasks/{taskId}/retry)', async () => {
    await pact
      .addInteraction()
      .given(scaffolderStates.completedTask.name)
      .uponReceiving('a request to retry a task')
      .withRequest('POST', taskPath('/retry'), (request) => request.headers(AUTH_JSON).jsonBody({}))
      .willRespondWith(201)
      .executeTest(async (server) => {
        expect(await adapterFor(server).retryTask(EXAMPLE_TASK_ID)()).toEqual(E.right(undefined));
      });
  });
});

describe('scaffolder backend contract: dry-run and autocomplete', () => {
  it('dry-runs a template with its files (POST /v2/dry-run)', async () => {
    const template: JsonObject = {
      apiVersion: 'scaffolder.backstage.io/v1beta3',
      kind: 'Template',
      metadata: { name: 'contract-dry-run' },
      spec: {
        type: 'service',
        parameters: [{ title: 'Name', properties: { name: { type: 'string' } } }],
        steps: [
          { id: 'fetch', name: 'Copy the files', action: 'fetch:plain', input: { url: './' } },
          { id: 'log', name: 'Log the name', action: 'debug:log', input: { message: 'Hello ${{ parameters.name }}' } },
        ],
        output: { text: [{ title: 'Greeting', content: 'Hello ${{ parameters.name }}' }] },
      },
    };
    const readme = '# Orders\n';
    await pact
      .addInteraction()
      .given(scaffolderStates.builtInActions.name)
      .uponReceiving('a dry-run of a template that copies its files and logs a greeting')
      .withRequest('POST', `${BASE}/dry-run`, (request) =>
        request.headers(AUTH_JSON).jsonBody({
          template,
          values: { name: 'orders' },
          secrets: {},
          directoryContents: [{ path: 'README.md', base64Content: Buffer.from(readme).toString('base64') }],
        }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody({
          log: eachLike({ body: { message: like('Beginning step Log the name') } }),
          directoryContents: [{ path: 'README.md', base64Content: Buffer.from(readme).toString('base64'), executable: like(false) }],
          output: { text: [{ title: 'Greeting', content: 'Hello orders' }] },
          steps: eachLike({ id: like('fetch'), name: like('Copy the files'), action: like('fetch:plain') }),
        }),
      )
      .executeTest(async (server) => {
        const result = right(
          await adapterFor(server).dryRun({ template, values: { name: 'orders' }, secrets: {}, files: [{ path: 'README.md', content: new TextEncoder().encode(readme) }] })(),
        );
        expect({ ...result, files: result.files.map((file) => ({ ...file, content: new TextDecoder().decode(file.content) })) }).toEqual({
          log: [{ message: 'Beginning step Log the name' }],
          files: [{ path: 'README.md', content: readme, executable: false }],
          output: { text: [{ title: 'Greeting', content: 'Hello orders' }] },
          steps: [{ id: 'fetch', name: 'Copy the files', action: 'fetch:plain' }],
        });
      });
  });

  it('autocompletes repositories of an SCM provider (POST /v2/autocomplete/{provider}/{resource})', async () => {
    await pact
      .addInteraction()
      .given(scaffolderStates.githubAutocomplete.name)
      .uponReceiving('an autocompletion of github repositories for an owner')
      .withRequest('POST', `${BASE}/autocomplete/github/repositories`, (request) =>
        request.headers(AUTH_JSON).jsonBody({ token: like('gho_exampleGithubToken'), context: { owner: 'acme' } }),
      )
      .willRespondWith(200, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody({ results: eachLike({ id: like('payments') }) }))
      .executeTest(async (server) => {
        const results = await adapterFor(server).autocomplete({ provider: 'github', resource: 'repositories', context: { owner: 'acme' }, token: 'gho_exampleGithubToken' })();
        expect(results).toEqual(E.right([{ id: 'payments' }]));
      });
  });
});
