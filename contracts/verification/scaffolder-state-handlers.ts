// Scaffolder provider states, made true through the scaffolder backend's own API: a completed task is
// created by running the example template (POST /v2/tasks) and waiting for it; what is built in (actions,
// templating filters) is checked.
import { waitForCatalog } from '../../config/dev-backend/embedded/embedded-backend-client';
import { INJECTED, scaffolderStates } from '../support/provider-states';
import type { BackendUnderTest, StateHandlers } from './backend-under-test';
import { CATALOG_WAIT_MS, stateDeadline, STATE_HANDLER_TIMEOUT_TEXT } from './timeouts';

const TEMPLATE_REF = 'template:default/create-node-service';
const POLL_MS = 250;
const FINAL_STATUSES = new Set(['completed', 'failed', 'cancelled']);

/** What the example template asks for; the task registers component:default/contract-scaffolded. */
export const CONTRACT_TASK_VALUES = {
  name: 'contract-scaffolded',
  description: 'Created by the scaffolder contract verification.',
  owner: 'group:default/team-storefront',
  lifecycle: 'experimental',
  port: 8080,
  repoUrl: 'github.com?owner=acme&repo=contract-scaffolded',
} as const;

const scaffolderJson = async <T>(backend: BackendUnderTest, path: string, init: RequestInit = {}): Promise<T> => {
  const response = await fetch(`${backend.baseUrl}/api/scaffolder${path}`, {
    ...init,
    headers: { authorization: `Bearer ${backend.token}`, 'content-type': 'application/json', ...init.headers },
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} /api/scaffolder${path} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
};

/** Half the handler's time: the completed-task state still has to run the template after finding it. */
const TEMPLATE_WAIT_MS = CATALOG_WAIT_MS;

const waitForTemplate = async (backend: BackendUnderTest): Promise<void> => {
  try {
    await waitForCatalog({ baseUrl: backend.baseUrl, token: backend.token, entityRefs: [TEMPLATE_REF], timeoutMs: TEMPLATE_WAIT_MS });
  } catch (error) {
    throw new Error(
      `The catalog has no ${TEMPLATE_REF} after ${TEMPLATE_WAIT_MS / 1000} s: register the template file (the package's ` +
        'fixtures/templates/create-node-service/template.yaml) in catalog.locations, allow the kind Template in catalog.rules and ' +
        'install @backstage/plugin-catalog-backend-module-scaffolder-entity-model, without which the catalog refuses Template ' +
        `entities (${error instanceof Error ? error.message : String(error)})`,
    );
  }
};

const runTaskToCompletion = async (backend: BackendUnderTest): Promise<string> => {
  // One deadline for finding the template and running it: the handler's whole time.
  const deadline = stateDeadline();
  await waitForTemplate(backend);
  const { id } = await scaffolderJson<{ id: string }>(backend, '/v2/tasks', {
    method: 'POST',
    body: JSON.stringify({ templateRef: TEMPLATE_REF, values: CONTRACT_TASK_VALUES }),
  });
  for (;;) {
    const { status } = await scaffolderJson<{ status: string }>(backend, `/v2/tasks/${encodeURIComponent(id)}`);
    if (status === 'completed') return id;
    if (FINAL_STATUSES.has(status)) throw new Error(`The task ${id} of ${TEMPLATE_REF} ended ${status}; this state needs it completed`);
    if (Date.now() > deadline) throw new Error(`The task ${id} of ${TEMPLATE_REF} is still ${status} after ${STATE_HANDLER_TIMEOUT_TEXT} (the template's steps must run offline, with built-in actions only)`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
};

const expectAll = (what: string, present: readonly string[], needed: readonly string[]): void => {
  const missing = needed.filter((name) => !present.includes(name));
  if (missing.length > 0) throw new Error(`The scaffolder lacks the ${what} ${missing.join(', ')}; install them to verify this state`);
};

export const scaffolderStateHandlers = (backend: BackendUnderTest): StateHandlers => ({
  [scaffolderStates.templateExists.name]: () => waitForTemplate(backend),
  [scaffolderStates.completedTask.name]: async () => ({ [INJECTED.taskId]: await runTaskToCompletion(backend) }),
  [scaffolderStates.builtInActions.name]: async () => {
    const actions = await scaffolderJson<ReadonlyArray<{ id: string }>>(backend, '/v2/actions');
    expectAll(
      'actions',
      actions.map((action) => action.id),
      ['debug:log', 'fetch:plain'],
    );
  },
  [scaffolderStates.builtInFilters.name]: async () => {
    const extensions = await scaffolderJson<{ filters: Record<string, unknown> }>(backend, '/v2/templating-extensions');
    expectAll('templating filters', Object.keys(extensions.filters), ['parseRepoUrl']);
  },
  // Needs an SCM module and its host; a backend with one only has to accept the token it is given.
  [scaffolderStates.githubAutocomplete.name]: async () => undefined,
});
